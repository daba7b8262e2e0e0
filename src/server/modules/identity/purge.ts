/**
 * Rows of the identity tables that nothing will read again: spent or expired captchas and tickets,
 * codes past the daily-limit window, exchange codes, action counters (login failures, lookups) of
 * past windows, rate-limit windows that have ended, sessions that ended a while ago, and login-log
 * rows past LOGIN_LOG_DAYS. Purged on a schedule (PURGE_INTERVAL_MINUTES) so that what the tables
 * hold stays bounded.
 */
import type { FastifyInstance } from 'fastify';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { actionCounters, captchaTickets, captchas, exchangeCodes, sessions, verificationCodes } from '../../db/schema/index.ts';
import { purgeBefore as purgeLoginLogs } from '../login-log/repository.ts';
import { purgeEndedWindows } from '../limits/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Codes count towards the daily limits for a day after they were sent. */
const CODE_KEEP_MS = DAY_MS;
/**
 * An ended session still answers why it ended (4003, 4004...) to a client that comes back with its
 * token; after a week that client just gets 401.
 */
const SESSION_KEEP_MS = 7 * DAY_MS;

/**
 * One DELETE per table; returns how many rows each dropped. `loginLogDays`: how long login attempts
 * are kept (LOGIN_LOG_DAYS, passed by the schedule); without it the login log is left alone.
 */
export async function purgeExpired(db: Queryable, now = new Date(), loginLogDays?: number) {
  const codeCut = new Date(now.getTime() - CODE_KEEP_MS);
  const sessionCut = new Date(now.getTime() - SESSION_KEEP_MS);
  const counts = {
    captchas: (await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id })).length,
    captchaTickets: (await db.delete(captchaTickets).where(lt(captchaTickets.expiresAt, now)).returning({ h: captchaTickets.ticketHash })).length,
    verificationCodes: (
      await db
        .delete(verificationCodes)
        .where(and(lt(verificationCodes.createdAt, codeCut), lt(verificationCodes.expiresAt, now)))
        .returning({ id: verificationCodes.id })
    ).length,
    // Counter windows are a minute or a day long (a login lock's window is its end): two days back, all are over.
    actionCounters: (
      await db.delete(actionCounters).where(lt(actionCounters.windowStart, new Date(now.getTime() - 2 * DAY_MS))).returning({ k: actionCounters.key })
    ).length,
    // Per-minute windows, one row per address and route each: two days of them would pile up.
    rateLimitWindows: await purgeEndedWindows(db, now),
    exchangeCodes: (await db.delete(exchangeCodes).where(lt(exchangeCodes.expiresAt, now)).returning({ h: exchangeCodes.codeHash })).length,
    sessions: (
      await db
        .delete(sessions)
        .where(
          or(
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCut)),
            lt(sessions.expiresAt, sessionCut),
            lt(sessions.maxExpiresAt, sessionCut),
          ),
        )
        .returning({ id: sessions.id })
    ).length,
    loginLogs: loginLogDays === undefined ? 0 : await purgeLoginLogs(db, new Date(now.getTime() - loginLogDays * DAY_MS)),
  };
  return counts;
}

/** Runs the purge every PURGE_INTERVAL_MINUTES while the app is up; stopped when it closes. */
export function schedulePurge(app: FastifyInstance, deps: Pick<Deps, 'db' | 'config' | 'log'>) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpired(deps.db, new Date(), deps.config.loginLogDays)
      .then((counts) => deps.log.debug({ purged: counts }, 'expired identity rows purged'))
      .catch((err: unknown) => deps.log.error({ err }, 'purge failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, deps.config.purgeIntervalMinutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
