/**
 * The login page's demo-accounts notice costs three scrypt runs when its answer is missing. Callers
 * arriving together (a start, an expiry) must share one check, a failed check must not stay the
 * answer, and a good one is kept a minute. The check is injected and counted; no database is needed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { demoAccountsNotice } from '../../../src/server/modules/demo/service.ts';

/** A check that answers only when told to (every run started so far), counting how often it was started. */
function pendingCheck() {
  const runs: Array<{ resolve: (accounts: string[]) => void; reject: (err: Error) => void }> = [];
  const check = vi.fn(() => new Promise<string[]>((resolve, reject) => void runs.push({ resolve, reject })));
  const settle = (how: (r: (typeof runs)[number]) => void) => {
    for (const r of runs) how(r);
  };
  return {
    check,
    resolve: (accounts: string[]) => settle((r) => r.resolve(accounts)),
    reject: (err: Error) => settle((r) => r.reject(err)),
  };
}

/** Each test its own database: the notice is kept per database. */
const newDb = () => ({}) as Db;

afterEach(() => vi.useRealTimers());

describe('demoAccountsNotice', () => {
  it('runs one check for many callers arriving while the answer is missing, and keeps its answer', async () => {
    const db = newDb();
    const { check, resolve } = pendingCheck();
    const calls = Array.from({ length: 25 }, () => demoAccountsNotice(db, check));
    resolve(['admin', 'seeker']);
    const answers = await Promise.all(calls);
    expect(check).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(Array.from({ length: 25 }, () => ({ accounts: ['admin', 'seeker'] })));
    expect(await demoAccountsNotice(db, check)).toEqual({ accounts: ['admin', 'seeker'] });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed check: its waiting callers see the failure, the next caller checks again', async () => {
    const db = newDb();
    const failing = pendingCheck();
    const calls = Array.from({ length: 10 }, () => demoAccountsNotice(db, failing.check));
    failing.reject(new Error('database gone'));
    const settled = await Promise.allSettled(calls);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(failing.check).toHaveBeenCalledTimes(1);

    const next = pendingCheck();
    const again = demoAccountsNotice(db, next.check);
    next.resolve([]);
    expect(await again).toEqual({ accounts: [] });
    expect(next.check).toHaveBeenCalledTimes(1);
  });

  it('checks again once the kept answer is a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = newDb();
    const check = vi.fn(async () => ['admin']);
    await demoAccountsNotice(db, check);
    vi.setSystemTime(Date.now() + 59_000);
    await demoAccountsNotice(db, check);
    expect(check).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2_000);
    await demoAccountsNotice(db, check);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
