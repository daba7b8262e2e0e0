import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depts, tenements } from '../../db/schema/index.ts';

export type DeptRow = typeof depts.$inferSelect;

export const deptsOf = (db: Queryable, tenementId: number) =>
  db.select().from(depts).where(eq(depts.tenementId, tenementId)).orderBy(asc(depts.sort), asc(depts.id));

export async function tenementById(db: Queryable, id: number) {
  const [row] = await db.select().from(tenements).where(eq(tenements.id, id)).limit(1);
  return row;
}
