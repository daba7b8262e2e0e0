/** 修改密码: the current one, a new one under the seeds' rules (not the same), confirmed. */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { States } from '../../../common/states.ts';
import { changePassword } from '../../resume-api/account.ts';
import { useForm } from '../Login/useForm.ts';
import { PasswordField } from '../Login/fields.tsx';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule } from './rules.ts';
import { SettingCard } from './SettingCard.tsx';

const RULES = { oldPassword: oldPasswordRule, newPassword: newPasswordRule, confirm: confirmPasswordRule };
const INITIAL = { oldPassword: '', newPassword: '', confirm: '' };

export function PasswordCard() {
  const { t } = useTranslation('resume');
  const [round, setRound] = useState(0);
  return (
    <SettingCard title={t('account.password')} testId="password-card">
      {/* A new key after a change empties the form and its touched marks. */}
      <PasswordForm key={round} onDone={() => setRound((n) => n + 1)} />
    </SettingCard>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('resume');
  const form = useForm(INITIAL, RULES, 'resume');
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || !form.validate()) return;
    busy.current = true;
    setLoading(true);
    try {
      await changePassword(form.values.oldPassword, form.values.newPassword);
      toastSuccess(t('account.passwordChanged'), 3000);
      onDone();
    } catch (err) {
      if (!isApiError(err)) return;
      if (err.state === States.OLD_PASSWORD_WRONG.code) form.setServerErrors({ oldPassword: err.message });
      else if (err.state === States.PASSWORD_SAME.code) form.setServerErrors({ newPassword: err.message });
      else form.setServerErrors(err.errors);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <PasswordField binding={form.bind('oldPassword', 'password-old')} label={t('account.oldPassword')} autoComplete="current-password" />
      <PasswordField binding={form.bind('newPassword', 'password-new')} label={t('account.newPassword')} autoComplete="new-password" />
      <PasswordField binding={form.bind('confirm', 'password-confirm')} label={t('account.confirmPassword')} autoComplete="new-password" />
      <Box>
        <Button type="submit" variant="contained" loading={loading} data-testid="password-submit">
          {t('account.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}
