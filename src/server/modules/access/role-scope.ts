import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { callerRoles, isPlatformAdmin } from './service.ts';
import * as roles from './role-repository.ts';

/**
 * Which roles a call may act on: the Tenement family (and every company screen) only the caller's
 * company's; the platform family, whose routes admit only the platform company's top administrator,
 * any company's. A role out of reach answers NOT_FOUND, as if it did not exist.
 */
export type Family = 'tenement' | 'platform';

/** Reads shared by both families: the platform administrator may look at any company. */
export async function readFamily(deps: Deps, caller: Manager): Promise<Family> {
  return (await isPlatformAdmin(deps, caller)) ? 'platform' : 'tenement';
}

/** The company a read lists: the caller's, or another one for the platform administrator only. */
export async function companyToRead(deps: Deps, caller: Manager, tenementId: number | undefined): Promise<number> {
  const own = caller.tenementId;
  if (tenementId === undefined || tenementId === own) return own;
  if (!(await isPlatformAdmin(deps, caller))) throw new AppError('FORBIDDEN');
  return tenementId;
}

export async function roleInReach(db: Queryable, caller: Manager, roleId: number, family: Family): Promise<roles.RoleRow> {
  const role = await roles.roleById(db, roleId);
  if (!role || (family === 'tenement' && role.tenementId !== caller.tenementId)) throw new AppError('NOT_FOUND');
  return role;
}

/** Every one of the roles, or NOT_FOUND when any is missing or out of reach (then nothing changes). */
export async function rolesInReach(db: Queryable, caller: Manager, ids: number[], family: Family): Promise<roles.RoleRow[]> {
  const unique = [...new Set(ids)];
  const rows = await roles.rolesByIds(db, unique);
  const own = family === 'tenement' ? caller.tenementId : null;
  if (rows.length !== unique.length || rows.some((r) => own !== null && r.tenementId !== own)) throw new AppError('NOT_FOUND');
  return rows;
}

/** The administrator role always holds everything: its grants and state are not for editing. */
export function assertNotAdminRole(rows: ReadonlyArray<{ isAdmin: boolean }>) {
  if (rows.some((r) => r.isAdmin)) throw new AppError('ADMIN_ROLE_LOCKED');
}

/** The company's top administrator acting in it: the one person who may touch their own roles there. */
async function isTopAdminOf(db: Queryable, caller: Manager, tenementId: number): Promise<boolean> {
  return caller.tenementId === tenementId && (await callerRoles(db, caller)).isTopAdmin;
}

/**
 * No one widens their own powers: outside the company's top administrator, nobody changes the menus,
 * keys, data rule or state of a role they hold (1170). Holding the grant keys is not enough; someone
 * else has to decide.
 */
export async function assertNotOwnRoles(db: Queryable, caller: Manager, rows: ReadonlyArray<{ id: number; tenementId: number }>) {
  const own = new Set(
    await roles.heldAmong(
      db,
      caller.userId,
      rows.map((r) => r.id),
    ),
  );
  for (const held of rows.filter((r) => own.has(r.id))) {
    if (!(await isTopAdminOf(db, caller, held.tenementId))) throw new AppError('ROLE_SELF_GRANT');
  }
}

/** Nor gives themselves a role (taking one away from oneself only narrows one's powers). */
export async function assertNotSelfGrant(db: Queryable, caller: Manager, tenementId: number, userIds: readonly number[]) {
  if (userIds.includes(caller.userId) && !(await isTopAdminOf(db, caller, tenementId))) throw new AppError('ROLE_SELF_GRANT');
}
