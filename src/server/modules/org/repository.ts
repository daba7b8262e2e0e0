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

/** A new department with its materialized path ('/root/…/own/'). */
export async function insertDept(db: Queryable, row: { tenementId: number; parentId: number | null; deptNo: string; name: string; sort?: number; remark?: string | null }) {
  const parent = row.parentId === null ? undefined : (await db.select({ path: depts.path }).from(depts).where(eq(depts.id, row.parentId)).limit(1))[0];
  const [created] = await db.insert(depts).values({ ...row, path: '/' }).returning();
  const path = `${parent?.path ?? '/'}${created!.id}/`;
  await db.update(depts).set({ path }).where(eq(depts.id, created!.id));
  return { ...created!, path };
}
