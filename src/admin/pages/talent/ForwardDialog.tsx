/** 转发: the entry's resume by e-mail (ResumeLib/ForwardingToEmail) to up to five addresses, with a note. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { PATTERNS } from '../../../common/validators.ts';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate } from '../../../shell/query.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { listOf } from './api.ts';
import { useTalentT } from './i18n.ts';

const EMAIL = new RegExp(PATTERNS.email);

export default function ForwardDialog({ id, name, onClose }: { id: number; name: string; onClose: (changed: boolean) => void }) {
  const t = useTalentT();
  const [emails, setEmails] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [withAttachments, setWith] = useState(true);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const list = listOf(emails);
  const valid = list.length >= 1 && list.length <= 5 && list.every((e) => EMAIL.test(e));
  const send = async () => {
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    try {
      const res = await api.post('/ResumeLib/ForwardingToEmail', {
        id,
        emails: list,
        withAttachments,
        ...(subject.trim() ? { subject: subject.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      toastSuccess(t('forward.sent', { n: res.sent }));
      void invalidate('/ResumeLib/GetLogList');
      onClose(false);
    } catch {
      // The http client showed why; what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccessDialog
      title={t('forward.title', { name })}
      busy={busy}
      onClose={() => onClose(false)}
      testId="talent-forward-dialog"
      actions={
        <>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('edit.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy} data-testid="talent-forward-send">
            {t('forward.send')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <BoundedTextField
          label={t('forward.emails')}
          size="small"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          error={touched && !valid}
          helperText={touched && !valid ? t('forward.badEmail') : undefined}
          max={1300}
          slotProps={{ htmlInput: { 'data-testid': 'talent-forward-emails' } }}
        />
        <BoundedTextField
          label={t('forward.subject')}
          size="small"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          max={100}
        />
        <BoundedTextField
          label={t('forward.message')}
          size="small"
          multiline
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          max={500}
        />
        <FormControlLabel
          control={<Checkbox checked={withAttachments} onChange={(e) => setWith(e.target.checked)} />}
          label={t('forward.withAttachments')}
        />
      </Box>
    </AccessDialog>
  );
}
