/**
 * The form dialog's rules as pure functions: which widget an item gets, its validators (the
 * seeds' `{label}不能为空`, the field's schema limits, the item's `rules`, the field's `atLeast`
 * order over another field, as the server checks it), its default, and the
 * values that go to the server (strings trimmed, empty values dropped).
 */
import { isEmail, isIdNumber, isPhone, isTeamCode, isUrl } from '../../../common/validators.ts';
import { orderIssues } from '../../../common/field-order.ts';
import { fieldLabel, type Translate } from '../labels.ts';
import type { FieldDef, FormElement, FormItemDef, ResourceDefinition } from '../types.ts';

export type Validator = ((value: unknown, values?: Readonly<Record<string, unknown>>) => string | undefined) & { isRequired?: boolean };

/** Widgets that validate on change; text-like inputs validate on blur (react-hook-form onTouched). */
const CHANGE_VALIDATED: ReadonlySet<FormElement> = new Set([
  'select',
  'switch',
  'radio',
  'date',
  'datetime',
  'deptTree',
  'upload',
  'image',
]);

export function elementOf(item: FormItemDef, field: FieldDef | undefined): FormElement {
  if (item.el) return item.el;
  if (!field) return 'input';
  // Choices first: an integer field with options is a select, not a number box.
  if (field.enum || field.options) return 'select';
  if (field.type === 'boolean') return 'switch';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'date') return 'date';
  if (field.type === 'datetime') return 'datetime';
  return (field.maxLength ?? 0) > 200 ? 'textarea' : 'input';
}

export function validatesOnChange(el: FormElement): boolean {
  return CHANGE_VALIDATED.has(el);
}

export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

export function isRequiredItem(def: ResourceDefinition, item: FormItemDef): boolean {
  return item.required ?? (def.required ?? []).includes(item.prop);
}

const FORMAT_CHECKS: Readonly<Record<NonNullable<FieldDef['format']>, (v: string) => boolean>> = {
  phone: isPhone,
  email: isEmail,
  url: isUrl,
  idNumber: isIdNumber,
  teamCode: isTeamCode,
};

function stringChecks(field: FieldDef, label: string, t: Translate): Validator[] {
  const out: Validator[] = [];
  const { maxLength, minLength, pattern, format } = field;
  if (maxLength !== undefined)
    out.push((v) =>
      typeof v === 'string' && v.trim().length > maxLength ? t('admin.form.maxLength', { label, max: maxLength }) : undefined,
    );
  if (minLength)
    out.push((v) =>
      typeof v === 'string' && v.trim().length < minLength ? t('admin.form.minLength', { label, min: minLength }) : undefined,
    );
  if (pattern) {
    const re = new RegExp(pattern, 'u');
    out.push((v) => (typeof v === 'string' && !re.test(v.trim()) ? t('admin.form.pattern', { label }) : undefined));
  }
  if (format) out.push((v) => (typeof v === 'string' && !FORMAT_CHECKS[format](v.trim()) ? t('admin.form.pattern', { label }) : undefined));
  return out;
}

function numberChecks(field: FieldDef, label: string, t: Translate): Validator[] {
  const out: Validator[] = [];
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : null);
  out.push((v) => {
    const n = num(v);
    if (n === null) return undefined;
    if (Number.isNaN(n)) return t('admin.form.number', { label });
    return field.type === 'integer' && !Number.isInteger(n) ? t('admin.form.integer', { label }) : undefined;
  });
  const { minimum, maximum } = field;
  if (minimum !== undefined) out.push((v) => ((num(v) ?? minimum) < minimum ? t('admin.form.min', { label, min: minimum }) : undefined));
  if (maximum !== undefined) out.push((v) => ((num(v) ?? maximum) > maximum ? t('admin.form.max', { label, max: maximum }) : undefined));
  return out;
}

/** Every check of an item; only `required` looks at empty values, the others skip them. */
export function validatorsOf(def: ResourceDefinition, item: FormItemDef, label: string, t: Translate): Validator[] {
  const field = def.fields[item.prop];
  const out: Validator[] = [];
  if (isRequiredItem(def, item)) {
    out.push(Object.assign((v: unknown) => (isEmptyValue(v) ? t('admin.form.required', { label }) : undefined), { isRequired: true }));
  }
  const checks: Validator[] = [];
  if (field?.type === 'string') checks.push(...stringChecks(field, label, t));
  if (field?.type === 'integer' || field?.type === 'number') checks.push(...numberChecks(field, label, t));
  for (const rule of item.rules ?? []) {
    const re = new RegExp(rule.pattern, 'u');
    checks.push((v) => (re.test(String(v).trim()) ? undefined : t(rule.message, { _: rule.message, label })));
  }
  out.push(...checks.map((check) => (v: unknown) => (isEmptyValue(v) ? undefined : check(v))));
  const floor = field?.atLeast;
  if (floor) {
    const other = fieldLabel(t, def, floor);
    const own = { [item.prop]: field };
    out.push((v, values) =>
      Object.keys(orderIssues(own, { ...values, [item.prop]: v })).length ? t('admin.form.atLeast', { label, other }) : undefined,
    );
  }
  return out;
}

/** The items a mode shows: `editHide` items are for create only. */
export function visibleItems(def: ResourceDefinition, mode: 'create' | 'edit'): FormItemDef[] {
  return def.form.items.filter((i) => !(mode === 'edit' && i.editHide));
}

/** Create starts from each item's defaultValue, else the field's default. */
export function createDefaults(def: ResourceDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of visibleItems(def, 'create')) {
    const v = item.defaultValue ?? def.fields[item.prop]?.default;
    if (v !== undefined) out[item.prop] = v;
    else if (elementOf(item, def.fields[item.prop]) === 'switch') out[item.prop] = false;
  }
  return out;
}

/**
 * The payload: only the form's items, strings trimmed, empty values dropped. On edit a field the
 * user emptied goes as null: dropping it would leave the old value on the server.
 */
export function submitValues(
  def: ResourceDefinition,
  mode: 'create' | 'edit',
  values: Readonly<Record<string, unknown>>,
  original?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of visibleItems(def, mode)) {
    const raw = values[item.prop];
    const v = typeof raw === 'string' ? raw.trim() : raw;
    if (!isEmptyValue(v)) out[item.prop] = v;
    else if (mode === 'edit' && original && !isEmptyValue(original[item.prop])) out[item.prop] = null;
  }
  return out;
}

/** 24-column spans on a 12-column grid: span 24 is a full row, 12 half of it. */
export function gridSize(span: number | undefined): number {
  return Math.min(12, Math.max(1, Math.round((span ?? 24) / 2)));
}
