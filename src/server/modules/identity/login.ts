import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { clearOnSuccess, gateLogin, loginSubject, recordLoginFailure } from './login-failures.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { createSession, type Identity } from './sessions.ts';
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

/** Open a session for a user whose credentials were proven; shared by every way of logging in. */
export async function startSession(deps: Deps, user: repo.UserRow, loginSource: number, ip: string): Promise<LoginResult> {
  const members = (await repo.memberships(deps.db, user.id)).filter((m) => m.enabled);
  const isHasManage = members.length > 0;
  const identity: Identity = isHasManage && !user.isSeeker ? 'manage' : 'seeker';
  const tenementId = identity === 'manage' ? members[0]!.tenementId : null;
  const { token, expiresIn } = await inTransaction(deps.db, (tx, afterCommit) =>
    createSession(deps, tx, { userId: user.id, identity, tenementId, loginSource, ip }, afterCommit),
  );
  return { tokenType: 'Bearer', accessToken: token, expiresIn, isHasManage, identity, mustChangePassword: user.mustChangePassword };
}

export async function login(
  deps: Deps,
  input: { account: string; password: string; loginSource: number; captchaTicket?: string | undefined },
  ip: string,
): Promise<LoginResult> {
  const user = await repo.findUserByLogin(deps.db, input.account);
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
  return startSession(deps, user, input.loginSource, ip);
}
