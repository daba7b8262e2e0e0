/** Reset the password with a code sent to the account's phone or e-mail, then back to login. */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { backPwd } from './api.ts';
import { useForm } from './useForm.ts';
import { codeRule, confirmRule, emailRule, newPasswordRule, phoneRule } from './rules.ts';
import { PasswordField } from './fields.tsx';
import { ContactCode } from './ContactCode.tsx';
import type { Captcha } from '../../components/verification/useCaptcha.tsx';

const RULES = { phone: phoneRule, email: emailRule, code: codeRule, password: newPasswordRule, confirm: confirmRule };
const INITIAL = { contact: 'phone', phone: '', email: '', code: '', password: '', confirm: '' };

export function ResetForm({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm(INITIAL, RULES);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const channel = form.values.contact === 'email' ? 'email' : 'phone';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || !form.validate()) return;
    busy.current = true;
    setLoading(true);
    try {
      const ticket = await captcha.ask('reset');
      if (!ticket) return;
      const v = form.values;
      await backPwd({ target: v[channel], code: v.code, password: v.password, captchaTicket: ticket });
      toastSuccess(t('done.reset'), 3000);
      void navigate(`/hr/login${search}`, { replace: true });
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(err.errors, { target: channel });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ContactCode form={form} prefix="reset" purpose="reset" askTicket={captcha.ask} />
      <PasswordField binding={form.bind('password', 'reset-password')} label={t('fields.newPassword')} autoComplete="new-password" />
      <PasswordField binding={form.bind('confirm', 'reset-confirm')} label={t('fields.confirm')} autoComplete="new-password" />
      <Button data-testid="reset-submit" type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {t('submit.reset')}
      </Button>
    </Box>
  );
}
