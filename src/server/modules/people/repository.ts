import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depts, roles, sessions, tenementUsers, userRoles, userTypes, users } from '../../db/schema/index.ts';

export type MemberInsert = typeof tenementUsers.$inferInsert;
export type MemberRow = typeof tenementUsers.$inferSelect;

export interface MemberFilter {
  nameLike?: string | undefined;
  phone?: string | undefined;
  deptId?: number | undefined;
  /** With deptId: the department and every one below it (default), or the department alone. */
  withChildren?: boolean | undefined;
  userTypeId?: number | undefined;
  enabled?: boolean | undefined;
  /** One person, by account. */
  userId?: number | undefined;
}

/** Sortable list keys; `createdAt` follows the id (both grow together), which the (tenement, id) index serves. */
const SORTS = { name: tenementUsers.name, jobNo: tenementUsers.jobNo, createdAt: tenementUsers.id, id: tenementUsers.id } as const;
export type MemberSort = keyof typeof SORTS;
export const MEMBER_SORTS = Object.keys(SORTS) as MemberSort[];

/** `%`, `_` and `\` typed by a user are literal characters in a contains-filter. */
export const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The department's subtree as one prefix match on the materialized path. */
export function deptCondition(tenementId: number, deptId: number, withChildren = true): SQL {
  if (!withChildren) return eq(tenementUsers.deptId, deptId);
  const own = sql`(select ${depts.path} from ${depts} where ${depts.id} = ${deptId} and ${depts.tenementId} = ${tenementId})`;
  return inArray(
    tenementUsers.deptId,
    sql`(select ${depts.id} from ${depts} where ${depts.tenementId} = ${tenementId} and ${depts.path} like ${own} || '%')`,
  );
}

/** The rows of the company's people under a scope and filters; `also`: one more condition (a keyword). */
export function memberWhere(tenementId: number, scope: SQL | undefined, f: MemberFilter, also?: SQL): SQL | undefined {
  return and(
    eq(tenementUsers.tenementId, tenementId),
    scope,
    also,
    f.nameLike ? ilike(tenementUsers.name, likePattern(f.nameLike)) : undefined,
    // A subquery rather than a join keeps the count on tenement_users alone.
    f.phone ? eq(tenementUsers.userId, sql`(select ${users.id} from ${users} where ${users.phone} = ${f.phone})`) : undefined,
    f.deptId !== undefined ? deptCondition(tenementId, f.deptId, f.withChildren) : undefined,
    f.userTypeId !== undefined ? eq(tenementUsers.userTypeId, f.userTypeId) : undefined,
    f.enabled !== undefined ? eq(tenementUsers.enabled, f.enabled) : undefined,
    f.userId !== undefined ? eq(tenementUsers.userId, f.userId) : undefined,
  );
}

const memberColumns = {
  id: tenementUsers.id,
  userId: tenementUsers.userId,
  name: tenementUsers.name,
  account: users.account,
  phone: users.phone,
  email: users.email,
  deptId: tenementUsers.deptId,
  deptName: depts.name,
  jobNo: tenementUsers.jobNo,
  post: tenementUsers.post,
  userTypeId: tenementUsers.userTypeId,
  userTypeName: userTypes.name,
  isTopAdmin: tenementUsers.isTopAdmin,
  enabled: tenementUsers.enabled,
  remark: tenementUsers.remark,
  createdAt: tenementUsers.createdAt,
  /** The roles the person holds in the company, in the roles' order: part of the page's one statement. */
  roles: sql<Array<{ id: number; name: string }>>`coalesce((
    select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.sort}, ${roles.id})
    from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${tenementUsers.userId} and ${roles.tenementId} = ${tenementUsers.tenementId}
  ), '[]'::json)`,
};

const selectMembers = (db: Queryable) =>
  db
    .select(memberColumns)
    .from(tenementUsers)
    .innerJoin(users, eq(users.id, tenementUsers.userId))
    .leftJoin(depts, eq(depts.id, tenementUsers.deptId))
    .leftJoin(userTypes, eq(userTypes.id, tenementUsers.userTypeId));

export type MemberView = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

/** The list page's statement (exported unexecuted for the access benchmark's plans). */
export function memberPageQuery(
  db: Queryable,
  where: SQL | undefined,
  sort: { key: MemberSort; desc: boolean },
  offset: number,
  limit: number,
) {
  const dir = sort.desc ? desc : asc;
  return selectMembers(db).where(where).orderBy(dir(SORTS[sort.key]), dir(tenementUsers.id)).limit(limit).offset(offset);
}

export const memberCountQuery = (db: Queryable, where: SQL | undefined) => db.select({ n: count() }).from(tenementUsers).where(where);

export async function memberPage(
  db: Queryable,
  where: SQL | undefined,
  sort: { key: MemberSort; desc: boolean },
  offset: number,
  limit: number,
) {
  return memberPageQuery(db, where, sort, offset, limit);
}

export async function memberCount(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await memberCountQuery(db, where);
  return row?.n ?? 0;
}

export async function memberById(db: Queryable, where: SQL | undefined, id: number): Promise<MemberView | undefined> {
  const [row] = await selectMembers(db)
    .where(and(where, eq(tenementUsers.id, id)))
    .limit(1);
  return row;
}

/** Options for pickers: value is the user id. */
export async function memberOptions(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({ userId: tenementUsers.userId, name: tenementUsers.name, account: users.account })
    .from(tenementUsers)
    .innerJoin(users, eq(users.id, tenementUsers.userId))
    .where(where)
    .orderBy(asc(tenementUsers.name), asc(tenementUsers.id))
    .limit(limit);
}

/** Columns the people picker's keyword may match; the service passes only those the caller sees unmasked. */
export const KEYWORD_COLUMNS = { name: tenementUsers.name, account: users.account } as const;
export type KeywordColumn = keyof typeof KEYWORD_COLUMNS;

export const keywordCondition = (keyword: string, columns: readonly KeywordColumn[]) =>
  or(sql`false`, ...columns.map((c) => ilike(KEYWORD_COLUMNS[c], likePattern(keyword))));

/** Membership rows by id inside the company and the caller's scope (writes check them first). */
export async function membersByIds(db: Queryable, where: SQL | undefined, ids: number[]): Promise<MemberRow[]> {
  return db
    .select()
    .from(tenementUsers)
    .where(and(where, inArray(tenementUsers.id, ids)));
}

export async function firstMember(db: Queryable, where: SQL | undefined): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(tenementUsers).where(where).limit(1);
  return row;
}

export async function memberOf(db: Queryable, tenementId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.userId, userId)))
    .limit(1);
  return row;
}

/** Which of these users are members of the company already. */
export async function memberUserIds(db: Queryable, tenementId: number, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), inArray(tenementUsers.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function insertMembers(db: Queryable, values: MemberInsert[]) {
  if (values.length) await db.insert(tenementUsers).values(values);
}

export async function insertMember(db: Queryable, values: MemberInsert): Promise<MemberRow> {
  const [row] = await db.insert(tenementUsers).values(values).returning();
  return row!;
}

export async function updateMembers(db: Queryable, tenementId: number, ids: number[], values: Partial<MemberInsert>): Promise<MemberRow[]> {
  return db
    .update(tenementUsers)
    .set(values)
    .where(and(eq(tenementUsers.tenementId, tenementId), inArray(tenementUsers.id, ids)))
    .returning();
}

/** Remove people from a company with their roles there (the accounts stay). */
export async function deleteMembers(db: Queryable, tenementId: number, rows: MemberRow[]) {
  const userIds = rows.map((r) => r.userId);
  await db
    .delete(userRoles)
    .where(
      and(
        inArray(userRoles.userId, userIds),
        inArray(userRoles.roleId, db.select({ id: roles.id }).from(roles).where(eq(roles.tenementId, tenementId))),
      ),
    );
  await db.delete(tenementUsers).where(
    and(
      eq(tenementUsers.tenementId, tenementId),
      inArray(
        tenementUsers.id,
        rows.map((r) => r.id),
      ),
    ),
  );
}

/** End the management sessions these users hold in one company; returns their ids for the push. */
export async function revokeManageSessions(db: Queryable, tenementId: number, userIds: number[], state: number): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedState: state })
    .where(
      and(
        inArray(sessions.userId, userIds),
        eq(sessions.identity, 'manage'),
        eq(sessions.tenementId, tenementId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function deptOf(db: Queryable, tenementId: number, deptId: number) {
  const [row] = await db
    .select({ id: depts.id, name: depts.name })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.id, deptId)))
    .limit(1);
  return row;
}

export async function userTypeOf(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select()
    .from(userTypes)
    .where(and(eq(userTypes.tenementId, tenementId), eq(userTypes.id, id)))
    .limit(1);
  return row;
}
