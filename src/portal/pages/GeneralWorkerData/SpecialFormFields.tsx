/** A special form's items as inputs: text, number, select, radio, date, long text. */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SpecialFormItem } from '../../resume-api/types.ts';
import { SelectInput, TextInput } from '../CompleteData/shared/fields.tsx';
import { textLimit, type FormDraft } from './formRules.ts';
import type { ReactElement } from 'react';

interface Props {
  items: readonly SpecialFormItem[];
  draft: FormDraft;
  onChange: (prop: string, value: string) => void;
  error: (prop: string) => string | undefined;
}

function RadioItem({
  item,
  value,
  onChange,
  error,
}: {
  item: SpecialFormItem;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <FormControl error={error !== undefined} required={item.required}>
      <FormLabel sx={{ fontSize: 14 }}>{item.label}</FormLabel>
      <RadioGroup row value={value} onChange={(e) => onChange(e.target.value)}>
        {(item.options ?? []).map((o) => (
          <FormControlLabel
            key={o}
            value={o}
            control={<Radio size="small" slotProps={{ input: { 'data-testid': `form-${item.prop}-${o}` } as object }} />}
            label={o}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export function SpecialFormFields({ items, draft, onChange, error }: Props) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
      {items.map((item) => {
        const value = draft[item.prop] ?? '';
        const common = { label: item.label, error: error(item.prop), testId: `form-${item.prop}`, required: item.required };
        const wide = item.el === 'textarea' || item.el === 'radio';
        let input: ReactElement;
        if (item.el === 'radio')
          input = <RadioItem item={item} value={value} onChange={(v) => onChange(item.prop, v)} error={common.error} />;
        else if (item.el === 'select')
          input = (
            <SelectInput
              {...common}
              value={value}
              options={(item.options ?? []).map((o) => ({ value: o, display: o }))}
              onChange={(v) => onChange(item.prop, v)}
              allowEmpty={!item.required}
            />
          );
        else {
          const type = item.el === 'date' ? 'date' : 'text';
          input = (
            <TextInput
              {...common}
              value={value}
              onChange={(v) => onChange(item.prop, v)}
              type={type}
              multiline={item.el === 'textarea'}
              maxLength={textLimit(item)}
              inputMode={item.el === 'number' ? 'numeric' : undefined}
            />
          );
        }
        return (
          <Box key={item.prop} sx={{ gridColumn: wide ? '1 / -1' : undefined }}>
            {input}
          </Box>
        );
      })}
    </Box>
  );
}
