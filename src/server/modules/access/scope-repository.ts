/**
 * The statements and conditions of data scopes (data-scope.ts decides, this file speaks SQL): the
 * rules of roles on a table, the company's controlled fields, the caller's department, and the row
 * condition a set of rules makes.
 */
import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { dataPermissions, depts, positions, tenementUsers } from '../../db/schema/index.ts';
import { controlledFieldTable } from '../../../../generated/server/tables.ts';
import type { Caller } from '../identity/sessions.ts';

/** DropDown Permission/FieldValueType. */
export const ValueType = { ALL: 1, DEPTS: 2, OWN_DEPT: 3, OWN_DEPT_AND_BELOW: 4, SELF: 5 } as const;

export interface Rule {
  valueType: number;
  deptIds: number[];
  visibleFields: string[];
}

/** How a scoped table's rows name their department and their owner. */
export interface ScopeColumns {
  dept: AnyPgColumn;
  owner: AnyPgColumn;
}

/** How the company's people name their department and owner (themselves). */
export const MEMBER_SCOPE_COLUMNS: ScopeColumns = { dept: tenementUsers.deptId, owner: tenementUsers.userId };

/** How positions name their department and owner (applications are scoped through their position). */
export const POSITION_SCOPE_COLUMNS: ScopeColumns = { dept: positions.deptId, owner: positions.createdBy };

/** The condition of a scope that shows no row (a caller outside management). */
export const NO_ROWS: SQL = sql`false`;

export async function rulesOf(db: Queryable, roleIds: number[], table: string): Promise<Array<Rule & { roleId: number }>> {
  if (!roleIds.length) return [];
  return db
    .select({
      roleId: dataPermissions.roleId,
      valueType: dataPermissions.valueType,
      deptIds: dataPermissions.deptIds,
      visibleFields: dataPermissions.visibleFields,
    })
    .from(dataPermissions)
    .where(and(inArray(dataPermissions.roleId, roleIds), eq(dataPermissions.tableName, table)));
}

export async function controlledFields(db: Queryable, tenementId: number, table: string) {
  return db
    .select({ fieldName: controlledFieldTable.fieldName, controlType: controlledFieldTable.controlType })
    .from(controlledFieldTable)
    .where(and(eq(controlledFieldTable.tenementId, tenementId), eq(controlledFieldTable.tableName, table)));
}

export async function memberDept(db: Queryable, caller: Caller): Promise<{ id: number; path: string } | null> {
  const [row] = await db
    .select({ id: depts.id, path: depts.path })
    .from(tenementUsers)
    .innerJoin(depts, eq(depts.id, tenementUsers.deptId))
    .where(and(eq(tenementUsers.userId, caller.userId), eq(tenementUsers.tenementId, caller.tenementId!)))
    .limit(1);
  return row ?? null;
}

function rowCondition(rule: Rule, cols: ScopeColumns, caller: Caller, dept: { id: number; path: string } | null): SQL | 'all' | null {
  switch (rule.valueType) {
    case ValueType.ALL:
      return 'all';
    case ValueType.DEPTS:
      return rule.deptIds.length ? inArray(cols.dept, rule.deptIds) : null;
    case ValueType.OWN_DEPT:
      return dept ? eq(cols.dept, dept.id) : null;
    case ValueType.OWN_DEPT_AND_BELOW:
      return dept
        ? inArray(
            cols.dept,
            sql`(select ${depts.id} from ${depts} where ${and(eq(depts.tenementId, caller.tenementId!), like(depts.path, `${dept.path}%`))})`,
          )
        : null;
    case ValueType.SELF:
      return eq(cols.owner, caller.userId);
    default:
      return null;
  }
}

/**
 * The rows the rules open, together (several roles add up); undefined when one of them opens every
 * row of the company.
 */
export function scopeCondition(
  rules: readonly Rule[],
  cols: ScopeColumns,
  caller: Caller,
  dept: { id: number; path: string } | null,
): SQL | undefined {
  const conditions = rules.map((r) => rowCondition(r, cols, caller, dept));
  return conditions.includes('all') ? undefined : or(NO_ROWS, ...conditions.filter((c): c is SQL => c !== null && c !== 'all'));
}

/** Whether the position is among the rows `where` (a scope on positions) opens. */
export async function positionMatches(db: Queryable, positionId: number, where: SQL): Promise<boolean> {
  const rows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.id, positionId), where))
    .limit(1);
  return rows.length > 0;
}

/**
 * Which of these departments a person would be in the caller's scope in: the scope's condition is
 * tried on one stand-in row per department, owned by no one (an "only self" rule does not reach it).
 */
export async function deptIdsInScope(db: Queryable, scope: SQL, deptIds: number[]): Promise<Set<number>> {
  if (!deptIds.length) return new Set();
  const rows = sql.join(
    deptIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select dept_id from (select v.dept_id, 0 as user_id from (values ${rows}) as v(dept_id)) as tenement_users where ${scope}`,
  );
  return new Set((result as unknown as { rows: Array<{ dept_id: number }> }).rows.map((r) => Number(r.dept_id)));
}
