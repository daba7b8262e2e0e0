/**
 * Rows of the identity tables that nothing will read again: spent or expired captchas and tickets,
 * codes past the daily-limit window, exchange codes, action counters (login failures, lookups) of
 * past windows, rate-limit windows that have ended, sessions that ended a while ago, and login-log
 * rows past LOGIN_LOG_DAYS. Purged on a schedule (PURGE_INTERVAL_MINUTES) so that what the tables
 * hold stays bounded.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { purgeLoginLogsBefore } from '../login-log/service.ts';
import { purgeEndedCounters } from '../limits/service.ts';
import * as repo from './purge-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Codes count towards the daily limits for a day after they were sent. */
const CODE_KEEP_MS = DAY_MS;
/**
 * An ended session still answers why it ended (4003, 4004...) to a client that comes back with its
 * token; after a week that client just gets 401.
 */
const SESSION_KEEP_MS = 7 * DAY_MS;

/**
 * One DELETE per table (the login log's and the counters' through their modules); returns how many rows
 * each dropped. `loginLogDays`: how long login attempts are kept (LOGIN_LOG_DAYS, passed by the
 * schedule); without it the login log is left alone.
 */
export async function purgeExpired(db: Queryable, now = new Date(), loginLogDays?: number) {
  const codeCut = new Date(now.getTime() - CODE_KEEP_MS);
  const sessionCut = new Date(now.getTime() - SESSION_KEEP_MS);
  return {
    captchas: await repo.purgeCaptchas(db, now),
    captchaTickets: await repo.purgeCaptchaTickets(db, now),
    verificationCodes: await repo.purgeCodes(db, codeCut, now),
    // Action counters of windows long over, and rate-limit windows that have ended.
    ...(await purgeEndedCounters(db, now)),
    exchangeCodes: await repo.purgeExchangeCodes(db, now),
    sessions: await repo.purgeSessions(db, sessionCut),
    loginLogs: loginLogDays === undefined ? 0 : await purgeLoginLogsBefore(db, new Date(now.getTime() - loginLogDays * DAY_MS)),
  };
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
