/**
 * Select and radio items. Choices travel as strings (MUI compares strings) and are parsed back to
 * the option's own value, so an integer option reaches the server as an integer. With a
 * `parentKey`, the choices reload when the parent changes and the old choice is cleared.
 */
import { useEffect, useRef } from 'react';
import { RadioButtonGroupInput, SelectInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { QueryValue } from '../../../shell/httpCore.ts';
import { toChoices, useOptions } from '../useOptions.ts';
import { useEngine } from '../EngineContext.tsx';
import type { FieldDef, FormItemDef, Option } from '../types.ts';

export interface ChoiceInputProps {
  item: FormItemDef;
  field: FieldDef | undefined;
  label: string;
  validate: Validator[];
  radio: boolean;
  onChange?: () => void;
}

function useParentParams(parentKey: string | undefined, prop: string): Record<string, QueryValue> | undefined {
  const { setValue } = useFormContext();
  const parentValue: unknown = useWatch({ name: parentKey ?? '__none__', disabled: !parentKey });
  const previous = useRef(parentValue);
  useEffect(() => {
    if (previous.current === parentValue) return;
    previous.current = parentValue;
    // The old choice belonged to the old parent.
    setValue(prop, null, { shouldDirty: true });
  }, [parentValue, prop, setValue]);
  if (!parentKey) return undefined;
  const v = parentValue;
  return { [parentKey]: typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null };
}

function parserFor(options: readonly Option[]) {
  return (v: unknown) =>
    v === '' || v === null || v === undefined ? null : (options.find((o) => String(o.value) === String(v))?.value ?? v);
}

export function ChoiceInput({ item, field, label, validate, radio, onChange }: ChoiceInputProps) {
  const t = useTranslate();
  const { def } = useEngine();
  const parent = useParentParams(item.parentKey, item.prop);
  const { options, loading } = useOptions(field, parent, { resource: def.name, prop: item.prop });
  const common = {
    source: item.prop,
    label,
    validate,
    choices: toChoices(options),
    parse: parserFor(options),
    format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
    helperText: item.help,
    onChange,
  };
  if (radio) return <RadioButtonGroupInput {...common} row isPending={loading} />;
  return <SelectInput {...common} isPending={loading} emptyText={t('admin.form.select', { label })} fullWidth />;
}
