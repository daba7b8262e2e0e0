import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depts, roleFunctions, roleMenus, roles, tenementUsers, userRoles, users } from '../../db/schema/index.ts';
import { likePattern } from './role-repository.ts';

export async function roleMenuIds(db: Queryable, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)).orderBy(asc(roleMenus.menuId));
  return rows.map((r) => r.id);
}

export async function roleFunctionIds(db: Queryable, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleFunctions.functionId })
    .from(roleFunctions)
    .where(eq(roleFunctions.roleId, roleId))
    .orderBy(asc(roleFunctions.functionId));
  return rows.map((r) => r.id);
}

/** Replaces a role's menu and function grants with the given sets. */
export async function replaceRoleGrants(db: Queryable, roleId: number, menuIds: number[], functionIds: number[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await db.delete(roleFunctions).where(eq(roleFunctions.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
  if (functionIds.length) await db.insert(roleFunctions).values(functionIds.map((functionId) => ({ roleId, functionId })));
}

/** Of the given users, those who are members of the company. */
export async function membersAmong(db: Queryable, tenementId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), inArray(tenementUsers.userId, userIds)));
  return rows.map((r) => r.userId);
}

/** Grants the role to the users; answers the users who did not hold it yet. */
export async function addUserRoles(db: Queryable, roleId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.map((r) => r.userId);
}

/** Takes the role from the users; answers the users who held it. */
export async function removeUserRoles(db: Queryable, roleId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)))
    .returning({ userId: userRoles.userId });
  return rows.map((r) => r.userId);
}

/** The user's role ids inside one company. */
export async function userRoleIdsIn(db: Queryable, userId: number, tenementId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.tenementId, tenementId)))
    .orderBy(asc(userRoles.roleId));
  return rows.map((r) => r.id);
}

/** The people holding a role (within the reader's scope on people), with their name and department inside the role's company. */
export async function roleUserPage(
  db: Queryable,
  role: { id: number; tenementId: number },
  f: { keyword: string | undefined; scope: SQL | undefined },
  page: number,
  perPage: number,
) {
  const { keyword } = f;
  const conds: SQL[] = [eq(userRoles.roleId, role.id)];
  if (f.scope) conds.push(f.scope);
  if (keyword) conds.push(or(ilike(tenementUsers.name, likePattern(keyword)), ilike(users.account, likePattern(keyword)))!);
  const where = and(...conds);
  const member = and(eq(tenementUsers.userId, userRoles.userId), eq(tenementUsers.tenementId, role.tenementId));
  const [rows, totals] = await Promise.all([
    db
      .select({ userId: userRoles.userId, name: tenementUsers.name, account: users.account, deptName: depts.name })
      .from(userRoles)
      .innerJoin(tenementUsers, member)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(depts, eq(depts.id, tenementUsers.deptId))
      .where(where)
      .orderBy(asc(tenementUsers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(tenementUsers, member)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
