import { and, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { loginLogs, tenementUsers, termsAcceptances } from '../../db/schema/index.ts';

export type NewLoginLog = Omit<typeof loginLogs.$inferInsert, 'id' | 'createdAt' | 'success' | 'reason' | 'tenementId'>;

export async function insert(db: Queryable, values: typeof loginLogs.$inferInsert) {
  await db.insert(loginLogs).values(values);
}

/** A version of the terms accepted by a user; the first acceptance of each version is the one kept. */
export async function insertAcceptance(db: Queryable, values: typeof termsAcceptances.$inferInsert) {
  await db.insert(termsAcceptances).values(values).onConflictDoNothing();
}

/** `%`, `_` and `\` typed by a user are literal characters in a contains-filter. */
const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface LoginLogFilter {
  tenementId: number;
  /** The reader's data scope on the company's people (a condition on tenement_users); undefined: all of them. */
  memberScope: SQL | undefined;
  keyword?: string | undefined;
  success?: boolean | undefined;
  ipLike?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The rows a company may read: sessions acting for it and failed attempts on its members' accounts.
 * Under a narrowed data scope every row must also name a member inside that scope.
 */
function companyRows(f: LoginLogFilter): SQL {
  const members = (where: SQL | undefined) =>
    inArray(
      loginLogs.userId,
      sql`(select ${tenementUsers.userId} from ${tenementUsers} where ${and(eq(tenementUsers.tenementId, f.tenementId), where)})`,
    );
  const ours = or(eq(loginLogs.tenementId, f.tenementId), and(eq(loginLogs.success, false), members(undefined)))!;
  return f.memberScope ? and(ours, members(f.memberScope))! : ours;
}

function whereOf(f: LoginLogFilter): SQL {
  const conds: SQL[] = [companyRows(f)];
  if (f.keyword) {
    const pattern = likePattern(f.keyword);
    const byName = sql`(select ${tenementUsers.userId} from ${tenementUsers} where ${and(eq(tenementUsers.tenementId, f.tenementId), ilike(tenementUsers.name, pattern))})`;
    conds.push(or(ilike(loginLogs.account, pattern), inArray(loginLogs.userId, byName))!);
  }
  if (f.success !== undefined) conds.push(eq(loginLogs.success, f.success));
  if (f.ipLike) conds.push(ilike(loginLogs.ip, likePattern(f.ipLike)));
  if (f.from) conds.push(gte(loginLogs.createdAt, f.from));
  if (f.to) conds.push(lte(loginLogs.createdAt, f.to));
  return and(...conds)!;
}

/** A page, newest first, with each row's member name in the reader's company (null once they left it). */
export async function page(db: Queryable, f: LoginLogFilter, pageNo: number, perPage: number) {
  const where = whereOf(f);
  const [rows, totals] = await Promise.all([
    db
      .select({ log: loginLogs, name: tenementUsers.name })
      .from(loginLogs)
      .leftJoin(tenementUsers, and(eq(tenementUsers.userId, loginLogs.userId), eq(tenementUsers.tenementId, f.tenementId)))
      .where(where)
      .orderBy(desc(loginLogs.id))
      .limit(perPage)
      .offset((pageNo - 1) * perPage),
    db.select({ n: count() }).from(loginLogs).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Rows older than the retention; answers how many went. */
export async function purgeBefore(db: Queryable, cut: Date): Promise<number> {
  return (await db.delete(loginLogs).where(lt(loginLogs.createdAt, cut)).returning({ id: loginLogs.id })).length;
}
