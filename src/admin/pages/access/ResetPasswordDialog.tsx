/**
 * 重置密码: asks first, then shows the new random password once, with a copy button. The server
 * keeps only its hash and makes the user change it at the next login (their sessions end now).
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { AccessDialog } from './AccessDialog.tsx';
import { accessApi } from './api.ts';
import { useAccessT } from './i18n.ts';

export interface ResetPasswordDialogProps {
  userId: number;
  /** Who, as the list shows them (name and account). */
  who: string;
  onClose: (done: boolean) => void;
}

/** The clipboard API first; where the page may not use it, the selected text and execCommand. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

function NewPassword({ password }: { password: string }) {
  const t = useAccessT();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(password, input.current);
    setCopied(ok);
    if (ok) toastSuccess(t('resetPassword.copied'));
    else input.current?.select();
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>{t('resetPassword.once')}</Alert>
      <TextField
        inputRef={input}
        value={password}
        fullWidth
        label={t('resetPassword.newPassword')}
        onFocus={(e) => e.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'new-password', style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 18, letterSpacing: 1 } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()} data-testid="copy-password">
                  {copied ? t('resetPassword.copiedShort') : t('resetPassword.copy')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>{t('resetPassword.mustChange')}</Typography>
    </>
  );
}

export function ResetPasswordDialog({ userId, who, onClose }: ResetPasswordDialogProps) {
  const t = useAccessT();
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      setPassword((await accessApi.resetPassword(userId)).password);
    } catch {
      // The http client showed why.
    } finally {
      setBusy(false);
    }
  };
  const actions = password ? (
    // Keyed apart from the confirm step's buttons: reusing 取消 would fade from its disabled look.
    <Button key="done" variant="contained" onClick={() => onClose(true)} data-testid="reset-done">{t('common.done')}</Button>
  ) : (
    <>
      <Button key="cancel" color="inherit" onClick={() => onClose(false)} disabled={busy}>{t('common.cancel')}</Button>
      <DebounceButton key="confirm" variant="contained" color="warning" onClick={reset} data-testid="reset-confirm">{t('resetPassword.confirm')}</DebounceButton>
    </>
  );
  return (
    <AccessDialog title={t('resetPassword.title')} width={460} onClose={() => onClose(password !== null)} busy={busy} actions={actions} testId="reset-password-dialog">
      {password ? <NewPassword password={password} /> : <Typography>{t('resetPassword.ask', { who })}</Typography>}
    </AccessDialog>
  );
}
