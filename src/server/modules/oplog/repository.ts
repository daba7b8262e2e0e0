import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/index.ts';

export async function insert(db: Queryable, values: typeof operationLogs.$inferInsert) {
  await db.insert(operationLogs).values(values);
}

export interface LogFilter {
  tenementId: number;
  action?: string | undefined;
  resource?: string | undefined;
  accountLike?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function page(db: Queryable, f: LogFilter, pageNo: number, perPage: number) {
  const conds: SQL[] = [eq(operationLogs.tenementId, f.tenementId)];
  if (f.action) conds.push(eq(operationLogs.action, f.action));
  if (f.resource) conds.push(eq(operationLogs.resource, f.resource));
  if (f.accountLike) conds.push(ilike(operationLogs.account, `%${f.accountLike.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  if (f.from) conds.push(gte(operationLogs.createdAt, f.from));
  if (f.to) conds.push(lte(operationLogs.createdAt, f.to));
  const where = and(...conds);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.id))
      .limit(perPage)
      .offset((pageNo - 1) * perPage),
    db.select({ n: count() }).from(operationLogs).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
