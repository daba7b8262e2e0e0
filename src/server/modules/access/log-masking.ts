/**
 * Log entries keep before/after images of the records they change (a member's phone and job number, a
 * position's salary). A reader of the log sees those values as the record's own screen would show them
 * to that reader: controlled fields masked or hidden by the reader's data permission, never raw.
 * The operation log asks for this masker through oplog/masking.ts; modules/index.ts passes it in.
 */
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import { dataScope, type DataScope } from './data-scope.ts';
import { MEMBER_SCOPE_COLUMNS, POSITION_SCOPE_COLUMNS, type ScopeColumns } from './scope-repository.ts';
import { SCOPED_TABLES, type ScopedTableName } from './scoped-tables.ts';
import { screenMenuIds } from '../../../../generated/server/menu-seed.ts';
import type { SummaryMask } from '../oplog/masking.ts';

const COLUMNS: Record<ScopedTableName, ScopeColumns> = {
  tenement_users: MEMBER_SCOPE_COLUMNS,
  positions: POSITION_SCOPE_COLUMNS,
  delivery_records: POSITION_SCOPE_COLUMNS,
};

/** Log names whose records are rows of a scoped table though their screen is another one. */
const EXTRA: Readonly<Record<string, ScopedTableName>> = {
  tenementUserInvite: 'tenement_users',
  accountLookup: 'tenement_users',
  form: 'tenement_users',
  shortPosition: 'positions',
  deliveryRecord: 'delivery_records',
};

/** The scoped table a log entry's record belongs to, from its resource name. */
function tableOf(resource: string): ScopedTableName | undefined {
  if (Object.hasOwn(EXTRA, resource)) return EXTRA[resource];
  const menuId = (screenMenuIds as Record<string, number>)[resource];
  return (Object.keys(SCOPED_TABLES) as ScopedTableName[]).find((t) => SCOPED_TABLES[t].menuId === menuId);
}

function deepMask(value: unknown, mask: DataScope['mask']): unknown {
  if (Array.isArray(value)) return value.map((v) => deepMask(v, mask));
  if (!value || typeof value !== 'object') return value;
  const own = mask(value as Record<string, unknown>);
  return Object.fromEntries(Object.entries(own).map(([k, v]) => [k, deepMask(v, mask)]));
}

/** A function that masks one entry's summary for this reader (the scopes are read once per page). */
export async function summaryMasker(db: Queryable, reader: Caller): Promise<SummaryMask> {
  const tables = Object.keys(SCOPED_TABLES) as ScopedTableName[];
  const scopes = new Map(await Promise.all(tables.map(async (t) => [t, await dataScope(db, reader, t, COLUMNS[t])] as const)));
  return (resource, summary) => {
    const table = tableOf(resource);
    const scope = table && scopes.get(table);
    return scope?.masked.size ? deepMask(summary, scope.mask) : summary;
  };
}
