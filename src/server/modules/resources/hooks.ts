/**
 * Per-resource server hooks on the generic path, so one extra rule no longer forces a resource off
 * it: `scope` narrows the rows a caller reaches (every read and write but create), `stamp` sets what the
 * server decides on create (the sender), `validate` adds
 * cross-field and cross-row rules before create, update and import (answered as field errors), and
 * `present` reshapes a row for the wire (the route's response schema still whitelists it). Each
 * resource's hooks live in its module's folder; this file only says which resource has which.
 */
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceName } from '../../../../generated/definitions.ts';
import type { FieldIssue } from '../../../common/field-messages.ts';
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import { employeeNumberSettingHooks } from '../sysparam/employee-number-rules.ts';
import { teamMessageHooks } from '../org/team-messages.ts';

export interface HookContext {
  db: Queryable;
  caller: Caller;
  table: PgTable;
  /** null: the resource is not tenant-scoped. */
  tenementId: number | null;
}

export interface ResourceHooks {
  /** An extra condition on the resource's rows for this caller (e.g. a data scope); undefined: all of the company's. */
  scope?: (ctx: HookContext) => Promise<SQL | undefined> | SQL | undefined;
  /**
   * Rules over the record as it will be: `values` are the writable fields sent, `before` the stored
   * row on update (undefined on create and import). Answers the issues per field, none when fine.
   */
  validate?: (
    ctx: HookContext,
    values: Readonly<Record<string, unknown>>,
    before: Readonly<Record<string, unknown>> | undefined,
  ) => Promise<Record<string, FieldIssue>>;
  /** Values the server sets on create, over whatever the body held (who sent it): the definition marks them readOnly. */
  stamp?: (ctx: HookContext) => Promise<Record<string, unknown>>;
  /** Row (timestamps already ISO strings) -> what goes on the wire. */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

const registry = new Map<ResourceName, ResourceHooks>([
  ['EmployeeNumberSetting', employeeNumberSettingHooks],
  ['TeamMessage', teamMessageHooks],
]);

export const hooksOf = (name: ResourceName): ResourceHooks => registry.get(name) ?? {};

/**
 * Give a resource hooks (replacing its own) until the returned function is called: how a test
 * exercises a kind of hook no resource uses yet.
 */
export function registerHooks(name: ResourceName, hooks: ResourceHooks): () => void {
  const previous = registry.get(name);
  registry.set(name, hooks);
  return () => (previous ? registry.set(name, previous) : registry.delete(name));
}
