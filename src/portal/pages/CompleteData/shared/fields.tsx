/** The inputs of the resume forms: text, select, month range with "until now", chips. */
import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TagChip } from '../../../components/Chips.tsx';
import type { Choice } from '../../../resume-api/types.ts';

interface Base {
  label: string;
  error?: string;
  testId: string;
  required?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  testId,
  required,
  type = 'text',
  multiline,
  maxLength,
  placeholder,
  inputMode,
}: Base & {
  value: string;
  onChange: (v: string) => void;
  type?: string;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
}) {
  const helper = error ?? (multiline && maxLength ? `${value.length}/${maxLength}` : undefined);
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={helper}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 10 : undefined}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength, inputMode },
        inputLabel: type === 'date' || type === 'month' ? { shrink: true } : undefined,
        formHelperText: { sx: { textAlign: error ? 'left' : 'right' } },
      }}
    />
  );
}

export function SelectInput<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  testId,
  required,
  allowEmpty,
}: Base & {
  value: string;
  options: readonly Choice<V>[];
  onChange: (v: string) => void;
  allowEmpty?: boolean;
}) {
  const { t } = useTranslation('resume');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {allowEmpty && (
        <MenuItem value="">
          <em>{t('none')}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Start and end month side by side; "until now" clears and disables the end. */
export function MonthRange({
  start,
  end,
  toNow,
  onChange,
  startError,
  endError,
  testId,
  nowLabel,
}: {
  start: string;
  end: string;
  toNow: boolean;
  onChange: (field: 'startDate' | 'endDate' | 'toNow', v: string) => void;
  startError?: string;
  endError?: string;
  testId: string;
  nowLabel: string;
}) {
  const { t } = useTranslation('resume');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' }, gap: 1.5, alignItems: 'start' }}>
      <TextInput
        label={t('fields.startDate')}
        type="month"
        value={start}
        onChange={(v) => onChange('startDate', v)}
        error={startError}
        testId={`${testId}-start`}
        required
        placeholder="YYYY-MM"
      />
      {toNow ? (
        <TextField size="small" label={t('fields.endDate')} value={nowLabel} disabled slotProps={{ inputLabel: { shrink: true } }} />
      ) : (
        <TextInput
          label={t('fields.endDate')}
          type="month"
          value={end}
          onChange={(v) => onChange('endDate', v)}
          error={endError}
          testId={`${testId}-end`}
          required
          placeholder="YYYY-MM"
        />
      )}
      <FormControlLabel
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, mr: 0, mt: { sm: 0.5 } }}
        control={
          <Checkbox
            size="small"
            checked={toNow}
            onChange={(e) => onChange('toNow', e.target.checked ? '1' : '')}
            slotProps={{ input: { 'data-testid': `${testId}-now` } as object }}
          />
        }
        label={nowLabel}
      />
    </Box>
  );
}

/** Several short texts as chips: picked from suggestions or typed (Enter, or leaving the field). */
export function ChipsInput({
  label,
  values,
  suggestions,
  onChange,
  error,
  testId,
  max,
  helper,
  required,
}: Base & {
  values: string[];
  suggestions: readonly string[];
  onChange: (v: string[]) => void;
  max: number;
  helper?: ReactNode;
}) {
  const full = values.length >= max;
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      size="small"
      options={suggestions.filter((s) => !values.includes(s))}
      value={values}
      onChange={(_e, v) => onChange([...new Set(v.map((x) => x.trim()).filter(Boolean))].slice(0, max))}
      getOptionDisabled={() => full}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <TagChip key={key} label={option} {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error !== undefined}
          helperText={error ?? helper}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, readOnly: full } }}
        />
      )}
    />
  );
}

/** Two columns on a desk, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>{children}</Box>;
}
