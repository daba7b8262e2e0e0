/**
 * Pieces the organisation screens share: the page heading, a labelled read-only value, and the
 * dialog shell that goes full screen on a phone (confirmations are the engine's ConfirmDialog).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { useOrgT } from './i18n.ts';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>}
    </Box>
  );
}

/** A label over its value, for read-only details. */
export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ mt: 0.25, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface FormDialogShellProps {
  open: boolean;
  title: string;
  testId: string;
  width?: number;
  busy: boolean;
  submitText?: string;
  /** A returned promise keeps the submit button busy until it settles. */
  onSubmit: () => unknown;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a dialog: a backdrop click does not close it (typed input would be lost), on a phone
 * it takes the screen, and the submit goes through the debounce button (a double click saves once).
 */
export function FormDialogShell({ open, title, testId, width = 520, busy, submitText, onSubmit, onClose, children }: FormDialogShellProps) {
  const t = useOrgT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && !busy && onClose()}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: fullScreen ? undefined : width, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid={testId}
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 2.5 }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            {t('common.cancel')}
          </Button>
          <DebounceButton type="submit" variant="contained" onClick={() => onSubmit()} data-testid={`${testId}-submit`}>
            {submitText ?? t('common.save')}
          </DebounceButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
