/**
 * Failed logins, counted in the database (action_counters, so every instance counts alike) and
 * keyed the same way whether or not the login names an account: an unknown phone asks for the
 * captcha and locks exactly as a real one does, so the answers tell nothing about who exists.
 *
 * Two counts per login subject:
 * - the account's failures from every address (UTC day): from CAPTCHA_AFTER_FAILURES on, every
 *   login of that subject needs a solved captcha, wherever it comes from;
 * - the failures from one client address: at LOGIN_LOCK_THRESHOLD that address is locked out of
 *   that account for LOGIN_LOCK_MINUTES. The lock is per account AND address, so a stranger who
 *   fails on purpose locks only themselves, never the owner working from elsewhere.
 */
import type { StateName } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { requireTicket } from '../code/captcha.ts';
import { sha256 } from '../code/tokens.ts';
import * as repo from './repository.ts';

/** Failed attempts (on the account, from any address) after which a login needs a solved captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
const DAY_MS = 86_400_000;

export interface LoginSubject {
  /** Hash of the account id, or of the login as typed (trimmed, lower case) when none matches. */
  hash: string;
}

export function loginSubject(login: string, userId: number | undefined): LoginSubject {
  return { hash: sha256(userId !== undefined ? `user:${userId}` : `login:${login.trim().toLowerCase()}`) };
}

const keys = (s: LoginSubject, ip: string) => ({
  account: `login-fail:${s.hash}`,
  address: `login-fail:${s.hash}:${ip}`,
  lock: `login-lock:${s.hash}:${ip}`,
});
const dayStart = (now: number) => new Date(Math.floor(now / DAY_MS) * DAY_MS);

/** Wherever the account's password is checked, a locked address is refused first, as a login is. */
export async function refuseWhileLocked(deps: Deps, s: LoginSubject, ip: string) {
  const now = Date.now();
  const lockEnd = await repo.counterWindowAfter(deps.db, keys(s, ip).lock, new Date(now));
  if (lockEnd) throw new AppError('ACCOUNT_LOCKED', { minutes: Math.max(1, Math.ceil((lockEnd.getTime() - now) / 60_000)) });
}

/** Before the password is checked: a locked address is refused, a much-failed account needs the captcha. */
export async function gateLogin(deps: Deps, s: LoginSubject, ip: string, captchaTicket: string | undefined) {
  await refuseWhileLocked(deps, s, ip);
  if ((await repo.counterValue(deps.db, keys(s, ip).account, dayStart(Date.now()))) >= CAPTCHA_AFTER_FAILURES) {
    await requireTicket(deps.db, captchaTicket, 'login');
  }
}

/**
 * Count a wrong password; the address is locked out of the account at the threshold. Below it the
 * answer is `wrong` (a login says 1300; binding a third-party identity, 1330 about the current password).
 */
export async function recordLoginFailure(deps: Deps, s: LoginSubject, ip: string, wrong: StateName = 'LOGIN_FAILED'): Promise<never> {
  const { loginLockThreshold, loginLockMinutes } = deps.config;
  const k = keys(s, ip);
  const now = Date.now();
  await repo.bumpCounter(deps.db, k.account, dayStart(now));
  const fromAddress = await repo.bumpCounter(deps.db, k.address, dayStart(now));
  if (fromAddress < loginLockThreshold) throw new AppError(wrong);
  // The lock row's window is its end; the address's count starts again once it is over.
  await repo.bumpCounter(deps.db, k.lock, new Date(now + loginLockMinutes * 60_000));
  await repo.deleteCounters(deps.db, [k.address]);
  throw new AppError('ACCOUNT_LOCKED', { minutes: loginLockMinutes });
}

/** A good password: the account's count and this address's count start again (other addresses' locks stay). */
export async function clearOnSuccess(deps: Deps, s: LoginSubject, ip: string) {
  const k = keys(s, ip);
  await repo.deleteCounters(deps.db, [k.account, k.address]);
}

/** A new password (reset by code, by the company or the operator): every count and lock of the account ends. */
export async function clearLoginFailures(db: Deps['db'], userId: number) {
  await repo.deleteCountersByPrefix(db, [`login-fail:${loginSubject('', userId).hash}`, `login-lock:${loginSubject('', userId).hash}`]);
}
