/**
 * The seeds' delete confirmation: title 提示, text 确定要删除?, and a 已取消删除 toast when the
 * user backs out. Confirming while the call runs is ignored. `subject` names the record on a line
 * of its own; other confirmations (停用 instead of a refused delete) pass their own button and
 * cancel toast.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmberRounded';
import { useTranslate } from 'react-admin';
import { toast } from '../../../shell/dialogs.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  content: string;
  busy: boolean;
  /** The record the question is about, as the list names it. */
  subject?: string | undefined;
  /** The confirm button's label (default 确定) and colour (default error: a delete). */
  confirmLabel?: string;
  confirmColor?: 'error' | 'warning' | 'primary';
  /** The toast when backing out (default 已取消删除); null for none. */
  cancelledText?: string | null;
  onConfirm: () => void;
  /** Closed without confirming (cancel, Escape, backdrop). */
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  content,
  busy,
  subject,
  confirmLabel,
  confirmColor = 'error',
  cancelledText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useTranslate();
  const cancel = () => {
    if (busy) return;
    const cancelled = cancelledText === undefined ? t('admin.confirm.cancelled') : cancelledText;
    if (cancelled) toast(cancelled, { severity: 'info' });
    onClose();
  };
  return (
    <Dialog open={open} onClose={cancel} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 17 }}>
        <WarningAmberIcon color="warning" />
        {t('admin.confirm.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
        {subject && (
          <DialogContentText sx={{ mt: 1, fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }} data-testid="confirm-subject">
            {subject}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy} color="inherit">
          {t('admin.buttons.cancel')}
        </Button>
        <Button onClick={() => !busy && onConfirm()} disabled={busy} variant="contained" color={confirmColor} data-testid="confirm-ok">
          {confirmLabel ?? t('admin.buttons.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
