/**
 * One form item by its `el`: react-admin's inputs, the shared widgets (rich text, a picture or a
 * file kept as its path, the department picker), or a resource's own input from
 * ResourceOverrides.formItems.
 */
import { Suspense, lazy, useMemo } from 'react';
import Box from '@mui/material/Box';
import { BooleanInput, DateInput, DateTimeInput, NumberInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useEngine } from '../EngineContext.tsx';
import { fieldLabel } from '../labels.ts';
import type { FormItemDef } from '../types.ts';
import type { FormMode } from '../FormDialogContext.tsx';
import { ChoiceInput } from './ChoiceInput.tsx';
import { BoundedTextInput } from './LengthLimit.tsx';
import { elementOf, validatesOnChange, validatorsOf } from './rules.ts';
import type { WidgetElement } from './WidgetInputs.tsx';

/** The shared widgets' inputs load with the first form that shows one: most forms have none. */
const WidgetInput = lazy(async () => ({ default: (await import('./WidgetInputs.tsx')).WidgetInput }));
const WIDGET_ELEMENTS: ReadonlySet<string> = new Set<WidgetElement>(['richtext', 'image', 'upload', 'deptTree']);
const isWidgetElement = (el: string): el is WidgetElement => WIDGET_ELEMENTS.has(el);

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
  // A limited text takes what fits, shows its count and, once full, says so (LengthLimit.tsx).
  const max = field?.type === 'string' ? field.maxLength : undefined;
  const placeholder = t('admin.form.input', { label });
  if (isWidgetElement(el)) {
    return (
      // A local boundary: the page's own would swap the whole page for a loader.
      <Suspense fallback={<Box sx={{ minHeight: 64 }} />}>
        <WidgetInput el={el} item={item} field={field} label={label} validate={validate} />
      </Suspense>
    );
  }
  switch (el) {
    case 'textarea':
      return <BoundedTextInput {...common} max={max} multiline minRows={3} placeholder={placeholder} />;
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
      return <BoundedTextInput {...common} max={max} placeholder={placeholder} />;
  }
}
