import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Lang } from '../../../common/states.ts';
import type { Manager } from '../../http/manager.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { ValueType } from './scope-repository.ts';
import { pushPermissionsChanged } from './push.ts';
import { assertNotAdminRole, assertNotOwnRoles, roleInReach } from './role-scope.ts';
import { holdersOf } from './role-repository.ts';
import { isScopedTable, SCOPED_TABLES, scopedColumnOptions, scopedTableLabel, type ScopedTableName } from './scoped-tables.ts';
import * as repo from './data-permission-repository.ts';
import { assertRulesWithinOwn } from './within-own.ts';

function scopedTable(name: string): ScopedTableName {
  if (!isScopedTable(name)) throw new AppError('SCOPE_UNKNOWN');
  return name;
}

/** A role's data permissions, labelled in the caller's language. */
export async function rolePermissions(deps: Deps, caller: Manager, roleId: number, lang: Lang) {
  const role = await roleInReach(deps.db, caller, roleId, 'tenement');
  const rows = await repo.permissionsOfRole(deps.db, role.id);
  const names = await repo.deptNames(
    deps.db,
    role.tenementId,
    rows.flatMap((r) => r.deptIds),
  );
  return rows.map((r) => ({
    id: r.id,
    roleId: r.roleId,
    menuId: r.menuId,
    tableName: r.tableName,
    tableLabel: isScopedTable(r.tableName) ? scopedTableLabel(r.tableName, lang) : r.tableName,
    valueType: r.valueType,
    deptIds: r.deptIds,
    // Departments deleted since the rule was saved drop out of the names.
    deptNames: r.deptIds.flatMap((id) => names.get(id) ?? []),
    visibleFields: r.visibleFields,
  }));
}

export interface PermissionInput {
  roleId: number;
  tableName: string;
  valueType: number;
  deptIds?: number[];
  visibleFields?: string[];
}

/** Chosen departments matter only for "chosen departments", and must be the company's. */
async function checkedDeptIds(db: Queryable, tenementId: number, input: PermissionInput): Promise<number[]> {
  if (input.valueType !== ValueType.DEPTS) return [];
  const ids = [...new Set(input.deptIds ?? [])];
  if (!ids.length) throw fieldError('deptIds', { rule: 'required' });
  const known = await repo.deptNames(db, tenementId, ids);
  if (ids.some((id) => !known.has(id))) throw fieldError('deptIds', { rule: 'enum' });
  return ids;
}

function checkedFields(table: ScopedTableName, fields: string[] | undefined): string[] {
  const columns: readonly string[] = SCOPED_TABLES[table].columns;
  const unique = [...new Set(fields ?? [])];
  if (unique.some((f) => !columns.includes(f))) throw fieldError('visibleFields', { rule: 'enum' });
  return unique;
}

/** One rule per role and table: adding again replaces the rule. */
export async function savePermission(deps: Deps, caller: Manager, input: PermissionInput) {
  const table = scopedTable(input.tableName);
  const visibleFields = checkedFields(table, input.visibleFields);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const role = await roleInReach(tx, caller, input.roleId, 'tenement');
    assertNotAdminRole([role]);
    await assertNotOwnRoles(tx, caller, [role]);
    const deptIds = await checkedDeptIds(tx, role.tenementId, input);
    const values = { valueType: input.valueType, deptIds, visibleFields };
    await assertRulesWithinOwn(tx, caller, [{ tableName: table, ...values }]);
    const before = await repo.permissionOf(tx, role.id, table);
    const row = before
      ? await repo.updatePermission(tx, before.id, values)
      : await repo.insertPermission(tx, {
          ...values,
          tenementId: role.tenementId,
          roleId: role.id,
          menuId: SCOPED_TABLES[table].menuId,
          tableName: table,
        });
    const summary = before ? { roleId: role.id, tableName: table, ...changes(before, row) } : { after: row };
    await logOperation(tx, caller, { action: before ? 'edit' : 'add', resource: 'dataPermission', recordId: row.id, summary });
    const affected = await holdersOf(tx, [role.id]);
    afterCommit(() => pushPermissionsChanged(deps, role.tenementId, affected));
    return { id: row.id };
  });
}

export async function deletePermissions(deps: Deps, caller: Manager, ids: number[]) {
  const unique = [...new Set(ids)];
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const rows = await repo.permissionsByIds(tx, unique);
    if (rows.length !== unique.length || rows.some((r) => r.tenementId !== caller.tenementId)) throw new AppError('NOT_FOUND');
    await assertNotOwnRoles(
      tx,
      caller,
      rows.map((r) => ({ id: r.roleId, tenementId: r.tenementId })),
    );
    await repo.deletePermissions(tx, unique);
    await logOperation(tx, caller, { action: 'delete', resource: 'dataPermission', recordId: unique.join(','), summary: { before: rows } });
    const affected = await holdersOf(
      tx,
      rows.map((r) => r.roleId),
    );
    afterCommit(() => pushPermissionsChanged(deps, caller.tenementId, affected));
  });
  return null;
}

export function scopedTables(menuId: number | undefined, lang: Lang) {
  return (Object.keys(SCOPED_TABLES) as ScopedTableName[])
    .filter((name) => menuId === undefined || SCOPED_TABLES[name].menuId === menuId)
    .map((name) => ({ value: name, display: scopedTableLabel(name, lang), menuId: SCOPED_TABLES[name].menuId }));
}

export const scopedColumns = (tableName: string, lang: Lang) => scopedColumnOptions(scopedTable(tableName), lang);
