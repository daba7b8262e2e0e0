import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import { resourceTables } from '../../../../generated/server/tables.ts';
import type { ResourceDefinition } from './definitions.ts';
import * as repo from './repository.ts';
import { presentRecord } from './presenter.ts';
import { requiredByOverlay } from '../config/service.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { guardResourceChange } from '../access/controlled-field-guard.ts';
import { screenKey } from '../oplog/resources.ts';
import type { FieldIssue } from '../../../common/field-messages.ts';

export interface ListInput {
  page?: number;
  perPage?: number;
  sort?: string;
  [filter: string]: unknown;
}

const definitionOf = (name: ResourceName): ResourceDefinition => definitions[name] as ResourceDefinition;

function scopeOf(name: ResourceName, caller: Caller): repo.Scope {
  const def = definitionOf(name);
  const table = resourceTables[name as keyof typeof resourceTables];
  if (!table) throw new Error(`${name} is not served generically`);
  if (def.storage?.tenantScoped === false) return { table, tenementId: null };
  // The auth hook admits only management sessions, which always carry their tenement.
  if (caller.tenementId === null) throw new AppError('NOT_MANAGER');
  return { table, tenementId: caller.tenementId };
}

/** Filter keys as the list call names them (`prop`, `prop_like`, `prop_gte`, `prop_lte`). */
export function parseListQuery(def: ResourceDefinition, input: ListInput): repo.ListQuery {
  const filters: repo.ListQuery['filters'] = [];
  for (const f of def.list.filters ?? []) {
    const op: repo.FilterOp = f.op === 'contains' ? 'like' : (f.op ?? 'eq');
    const key = op === 'eq' ? f.prop : `${f.prop}_${op}`;
    const value = input[key];
    if (value !== undefined && value !== '') filters.push({ prop: f.prop, op, value });
  }
  const sortKey = input.sort ?? def.list.defaultSort ?? '-id';
  return {
    filters,
    sort: { prop: sortKey.replace(/^-/, ''), desc: sortKey.startsWith('-') },
    page: input.page ?? 1,
    perPage: input.perPage ?? 10,
  };
}

export async function listRecords(deps: Deps, caller: Caller, name: ResourceName, input: ListInput) {
  const q = parseListQuery(definitionOf(name), input);
  const { rows, total } = await repo.list(deps.db, scopeOf(name, caller), q);
  return { list: rows.map(presentRecord), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function getRecord(deps: Deps, caller: Caller, name: ResourceName, id: number) {
  const row = await repo.findById(deps.db, scopeOf(name, caller), id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentRecord(row);
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

export async function createRecord(deps: Deps, caller: Caller, name: ResourceName, body: Record<string, unknown>) {
  const scope = scopeOf(name, caller);
  await assertOverlayRequired(deps, scope, name, body, true);
  return deps.db.transaction(async (tx) => {
    const row = presentRecord(await repo.insert(tx, scope, writableValues(definitionOf(name), body)));
    await logOperation(tx, caller, { action: 'add', resource: logName(name), recordId: row.id as number, summary: { after: row } });
    return row;
  });
}

export async function updateRecord(deps: Deps, caller: Caller, name: ResourceName, body: Record<string, unknown> & { id: number }) {
  const scope = scopeOf(name, caller);
  await guardResourceChange(deps.db, caller, name);
  await assertOverlayRequired(deps, scope, name, body, false);
  return deps.db.transaction(async (tx) => {
    const before = await repo.findById(tx, scope, body.id);
    const row = before && (await repo.update(tx, scope, body.id, writableValues(definitionOf(name), body)));
    if (!before || !row) throw new AppError('NOT_FOUND');
    const after = presentRecord(row);
    await logOperation(tx, caller, { action: 'edit', resource: logName(name), recordId: body.id, summary: changes(presentRecord(before), after) });
    return after;
  });
}

/** Deletes only rows of the caller's tenement; asking for others' rows is refused whole. */
export async function deleteRecords(deps: Deps, caller: Caller, name: ResourceName, ids: number[]) {
  await guardResourceChange(deps.db, caller, name);
  return deps.db.transaction(async (tx) => {
    const removed = await repo.removeMany(tx, scopeOf(name, caller), ids);
    if (removed.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'delete', resource: logName(name), recordId: ids.join(','), summary: { before: removed.map(presentRecord) } });
    return { deleted: removed.length };
  });
}

export async function enableRecords(deps: Deps, caller: Caller, name: ResourceName, ids: number[], enabled: boolean) {
  return deps.db.transaction(async (tx) => {
    const updated = await repo.setEnabled(tx, scopeOf(name, caller), ids, enabled);
    if (updated !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'enable', resource: logName(name), recordId: ids.join(','), summary: { ids, enabled } });
    return { updated };
  });
}

/** Options for dropdowns: the enabled rows, `name` (or the first string field) as the text. */
export async function dropdown(deps: Deps, caller: Caller, name: ResourceName) {
  const def = definitionOf(name);
  const label = 'name' in def.fields ? 'name' : (Object.entries(def.fields).find(([, f]) => f.type === 'string')?.[0] ?? 'id');
  const filters: repo.ListQuery['filters'] = def.storage?.enabledColumn ? [{ prop: 'enabled', op: 'eq', value: true }] : [];
  const { rows } = await repo.list(deps.db, scopeOf(name, caller), { filters, sort: { prop: 'id', desc: false }, page: 1, perPage: 1000 });
  return rows.map((r) => ({ value: r.id, display: String(r[label] ?? r.id) }));
}

/**
 * Insert imported rows in one transaction. Values that already exist in a unique field are reported
 * as (row index, prop) and nothing is written.
 */
export async function insertMany(deps: Deps, caller: Caller, name: ResourceName, rows: Array<Record<string, unknown>>) {
  const def = definitionOf(name);
  const scope = scopeOf(name, caller);
  const clashes: Array<{ index: number; prop: string }> = [];
  for (const [prop, f] of Object.entries(def.fields)) {
    if (!f.unique) continue;
    const taken = new Set((await repo.valuesOf(deps.db, scope, prop, rows.map((r) => r[prop]).filter((v) => v !== undefined))).map(String));
    rows.forEach((r, index) => taken.has(String(r[prop])) && clashes.push({ index, prop }));
  }
  if (clashes.length) return clashes;
  await deps.db.transaction(async (tx) => {
    for (const r of rows) await repo.insert(tx, scope, writableValues(def, r));
    await logOperation(tx, caller, { action: 'import', resource: logName(name), summary: { count: rows.length } });
  });
  return [];
}
