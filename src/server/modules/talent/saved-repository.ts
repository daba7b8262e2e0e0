/** SQL of the members' saved talent-centre searches. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { talentSavedSearches } from '../../db/schema/index.ts';

export type SavedRow = typeof talentSavedSearches.$inferSelect;

export function savedOf(db: Queryable, tenementId: number, userId: number): Promise<SavedRow[]> {
  return db
    .select()
    .from(talentSavedSearches)
    .where(and(eq(talentSavedSearches.tenementId, tenementId), eq(talentSavedSearches.userId, userId)))
    .orderBy(asc(talentSavedSearches.name));
}

export async function countOf(db: Queryable, tenementId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(talentSavedSearches)
    .where(and(eq(talentSavedSearches.tenementId, tenementId), eq(talentSavedSearches.userId, userId)));
  return row?.n ?? 0;
}

/** Inserted, or undefined when the member already has one of that name (the unique index decides a race). */
export async function insertSaved(db: Queryable, values: typeof talentSavedSearches.$inferInsert): Promise<SavedRow | undefined> {
  const [row] = await db.insert(talentSavedSearches).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteSaved(db: Queryable, tenementId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(talentSavedSearches)
    .where(and(eq(talentSavedSearches.id, id), eq(talentSavedSearches.tenementId, tenementId), eq(talentSavedSearches.userId, userId)))
    .returning({ id: talentSavedSearches.id });
  return rows.length === 1;
}

/** Serialises one member's saves (the count and the insert). */
export async function lockMember(db: Queryable, tenementId: number, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`talent-saved:${tenementId}`}), ${userId}::int)`);
}
