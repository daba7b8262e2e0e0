import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { roles, tenementUsers, tenements, userRoles } from '../../db/schema/index.ts';

export type RoleRow = typeof roles.$inferSelect;
export const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Holders of a role: user grants of people who are still members of the role's company. */
const holderJoin = and(eq(tenementUsers.userId, userRoles.userId), eq(tenementUsers.tenementId, roles.tenementId));

export const ROLE_SORTS = { name: roles.name, sort: roles.sort, createdAt: roles.createdAt, enabled: roles.enabled, id: roles.id } as const;
export type RoleSort = keyof typeof ROLE_SORTS;

export interface RoleFilter {
  tenementId: number;
  nameLike?: string | undefined;
  enabled?: boolean | undefined;
}

export async function rolePage(db: Queryable, f: RoleFilter, sort: { prop: RoleSort; desc: boolean }, page: number, perPage: number) {
  const conds: SQL[] = [eq(roles.tenementId, f.tenementId)];
  if (f.nameLike) conds.push(ilike(roles.name, likePattern(f.nameLike)));
  if (f.enabled !== undefined) conds.push(eq(roles.enabled, f.enabled));
  const where = and(...conds);
  const dir = sort.desc ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(dir(ROLE_SORTS[sort.prop]), dir(roles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  const counts = await holderCounts(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ ...r, userCount: counts.get(r.id) ?? 0 })), total: totals[0]?.n ?? 0 };
}

async function holderCounts(db: Queryable, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(tenementUsers, holderJoin)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

export const enabledRolesOf = (db: Queryable, tenementId: number) =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.tenementId, tenementId), eq(roles.enabled, true)))
    .orderBy(asc(roles.sort), asc(roles.id));

export const rolesByIds = (db: Queryable, ids: number[]) => db.select().from(roles).where(inArray(roles.id, ids)).orderBy(asc(roles.id));

export async function roleById(db: Queryable, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

/** Whether another role of the company already has that name. */
export async function nameTaken(db: Queryable, tenementId: number, name: string, exceptId?: number): Promise<boolean> {
  const conds = [eq(roles.tenementId, tenementId), eq(roles.name, name)];
  if (exceptId !== undefined) conds.push(ne(roles.id, exceptId));
  return (
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(...conds))
        .limit(1)
    ).length > 0
  );
}

export async function insertRole(db: Queryable, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(values).returning();
  return row!;
}

export async function updateRole(db: Queryable, id: number, values: Partial<typeof roles.$inferInsert>): Promise<RoleRow> {
  const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
  return row!;
}

export async function deleteRoles(db: Queryable, ids: number[]) {
  await db.delete(roles).where(inArray(roles.id, ids));
}

/** Ids of the roles whose state actually changed. */
export async function setRolesEnabled(db: Queryable, ids: number[], enabled: boolean): Promise<number[]> {
  const rows = await db
    .update(roles)
    .set({ enabled })
    .where(and(inArray(roles.id, ids), ne(roles.enabled, enabled)))
    .returning({ id: roles.id });
  return rows.map((r) => r.id);
}

/** User ids holding any of the roles (members of the role's company only). */
export async function holdersOf(db: Queryable, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(tenementUsers, holderJoin)
    .where(inArray(userRoles.roleId, roleIds));
  return rows.map((r) => r.userId);
}

export async function tenementExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.id, id)).limit(1)).length > 0;
}

/** Which of these roles the user holds (enabled or not: enabling one gives its powers back). */
export async function heldAmong(db: Queryable, userId: number, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, roleIds)));
  return rows.map((r) => r.roleId);
}
