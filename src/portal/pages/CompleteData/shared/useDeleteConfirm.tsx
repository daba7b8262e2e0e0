/**
 * The seeds' delete confirmation for the portal (the back office's one is react-admin's): title
 * 提示, text 确定要删除?, and 已取消删除 when the user backs out. `await confirm.ask()` is true
 * when confirmed.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shell/dialogs.tsx';

export interface DeleteConfirm {
  ask: (text?: string) => Promise<boolean>;
  dialog: ReactNode;
}

export function useDeleteConfirm(): DeleteConfirm {
  const { t } = useTranslation('resume');
  const [text, setText] = useState<string | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const finish = useCallback(
    (ok: boolean) => {
      if (!ok) toast(t('confirm.cancelled'), { severity: 'info' });
      resolver.current?.(ok);
      resolver.current = null;
      setText(null);
    },
    [t],
  );

  const ask = useCallback(
    (content?: string) => {
      resolver.current?.(false);
      setText(content ?? t('confirm.delete'));
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve;
      });
    },
    [t],
  );

  const dialog = (
    <Dialog open={text !== null} onClose={() => finish(false)} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 17 }}>
        <WarningAmberIcon color="warning" />
        {t('confirm.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => finish(false)} data-testid="confirm-cancel">
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => finish(true)} data-testid="confirm-ok">
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
