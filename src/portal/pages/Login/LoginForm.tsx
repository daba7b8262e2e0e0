/** Account (name, phone or e-mail) and password; after state 1302 the captcha is required. */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { States } from '../../../common/states.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';
import { isApiError } from '../../../shell/http.ts';
import { completeLogin, loginSource, type LoginData } from '../../../shell/auth.ts';
import { afterLoginTarget } from '../../../shell/guardRules.ts';
import { sysLogin, type LoginBody } from './api.ts';
import { useForm } from './useForm.ts';
import { loginAccountRule, loginPasswordRule } from './rules.ts';
import { AgreeCheckbox, PasswordField, useAgreement } from './fields.tsx';
import type { Captcha } from '../../components/verification/useCaptcha.tsx';

const RULES = { account: loginAccountRule, password: loginPasswordRule };

/** Log in; on "captcha required" ask for the captcha and resend once with its ticket. */
async function loginWithCaptcha(body: LoginBody, captcha: Captcha): Promise<LoginData | null> {
  try {
    return await sysLogin(body);
  } catch (e) {
    if (!isApiError(e) || e.state !== States.CAPTCHA_REQUIRED.code) throw e;
    const ticket = await captcha.ask('login');
    return ticket ? sysLogin({ ...body, captchaTicket: ticket }) : null;
  }
}

export function LoginForm({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const form = useForm({ account: '', password: '' }, RULES);
  const agreement = useAgreement();
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const valid = form.validate();
    if (!agreement.check() || !valid) return;
    busy.current = true;
    setLoading(true);
    try {
      // Only a ticked agreement gets here: the server records which terms were accepted.
      const data = await loginWithCaptcha({ ...form.values, loginSource: loginSource(), agreementVersion: TERMS_VERSION }, captcha);
      if (!data) return;
      completeLogin(data);
      void navigate(afterLoginTarget(params.get('redirect'), data.identity), { replace: true });
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(err.errors);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...form.bind('account', 'login-account')} label={t('fields.accountLogin')} autoComplete="username" autoFocus />
      <PasswordField binding={form.bind('password', 'login-password')} label={t('fields.password')} autoComplete="current-password" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component={RouterLink} to={`/hr/reset${search}`} variant="body2" underline="hover" data-testid="to-reset">
          {t('links.forgot')}
        </Link>
      </Box>
      <AgreeCheckbox checked={agreement.agreed} onChange={agreement.set} showError={agreement.showError} testId="login-agree" />
      <Button data-testid="login-submit" type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {t('submit.login')}
      </Button>
    </Box>
  );
}
