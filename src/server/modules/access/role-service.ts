import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { ListQuery } from '../../http/envelope.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { pushPermissionsChanged } from './push.ts';
import { presentRole } from './presenter.ts';
import { assertNotAdminRole, assertNotOwnRoles, companyToRead, roleInReach, rolesInReach, type Family } from './role-scope.ts';
import * as repo from './role-repository.ts';
import { assertRoleWithinOwn } from './within-own.ts';

export interface RoleListQuery extends ListQuery {
  name_like?: string;
  enabled?: boolean;
  tenementId?: number;
}

export async function listRoles(deps: Deps, caller: Manager, q: RoleListQuery) {
  const tenementId = await companyToRead(deps, caller, q.tenementId);
  const { page, perPage } = q;
  const key = q.sort ?? 'sort';
  const sort = { prop: key.replace(/^-/, '') as repo.RoleSort, desc: key.startsWith('-') };
  const { rows, total } = await repo.rolePage(deps.db, { tenementId, nameLike: q.name_like, enabled: q.enabled }, sort, page, perPage);
  return { list: rows.map((r) => ({ ...presentRole(r), userCount: r.userCount })), totalCount: total, page, perPage };
}

export async function roleDropDown(deps: Deps, caller: Manager, tenementId: number | undefined) {
  const rows = await repo.enabledRolesOf(deps.db, await companyToRead(deps, caller, tenementId));
  return rows.map((r) => ({ value: r.id, display: r.name }));
}

async function assertNameFree(db: Queryable, tenementId: number, name: string, exceptId?: number) {
  if (await repo.nameTaken(db, tenementId, name, exceptId)) throw fieldError('name', { rule: 'existsAlready' });
}

export interface RoleInput {
  name: string;
  remark?: string | null;
  sort?: number;
}

/** Role/TenementAdd names no company (the caller's); Role/Add names one (platform). */
export async function addRole(deps: Deps, caller: Manager, input: RoleInput & { tenementId?: number }) {
  const tenementId = input.tenementId ?? caller.tenementId;
  if (!(await repo.tenementExists(deps.db, tenementId))) throw new AppError('NOT_FOUND');
  return inTransaction(deps.db, async (tx) => {
    await assertNameFree(tx, tenementId, input.name);
    const row = await repo.insertRole(tx, { tenementId, name: input.name, remark: input.remark ?? null, sort: input.sort ?? 0 });
    await logOperation(tx, caller, { action: 'add', resource: 'role', recordId: row.id, summary: { after: presentRole(row) } });
    return { id: row.id };
  });
}

export async function editRole(deps: Deps, caller: Manager, family: Family, input: Partial<RoleInput> & { id: number }) {
  return inTransaction(deps.db, async (tx) => {
    const before = await roleInReach(tx, caller, input.id, family);
    assertNotAdminRole([before]);
    if (input.name !== undefined) await assertNameFree(tx, before.tenementId, input.name, before.id);
    const { id, ...values } = input;
    const after = Object.keys(values).length ? await repo.updateRole(tx, id, values) : before;
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'role',
      recordId: id,
      summary: changes(presentRole(before), presentRole(after)),
    });
    return { id };
  });
}

export async function deleteRoles(deps: Deps, caller: Manager, family: Family, ids: number[]) {
  await inTransaction(deps.db, async (tx) => {
    const rows = await rolesInReach(tx, caller, ids, family);
    assertNotAdminRole(rows);
    const holders = await repo.holdersOf(
      tx,
      rows.map((r) => r.id),
    );
    if (holders.length) throw new AppError('ROLE_IN_USE', { count: holders.length });
    await repo.deleteRoles(
      tx,
      rows.map((r) => r.id),
    );
    await logOperation(tx, caller, {
      action: 'delete',
      resource: 'role',
      recordId: rows.map((r) => r.id).join(','),
      summary: { before: rows.map(presentRole) },
    });
  });
  return null;
}

/** Disabling a role takes its grants from its holders at once, so they hear about it. */
export async function enableRoles(deps: Deps, caller: Manager, family: Family, ids: number[], enabled: boolean) {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const rows = await rolesInReach(tx, caller, ids, family);
    if (!enabled) assertNotAdminRole(rows);
    else await assertNotOwnRoles(tx, caller, rows);
    // Switching a role off (or on again) is held to the rules of granting it.
    for (const role of rows) await assertRoleWithinOwn(tx, caller, role);
    const changed = await repo.setRolesEnabled(
      tx,
      rows.map((r) => r.id),
      enabled,
    );
    await logOperation(tx, caller, {
      action: 'enable',
      resource: 'role',
      recordId: rows.map((r) => r.id).join(','),
      summary: { ids: rows.map((r) => r.id), enabled },
    });
    // The platform family may name roles of several companies: each company's holders hear in it.
    for (const tenementId of new Set(rows.filter((r) => changed.includes(r.id)).map((r) => r.tenementId))) {
      const affected = await repo.holdersOf(
        tx,
        rows.filter((r) => r.tenementId === tenementId && changed.includes(r.id)).map((r) => r.id),
      );
      afterCommit(() => pushPermissionsChanged(deps, tenementId, affected));
    }
  });
  return null;
}
