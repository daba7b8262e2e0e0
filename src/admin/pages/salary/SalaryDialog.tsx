/** The frame of the salary dialogs: a title naming the candidate, full screen on a phone, cancel and the dialog's action. */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
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

/** A text with a length limit: the count shows as one types, and nothing past the limit is taken. */
export function LimitedText(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  testId?: string;
  multiline?: boolean;
}) {
  const t = useSalaryT();
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.slice(0, props.max))}
      multiline={props.multiline ?? true}
      minRows={2}
      helperText={t('common.counter', { count: props.value.length, max: props.max })}
      slotProps={{ htmlInput: { maxLength: props.max, 'data-testid': props.testId }, formHelperText: { sx: { textAlign: 'right' } } }}
    />
  );
}
