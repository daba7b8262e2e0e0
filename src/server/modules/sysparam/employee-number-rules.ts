/**
 * 工号设置 rules beyond each field's own schema, as generic-path hooks (resources/hooks.ts):
 * - one rule per personnel type in a company: numbers are allocated by personnel type, and two rules
 *   for one type would hand out two independent sequences (duplicate numbers);
 * - the current number must fit the sequence's digits: `numberLength` 4 counts to 9999, and a wider
 *   number would break the fixed-width format (and sorting) of every number issued after it.
 */
import type { FieldIssue } from '../../../common/field-messages.ts';
import type { HookContext, ResourceHooks } from '../resources/hooks.ts';
import { personnelTypeTaken } from './repository.ts';

/** The current number against the digits, blamed on the field this write changed. */
function digitsIssue(values: Readonly<Record<string, unknown>>, length: number, current: number): Record<string, FieldIssue> {
  const largest = 10 ** length - 1;
  if (current <= largest) return {};
  if (values.numberLength !== undefined && values.currentValue === undefined)
    return { numberLength: { rule: 'minimum', params: { limit: String(current).length } } };
  return { currentValue: { rule: 'maximum', params: { limit: largest } } };
}

async function validate(
  ctx: HookContext,
  values: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | undefined,
) {
  const merged = { ...before, ...values };
  const issues: Record<string, FieldIssue> = {};
  const type = merged.personnelType;
  if (values.personnelType !== undefined && typeof type === 'string' && ctx.tenementId !== null) {
    if (await personnelTypeTaken(ctx.db, ctx.tenementId, type, before?.id as number | undefined))
      issues.personnelType = { rule: 'existsAlready' };
  }
  const length = Number(merged.numberLength ?? 6);
  const current = Number(merged.currentValue ?? 0);
  return { ...issues, ...digitsIssue(values, length, current) };
}

export const employeeNumberSettingHooks: ResourceHooks = { validate };
