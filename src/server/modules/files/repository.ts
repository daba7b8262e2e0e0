import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, files, users } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

export async function insert(db: Queryable, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findById(db: Queryable, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function pageOfTenement(db: Queryable, tenementId: number, page: number, perPage: number) {
  const where = eq(files.tenementId, tenementId);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, fromType: files.fromType, createdAt: files.createdAt, uploader: users.account })
      .from(files)
      .innerJoin(users, eq(users.id, files.userId))
      .where(where)
      .orderBy(desc(files.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(files).where(and(where)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Whether a company holds an application (open or not) of this user: its HR may read the user's papers. */
export async function hasApplicationFrom(db: Queryable, tenementId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.tenementId, tenementId), eq(deliveryRecords.userId, userId)))
    .limit(1);
  return Boolean(row);
}
