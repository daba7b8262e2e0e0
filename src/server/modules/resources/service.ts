import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { ListQuery } from '../../http/envelope.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from './definitions.ts';
import * as repo from './repository.ts';
import { presentRecord } from './presenter.ts';
import { requiredByOverlay } from '../config/service.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { guardResourceChange } from '../access/controlled-field-guard.ts';
import { screenKey } from '../oplog/resources.ts';
import type { FieldIssue } from '../../../common/field-messages.ts';
import { orderIssues } from '../../../common/field-order.ts';
import type { Lang } from '../../../common/states.ts';
import { filterKey } from '../../../common/list-filters.ts';
import { hooksOf, type HookContext } from './hooks.ts';
import { assertUnused } from './in-use.ts';
import { inTransaction } from '../../db/tx.ts';

/** The generated list query (its page and perPage defaulted by the schema) and the resource's filters. */
export interface ListInput extends ListQuery {
  [filter: string]: unknown;
}

const definitionOf = (name: ResourceName): ResourceDefinition => definitions[name] as ResourceDefinition;

/** The company's rows of the resource (tenant scope only: what uniqueness is checked against). */
function tenantScopeOf(name: ResourceName, caller: Manager): repo.Scope {
  const def = definitionOf(name);
  const table = repo.tableOf(name);
  if (!table) throw new Error(`${name} is not served generically`);
  if (def.storage?.tenantScoped === false) return { table, tenementId: null };
  return { table, tenementId: caller.tenementId };
}

const hookContext = (db: Queryable, caller: Manager, s: repo.Scope): HookContext => ({
  db,
  caller,
  table: s.table,
  tenementId: s.tenementId,
});

/** The rows this caller reaches: the company's, narrowed by the resource's `scope` hook. */
async function scopeOf(db: Queryable, name: ResourceName, caller: Manager): Promise<repo.Scope> {
  const s = tenantScopeOf(name, caller);
  const narrow = hooksOf(name).scope;
  const where = narrow ? await narrow(hookContext(db, caller, s)) : undefined;
  return where ? { ...s, where } : s;
}

/** Row -> wire: the generic presenter, then the resource's `present` hook. */
function presenterOf(name: ResourceName): (row: repo.Row) => Record<string, unknown> {
  const present = hooksOf(name).present;
  return present ? (row) => present(presentRecord(row)) : presentRecord;
}

/**
 * A unique field's value another row of the company holds, marked on the field (已存在): the form
 * shows it there, instead of the race's generic 1104 after the insert fails.
 */
async function uniqueIssues(db: Queryable, s: repo.Scope, def: ResourceDefinition, values: Record<string, unknown>, ownId?: number) {
  const out: Record<string, FieldIssue> = {};
  for (const [prop, f] of Object.entries(def.fields)) {
    const v = values[prop];
    if (!f.unique || v === undefined || v === null || v === '') continue;
    if ((await repo.idsWith(db, s, prop, v)).some((id) => id !== ownId)) out[prop] = { rule: 'existsAlready' };
  }
  return out;
}

/** The definition's unique fields and order rules (`atLeast`) and the resource's `validate` hook over the record as it will be; their issues refuse the write. */
async function assertValid(
  db: Queryable,
  caller: Manager,
  name: ResourceName,
  s: repo.Scope,
  values: Record<string, unknown>,
  before?: repo.Row,
) {
  const validate = hooksOf(name).validate;
  const record = { ...(before ? presentRecord(before) : {}), ...values };
  const issues = {
    ...(await uniqueIssues(db, tenantScopeOf(name, caller), definitionOf(name), values, before?.id)),
    ...orderIssues(definitionOf(name).fields, record),
    ...(validate ? await validate(hookContext(db, caller, s), values, before) : {}),
  };
  if (Object.keys(issues).length) throw new AppError('VALIDATION', {}, issues);
}

/** Filter keys as the list call names them (`prop`, `prop_like`, `prop_gte`, `prop_lte`). */
export function parseListQuery(def: ResourceDefinition, input: ListInput): repo.ListQuery {
  const filters: repo.ListQuery['filters'] = [];
  for (const f of def.list.filters ?? []) {
    const op: repo.FilterOp = f.op === 'contains' ? 'like' : (f.op ?? 'eq');
    const value = input[filterKey(f.prop, f.op)];
    if (value !== undefined && value !== '') filters.push({ prop: f.prop, op, value });
  }
  const sortKey = input.sort ?? def.list.defaultSort ?? '-id';
  return {
    filters,
    sort: { prop: sortKey.replace(/^-/, ''), desc: sortKey.startsWith('-') },
    page: input.page,
    perPage: input.perPage,
  };
}

export async function listRecords(deps: Deps, caller: Manager, name: ResourceName, input: ListInput) {
  const q = parseListQuery(definitionOf(name), input);
  const { rows, total } = await repo.list(deps.db, await scopeOf(deps.db, name, caller), q);
  return { list: rows.map(presenterOf(name)), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function getRecord(deps: Deps, caller: Manager, name: ResourceName, id: number) {
  const row = await repo.findById(deps.db, await scopeOf(deps.db, name, caller), id);
  if (!row) throw new AppError('NOT_FOUND');
  return presenterOf(name)(row);
}

/** Only the definition's writable fields reach the table, whatever the body held. */
function writableValues(def: ResourceDefinition, body: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [prop, f] of Object.entries(def.fields)) if (!f.readOnly && body[prop] !== undefined) out[prop] = body[prop];
  return out;
}

/**
 * Required flags an admin added at run time bind the server as well as the form: on create every
 * such field must be given; on update it may be left out (unchanged) but not emptied.
 */
async function assertOverlayRequired(deps: Deps, scope: repo.Scope, name: ResourceName, body: Record<string, unknown>, creating: boolean) {
  if (scope.tenementId === null) return;
  const missing: Record<string, FieldIssue> = {};
  for (const prop of await requiredByOverlay(deps, scope.tenementId, name)) {
    const v = body[prop];
    if ((creating && v === undefined) || v === null || v === '') missing[prop] = { rule: 'required' };
  }
  if (Object.keys(missing).length) throw new AppError('VALIDATION', {}, missing);
}

const logName = (name: ResourceName) => screenKey(definitionOf(name).menu.key);

export async function createRecord(deps: Deps, caller: Manager, name: ResourceName, body: Record<string, unknown>) {
  const scope = tenantScopeOf(name, caller);
  await assertOverlayRequired(deps, scope, name, body, true);
  const stamp = hooksOf(name).stamp;
  const values = { ...writableValues(definitionOf(name), body), ...(stamp ? await stamp(hookContext(deps.db, caller, scope)) : {}) };
  return inTransaction(deps.db, async (tx) => {
    await assertValid(tx, caller, name, scope, values);
    const inserted = await repo.insert(tx, scope, values);
    await logOperation(tx, caller, {
      action: 'add',
      resource: logName(name),
      recordId: inserted.id,
      summary: { after: presentRecord(inserted) },
    });
    return presenterOf(name)(inserted);
  });
}

export async function updateRecord(deps: Deps, caller: Manager, name: ResourceName, body: Record<string, unknown> & { id: number }) {
  const scope = await scopeOf(deps.db, name, caller);
  await guardResourceChange(deps.db, caller, name);
  await assertOverlayRequired(deps, scope, name, body, false);
  const values = writableValues(definitionOf(name), body);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.findById(tx, scope, body.id);
    if (!before) throw new AppError('NOT_FOUND');
    await assertValid(tx, caller, name, scope, values, before);
    const row = await repo.update(tx, scope, body.id, values);
    if (!row) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, {
      action: 'edit',
      resource: logName(name),
      recordId: body.id,
      summary: changes(presentRecord(before), presentRecord(row)),
    });
    return presenterOf(name)(row);
  });
}

/**
 * Deletes only rows the caller reaches; asking for others' rows is refused whole, and so is a batch
 * with a record something else uses (reference-repository.ts), naming it and offering to disable it.
 */
export async function deleteRecords(deps: Deps, caller: Manager, name: ResourceName, ids: number[], lang: Lang) {
  await guardResourceChange(deps.db, caller, name);
  const scope = await scopeOf(deps.db, name, caller);
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.findManyForUpdate(tx, scope, ids);
    if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await assertUnused(tx, name, scope.tenementId, rows, lang);
    const removed = await repo.removeMany(tx, scope, ids);
    await logOperation(tx, caller, {
      action: 'delete',
      resource: logName(name),
      recordId: ids.join(','),
      summary: { before: removed.map(presentRecord) },
    });
    return { deleted: removed.length };
  });
}

export async function enableRecords(deps: Deps, caller: Manager, name: ResourceName, ids: number[], enabled: boolean) {
  return inTransaction(deps.db, async (tx) => {
    const updated = await repo.setEnabled(tx, await scopeOf(tx, name, caller), ids, enabled);
    if (updated !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'enable', resource: logName(name), recordId: ids.join(','), summary: { ids, enabled } });
    return { updated };
  });
}

/** Options for dropdowns: the enabled rows, `name` (or the first string field) as the text. */
export async function dropdown(deps: Deps, caller: Manager, name: ResourceName) {
  const def = definitionOf(name);
  const label = 'name' in def.fields ? 'name' : (Object.entries(def.fields).find(([, f]) => f.type === 'string')?.[0] ?? 'id');
  const filters: repo.ListQuery['filters'] = def.storage?.enabledColumn ? [{ prop: 'enabled', op: 'eq', value: true }] : [];
  const { rows } = await repo.list(deps.db, await scopeOf(deps.db, name, caller), {
    filters,
    sort: { prop: 'id', desc: false },
    page: 1,
    perPage: 1000,
  });
  return rows.map((r) => ({ value: r.id, display: String(r[label] ?? r.id) }));
}

/** A problem of one imported row: the row's index and field, and the rule (existsAlready for a taken unique value). */
export interface RowIssue {
  index: number;
  prop: string;
  issue: FieldIssue;
}

/** Thrown inside the import's transaction to undo the rows already written when one breaks a hook's rule. */
class RowsRefused extends Error {
  constructor(readonly issues: RowIssue[]) {
    super('rows refused');
  }
}

/** Each row through the `validate` hook, after the rows before it are written (so repeats inside the file count too). */
async function insertValidated(
  tx: Queryable,
  caller: Manager,
  name: ResourceName,
  scope: repo.Scope,
  rows: Array<Record<string, unknown>>,
) {
  const issues: RowIssue[] = [];
  const def = definitionOf(name);
  for (const [index, r] of rows.entries()) {
    const values = writableValues(def, r);
    const validate = hooksOf(name).validate;
    const found = validate ? await validate(hookContext(tx, caller, scope), values, undefined) : {};
    for (const [prop, issue] of Object.entries(found)) issues.push({ index, prop, issue });
    await repo.insert(tx, scope, values);
  }
  if (issues.length) throw new RowsRefused(issues);
}

/**
 * Insert imported rows in one transaction. Values that already exist in a unique field, and rows
 * the resource's `validate` hook refuses, are reported as (row index, prop, issue) and nothing is written.
 */
export async function insertMany(
  deps: Deps,
  caller: Manager,
  name: ResourceName,
  rows: Array<Record<string, unknown>>,
): Promise<RowIssue[]> {
  const def = definitionOf(name);
  const scope = tenantScopeOf(name, caller);
  const clashes: RowIssue[] = [];
  for (const [prop, f] of Object.entries(def.fields)) {
    if (!f.unique) continue;
    const taken = new Set(
      (
        await repo.valuesOf(
          deps.db,
          scope,
          prop,
          rows.map((r) => r[prop]).filter((v) => v !== undefined),
        )
      ).map(String),
    );
    for (const [index, r] of rows.entries())
      if (taken.has(String(r[prop]))) clashes.push({ index, prop, issue: { rule: 'existsAlready' } });
  }
  if (clashes.length) return clashes;
  try {
    await inTransaction(deps.db, async (tx) => {
      await insertValidated(tx, caller, name, scope, rows);
      await logOperation(tx, caller, { action: 'import', resource: logName(name), summary: { count: rows.length } });
    });
  } catch (err) {
    if (err instanceof RowsRefused) return err.issues;
    throw err;
  }
  return [];
}
