import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { functions, menus, roleFunctions, roleMenus, roles, sessions, tenementUsers, tenements, userRoles } from '../../db/schema/index.ts';
import { readTogether } from '../../db/reads.ts';

export type MenuRow = typeof menus.$inferSelect;
export type FunctionRow = typeof functions.$inferSelect;

export async function enabledMenus(db: Queryable): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.enabled, true)).orderBy(asc(menus.level), asc(menus.sort), asc(menus.id));
}

export async function enabledFunctions(db: Queryable): Promise<FunctionRow[]> {
  return db.select().from(functions).where(eq(functions.enabled, true)).orderBy(asc(functions.id));
}

/** Enabled menus and keys together, as the access checks read them. */
export function openMenusAndKeys(db: Queryable): Promise<[MenuRow[], FunctionRow[]]> {
  return readTogether(db, [() => enabledMenus(db), () => enabledFunctions(db)]);
}

/** The caller's enabled roles inside one tenement, and whether the membership is top admin (one statement). */
export async function rolesOf(db: Queryable, userId: number, tenementId: number) {
  const rows = await db
    .select({ isTopAdmin: tenementUsers.isTopAdmin, id: roles.id, isAdmin: roles.isAdmin })
    .from(tenementUsers)
    .leftJoin(userRoles, eq(userRoles.userId, tenementUsers.userId))
    .leftJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.tenementId, tenementUsers.tenementId), eq(roles.enabled, true)))
    .where(and(eq(tenementUsers.userId, userId), eq(tenementUsers.tenementId, tenementId)));
  const held = rows.flatMap((r) => (r.id === null ? [] : [{ id: r.id, isAdmin: r.isAdmin === true }]));
  return { isTopAdmin: rows[0]?.isTopAdmin ?? false, roles: held };
}

export async function grantedMenuIds(db: Queryable, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  return rows.map((r) => r.id);
}

export async function grantedFunctionIds(db: Queryable, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db.selectDistinct({ id: roleFunctions.functionId }).from(roleFunctions).where(inArray(roleFunctions.roleId, roleIds));
  return rows.map((r) => r.id);
}

/** Live sessions of these users acting as management for one company: where that company's pushes go. */
export async function manageSessionIds(db: Queryable, tenementId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.userId, userIds),
        eq(sessions.identity, 'manage'),
        eq(sessions.tenementId, tenementId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return rows.map((r) => r.id);
}

/** An enabled top-administrator membership of the user in the platform company (in `tenementId` only, when given). */
export async function platformTopAdminMembership(db: Queryable, userId: number, tenementId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenementUsers.id })
    .from(tenementUsers)
    .innerJoin(tenements, eq(tenements.id, tenementUsers.tenementId))
    .where(
      and(
        eq(tenementUsers.userId, userId),
        tenementId === undefined ? undefined : eq(tenementUsers.tenementId, tenementId),
        eq(tenements.isPlatform, true),
        eq(tenementUsers.isTopAdmin, true),
        eq(tenementUsers.enabled, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The user (of the outer tenement_users row) holds an enabled role of the company that joins `grant` (r = the role). */
const holds = (tenementId: number, grant: SQL) => sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id ${grant}
  where ur.user_id = ${tenementUsers.userId} and r.tenement_id = ${tenementId} and r.enabled)`;

/**
 * Enabled members who are the top administrator, hold the administrator role, or hold the key together
 * with its menu (as the auth check counts a key) — one query.
 */
export async function keyHolderIds(db: Queryable, tenementId: number, functionKey: string): Promise<number[]> {
  const isAdmin = holds(tenementId, sql`and r.is_admin`);
  const hasKey = holds(
    tenementId,
    sql`join ${roleFunctions} rf on rf.role_id = r.id join ${functions} f on f.id = rf.function_id and f.function_key = ${functionKey} and f.enabled`,
  );
  const hasMenu = holds(
    tenementId,
    sql`join ${roleMenus} rm on rm.role_id = r.id join ${menus} m on m.id = rm.menu_id and m.enabled join ${functions} f on f.menu_id = m.id and f.function_key = ${functionKey}`,
  );
  const rows = await db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(
      and(
        eq(tenementUsers.tenementId, tenementId),
        eq(tenementUsers.enabled, true),
        or(eq(tenementUsers.isTopAdmin, true), isAdmin, and(hasKey, hasMenu)),
      ),
    );
  return rows.map((r) => r.userId);
}
