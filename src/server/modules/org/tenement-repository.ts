import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyInfos, depts, roles, tenementUsers, tenements, userRoles, users } from '../../db/schema/index.ts';

export type TenementRow = typeof tenements.$inferSelect;
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const userCount = sql<number>`(select count(*)::int from ${tenementUsers} where ${tenementUsers.tenementId} = ${tenements.id})`;
const deptCount = sql<number>`(select count(*)::int from ${depts} where ${depts.tenementId} = ${tenements.id})`;

export const TENEMENT_SORTS = {
  id: tenements.id,
  tenementNo: tenements.tenementNo,
  name: tenements.name,
  createdAt: tenements.createdAt,
} as const;
export type TenementSort = keyof typeof TENEMENT_SORTS;

export interface TenementFilter {
  /** Only these companies; undefined for all of them (the platform administrator). */
  ids?: number[] | undefined;
  nameLike?: string | undefined;
}

export async function tenementPage(
  db: Queryable,
  f: TenementFilter,
  sort: { by: TenementSort; desc: boolean },
  page: number,
  perPage: number,
) {
  const conds: SQL[] = [];
  if (f.ids) conds.push(f.ids.length ? inArray(tenements.id, f.ids) : sql`false`);
  if (f.nameLike) conds.push(ilike(tenements.name, likeText(f.nameLike)));
  const where = and(...conds);
  const order = sort.desc ? desc(TENEMENT_SORTS[sort.by]) : asc(TENEMENT_SORTS[sort.by]);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: tenements.id,
        tenementNo: tenements.tenementNo,
        name: tenements.name,
        enabled: tenements.enabled,
        createdAt: tenements.createdAt,
        userCount,
        creatorAccount: users.account,
      })
      .from(tenements)
      .leftJoin(users, eq(users.id, tenements.creatorUserId))
      .where(where)
      .orderBy(order, asc(tenements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(tenements).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function memberTenementIds(db: Queryable, userId: number): Promise<number[]> {
  return (await db.select({ id: tenementUsers.tenementId }).from(tenementUsers).where(eq(tenementUsers.userId, userId))).map((r) => r.id);
}

export async function tenementSummary(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: tenements.id,
      tenementNo: tenements.tenementNo,
      name: tenements.name,
      createdAt: tenements.createdAt,
      creatorName: sql<string | null>`coalesce(${users.name}, ${users.account})`,
      userCount,
      deptCount,
    })
    .from(tenements)
    .leftJoin(users, eq(users.id, tenements.creatorUserId))
    .where(eq(tenements.id, id))
    .limit(1);
  return row;
}

/** What a join screen shows of an enabled company. */
export async function tenementCard(db: Queryable, tenementNo: string) {
  const [row] = await db
    .select({
      id: tenements.id,
      tenementNo: tenements.tenementNo,
      name: tenements.name,
      shortName: companyInfos.shortName,
      logo: companyInfos.logo,
    })
    .from(tenements)
    .leftJoin(companyInfos, eq(companyInfos.tenementId, tenements.id))
    .where(and(eq(tenements.tenementNo, tenementNo), eq(tenements.enabled, true)))
    .limit(1);
  return row;
}

/** The next number of the 'T0001' series (numbers of other shapes are left alone). */
export async function nextTenementNo(db: Queryable): Promise<string> {
  const [row] = await db
    .select({ n: sql<number | null>`max(substr(${tenements.tenementNo}, 2)::int)` })
    .from(tenements)
    .where(sql`${tenements.tenementNo} ~ '^T[0-9]{1,9}$'`);
  return `T${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function tenementNamed(db: Queryable, name: string) {
  const [row] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.name, name)).limit(1);
  return row;
}

export async function userByAccount(db: Queryable, account: string) {
  const [row] = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertTenement(db: Queryable, values: typeof tenements.$inferInsert): Promise<TenementRow> {
  const [row] = await db.insert(tenements).values(values).returning();
  return row!;
}

export async function insertCompanyInfo(db: Queryable, values: typeof companyInfos.$inferInsert) {
  await db.insert(companyInfos).values(values);
}

/** The company's administrator role and its first holder, the top administrator. */
export async function insertTopAdmin(
  db: Queryable,
  m: { tenementId: number; userId: number; deptId: number; name: string; roleName: string },
) {
  const [role] = await db.insert(roles).values({ tenementId: m.tenementId, name: m.roleName, isAdmin: true }).returning({ id: roles.id });
  await db.insert(tenementUsers).values({ tenementId: m.tenementId, userId: m.userId, deptId: m.deptId, name: m.name, isTopAdmin: true });
  await db.insert(userRoles).values({ userId: m.userId, roleId: role!.id });
  return role!.id;
}

/** The user, locked for the rest of the transaction. */
export async function userForUpdate(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Companies the user opened (as their creator). */
export async function createdTenementCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenements).where(eq(tenements.creatorUserId, userId));
  return row?.n ?? 0;
}
