import { and, asc, count, eq, isNull, like, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depts, tenementUsers, tenements } from '../../db/schema/index.ts';

export type DeptRow = typeof depts.$inferSelect;

export const deptsOf = (db: Queryable, tenementId: number) =>
  db.select().from(depts).where(eq(depts.tenementId, tenementId)).orderBy(asc(depts.sort), asc(depts.id));

export async function tenementById(db: Queryable, id: number) {
  const [row] = await db.select().from(tenements).where(eq(tenements.id, id)).limit(1);
  return row;
}

/** A new department with its materialized path ('/root/…/own/'). */
export async function insertDept(
  db: Queryable,
  row: { tenementId: number; parentId: number | null; deptNo: string; name: string; sort?: number; remark?: string | null },
) {
  const parent =
    row.parentId === null ? undefined : (await db.select({ path: depts.path }).from(depts).where(eq(depts.id, row.parentId)).limit(1))[0];
  const [created] = await db
    .insert(depts)
    .values({ ...row, path: '/' })
    .returning();
  const path = `${parent?.path ?? '/'}${created!.id}/`;
  await db.update(depts).set({ path }).where(eq(depts.id, created!.id));
  return { ...created!, path };
}

/** One department of a company; another company's reads as missing. */
export async function deptOf(db: Queryable, tenementId: number, id: number): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.id, id)))
    .limit(1);
  return row;
}

export async function deptByNo(db: Queryable, tenementId: number, deptNo: string): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.deptNo, deptNo)))
    .limit(1);
  return row;
}

export async function rootOf(db: Queryable, tenementId: number): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), isNull(depts.parentId)))
    .orderBy(asc(depts.id))
    .limit(1);
  return row;
}

export async function childCount(db: Queryable, tenementId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.parentId, id)));
  return row?.n ?? 0;
}

/** Members whose department this is (enabled or not: both keep it in use). */
export async function peopleCount(db: Queryable, tenementId: number, deptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.deptId, deptId)));
  return row?.n ?? 0;
}

/** Members of the department at `path` and of every department below it. */
export async function peopleWithin(db: Queryable, tenementId: number, path: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenementUsers)
    .innerJoin(depts, eq(depts.id, tenementUsers.deptId))
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(depts.tenementId, tenementId), like(depts.path, `${path}%`)));
  return row?.n ?? 0;
}

/** The department and everything below it (paths start with its own). */
export const subtreeOf = (db: Queryable, tenementId: number, path: string) =>
  db
    .select({ id: depts.id, path: depts.path })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), like(depts.path, `${path}%`)));

export async function updateDept(
  db: Queryable,
  tenementId: number,
  id: number,
  values: Partial<Pick<DeptRow, 'parentId' | 'deptNo' | 'name' | 'sort' | 'remark'>>,
): Promise<DeptRow | undefined> {
  const [row] = await db
    .update(depts)
    .set(values)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.id, id)))
    .returning();
  return row;
}

/**
 * Re-root a subtree: every path under `from` starts with `to` instead. Paths hold only digits and
 * slashes, so the prefix match needs no escaping.
 */
export async function movePaths(db: Queryable, tenementId: number, from: string, to: string) {
  await db
    .update(depts)
    .set({ path: sql`${to} || substr(${depts.path}, ${from.length + 1})` })
    .where(and(eq(depts.tenementId, tenementId), like(depts.path, `${from}%`)));
}

export async function deleteDept(db: Queryable, tenementId: number, id: number) {
  await db.delete(depts).where(and(eq(depts.tenementId, tenementId), eq(depts.id, id)));
}
