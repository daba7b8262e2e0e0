import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { dataPermissions, depts } from '../../db/schema/index.ts';

export type DataPermissionRow = typeof dataPermissions.$inferSelect;

export const permissionsOfRole = (db: Queryable, roleId: number) =>
  db.select().from(dataPermissions).where(eq(dataPermissions.roleId, roleId)).orderBy(asc(dataPermissions.id));

export async function permissionOf(db: Queryable, roleId: number, tableName: string): Promise<DataPermissionRow | undefined> {
  const [row] = await db
    .select()
    .from(dataPermissions)
    .where(and(eq(dataPermissions.roleId, roleId), eq(dataPermissions.tableName, tableName)))
    .limit(1);
  return row;
}

export const permissionsByIds = (db: Queryable, ids: number[]) =>
  db.select().from(dataPermissions).where(inArray(dataPermissions.id, ids)).orderBy(asc(dataPermissions.id));

export async function insertPermission(db: Queryable, values: typeof dataPermissions.$inferInsert): Promise<DataPermissionRow> {
  const [row] = await db.insert(dataPermissions).values(values).returning();
  return row!;
}

export async function updatePermission(
  db: Queryable,
  id: number,
  values: Partial<typeof dataPermissions.$inferInsert>,
): Promise<DataPermissionRow> {
  const [row] = await db.update(dataPermissions).set(values).where(eq(dataPermissions.id, id)).returning();
  return row!;
}

export async function deletePermissions(db: Queryable, ids: number[]) {
  await db.delete(dataPermissions).where(inArray(dataPermissions.id, ids));
}

/** Names of the company's departments among the ids. */
export async function deptNames(db: Queryable, tenementId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: depts.id, name: depts.name })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), inArray(depts.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ids of the company's departments at or below the one with this path. */
export async function deptIdsUnder(db: Queryable, tenementId: number, path: string): Promise<number[]> {
  const rows = await db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), like(depts.path, `${path}%`)));
  return rows.map((r) => r.id);
}
