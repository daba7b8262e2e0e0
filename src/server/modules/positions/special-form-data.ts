/**
 * Answers to a special form checked against its items, for the seeker's delivery (formData) and
 * the HR side's EditBackResume; the same rules as SpecialForm/EditData (positions/form-rules.ts):
 * an unknown prop, a missing required answer, a choice not offered, a bad number or date, a text
 * over its length. Strings are trimmed, empty optional answers left out; issues come back per
 * prop (callers prefix the field path, e.g. `formData.height`).
 */
import type { FieldIssue } from '../../../common/field-messages.ts';

export type FormElement = 'input' | 'number' | 'select' | 'radio' | 'date' | 'textarea';

export interface SpecialFormItem {
  prop: string;
  label: string;
  el: FormElement;
  required: boolean;
  /** select / radio: the allowed answers. */
  options?: readonly string[];
  /** input / textarea: longest answer; defaults below. */
  maxLength?: number;
}

export type FormValue = string | number;
export type FormAnswers = Record<string, FormValue>;

export interface FormDataCheck {
  /** The answers kept: empty optional ones left out. */
  data: FormAnswers;
  errors: Record<string, FieldIssue>;
}

/** Longest free-text answer when the item names none (as EditData's rules). */
export const DEFAULT_MAX_LENGTH: Readonly<Record<'input' | 'textarea', number>> = { input: 200, textarea: 1000 };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One answer: the value to keep, or the rule it breaks. */
function checkValue(item: SpecialFormItem, raw: unknown): { value: FormValue } | { issue: FieldIssue } {
  if (item.el === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
    return Number.isFinite(n) ? { value: n } : { issue: { rule: 'type' } };
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return { issue: { rule: 'type' } };
  const text = String(raw).trim();
  if (item.el === 'select' || item.el === 'radio')
    return (item.options ?? []).includes(text) ? { value: text } : { issue: { rule: 'enum' } };
  if (item.el === 'date') return isCalendarDate(text) ? { value: text } : { issue: { rule: 'format' } };
  const limit = item.maxLength ?? DEFAULT_MAX_LENGTH[item.el];
  return text.length <= limit ? { value: text } : { issue: { rule: 'maxLength', params: { limit } } };
}

export function validateFormData(
  items: readonly SpecialFormItem[],
  data: Readonly<Record<string, unknown>> | null | undefined,
): FormDataCheck {
  const out: FormDataCheck = { data: {}, errors: {} };
  const given = data ?? {};
  const known = new Set(items.map((i) => i.prop));
  for (const key of Object.keys(given)) if (!known.has(key)) out.errors[key] = { rule: 'unknownField' };
  for (const item of items) {
    const raw = Object.hasOwn(given, item.prop) ? given[item.prop] : undefined;
    if (isEmpty(raw)) {
      if (item.required) out.errors[item.prop] = { rule: 'required' };
      continue;
    }
    const checked = checkValue(item, raw);
    if ('issue' in checked) out.errors[item.prop] = checked.issue;
    else out.data[item.prop] = checked.value;
  }
  return out;
}

/** The issues with their field paths under `prefix` (formData.height), ready for AppError. */
export const prefixed = (errors: Record<string, FieldIssue>, prefix: string): Record<string, FieldIssue> =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));
