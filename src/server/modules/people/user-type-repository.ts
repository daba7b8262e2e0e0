import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tenementUsers, userTypes } from '../../db/schema/index.ts';

export type UserTypeRow = typeof userTypes.$inferSelect;

export async function userTypesOf(db: Queryable, tenementId: number, enabledOnly = true): Promise<UserTypeRow[]> {
  return db
    .select()
    .from(userTypes)
    .where(and(eq(userTypes.tenementId, tenementId), enabledOnly ? eq(userTypes.enabled, true) : undefined))
    .orderBy(asc(userTypes.sort), asc(userTypes.id));
}

/** Another type of the company already called this (names are unique per company). */
export async function nameTaken(db: Queryable, tenementId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(
      and(eq(userTypes.tenementId, tenementId), eq(userTypes.name, name), exceptId === undefined ? undefined : ne(userTypes.id, exceptId)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUserType(db: Queryable, values: typeof userTypes.$inferInsert): Promise<UserTypeRow> {
  const [row] = await db.insert(userTypes).values(values).returning();
  return row!;
}

export async function updateUserType(
  db: Queryable,
  tenementId: number,
  id: number,
  values: { name: string; sort?: number | undefined },
): Promise<UserTypeRow | undefined> {
  const [row] = await db
    .update(userTypes)
    .set(values)
    .where(and(eq(userTypes.tenementId, tenementId), eq(userTypes.id, id)))
    .returning();
  return row;
}

export async function isUserTypeUsed(db: Queryable, tenementId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenementUsers.id })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.userTypeId, id)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteUserType(db: Queryable, tenementId: number, id: number) {
  await db.delete(userTypes).where(and(eq(userTypes.tenementId, tenementId), eq(userTypes.id, id)));
}
