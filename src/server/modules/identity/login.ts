import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { clearOnSuccess, gateLogin, loginSubject, recordLoginFailure } from './login-failures.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession, type Identity } from './sessions.ts';
import { logAttempt, newAttempt, recordAcceptance, recordSuccess, type Client, type LoginAttempt } from '../login-log/record.ts';
import * as repo from './repository.ts';

export { CAPTCHA_AFTER_FAILURES } from './login-failures.ts';

export interface LoginResult {
  tokenType: 'Bearer';
  accessToken: string;
  expiresIn: number;
  isHasManage: boolean;
  identity: Identity;
  mustChangePassword: boolean;
}

// Compared against when the account does not exist, so both paths cost one scrypt at the configured cost.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) dummyHashes.set(logN, (hash = hashPassword('not-a-real-password-Aa1!', logN)));
  return hash;
}

/**
 * Open a session for a user whose credentials were proven; shared by every way of logging in. The
 * login log's row and the terms accepted land in the session's transaction: all or none.
 */
export async function startSession(deps: Deps, user: repo.UserRow, attempt: LoginAttempt): Promise<LoginResult> {
  const members = (await repo.memberships(deps.db, user.id)).filter((m) => m.enabled);
  const isHasManage = members.length > 0;
  const identity: Identity = isHasManage && !user.isSeeker ? 'manage' : 'seeker';
  const tenementId = identity === 'manage' ? members[0]!.tenementId : null;
  const { loginSource, client } = attempt;
  const { token, expiresIn } = await inTransaction(deps.db, async (tx, afterCommit) => {
    const session = await createSession(deps, tx, { userId: user.id, identity, tenementId, loginSource, ip: client.ip }, afterCommit);
    await recordSuccess(tx, { ...attempt, userId: user.id }, tenementId);
    await recordAcceptance(tx, user.id, attempt.agreementVersion, client.ip);
    return session;
  });
  return { tokenType: 'Bearer', accessToken: token, expiresIn, isHasManage, identity, mustChangePassword: user.mustChangePassword };
}

export interface PasswordLogin {
  account: string;
  password: string;
  loginSource: number;
  captchaTicket?: string | undefined;
  agreementVersion?: string | undefined;
}

export async function login(deps: Deps, input: PasswordLogin, client: Client): Promise<LoginResult> {
  const attempt = newAttempt('password', input.account, input.loginSource, client, input.agreementVersion);
  return logAttempt(deps, attempt, () => checkPassword(deps, input, attempt));
}

async function checkPassword(deps: Deps, input: PasswordLogin, attempt: LoginAttempt): Promise<LoginResult> {
  const ip = attempt.client.ip;
  const user = await repo.findUserByLogin(deps.db, input.account);
  attempt.userId = user?.id ?? null;
  // Known or not, the login goes through the same counts, captcha demand and lock.
  const subject = loginSubject(input.account, user?.id);
  await gateLogin(deps, subject, ip, input.captchaTicket);
  if (!user) {
    await verifyPassword(input.password, await dummyHash(deps.config.passwordHashLogN));
    return recordLoginFailure(deps, subject, ip);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return recordLoginFailure(deps, subject, ip);
  if (!user.enabled) throw new AppError('LOGIN_DISABLED');
  await clearOnSuccess(deps, subject, ip);
  // The password is at hand only now: a hash made at an older, cheaper cost is replaced by one at today's.
  const upgrade = needsRehash(user.passwordHash, deps.config.passwordHashLogN)
    ? { passwordHash: await hashPassword(input.password, deps.config.passwordHashLogN) }
    : {};
  if (upgrade.passwordHash) await repo.updateUser(deps.db, user.id, upgrade);
  return startSession(deps, user, attempt);
}
