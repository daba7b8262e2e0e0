/**
 * The seeds' inappropriate (no-pass) dialog: 不合适标签 and 人员类型 required, a remark of at most
 * 200 characters with its counter, and an optional reply to the seeker with the company's default
 * reply preselected (picking another common reply fills it in; emptied, none is sent). A refusal
 * keeps the dialog open with everything typed and the server's words on top.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isApiError } from '../../shell/httpCore.ts';
import { DebounceButton } from '../debounce/DebounceButton.tsx';
import { useWidgetsT } from '../i18n.ts';
import {
  MESSAGE_MAX,
  REMARK_MAX,
  emptyValues,
  lengthOf,
  payloadOf,
  problemsOf,
  type InappropriateField,
  type InappropriatePayload,
  type InappropriateValues,
} from './rules.ts';
import { useInappropriateOptions, type Choice, type InappropriateOptions } from './useInappropriateOptions.ts';

export type { InappropriatePayload };

export interface InappropriateDialogProps {
  open: boolean;
  /** The delivery records marked (one row, or a selection). */
  ids: readonly number[];
  /** Sends the payload; a rejection (an ApiError) keeps the dialog open and shows its message. */
  onSubmit: (payload: InappropriatePayload) => Promise<unknown>;
  /** `done` true after a successful submit. */
  onClose: (done: boolean) => void;
  /** Default: 不合适 (with the count for several). */
  title?: string;
}

type Errors = Partial<Record<InappropriateField, string>>;

function ChoiceField({
  label,
  value,
  choices,
  error,
  onChange,
  testId,
  required,
}: {
  label: string;
  value: string;
  choices: Choice[];
  error?: string;
  onChange: (v: string) => void;
  testId: string;
  required?: boolean;
}) {
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={label}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CountedText({
  label,
  value,
  max,
  error,
  hint,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  hint?: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  const n = lengthOf(value);
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      maxRows={6}
      size="small"
      margin="dense"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error || n > max}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{error ?? hint ?? ''}</span>
          <span data-testid={`${testId}-count`}>{`${n}/${max}`}</span>
        </Box>
      }
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}

function MessagePicker({ options, onPick }: { options: InappropriateOptions; onPick: (text: string) => void }) {
  const t = useWidgetsT();
  if (!options.messages.length) return null;
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={t('inappropriate.commonMessage')}
      value=""
      onChange={(e) => onPick(options.messages.find((m) => String(m.id) === e.target.value)?.messageContent ?? '')}
      slotProps={{ htmlInput: { 'data-testid': 'inappropriate-common-message' } }}
    >
      {options.messages.map((m) => (
        <MenuItem key={m.id} value={String(m.id)} sx={{ whiteSpace: 'normal', maxWidth: 520 }}>
          {m.isDefault ? `${t('inappropriate.defaultMark')} ${m.messageContent}` : m.messageContent}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FormBody({
  options,
  ids,
  onSubmit,
  onClose,
}: { options: InappropriateOptions } & Pick<InappropriateDialogProps, 'ids' | 'onSubmit' | 'onClose'>) {
  const t = useWidgetsT();
  const [values, setValues] = useState<InappropriateValues>(() => emptyValues(options.messages));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: InappropriateField) => (v: string) => {
    setValues((old) => ({ ...old, [field]: v }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const submit = async () => {
    const problems = problemsOf(values);
    const local = Object.fromEntries(
      Object.entries(problems).map(([f, p]) => [f, t(`inappropriate.errors.${p}`, { max: f === 'remark' ? REMARK_MAX : MESSAGE_MAX })]),
    ) as Errors;
    setErrors(local);
    if (Object.keys(local).length) return;
    setRefusal(null);
    try {
      await onSubmit(payloadOf(ids, values));
      onClose(true);
    } catch (e) {
      if (!isApiError(e)) throw e;
      setRefusal(e.message);
      setErrors(e.errors as Errors);
    }
  };
  return (
    <>
      <DialogContent dividers>
        {refusal && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="inappropriate-refusal">
            {refusal}
          </Alert>
        )}
        <ChoiceField
          label={t('inappropriate.tag')}
          required
          value={values.tag}
          choices={options.tags}
          error={errors.tag}
          onChange={set('tag')}
          testId="inappropriate-tag"
        />
        <ChoiceField
          label={t('inappropriate.personnelType')}
          required
          value={values.personnelType}
          choices={options.personnelTypes}
          error={errors.personnelType}
          onChange={set('personnelType')}
          testId="inappropriate-personnel-type"
        />
        <MessagePicker options={options} onPick={set('message')} />
        <CountedText
          label={t('inappropriate.message')}
          value={values.message}
          max={MESSAGE_MAX}
          error={errors.message}
          hint={t('inappropriate.messageHint')}
          onChange={set('message')}
          testId="inappropriate-message"
        />
        <CountedText
          label={t('inappropriate.remark')}
          value={values.remark}
          max={REMARK_MAX}
          error={errors.remark}
          onChange={set('remark')}
          testId="inappropriate-remark"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={() => onClose(false)}>
          {t('inappropriate.cancel')}
        </Button>
        <DebounceButton variant="contained" color="error" onClick={submit} data-testid="inappropriate-submit">
          {t('inappropriate.submit')}
        </DebounceButton>
      </DialogActions>
    </>
  );
}

function Loading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useWidgetsT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160, p: 2 }}>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('inappropriate.retry')}
            </Button>
          }
        >
          {t('inappropriate.loadFailed')}
        </Alert>
      ) : (
        <CircularProgress size={28} />
      )}
    </Box>
  );
}

export function InappropriateDialog({ open, ids, onSubmit, onClose, title }: InappropriateDialogProps) {
  const t = useWidgetsT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [attempt, setAttempt] = useState(0);
  const phase = useInappropriateOptions(open, attempt);
  const heading = title ?? (ids.length > 1 ? t('inappropriate.titleMany', { count: ids.length }) : t('inappropriate.title'));
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose(false)}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="inappropriate-dialog"
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{heading}</DialogTitle>
      {phase.kind === 'ready' ? (
        <FormBody options={phase.options} ids={ids} onSubmit={onSubmit} onClose={onClose} />
      ) : (
        <Loading failed={phase.kind === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </Dialog>
  );
}
