/**
 * Demo accounts whose passwords are published (README, seed): the embedded default seeds them for a
 * first run, so they must be impossible to miss: the start log, the login page, and a production
 * start that refuses while any of them still opens with its published password.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo.ts';
import { hashPassword, verifyPassword } from '../identity/passwords.ts';
import { endSessions } from '../identity/service.ts';
import { States } from '../../../common/states.ts';
import { ConfigError } from '../../config.ts';
import { inTransaction } from '../../db/tx.ts';
import * as repo from './repository.ts';

const NAMES = Object.values(DEMO_ACCOUNTS).map((a) => a.account);
const published = new Map<string, string>(Object.values(DEMO_ACCOUNTS).map((a) => [a.account, a.password]));

/** Enabled demo accounts that still open with their published password, by name. */
export async function activeDemoAccounts(db: Db): Promise<string[]> {
  const rows = await repo.enabledAccounts(db, NAMES);
  const active: string[] = [];
  for (const r of rows) if (await verifyPassword(published.get(r.account)!, r.passwordHash)) active.push(r.account);
  return active.sort();
}

// The login page asks on every visit and each check costs three scrypt runs: keep the answer a minute.
const CACHE_MS = 60_000;
/** A check under way (`at` unset) is shared by every caller; a finished one is kept CACHE_MS from its end. */
type Entry = { accounts: Promise<string[]>; at?: number };
const cache = new WeakMap<Db, Entry>();

/**
 * The login page's notice. Callers arriving while the answer is missing (a start, an expiry) wait on
 * the one check already under way instead of each starting three scrypt runs; a failed check is
 * forgotten, so the next caller tries again. `check` is the work itself (tests count its calls).
 */
export async function demoAccountsNotice(
  db: Db,
  check: (db: Db) => Promise<string[]> = activeDemoAccounts,
): Promise<{ accounts: string[] }> {
  const hit = cache.get(db);
  if (hit && (hit.at === undefined || Date.now() - hit.at < CACHE_MS)) return { accounts: await hit.accounts };
  const entry: Entry = { accounts: check(db) };
  cache.set(db, entry);
  entry.accounts.then(
    () => void (entry.at = Date.now()),
    () => void (cache.get(db) === entry && cache.delete(db)),
  );
  return { accounts: await entry.accounts };
}

/**
 * Turn the active demo accounts off: disabled, an unknown random password, every session ended. The
 * random password is hashed at the configured cost like any other, so a later cost check sees no stale hash.
 */
export async function removeDemoAccounts(db: Db, passwordHashLogN: number): Promise<string[]> {
  const active = await activeDemoAccounts(db);
  await inTransaction(db, async (tx) => {
    for (const account of active) {
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'), passwordHashLogN);
      const userId = await repo.disableAccount(tx, account, passwordHash);
      if (userId !== undefined) await endSessions(tx, { userId }, States.ACCOUNT_DISABLED.code);
    }
  });
  cache.delete(db);
  return active;
}

export const demoWarning = (accounts: string[]) =>
  `Demo accounts with published passwords are active: ${accounts.join(', ')}. Anyone who read the README can log in as them. ` +
  'Turn them off with `npx recruit account remove-demo`, or give each a new password with `npx recruit account reset-password <account> <password>`.';

/** NODE_ENV=production does not start while a demo account opens with its published password. */
export async function refuseDemoInProduction(config: { production: boolean }, db: Db) {
  if (!config.production) return;
  const accounts = await activeDemoAccounts(db);
  if (accounts.length)
    throw new ConfigError(
      `Refusing to start with NODE_ENV=production. ${demoWarning(accounts)} (A new database started with SEED_DEMO=false gets no demo accounts.)`,
    );
}
