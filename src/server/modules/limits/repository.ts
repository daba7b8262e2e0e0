import { and, eq, like, lt, sql, type Placeholder } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
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

/** Every rate-limit window's key starts with it, so the purge can tell those rows apart. */
export const RATE_WINDOW_PREFIX = 'rl:';
/**
 * Rate-limit windows (the @fastify/rate-limit store) keep their END in window_start, as a login lock
 * does, so the purge can drop every finished one whatever its length. Windows are cut on the
 * database's clock, not the process's: every instance then agrees on where a window starts.
 */
const windowEnd = (windowMs: number | Placeholder) =>
  sql`to_timestamp(((floor(extract(epoch from now()) * 1000 / ${windowMs}::numeric) + 1) * ${windowMs}::numeric / 1000)::float8)`;
const msLeft = sql<number>`(extract(epoch from ${actionCounters.windowStart} - now()) * 1000)::float8`.mapWith(Number);

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Count one hit in the key's current window and answer the count so far: one statement, prepared
 * once per database because building and parsing it on every hit cost more than running it
 * (bench:limits).
 */
export function windowHitter(db: Db): (key: string, windowMs: number) => Promise<WindowCount> {
  const windowMs = sql.placeholder('windowMs');
  const statement = db
    .insert(actionCounters)
    .values({ key: sql.placeholder('key'), windowStart: windowEnd(windowMs), count: 1 })
    .onConflictDoUpdate({ target: [actionCounters.key, actionCounters.windowStart], set: { count: sql`${actionCounters.count} + 1` } })
    .returning({ count: actionCounters.count, ttl: msLeft })
    .prepare('rate_limit_hit');
  return async (key, ms) => (await statement.execute({ key, windowMs: ms }))[0]!;
}

/** The key's current window without counting (0 and no time left when it has none). */
export async function readWindow(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db
    .select({ count: actionCounters.count, ttl: msLeft })
    .from(actionCounters)
    .where(and(eq(actionCounters.key, key), eq(actionCounters.windowStart, windowEnd(windowMs))));
  return row ?? { count: 0, ttl: 0 };
}

/** Rate-limit windows that have ended (their window column is their end); answers how many went. */
export async function purgeEndedWindows(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(actionCounters)
    .where(and(like(actionCounters.key, `${RATE_WINDOW_PREFIX}%`), lt(actionCounters.windowStart, now)))
    .returning({ k: actionCounters.key });
  return gone.length;
}

/** Counters of windows that started before `cut`, rate-limit windows included; answers how many went. */
export async function purgeWindowsBefore(db: Queryable, cut: Date): Promise<number> {
  return (await db.delete(actionCounters).where(lt(actionCounters.windowStart, cut)).returning({ k: actionCounters.key })).length;
}
