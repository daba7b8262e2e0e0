/**
 * The frame of the access dialogs: a title, a body, and actions; the whole screen on a phone
 * (< 600 px), a backdrop click never closes it (a half-made choice would be lost).
 */
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAccessT } from './i18n.ts';

export interface AccessDialogProps {
  title: ReactNode;
  width?: number;
  onClose: () => void;
  /** While saving, closing waits. */
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** A body that scrolls itself (lists, trees) gets no padding of its own. */
  dense?: boolean;
}

export function AccessDialog({ title, width = 560, onClose, busy = false, actions, children, testId, dense = false }: AccessDialogProps) {
  const t = useAccessT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const close = () => !busy && onClose();
  return (
    <Dialog
      open
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid={testId}
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600, pr: 6 }}>
        {title}
        <IconButton
          aria-label={t('common.close')}
          onClick={close}
          disabled={busy}
          sx={{ position: 'absolute', right: 8, top: 10 }}
          size="small"
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={dense ? { p: 0, display: 'flex', flexDirection: 'column', minHeight: 0 } : undefined}>
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
