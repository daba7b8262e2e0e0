import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { logOperation } from '../oplog/service.ts';
import { menuTitle } from '../../i18n/menu-titles.ts';
import type { Lang } from '../../../common/states.ts';
import { pushPermissionsChanged } from './push.ts';
import {
  assertNotAdminRole,
  assertNotOwnRoles,
  assertNotSelfGrant,
  readFamily,
  roleInReach,
  rolesInReach,
  type Family,
} from './role-scope.ts';
import { holdersOf } from './role-repository.ts';
import * as access from './repository.ts';
import * as repo from './grant-repository.ts';
import { memberDataScope, refuseMaskedQuery } from './data-scope.ts';
import { assertRoleWithinOwn, assertWithinOwnGrants } from './within-own.ts';

export interface GrantNode {
  id: number;
  title: string;
  path: string;
  functions: Array<{ id: number; functionKey: string; name: string }>;
  children: GrantNode[];
}

function grantTree(menus: access.MenuRow[], functions: access.FunctionRow[], lang: Lang): GrantNode[] {
  const nodes = new Map(
    menus.map((m) => [m.id, { id: m.id, title: menuTitle(m, lang), path: m.path, functions: [], children: [] } as GrantNode]),
  );
  for (const f of functions) nodes.get(f.menuId)?.functions.push({ id: f.id, functionKey: f.functionKey, name: f.name });
  const roots: GrantNode[] = [];
  // Menus come ordered by level then sort, so every parent exists before its children attach.
  for (const m of menus) {
    const parent = m.parentId === null ? undefined : nodes.get(m.parentId);
    if (parent) parent.children.push(nodes.get(m.id)!);
    else if (m.parentId === null) roots.push(nodes.get(m.id)!);
  }
  return roots;
}

/** Every open menu and key (shared by all companies) and what the role holds of them. */
export async function menuTreeOfRole(deps: Deps, caller: Manager, roleId: number, lang: Lang) {
  const role = await roleInReach(deps.db, caller, roleId, await readFamily(deps, caller));
  const [menus, functions] = await Promise.all([access.enabledMenus(deps.db), access.enabledFunctions(deps.db)]);
  const tree = grantTree(menus, functions, lang);
  if (role.isAdmin) return { tree, menuIds: menus.map((m) => m.id), functionIds: functions.map((f) => f.id) };
  const [menuIds, functionIds] = await Promise.all([repo.roleMenuIds(deps.db, roleId), repo.roleFunctionIds(deps.db, roleId)]);
  const openMenus = new Set(menus.map((m) => m.id));
  const openFunctions = new Set(functions.map((f) => f.id));
  return { tree, menuIds: menuIds.filter((id) => openMenus.has(id)), functionIds: functionIds.filter((id) => openFunctions.has(id)) };
}

/** Granted menus must be open; granted keys must be open and sit under a granted menu. */
async function checkGrantable(deps: Deps, menuIds: number[], functionIds: number[]) {
  const [menus, functions] = await Promise.all([access.enabledMenus(deps.db), access.enabledFunctions(deps.db)]);
  const openMenus = new Set(menus.map((m) => m.id));
  if (menuIds.some((id) => !openMenus.has(id))) throw fieldError('menuIds', { rule: 'enum' });
  const granted = new Set(menuIds);
  const fnMenu = new Map(functions.map((f) => [f.id, f.menuId]));
  if (functionIds.some((id) => !granted.has(fnMenu.get(id) ?? -1))) throw fieldError('functionIds', { rule: 'enum' });
}

export async function grantRoleMenus(
  deps: Deps,
  caller: Manager,
  family: Family,
  input: { roleId: number; menuIds: number[]; functionIds: number[] },
) {
  const menuIds = [...new Set(input.menuIds)].sort((a, b) => a - b);
  const functionIds = [...new Set(input.functionIds)].sort((a, b) => a - b);
  await checkGrantable(deps, menuIds, functionIds);
  await assertWithinOwnGrants(deps.db, caller, { isAdmin: false, menuIds, functionIds });
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const role = await roleInReach(tx, caller, input.roleId, family);
    assertNotAdminRole([role]);
    await assertNotOwnRoles(tx, caller, [role]);
    const before = { menuIds: await repo.roleMenuIds(tx, role.id), functionIds: await repo.roleFunctionIds(tx, role.id) };
    // Replacing takes away what the role had: that too must be within the caller's own menus and keys.
    await assertWithinOwnGrants(tx, caller, { isAdmin: false, ...before });
    await repo.replaceRoleGrants(tx, role.id, menuIds, functionIds);
    await logOperation(tx, caller, {
      action: 'grant',
      resource: 'role',
      recordId: role.id,
      summary: { before, after: { menuIds, functionIds } },
    });
    const affected = await holdersOf(tx, [role.id]);
    afterCommit(() => pushPermissionsChanged(deps, role.tenementId, affected));
  });
  return null;
}

export async function roleUsers(deps: Deps, caller: Manager, family: Family, q: PageQuery & { roleId: number; keyword?: string }) {
  const role = await roleInReach(deps.db, caller, q.roleId, family);
  const { page, perPage } = q;
  // Holders are people: listed through the caller's scope on people, masked as the people screen masks
  // them. Holders out of scope are left out and not counted (the role list's userCount says how many hold it).
  const scope = await memberDataScope(deps.db, caller);
  for (const column of ['name', 'account']) refuseMaskedQuery(scope, { keyword: { column, given: q.keyword } });
  const { rows, total } = await repo.roleUserPage(deps.db, role, { keyword: q.keyword, scope: scope.where }, page, perPage);
  return { list: rows.map(scope.mask), totalCount: total, page, perPage };
}

async function assertMembers(db: Queryable, tenementId: number, userIds: number[]) {
  const members = new Set(await repo.membersAmong(db, tenementId, userIds));
  if (userIds.some((id) => !members.has(id))) throw new AppError('NOT_FOUND');
}

/** Gives one role to people of its company (grant) or takes it from them (cancel). */
export async function setRoleUsers(
  deps: Deps,
  caller: Manager,
  family: Family,
  input: { roleId: number; userIds: number[] },
  grant: boolean,
) {
  const userIds = [...new Set(input.userIds)];
  // Checked before the transaction: the embedded database has one connection, which the transaction holds.
  const checked = await roleInReach(deps.db, caller, input.roleId, family);
  if (grant) await assertNotSelfGrant(deps.db, caller, checked.tenementId, userIds);
  // Taking a role away is held to the rules of giving it: otherwise a grant key strips administrators.
  await assertRoleWithinOwn(deps.db, caller, checked);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const role = await roleInReach(tx, caller, input.roleId, family);
    await assertMembers(tx, role.tenementId, userIds);
    const changed = grant ? await repo.addUserRoles(tx, role.id, userIds) : await repo.removeUserRoles(tx, role.id, userIds);
    const summary = grant ? { roleId: role.id, granted: changed } : { roleId: role.id, cancelled: changed };
    await logOperation(tx, caller, { action: 'grant', resource: 'role', recordId: role.id, summary });
    afterCommit(() => pushPermissionsChanged(deps, role.tenementId, changed));
  });
  return null;
}

/** The roles of one company, all of them (several companies at once are refused). */
async function rolesOfOneCompany(deps: Deps, caller: Manager, roleIds: number[]) {
  const rows = await rolesInReach(deps.db, caller, roleIds, 'platform');
  const companies = new Set(rows.map((r) => r.tenementId));
  if (companies.size !== 1) throw fieldError('roleIds', { rule: 'enum' });
  return { rows, tenementId: rows[0]!.tenementId };
}

/** SysGrant/GrantUserRole (replace) and CancelGrantUserRole: one person's roles in one company. */
export async function setUserRoles(deps: Deps, caller: Manager, input: { userId: number; roleIds: number[] }, mode: 'replace' | 'cancel') {
  const { rows, tenementId } = await rolesOfOneCompany(deps, caller, input.roleIds);
  await assertMembers(deps.db, tenementId, [input.userId]);
  const wanted = new Set(rows.map((r) => r.id));
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const before = await repo.userRoleIdsIn(tx, input.userId, tenementId);
    const drop = mode === 'cancel' ? before.filter((id) => wanted.has(id)) : before.filter((id) => !wanted.has(id));
    const add = mode === 'cancel' ? [] : [...wanted].filter((id) => !before.includes(id));
    if (add.length) await assertNotSelfGrant(tx, caller, tenementId, [input.userId]);
    for (const roleId of drop) await repo.removeUserRoles(tx, roleId, [input.userId]);
    for (const roleId of add) await repo.addUserRoles(tx, roleId, [input.userId]);
    const after = await repo.userRoleIdsIn(tx, input.userId, tenementId);
    await logOperation(tx, caller, {
      action: 'grant',
      resource: 'role',
      recordId: rows.map((r) => r.id).join(','),
      summary: { userId: input.userId, before: { roleIds: before }, after: { roleIds: after } },
    });
    if (drop.length || add.length) afterCommit(() => pushPermissionsChanged(deps, tenementId, [input.userId]));
  });
  return null;
}
