/**
 * One form item by its `el`. richtext, upload, image and deptTree render a plain input here: their
 * real widgets plug in per resource through ResourceOverrides.formItems without touching the engine.
 */
import { useMemo } from 'react';
import { BooleanInput, DateInput, DateTimeInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useEngine } from '../EngineContext.tsx';
import { fieldLabel } from '../labels.ts';
import type { FormItemDef } from '../types.ts';
import type { FormMode } from '../FormDialogContext.tsx';
import { ChoiceInput } from './ChoiceInput.tsx';
import { elementOf, validatesOnChange, validatorsOf } from './rules.ts';

export function FormItem({ item, mode }: { item: FormItemDef; mode: FormMode }) {
  const t = useTranslate();
  const { def, overrides } = useEngine();
  const { trigger } = useFormContext();
  const field = def.fields[item.prop];
  const label = fieldLabel(t, def, item.prop, item.label);
  const validate = useMemo(() => validatorsOf(def, item, label, t), [def, item, label, t]);
  const Override = overrides.formItems?.[item.prop];
  if (Override) return <Override item={item} definition={def} mode={mode} label={label} />;
  const el = elementOf(item, field);
  // Text-like inputs validate on blur (the form's onTouched mode); the others on change.
  const onChange = validatesOnChange(el) ? () => void trigger(item.prop) : undefined;
  const common = { source: item.prop, label, validate, helperText: item.help, onChange, fullWidth: true };
  const placeholder = t('admin.form.input', { label });
  switch (el) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} placeholder={placeholder} />;
    case 'number':
      return <NumberInput {...common} min={field?.minimum} max={field?.maximum} />;
    case 'select':
    case 'radio':
      return <ChoiceInput item={item} field={field} label={label} validate={validate} radio={el === 'radio'} onChange={onChange} />;
    case 'switch':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    default:
      return <TextInput {...common} placeholder={placeholder} slotProps={{ htmlInput: { maxLength: field?.maxLength } }} />;
  }
}
