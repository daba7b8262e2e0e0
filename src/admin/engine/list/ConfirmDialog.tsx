/**
 * The seeds' delete confirmation: title 提示, text 确定要删除?, and a 已取消删除 toast when the
 * user backs out. Confirming while the call runs is ignored.
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
  onConfirm: () => void;
  /** Closed without confirming (cancel, Escape, backdrop). */
  onClose: () => void;
}

export function ConfirmDialog({ open, content, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslate();
  const cancel = () => {
    if (busy) return;
    toast(t('admin.confirm.cancelled'), { severity: 'info' });
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
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy} color="inherit">
          {t('admin.buttons.cancel')}
        </Button>
        <Button onClick={() => !busy && onConfirm()} disabled={busy} variant="contained" color="error" data-testid="confirm-ok">
          {t('admin.buttons.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
