/** The frame of the salary dialogs: a title naming the candidate, full screen on a phone, cancel and the dialog's action. */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSalaryT } from './i18n.ts';

export function SalaryDialog(props: {
  title: string;
  testId: string;
  busy: boolean;
  onClose: () => void;
  onSubmit?: () => void;
  submitLabel?: string;
  submitColor?: 'primary' | 'error';
  children: ReactNode;
}) {
  const t = useSalaryT();
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      data-testid={props.testId}
      aria-labelledby={`${props.testId}-title`}
    >
      <DialogTitle id={`${props.testId}-title`} sx={{ fontSize: 17 }}>
        {props.title}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={props.onClose} disabled={props.busy}>
          {props.onSubmit ? t('common.cancel') : t('common.close')}
        </Button>
        {props.onSubmit && (
          <Button
            variant="contained"
            color={props.submitColor ?? 'primary'}
            onClick={props.onSubmit}
            disabled={props.busy}
            data-testid={`${props.testId}-submit`}
          >
            {props.submitLabel ?? t('common.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
