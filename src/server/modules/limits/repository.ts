import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { actionCounters } from '../../db/schema/index.ts';

/** Add `by` to a key's count in one window and answer the new count (one statement, safe under concurrency). */
export async function bump(db: Queryable, key: string, windowStart: Date, by: number): Promise<number> {
  const [row] = await db
    .insert(actionCounters)
    .values({ key, windowStart, count: by })
    .onConflictDoUpdate({ target: [actionCounters.key, actionCounters.windowStart], set: { count: sql`${actionCounters.count} + ${by}` } })
    .returning({ count: actionCounters.count });
  return row!.count;
}

/** Past windows of a key are of no further use: dropping them keeps the table one row per live key. */
export async function dropPast(db: Queryable, key: string, windowStart: Date) {
  await db.delete(actionCounters).where(and(eq(actionCounters.key, key), lt(actionCounters.windowStart, windowStart)));
}
