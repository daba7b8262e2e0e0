/**
 * Limits on actions that could be turned into an oracle or a spam cannon (account lookups,
 * invitations). The counters live in the database, so every instance on one PostgreSQL counts the
 * same; windows are fixed (the minute, the UTC day).
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { StateName } from '../../../common/states.ts';
import * as repo from './repository.ts';

export type Window = 'minute' | 'day';
const WINDOW_MS: Record<Window, number> = { minute: 60_000, day: 86_400_000 };

export interface Limit {
  key: string;
  window: Window;
  max: number;
}

/**
 * Count `by` against every limit; the first one past its maximum throws (RATE_LIMITED carries the
 * seconds until its window ends). Call it inside the action's transaction when a refused action
 * should not count, outside it when every attempt should.
 */
export async function consume(
  db: Queryable,
  limits: Limit[],
  state: Extract<StateName, 'RATE_LIMITED' | 'INVITE_LIMIT'>,
  by = 1,
  now = Date.now(),
) {
  for (const limit of limits) {
    const span = WINDOW_MS[limit.window];
    const start = new Date(Math.floor(now / span) * span);
    await repo.dropPast(db, limit.key, start);
    const count = await repo.bump(db, limit.key, start, by);
    if (count > limit.max) throw new AppError(state, { seconds: Math.max(1, Math.ceil((start.getTime() + span - now) / 1000)) });
  }
}

/**
 * The counters nothing reads again, for the identity purge's schedule: windows are a minute or a day long
 * (a login lock's window is its end), so two days back all are over; rate-limit windows go once ended.
 */
export async function purgeEndedCounters(db: Queryable, now: Date) {
  const actionCounters = await repo.purgeWindowsBefore(db, new Date(now.getTime() - 2 * WINDOW_MS.day));
  const rateLimitWindows = await repo.purgeEndedWindows(db, now);
  return { actionCounters, rateLimitWindows };
}
