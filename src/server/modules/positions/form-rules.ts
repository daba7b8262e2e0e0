/**
 * Special forms' rules: a form's items (unique props, choices for select and radio), and answers
 * checked against the items with the one validator delivery and the resume library use too.
 */
import type { FieldIssue } from '../../../common/field-messages.ts';
import type { FormElement } from '../../../common/special-form.ts';
import { AppError } from '../../http/app-error.ts';
import { prefixed, validateFormData, type FormAnswers } from './special-form-data.ts';

export type { FormAnswers };

export interface FormItem {
  prop: string;
  label: string;
  el: FormElement;
  required: boolean;
  options?: string[] | undefined;
  maxLength?: number | undefined;
}

export const FORM_LIMITS = {
  itemsMax: 30,
  labelMax: 20,
  optionsMax: 20,
  optionMax: 50,
  inputMax: 200,
  textareaMax: 1000,
  nameMax: 50,
} as const;

const CHOICE: ReadonlySet<FormElement> = new Set(['select', 'radio']);
const TEXT: ReadonlySet<FormElement> = new Set(['input', 'textarea']);

/** Items as stored: choices only on select and radio (deduplicated), lengths only on text. */
export function normalizeItems(items: readonly FormItem[]): FormItem[] {
  const issues: Record<string, FieldIssue> = {};
  const seen = new Map<string, number>();
  const out = items.map((item, i) => {
    const first = seen.get(item.prop.toLowerCase());
    if (first !== undefined) issues[`items.${i}.prop`] = { rule: 'duplicateInFile', params: { line: first + 1 } };
    else seen.set(item.prop.toLowerCase(), i);
    const clean: FormItem = { prop: item.prop, label: item.label.trim(), el: item.el, required: item.required };
    if (!clean.label) issues[`items.${i}.label`] = { rule: 'required' };
    if (CHOICE.has(item.el)) {
      const options = [...new Set((item.options ?? []).map((o) => o.trim()).filter(Boolean))];
      if (!options.length) issues[`items.${i}.options`] = { rule: 'required' };
      clean.options = options;
    }
    if (TEXT.has(item.el) && item.maxLength !== undefined) clean.maxLength = item.maxLength;
    return clean;
  });
  if (Object.keys(issues).length) throw new AppError('VALIDATION', {}, issues);
  return out;
}

/**
 * Answers checked against the form (the shared validator, special-form-data.ts): the cleaned
 * answers, or 1000 with `<prefix>.<prop>` errors (EditData sends `data`).
 */
export function checkFormData(items: readonly FormItem[], data: Readonly<Record<string, unknown>>, prefix: string): FormAnswers {
  const checked = validateFormData(items, data);
  if (Object.keys(checked.errors).length) throw new AppError('VALIDATION', {}, prefixed(checked.errors, prefix));
  return checked.data;
}
