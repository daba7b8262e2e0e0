/**
 * Phone-or-e-mail with its verification code, shared by register and reset: a toggle picks the
 * channel, the send button checks the field, asks the captcha and sends the code.
 */
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Form } from './useForm.ts';
import type { ContactKind, FormValues } from './rules.ts';
import type { CodePurpose } from './api.ts';
import { CodeRow, ContactToggle } from './fields.tsx';
import { SendCodeButton } from '../../components/verification/SendCodeButton.tsx';

interface ContactValues extends FormValues {
  contact: string;
  phone: string;
  email: string;
  code: string;
}

export function ContactCode<V extends ContactValues>({
  form,
  prefix,
  purpose,
  askTicket,
}: {
  form: Form<V>;
  prefix: string;
  purpose: CodePurpose;
  askTicket: (purpose: CodePurpose) => Promise<string | null>;
}) {
  const { t } = useTranslation('login');
  const kind: ContactKind = form.values.contact === 'email' ? 'email' : 'phone';
  const getTarget = () => {
    const value = form.values[kind].trim();
    const ok = form.checkField(kind);
    return ok ? { kind, value } : null;
  };
  return (
    <>
      <ContactToggle value={kind} onChange={(v) => form.set('contact', v)} />
      {kind === 'phone' ? (
        <TextField
          {...form.bind('phone', `${prefix}-phone`)}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { 'data-testid': `${prefix}-phone`, inputMode: 'numeric', maxLength: 11 } }}
        />
      ) : (
        <TextField
          {...form.bind('email', `${prefix}-email`)}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { 'data-testid': `${prefix}-email`, maxLength: 254 } }}
        />
      )}
      <CodeRow
        binding={form.bind('code', `${prefix}-code`)}
        button={<SendCodeButton getTarget={getTarget} purpose={purpose} askTicket={askTicket} />}
      />
    </>
  );
}
