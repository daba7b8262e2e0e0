/**
 * 重置密码: asks first, then says where the new random password went. No one but the owner sees it:
 * the server sends it to the bound phone (else e-mail) and answers only that place, masked; it keeps
 * the hash and makes the user change it at the next login (their sessions end now).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { AccessDialog } from './AccessDialog.tsx';
import { accessApi, type ResetSent } from './api.ts';
import { useAccessT } from './i18n.ts';

export interface ResetPasswordDialogProps {
  userId: number;
  /** Who, as the list shows them (name and account). */
  who: string;
  onClose: (done: boolean) => void;
}

function SentTo({ sent }: { sent: ResetSent }) {
  const t = useAccessT();
  const channel = t(sent.channel === 'sms' ? 'resetPassword.channelSms' : 'resetPassword.channelMail');
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }} data-testid="reset-sent">
        {t('resetPassword.sent', { channel, to: sent.to })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('resetPassword.mustChange')}
      </Typography>
    </>
  );
}

export function ResetPasswordDialog({ userId, who, onClose }: ResetPasswordDialogProps) {
  const t = useAccessT();
  const [sent, setSent] = useState<ResetSent | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      setSent(await accessApi.resetPassword(userId));
    } catch {
      // The http client showed why (not the company's account to reset, no phone or e-mail, ...).
    } finally {
      setBusy(false);
    }
  };
  const actions = sent ? (
    // Keyed apart from the confirm step's buttons: reusing 取消 would fade from its disabled look.
    <Button key="done" variant="contained" onClick={() => onClose(true)} data-testid="reset-done">
      {t('common.done')}
    </Button>
  ) : (
    <>
      <Button key="cancel" color="inherit" onClick={() => onClose(false)} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <DebounceButton key="confirm" variant="contained" color="warning" onClick={reset} data-testid="reset-confirm">
        {t('resetPassword.confirm')}
      </DebounceButton>
    </>
  );
  return (
    <AccessDialog
      title={t('resetPassword.title')}
      width={460}
      onClose={() => onClose(sent !== null)}
      busy={busy}
      actions={actions}
      testId="reset-password-dialog"
    >
      {sent ? <SentTo sent={sent} /> : <Typography>{t('resetPassword.ask', { who })}</Typography>}
    </AccessDialog>
  );
}
