/**
 * Bind or change the account's phone or e-mail: the new one (not the current one), a code sent
 * to it after the slide captcha, then User/BindPhone or BindEmail. One account per phone or e-mail:
 * the server's 1321 / 1322 land under the field.
 */
import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { States } from '../../../common/states.ts';
import { bindEmail, bindPhone } from '../../resume-api/account.ts';
import { SendCodeButton } from '../../components/verification/SendCodeButton.tsx';
import type { CodePurpose, ContactKind } from '../../components/verification/codeApi.ts';
import { useForm } from '../Login/useForm.ts';
import { CodeRow, PasswordField } from '../Login/fields.tsx';
import { codeRule, emailBindRule, oldPasswordRule, phoneBindRule } from './rules.ts';
import { SettingCard } from './SettingCard.tsx';

export interface ContactCardProps {
  kind: ContactKind;
  current: string | null;
  askTicket: (purpose: CodePurpose) => Promise<string | null>;
  onBound: () => void;
}

const TAKEN: Readonly<Record<ContactKind, number>> = { phone: States.PHONE_TAKEN.code, email: States.EMAIL_TAKEN.code };

function BindForm({ kind, current, askTicket, onBound, onCancel }: ContactCardProps & { onCancel: () => void }) {
  const { t } = useTranslation('resume');
  // The current password as well as the code: a session alone does not move the account's recovery address.
  const rules = { value: kind === 'phone' ? phoneBindRule(current) : emailBindRule(current), code: codeRule, password: oldPasswordRule };
  const form = useForm({ value: '', code: '', password: '' }, rules, 'resume');
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  // Keyed on the target: a countdown belongs to the number it was sent to, not to the next one typed.
  const getTarget = () => (form.checkField('value') ? { kind, value: form.values.value.trim() } : null);
  // Taken (1321 / 1322) is told once the code is proved (at submit); kept here for any other refusal of the send.
  const onSendFailed = (err: unknown) => {
    if (isApiError(err) && err.state === TAKEN[kind]) form.setServerErrors({ value: err.message });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || !form.validate()) return;
    busy.current = true;
    setLoading(true);
    try {
      const value = form.values.value.trim();
      const proof = { code: form.values.code.trim(), password: form.values.password };
      await (kind === 'phone' ? bindPhone(value, proof) : bindEmail(value, proof));
      toastSuccess(t(`account.${kind}Bound`), 3000);
      onBound();
    } catch (err) {
      if (!isApiError(err)) return;
      if (err.state === TAKEN[kind]) form.setServerErrors({ value: err.message });
      else if (err.state === States.CODE_INVALID.code) form.setServerErrors({ code: err.message });
      else if (err.state === States.OLD_PASSWORD_WRONG.code) form.setServerErrors({ password: err.message });
      else form.setServerErrors(err.errors, { phone: 'value', email: 'value' });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const label = t(kind === 'phone' ? 'account.newPhone' : 'account.newEmail');
  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
      <TextField
        {...form.bind('value', `${kind}-new`)}
        label={label}
        type={kind === 'phone' ? 'tel' : 'email'}
        autoComplete={kind === 'phone' ? 'tel' : 'email'}
        slotProps={{
          htmlInput: {
            'data-testid': `${kind}-new`,
            inputMode: kind === 'phone' ? 'numeric' : 'email',
            maxLength: kind === 'phone' ? 11 : 254,
          },
        }}
      />
      <CodeRow
        binding={form.bind('code', `${kind}-code`)}
        button={
          <SendCodeButton
            key={form.values.value.trim()}
            getTarget={getTarget}
            purpose="bind"
            askTicket={askTicket}
            onFailed={onSendFailed}
          />
        }
      />
      <PasswordField binding={form.bind('password', `${kind}-password`)} label={t('account.oldPassword')} autoComplete="current-password" />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" loading={loading} data-testid={`${kind}-submit`}>
          {t('actions.confirm')}
        </Button>
        <Button color="inherit" onClick={onCancel} disabled={loading}>
          {t('actions.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

export function ContactCard(props: ContactCardProps) {
  const { t } = useTranslation('resume');
  const [open, setOpen] = useState(false);
  const { kind, current } = props;
  const action = open ? undefined : (
    <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid={`${kind}-change`}>
      {t(current ? `account.change.${kind}` : `account.bind.${kind}`)}
    </Button>
  );
  return (
    <SettingCard title={t(`account.${kind}`)} action={action} testId={`${kind}-card`}>
      <Typography data-testid={`${kind}-current`} sx={{ color: current ? 'text.primary' : 'text.disabled', mb: open ? 2 : 0 }}>
        {current ?? t('account.unbound')}
      </Typography>
      {open && (
        <BindForm
          {...props}
          onCancel={() => setOpen(false)}
          onBound={() => {
            setOpen(false);
            props.onBound();
          }}
        />
      )}
    </SettingCard>
  );
}
