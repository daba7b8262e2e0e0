/**
 * Writing the login log. Every way into a session (password, register, login link, third-party
 * identity, a switch into a company's back office) describes its attempt as a LoginAttempt: the
 * success is written by startSession in the transaction that opens the session, so a row exists
 * exactly when a session does; a failure is written by `logAttempt` once the attempt has thrown,
 * on its own statement, so nothing the attempt undoes can take the row with it. The terms a login
 * accepted are kept beside the log (recordAcceptance).
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { StateName } from '../../../common/states.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';
import * as repo from './repository.ts';

export const LOGIN_METHODS = ['password', 'register', 'exchangeCode', 'thirdParty', 'switch'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const LOGIN_FAILURES = [
  'wrongPassword',
  'unknownAccount',
  'locked',
  'captcha',
  'disabled',
  'linkInvalid',
  'thirdPartyUnbound',
  'thirdPartyUnsupported',
  'error',
] as const;
export type LoginFailure = (typeof LOGIN_FAILURES)[number];

/** Where a request came from, as the log keeps it. */
export interface Client {
  ip: string;
  userAgent: string | null;
}

export interface LoginAttempt {
  method: LoginMethod;
  /** The login as typed; a link or third-party login fills in the account once it knows it. */
  account: string;
  loginSource: number;
  client: Client;
  agreementVersion: string | null;
  /** Set as soon as the attempt names an existing account (the reason and who may read the row depend on it). */
  userId: number | null;
}

export function newAttempt(
  method: LoginMethod,
  account: string,
  loginSource: number,
  client: Client,
  agreementVersion?: string | undefined,
): LoginAttempt {
  return { method, account: account.trim(), loginSource, client, agreementVersion: agreementVersion ?? null, userId: null };
}

/** Refusals that say why an attempt failed; the rest of the states a login can answer are faults (`error`). */
const REASONS: Partial<Record<StateName, LoginFailure>> = {
  LOGIN_FAILED: 'wrongPassword',
  // A third-party identity bound with the account's password: a wrong one is a wrong password.
  OLD_PASSWORD_WRONG: 'wrongPassword',
  ACCOUNT_INVALID: 'unknownAccount',
  ACCOUNT_LOCKED: 'locked',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_FAILED: 'captcha',
  CAPTCHA_EXPIRED: 'captcha',
  LOGIN_DISABLED: 'disabled',
  EXCHANGE_CODE_INVALID: 'linkInvalid',
  THIRD_PARTY_UNBOUND: 'thirdPartyUnbound',
  THIRD_PARTY_UNSUPPORTED: 'thirdPartyUnsupported',
};

/**
 * Answers that end no attempt: 1332 asks the browser whether to replace its session, and the same
 * link then comes back with `replace` (that call is the attempt).
 */
const NOT_ATTEMPTS: ReadonlySet<StateName> = new Set(['EXCHANGE_OTHER_ACCOUNT']);

export function reasonOf(err: unknown, attempt: Pick<LoginAttempt, 'userId'>): LoginFailure | null {
  if (!(err instanceof AppError)) return 'error';
  if (NOT_ATTEMPTS.has(err.stateName)) return null;
  // The same 1300 answers both (the caller must not tell them apart); the log may.
  if (err.stateName === 'LOGIN_FAILED' && attempt.userId === null) return 'unknownAccount';
  return REASONS[err.stateName] ?? 'error';
}

function rowOf(attempt: LoginAttempt): repo.NewLoginLog {
  return {
    account: attempt.account.slice(0, 254),
    userId: attempt.userId,
    method: attempt.method,
    loginSource: attempt.loginSource,
    ip: attempt.client.ip.slice(0, 64),
    userAgent: attempt.client.userAgent?.slice(0, 500) ?? null,
    agreementVersion: attempt.agreementVersion,
  };
}

/** The session's row: call it inside the transaction that creates (or switches) the session. */
export async function recordSuccess(db: Queryable, attempt: LoginAttempt, tenementId: number | null) {
  await repo.insert(db, { ...rowOf(attempt), tenementId, success: true, reason: null });
}

/** A failed attempt, written on its own; a failure to write it is logged, never put in the way of the answer. */
export async function recordFailure(deps: Pick<Deps, 'db' | 'log'>, attempt: LoginAttempt, err: unknown) {
  const reason = reasonOf(err, attempt);
  if (!reason) return;
  try {
    await repo.insert(deps.db, { ...rowOf(attempt), tenementId: null, success: false, reason });
  } catch (writeErr) {
    deps.log.error({ err: writeErr }, 'login log: a failed attempt could not be recorded');
  }
}

/** Run one attempt; if it throws, its failure is recorded and the same error goes on to the caller. */
export async function logAttempt<T>(deps: Pick<Deps, 'db' | 'log'>, attempt: LoginAttempt, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    await recordFailure(deps, attempt, err);
    throw err;
  }
}

/** Who accepted the current terms and when; an older version sent by a stale page is not an acceptance of today's text. */
export async function recordAcceptance(db: Queryable, userId: number, agreementVersion: string | null, ip: string) {
  if (agreementVersion !== TERMS_VERSION) return;
  await repo.insertAcceptance(db, { userId, version: agreementVersion, ip: ip.slice(0, 64) });
}
