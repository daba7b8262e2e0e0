import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tenementUsers, tenements, users } from '../../db/schema/index.ts';
import { likePattern } from './repository.ts';

export type UserRow = typeof users.$inferSelect;

export async function userByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function usersByPhones(db: Queryable, phones: string[]): Promise<UserRow[]> {
  if (!phones.length) return [];
  return db.select().from(users).where(inArray(users.phone, phones));
}

export async function accountsTaken(db: Queryable, accounts: string[]): Promise<Set<string>> {
  if (!accounts.length) return new Set();
  const rows = await db.select({ account: users.account }).from(users).where(inArray(users.account, accounts));
  return new Set(rows.map((r) => r.account));
}

export interface AccountFilter {
  accountLike?: string | undefined;
  nameLike?: string | undefined;
  phone?: string | undefined;
}

const accountWhere = (f: AccountFilter): SQL | undefined =>
  and(
    f.accountLike ? ilike(users.account, likePattern(f.accountLike)) : undefined,
    f.nameLike ? ilike(users.name, likePattern(f.nameLike)) : undefined,
    f.phone ? eq(users.phone, f.phone) : undefined,
  );

/** Every account of the platform, newest first. */
export async function accountPage(db: Queryable, f: AccountFilter, offset: number, limit: number) {
  const where = accountWhere(f);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        phone: users.phone,
        email: users.email,
        enabled: users.enabled,
        isSeeker: users.isSeeker,
        mustChangePassword: users.mustChangePassword,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The companies each user belongs to, for a page of accounts (one query). */
export async function companiesByUser(db: Queryable, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: tenementUsers.userId, name: tenements.name })
    .from(tenementUsers)
    .innerJoin(tenements, eq(tenements.id, tenementUsers.tenementId))
    .where(inArray(tenementUsers.userId, userIds))
    .orderBy(asc(tenementUsers.id));
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.name]);
  return byUser;
}

/** New accounts in one statement; answers their ids by phone. */
export async function insertAccounts(db: Queryable, values: Array<typeof users.$inferInsert>): Promise<Map<string, number>> {
  if (!values.length) return new Map();
  const rows = await db.insert(users).values(values).returning({ id: users.id, phone: users.phone });
  return new Map(rows.map((r) => [r.phone!, r.id]));
}
