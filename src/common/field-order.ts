import type { FieldIssue } from './field-messages.ts';

/** What the order rule reads of a field definition: its kind, and the field it may not be below. */
export interface OrderedField {
  type: string;
  atLeast?: string | undefined;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The fields declared `atLeast` another (最高年龄 over 最低年龄, an end date over its start) that are
 * below it, when both are given. Declared once in a definition; the server refuses with these
 * issues and the form checks the same before sending.
 */
export function orderIssues(
  fields: Readonly<Record<string, OrderedField>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  for (const [prop, field] of Object.entries(fields)) {
    const floor = field.atLeast ? values[field.atLeast] : undefined;
    const value = values[prop];
    if (!given(value) || !given(floor)) continue;
    if (field.type === 'date' || field.type === 'datetime') {
      if (String(value) < String(floor)) out[prop] = { rule: 'notBeforeDate', params: { limit: String(floor).slice(0, 10) } };
    } else if (Number(value) < Number(floor)) out[prop] = { rule: 'minimum', params: { limit: Number(floor) } };
  }
  return out;
}
