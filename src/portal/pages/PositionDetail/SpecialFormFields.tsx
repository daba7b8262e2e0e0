/**
 * A position's special form (普工补充信息 and the like) inside the apply dialog: the HR-defined
 * items (input, number, select, radio, date, textarea) with their required/options/length rules.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SpecialForm, SpecialFormItem } from '../../api/types.ts';

export type FormValues = Record<string, string>;

/** The first problem of each item, by prop (empty when the form may be sent). */
export function formIssues(t: TFunction, items: readonly SpecialFormItem[], values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    const v = (values[item.prop] ?? '').trim();
    if (item.required && !v) out[item.prop] = t('portal:apply.required', { label: item.label });
    else if (v && item.maxLength && [...v].length > item.maxLength) out[item.prop] = t('portal:apply.tooLong', { max: item.maxLength });
    else if (v && item.el === 'number' && !Number.isFinite(Number(v))) out[item.prop] = t('portal:apply.notNumber');
  }
  return out;
}

/** What goes on the wire: numbers as numbers, empty answers left out. */
export function formPayload(items: readonly SpecialFormItem[], values: FormValues): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const item of items) {
    const v = (values[item.prop] ?? '').trim();
    if (v) out[item.prop] = item.el === 'number' ? Number(v) : v;
  }
  return out;
}

function Field({ item, value, error, onChange }: { item: SpecialFormItem; value: string; error?: string; onChange: (v: string) => void }) {
  const common = {
    label: item.label,
    required: item.required,
    value,
    error: Boolean(error),
    helperText: error,
    size: 'small' as const,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  const attrs = { 'data-testid': `form-${item.prop}`, maxLength: item.maxLength };
  if (item.el === 'radio') {
    return (
      <FormControl error={Boolean(error)} required={item.required}>
        <FormLabel sx={{ fontSize: 14 }}>{item.label}</FormLabel>
        <RadioGroup row value={value} onChange={(e) => onChange(e.target.value)} data-testid={`form-${item.prop}`}>
          {(item.options ?? []).map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={o} />
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  if (item.el === 'select') {
    return (
      <TextField select {...common} slotProps={{ htmlInput: attrs }}>
        {(item.options ?? []).map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (item.el === 'date') return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: attrs }} />;
  if (item.el === 'number') return <TextField {...common} type="number" slotProps={{ htmlInput: { ...attrs, inputMode: 'decimal' } }} />;
  return (
    <TextField
      {...common}
      multiline={item.el === 'textarea'}
      minRows={item.el === 'textarea' ? 3 : undefined}
      slotProps={{ htmlInput: attrs }}
    />
  );
}

export function SpecialFormFields({
  form,
  values,
  errors,
  onChange,
}: {
  form: SpecialForm;
  values: FormValues;
  errors: Record<string, string>;
  onChange: (prop: string, v: string) => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <Box data-testid="special-form" sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>{form.name || t('apply.formTitle')}</Typography>
      {form.items.map((item) => (
        <Field
          key={item.prop}
          item={item}
          value={values[item.prop] ?? ''}
          error={errors[item.prop]}
          onChange={(v) => onChange(item.prop, v)}
        />
      ))}
    </Box>
  );
}
