/**
 * Data permissions, one mechanism for every list of people, resumes and delivery records:
 * - rows: a role's scope on a table (all, chosen departments, own department, own department and
 *   below, only self); several roles add up. A role without a rule on the table sees only its own
 *   rows (deny by default: a new table or a new role opens nothing until someone decides).
 * - columns: controlled fields of the table are masked or hidden unless a role of the caller lists
 *   them as visible.
 * The company's top administrator and administrator roles see everything.
 */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { memoOf, remembered, type MemoOptions } from '../../db/memo.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { callerRoles } from './service.ts';
import type { ScopedTableName } from './scoped-tables.ts';
import {
  controlledFields,
  deptIdsInScope,
  MEMBER_SCOPE_COLUMNS,
  memberDept,
  NO_ROWS,
  rulesOf,
  scopeCondition,
  ValueType,
  type Rule,
  type ScopeColumns,
} from './scope-repository.ts';

export interface DataScope {
  /** Extra condition on the table's rows; undefined when every row of the company is visible. */
  where: SQL | undefined;
  /** Applies the controlled-field rules to one row (lists, details and exports alike). */
  mask: <T extends Record<string, unknown>>(row: T) => T;
  /** Controlled fields masked or hidden for the caller: lists refuse to filter or sort on them. */
  masked: ReadonlySet<string>;
}

/** What a role without a rule on the table gets. */
export const OWN_ROWS: Rule = { valueType: ValueType.SELF, deptIds: [], visibleFields: [] };
const NONE: ReadonlySet<string> = new Set();

/** 138****0001 for phones; otherwise a quarter at each end is kept (at most 4), the middle half or more starred. */
export function maskValue(value: string): string {
  if (/^1\d{10}$/.test(value)) return `${value.slice(0, 3)}****${value.slice(7)}`;
  if (value.length <= 2) return '*'.repeat(value.length);
  const keep = Math.min(4, Math.max(1, Math.floor(value.length / 4)));
  return `${value.slice(0, keep)}${'*'.repeat(value.length - keep * 2)}${value.slice(-keep)}`;
}

function masker(rules: Map<string, 'mask' | 'hide'>): DataScope['mask'] {
  if (!rules.size) return (row) => row;
  return (row) => {
    const out: Record<string, unknown> = { ...row };
    for (const [field, how] of rules) {
      if (!(field in out) || out[field] === null || out[field] === undefined) continue;
      // Only text can be masked in place; a masked number or date would break the row's shape.
      if (how === 'mask' && typeof out[field] === 'string') out[field] = maskValue(out[field]);
      else delete out[field];
    }
    return out as typeof row;
  };
}

type ScopeFacts = Awaited<ReturnType<typeof readScopeFacts>>;

/**
 * What a scope is worked out from, read one query after another (a transaction's one connection
 * takes one at a time). Row rules of the caller's roles on the table; a role without one takes its
 * rule on `fallback` (rows only), else sees its own rows.
 */
async function readScopeFacts(
  db: Queryable,
  caller: Caller & { tenementId: number },
  roleIds: number[],
  table: ScopedTableName,
  fallback: ScopedTableName | undefined,
) {
  const own = await rulesOf(db, roleIds, table);
  const other = fallback ? await rulesOf(db, roleIds, fallback) : [];
  const ruled = new Set(own.map((r) => r.roleId));
  const borrowed = other.filter((r) => !ruled.has(r.roleId));
  const covered = new Set([...ruled, ...borrowed.map((r) => r.roleId)]);
  const fields = await controlledFields(db, caller.tenementId, table);
  const dept = await memberDept(db, caller);
  return { own, rows: [...own, ...borrowed], unruled: roleIds.some((id) => !covered.has(id)), fields, dept };
}

/**
 * Kept per process by member, table and fallback until the member's roles or department (u:<userId>)
 * or any rule, controlled field or department's place (g) changes.
 */
const FACTS: MemoOptions<string, ScopeFacts> = {
  max: 20_000,
  ttlMs: 10 * 60_000,
  drops: (change, key) => change.kind === 'g' || (change.kind === 'u' && key.startsWith(`${change.id}:`)),
};

/**
 * The caller's data scope on one table: call it in every list, detail and export of that table.
 * `fallback`: the table whose rule decides the rows for a role that has none on this one (applications
 * are seen as their positions are until a role is given a rule of their own).
 */
export async function dataScope(
  db: Queryable,
  caller: Caller,
  table: ScopedTableName,
  cols: ScopeColumns,
  fallback?: ScopedTableName,
): Promise<DataScope> {
  const { tenementId } = caller;
  if (caller.identity !== 'manage' || tenementId === null) return { where: NO_ROWS, mask: (r) => r, masked: NONE };
  const mine = await callerRoles(db, caller);
  if (mine.isTopAdmin || mine.roles.some((r) => r.isAdmin)) return { where: undefined, mask: (r) => r, masked: NONE };
  const roleIds = mine.roles.map((r) => r.id);
  const key = `${caller.userId}:${tenementId}:${table}:${fallback ?? ''}`;
  const {
    own: rules,
    rows,
    unruled,
    fields,
    dept,
  } = await remembered(memoOf(db, 'data-scope', FACTS), key, () => readScopeFacts(db, { ...caller, tenementId }, roleIds, table, fallback));
  // Roles without a rule (here or on the fallback) see their own rows only, and no controlled field.
  const where = scopeCondition([...rows, ...(unruled ? [OWN_ROWS] : [])], cols, caller, dept);
  const visible = new Set(rules.flatMap((r) => r.visibleFields));
  const hidden = new Map(
    fields
      .filter((f) => !visible.has(f.fieldName))
      .map((f) => [f.fieldName, f.controlType === 'hide' ? ('hide' as const) : ('mask' as const)]),
  );
  return { where, mask: masker(hidden), masked: new Set(hidden.keys()) };
}

/** The caller's data scope on the company's people (tenement_users): the people screens, role holders, the login log. */
export function memberDataScope(db: Queryable, caller: Caller): Promise<DataScope> {
  return dataScope(db, caller, 'tenement_users', MEMBER_SCOPE_COLUMNS);
}

/**
 * 1165 unless every department given is inside the scope on people (`where`; none: the whole company is):
 * a scoped member moves people, and changes the department tree, only inside what they were given.
 */
export async function assertDeptsInScope(db: Queryable, where: SQL | undefined, deptIds: number[]) {
  const wanted = [...new Set(deptIds)];
  if (!where || !wanted.length) return;
  const inScope = await deptIdsInScope(db, where, wanted);
  if (wanted.some((id) => !inScope.has(id))) throw new AppError('PEOPLE_DEPT_OUT_OF_SCOPE');
}

/**
 * A list's filters and sort may not use a column masked for the caller: matching or ordering on it
 * would reveal it a digit at a time. Refused (1000 naming the query parameter) rather than ignored,
 * so a caller never mistakes an unfiltered answer for a filtered one. `filters` maps each query
 * parameter that was given to the column it reads; `sort` is the list's sort parameter.
 */
export function refuseMaskedQuery(
  scope: Pick<DataScope, 'masked'>,
  filters: Record<string, { column: string; given: unknown }>,
  sort?: string | undefined,
) {
  for (const [param, f] of Object.entries(filters)) {
    if (f.given !== undefined && f.given !== '' && scope.masked.has(f.column)) throw fieldError(param, { rule: 'masked' });
  }
  if (sort !== undefined && scope.masked.has(sort.replace(/^-/, ''))) throw fieldError('sort', { rule: 'masked' });
}
