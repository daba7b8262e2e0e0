/**
 * Register: account, password twice, phone or e-mail with a code, agreement. The server logs the new
 * user in right away. Whether the account name is taken is told only on submit, once the code is
 * proved (issue 26: no anonymous lookup of account names); the code stays good for another name.
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
import { registerUser } from './api.ts';
import { States } from '../../../common/states.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';
import { useForm } from './useForm.ts';
import { codeRule, confirmRule, emailRule, newAccountRule, newPasswordRule, phoneRule } from './rules.ts';
import { AgreeCheckbox, PasswordField, useAgreement } from './fields.tsx';
import { ContactCode } from './ContactCode.tsx';
import type { Captcha } from '../../components/verification/useCaptcha.tsx';

const RULES = {
  account: newAccountRule,
  password: newPasswordRule,
  confirm: confirmRule,
  phone: phoneRule,
  email: emailRule,
  code: codeRule,
};
const INITIAL = { account: '', password: '', confirm: '', contact: 'phone', phone: '', email: '', code: '' };
type RegisterValues = typeof INITIAL;

function registerBody(v: RegisterValues, captchaTicket: string) {
  const contact = v.contact === 'email' ? { email: v.email } : { phone: v.phone };
  // Sent only once the agreement is ticked (submit checks it first): the server refuses a registration without it.
  return {
    account: v.account,
    password: v.password,
    ...contact,
    code: v.code,
    captchaTicket,
    loginSource: loginSource(),
    agreementVersion: TERMS_VERSION,
  };
}

export function RegisterForm({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<RegisterValues>(INITIAL, RULES);
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
      const ticket = await captcha.ask('register');
      if (!ticket) return;
      const data = await registerUser(registerBody(form.values, ticket));
      completeLogin(data);
      toastSuccess(t('done.register'));
      void navigate(afterLoginTarget(params.get('redirect'), data.identity), { replace: true });
    } catch (err) {
      if (isApiError(err) && err.state === States.ACCOUNT_TAKEN.code) form.setExtraError('account', 'rules.accountTaken');
      else if (isApiError(err)) form.setServerErrors(err.errors, { target: form.values.contact === 'email' ? 'email' : 'phone' });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const account = form.bind('account', 'register-account');
  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        {...account}
        label={t('fields.account')}
        autoComplete="username"
        slotProps={{ htmlInput: { ...account.slotProps.htmlInput, maxLength: 16 } }}
      />
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
