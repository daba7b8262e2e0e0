import type { FieldIssue } from '../../../common/field-messages.ts';
import type { ResourceDefinition } from '../resources/definitions.ts';
import { SYSTEM_FIELDS } from '../../../common/system-fields.ts';

/** What an admin may change on a screen at run time (validated against the definition's `overridable`). */
export interface Overlay {
  labels?: Record<string, Partial<Record<'zh-CN' | 'zh-TW' | 'en', string>>>;
  columns?: Array<{ prop: string; visible?: boolean; width?: number }>;
  form?: Record<string, { span?: number; defaultValue?: string | number | boolean; required?: boolean; help?: string }>;
}

type Overridable = NonNullable<ResourceDefinition['overridable']>[number];
type Issues = Record<string, FieldIssue>;

function checkColumns(def: ResourceDefinition, columns: NonNullable<Overlay['columns']>, allowed: Set<Overridable>, issues: Issues) {
  const defined = def.list.columns.map((c) => c.prop);
  const given = columns.map((c) => c.prop);
  if (given.length !== defined.length || new Set(given).size !== given.length || given.some((p) => !defined.includes(p))) {
    issues['overlay.columns'] = { rule: 'columnsMismatch' };
    return;
  }
  if (!allowed.has('columns.order') && given.some((p, i) => p !== defined[i])) issues['overlay.columns'] = { rule: 'notOverridable' };
  columns.forEach((c, i) => {
    const base = def.list.columns.find((d) => d.prop === c.prop)!;
    if (c.width !== undefined && c.width !== base.width && !allowed.has('columns.width'))
      issues[`overlay.columns.${i}.width`] = { rule: 'notOverridable' };
    if (c.visible !== undefined && c.visible === Boolean(base.hidden) && !allowed.has('columns.visible'))
      issues[`overlay.columns.${i}.visible`] = { rule: 'notOverridable' };
  });
  const visible = columns.filter((c) => c.visible ?? !def.list.columns.find((d) => d.prop === c.prop)!.hidden).length;
  if (visible < 3) issues['overlay.columns'] ??= { rule: 'minColumns' };
}

const FORM_KEYS = { span: 'form.span', defaultValue: 'form.defaultValue', required: 'form.required', help: 'form.help' } as const;

function checkForm(def: ResourceDefinition, form: NonNullable<Overlay['form']>, allowed: Set<Overridable>, issues: Issues) {
  const items = new Set(def.form.items.map((i) => i.prop));
  for (const [prop, change] of Object.entries(form)) {
    if (!items.has(prop)) {
      issues[`overlay.form.${prop}`] = { rule: 'unknownField' };
      continue;
    }
    for (const key of Object.keys(change) as Array<keyof typeof FORM_KEYS>) {
      if (!allowed.has(FORM_KEYS[key])) issues[`overlay.form.${prop}.${key}`] = { rule: 'notOverridable' };
    }
  }
}

/** Field issues of an overlay against its definition; empty when it may be saved. */
export function overlayIssues(def: ResourceDefinition, overlay: Overlay): Issues {
  const allowed = new Set(def.overridable ?? []);
  const issues: Issues = {};
  const props = new Set([...Object.keys(def.fields), ...SYSTEM_FIELDS]);
  for (const prop of Object.keys(overlay.labels ?? {})) {
    if (!allowed.has('label')) issues[`overlay.labels.${prop}`] = { rule: 'notOverridable' };
    else if (!props.has(prop)) issues[`overlay.labels.${prop}`] = { rule: 'unknownField' };
  }
  if (overlay.columns) checkColumns(def, overlay.columns, allowed, issues);
  if (overlay.form) checkForm(def, overlay.form, allowed, issues);
  return issues;
}

/** Fields an overlay makes required on top of the definition: the server enforces them too. */
export const overlayRequired = (overlay: Overlay | undefined) =>
  Object.entries(overlay?.form ?? {})
    .filter(([, c]) => c.required === true)
    .map(([prop]) => prop);
