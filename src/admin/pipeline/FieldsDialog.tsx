/**
 * A transition's own fields as a form, read from its row's input schema (src/common/pipeline.ts):
 * dates as date pickers (today preselected), times as date-time pickers, people as a multiple choice,
 * texts as fields, a limited one with its count (LengthLimit.tsx).
 * A refusal keeps everything typed and shows the server's words above the fields.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TransitionRow } from '../../common/pipeline.ts';
import { isApiError } from '../../shell/httpCore.ts';
import { DebounceButton } from '../../widgets/debounce/DebounceButton.tsx';
import { DeptTreeSelect } from '../../widgets/dept-tree/DeptTreeSelect.tsx';
import { BoundedTextField } from '../engine/form/LengthLimit.tsx';
import { usePipelineT, type PipelineT } from './i18n.ts';
import { bodyOf, fieldsOf, initialValues, missingOf, peopleOf, type FieldSpec, type OptionSource, type Values } from './fields.ts';
import { useSourceOptions } from './useSourceOptions.ts';

export interface FieldsDialogProps {
  row: TransitionRow;
  title: string;
  /** Who is moved, as people read it (a name, or "3 people"). */
  subject: string;
  ids: readonly number[];
  onSubmit: (body: { ids: readonly number[] } & Record<string, unknown>) => Promise<unknown>;
  onClose: (done: boolean) => void;
  /** What the form opens with where it is not empty (a reschedule opens on the interview's own values). */
  initial?: Values;
}

type Errors = Record<string, string | undefined>;

type InputProps = { spec: FieldSpec; value: string; error?: string; onChange: (v: string) => void; t: PipelineT };

/** A choice from its call; a required one with nothing to pick says so under the field. */
function ChoiceInput({ spec, source, value, error, onChange, t }: InputProps & { source: OptionSource }) {
  const options = useSourceOptions(source);
  const empty = options !== null && options.length === 0;
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={t(`fields.${spec.prop}`)}
      required={spec.required}
      value={options ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? (empty ? t('transition.noChoices') : ' ')}
      disabled={options === null}
      slotProps={{ htmlInput: { 'data-testid': `transition-${spec.prop}` } }}
    >
      {(options ?? []).map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Several people of the company, shown by name (chips in the field). */
function PeopleInput({ spec, source, value, error, onChange, t }: InputProps & { source: OptionSource }) {
  const options = useSourceOptions(source);
  const names = new Map((options ?? []).map((o) => [o.value, o.display]));
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={t(`fields.${spec.prop}`)}
      required={spec.required}
      value={options ? peopleOf(value) : []}
      onChange={(e) => {
        const picked = e.target.value as unknown as string[] | string;
        onChange((Array.isArray(picked) ? picked : picked.split(',')).join(','));
      }}
      error={!!error}
      helperText={error ?? (options?.length === 0 ? t('transition.noChoices') : ' ')}
      disabled={options === null}
      slotProps={{
        select: { multiple: true, renderValue: (v) => (v as string[]).map((id) => names.get(id) ?? id).join('、') },
        htmlInput: { 'data-testid': `transition-${spec.prop}` },
      }}
    >
      {(options ?? []).map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FieldInput({ spec, value, error, onChange, t }: InputProps) {
  const label = t(`fields.${spec.prop}`);
  if (spec.kind === 'choice' && spec.source)
    return <ChoiceInput spec={spec} source={spec.source} value={value} error={error} onChange={onChange} t={t} />;
  if (spec.kind === 'people' && spec.source)
    return <PeopleInput spec={spec} source={spec.source} value={value} error={error} onChange={onChange} t={t} />;
  if (spec.kind === 'dept') {
    return (
      <Box sx={{ mt: 1, mb: 0.5 }} data-testid={`transition-${spec.prop}`}>
        <DeptTreeSelect
          value={value ? Number(value) : null}
          onChange={(id) => onChange(id === null ? '' : String(id))}
          label={label}
          required={spec.required}
          error={!!error}
          helperText={error ?? ' '}
        />
      </Box>
    );
  }
  if (spec.kind === 'date' || spec.kind === 'datetime') {
    return (
      <TextField
        type={spec.kind === 'date' ? 'date' : 'datetime-local'}
        fullWidth
        size="small"
        margin="dense"
        label={label}
        required={spec.required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `transition-${spec.prop}` } }}
      />
    );
  }
  const common = {
    fullWidth: true,
    size: 'small' as const,
    margin: 'dense' as const,
    multiline: spec.kind === 'text',
    minRows: spec.kind === 'text' ? 3 : undefined,
    label,
    required: spec.required,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    error: !!error,
    helperText: error ?? ' ',
    slotProps: { htmlInput: { 'data-testid': `transition-${spec.prop}` } },
  };
  return spec.maxLength === undefined ? <TextField {...common} /> : <BoundedTextField {...common} max={spec.maxLength} />;
}

export function FieldsDialog({ row, title, subject, ids, onSubmit, onClose, initial }: FieldsDialogProps) {
  const t = usePipelineT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const specs = fieldsOf(row);
  const [values, setValues] = useState<Values>(() => ({ ...initialValues(specs, new Date()), ...initial }));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async () => {
    const problems = missingOf(specs, values);
    const local: Errors = Object.fromEntries(problems.map((p) => [p.prop, t(`transition.${p.problem}`, { max: p.max })]));
    setErrors(local);
    if (problems.length) return;
    setRefusal(null);
    try {
      await onSubmit({ ids, ...bodyOf(specs, values) });
      onClose(true);
    } catch (e) {
      if (!isApiError(e)) throw e;
      setRefusal(e.message);
      setErrors({ ...e.errors });
    }
  };
  return (
    <Dialog
      open
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose(false)}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="transition-dialog"
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{title}</DialogTitle>
      <DialogContent dividers>
        {refusal && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="transition-refusal">
            {refusal}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subject}
        </Typography>
        {specs.map((spec) => (
          <FieldInput
            key={spec.prop}
            spec={spec}
            value={values[spec.prop] ?? ''}
            error={errors[spec.prop]}
            t={t}
            onChange={(v) => {
              setValues((old) => ({ ...old, [spec.prop]: v }));
              setErrors((old) => ({ ...old, [spec.prop]: undefined }));
            }}
          />
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={() => onClose(false)}>
          {t('transition.cancel')}
        </Button>
        <DebounceButton variant="contained" onClick={submit} data-testid="transition-submit">
          {t('transition.confirm')}
        </DebounceButton>
      </DialogActions>
    </Dialog>
  );
}
