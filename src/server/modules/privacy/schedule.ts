/**
 * The daily in-process retention run: once a day while the app is up (the first a few minutes after
 * start, so a start is never slowed by it), on the deps' clock; stopped when the app closes. Several
 * instances on one database each run it: the work is idempotent (what went is not found again) and a
 * request is answered once (conditional update).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { runRetention } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_MS = 10 * 60 * 1000;

export function scheduleRetention(app: FastifyInstance, deps: Pick<Deps, 'db' | 'config' | 'log' | 'clock'>) {
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = runRetention(deps, { now: deps.clock.now(), trigger: 'schedule' })
      .then((report) =>
        deps.log.info({ retention: { people: report.people, requests: report.requests, fileBytes: report.fileBytes } }, 'retention run'),
      )
      .catch((err: unknown) => deps.log.error({ err }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(daily);
    await running;
  });
}
