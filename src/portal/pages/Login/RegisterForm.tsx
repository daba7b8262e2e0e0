/**
 * Register: account (checked for availability on blur), password twice, phone or e-mail with a
 * code, agreement. The server logs the new user in right away.
 */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { completeLogin, loginSource } from '../../../shell/auth.ts';
import { afterLoginTarget } from '../../../shell/guardRules.ts';
import { registerUser, verifyAccount } from './api.ts';
import { useForm, type Form } from './useForm.ts';
import { codeRule, confirmRule, emailRule, newAccountRule, newPasswordRule, phoneRule } from './rules.ts';
import { AgreeCheckbox, PasswordField, useAgreement } from './fields.tsx';
import { ContactCode } from './ContactCode.tsx';
import type { Captcha } from '../../components/verification/useCaptcha.tsx';

const RULES = { account: newAccountRule, password: newPasswordRule, confirm: confirmRule, phone: phoneRule, email: emailRule, code: codeRule };
const INITIAL = { account: '', password: '', confirm: '', contact: 'phone', phone: '', email: '', code: '' };
type RegisterValues = typeof INITIAL;

/** On blur, once the format is right: is the account name still free? */
function useAccountCheck(form: Form<RegisterValues>) {
  const asked = useRef('');
  return (onBlur: () => void) => () => {
    onBlur();
    const account = form.values.account.trim();
    if (newAccountRule(account, form.values) || asked.current === account) return;
    asked.current = account;
    verifyAccount(account).then(
      (r) => form.setExtraError('account', r.exists ? 'rules.accountTaken' : null),
      // Could not check now; the server checks again on submit.
      () => { asked.current = ''; },
    );
  };
}

function registerBody(v: RegisterValues, captchaTicket: string) {
  const contact = v.contact === 'email' ? { email: v.email } : { phone: v.phone };
  return { account: v.account, password: v.password, ...contact, code: v.code, captchaTicket, loginSource: loginSource() };
}

export function RegisterForm({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<RegisterValues>(INITIAL, RULES);
  const agreement = useAgreement();
  const withAccountCheck = useAccountCheck(form);
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
      const ticket = await captcha.ask('register');
      if (!ticket) return;
      const data = await registerUser(registerBody(form.values, ticket));
      completeLogin(data);
      toastSuccess(t('done.register'));
      void navigate(afterLoginTarget(params.get('redirect'), data.identity), { replace: true });
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(err.errors, { target: form.values.contact === 'email' ? 'email' : 'phone' });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const account = form.bind('account', 'register-account');
  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField {...account} onBlur={withAccountCheck(account.onBlur)} label={t('fields.account')} autoComplete="username" slotProps={{ htmlInput: { ...account.slotProps.htmlInput, maxLength: 16 } }} />
      <PasswordField binding={form.bind('password', 'register-password')} label={t('fields.password')} autoComplete="new-password" />
      <PasswordField binding={form.bind('confirm', 'register-confirm')} label={t('fields.confirm')} autoComplete="new-password" />
      <ContactCode form={form} prefix="register" purpose="register" askTicket={captcha.ask} />
      <AgreeCheckbox checked={agreement.agreed} onChange={agreement.set} showError={agreement.showError} testId="register-agree" />
      <Button data-testid="register-submit" type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {t('submit.register')}
      </Button>
    </Box>
  );
}
