import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { isEmail, isPhone } from '../../../common/validators.ts';
import { requireTicket } from '../code/captcha.ts';
import { consumeCode, countCodeAttempt, issueCode, proveCode, type CodePurpose } from '../code/codes.ts';
import { clearLoginFailures } from './login-failures.ts';
import type { Channel } from '../code/senders.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords.ts';
import { pushEnded, type Caller } from './sessions.ts';
import { startSession, type LoginResult } from './login.ts';
import { assertTermsAccepted } from './terms.ts';
import { newAttempt, type Client } from '../login-log/record.ts';
import { States } from '../../../common/states.ts';
import * as repo from './repository.ts';

export interface Target {
  channel: Channel;
  target: string;
}

/** A phone or an e-mail address, as typed: e-mails are kept in lower case. */
export function targetOf(value: string, field: string): Target {
  if (isPhone(value)) return { channel: 'sms', target: value };
  if (isEmail(value)) return { channel: 'mail', target: value.toLowerCase() };
  throw fieldError(field, { rule: 'format' });
}

async function assertTargetFree(deps: Deps, t: Target) {
  const owner = await repo.findUserByLogin(deps.db, t.target);
  if (owner) throw new AppError(t.channel === 'sms' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
}

/**
 * Send a code. The captcha comes first, and the answer is the same whether or not the target has an
 * account: register and bind codes go to a taken phone too (its owner learns nothing new; the submit
 * says 1321 once the code is proved), and reset or login codes for a target without an account are
 * counted but not sent.
 */
export async function sendCode(
  deps: Deps,
  req: Target & { purpose: CodePurpose; captchaTicket: string; ip: string },
  caller: Caller | null,
) {
  if (req.purpose === 'bind' && !caller) throw new AppError('UNAUTHORIZED');
  await requireTicket(deps.db, req.captchaTicket, req.purpose);
  const needsAccount = req.purpose === 'reset' || req.purpose === 'login';
  const deliver = !needsAccount || Boolean(await repo.findUserByLogin(deps.db, req.target));
  const request = { ...req, deliver, senderUserId: caller?.userId };
  return inTransaction(deps.db, (tx, afterCommit) => issueCode(deps, tx, request, afterCommit));
}

/**
 * Whether an account name is taken, for a caller who solved a register captcha (one answer per
 * ticket): anonymous and free, it would list the accounts to attack. The register page does not
 * use it; RegisterUser says 1320 once the code is proved.
 */
export async function accountExists(deps: Deps, account: string, captchaTicket: string | undefined) {
  await requireTicket(deps.db, captchaTicket, 'register');
  return { exists: Boolean(await repo.findUserByAccountCi(deps.db, account)) };
}

export interface Registration {
  account: string;
  password: string;
  phone?: string | undefined;
  email?: string | undefined;
  code: string;
  captchaTicket: string;
  loginSource: number;
  agreementVersion?: string | undefined;
}

export async function register(deps: Deps, input: Registration, client: Client): Promise<LoginResult> {
  assertPasswordRules(input.password);
  const contact = input.phone ? targetOf(input.phone, 'phone') : input.email ? targetOf(input.email, 'email') : null;
  if (!contact) throw fieldError('phone', { rule: 'phoneOrEmail' });
  // Before the ticket and the code are spent, so ticking the box and sending again is enough.
  assertTermsAccepted(input.agreementVersion);
  await requireTicket(deps.db, input.captchaTicket, 'register');
  // The code first: whether the account name, phone or e-mail is taken is told only to whoever holds
  // the phone or mailbox. A taken name keeps the code for another try, as one of its attempts.
  const proof = { target: contact.target, purpose: 'register' as const, code: input.code };
  const codeId = await proveCode(deps.db, proof);
  if (await repo.findUserByAccountCi(deps.db, input.account)) {
    await countCodeAttempt(deps.db, codeId);
    throw new AppError('ACCOUNT_TAKEN');
  }
  await consumeCode(deps.db, proof);
  await assertTargetFree(deps, contact);
  const user = await repo.insertUser(deps.db, {
    account: input.account,
    passwordHash: await hashPassword(input.password, deps.config.passwordHashLogN),
    ...(contact.channel === 'sms' ? { phone: contact.target } : { email: contact.target }),
    isSeeker: true,
  });
  // Register-then-login: the new account's first session is a login of its own in the log.
  return startSession(deps, user, newAttempt('register', input.account, input.loginSource, client, input.agreementVersion));
}

/** Reset a forgotten password with a code; every session of the account ends. */
export async function resetPassword(deps: Deps, input: { target: string; code: string; password: string; captchaTicket: string }) {
  assertPasswordRules(input.password);
  const t = targetOf(input.target, 'target');
  await requireTicket(deps.db, input.captchaTicket, 'reset');
  // The code first: no code was sent for a target without an account, so this answers 1310 for it.
  await consumeCode(deps.db, { target: t.target, purpose: 'reset', code: input.code });
  const user = await repo.findUserByLogin(deps.db, t.target);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  if (await verifyPassword(input.password, user.passwordHash)) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashLogN);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await repo.updateUser(tx, user.id, { passwordHash, failedLogins: 0, lockedUntil: null, mustChangePassword: false });
    await clearLoginFailures(tx, user.id);
    const ended = await repo.revokeSessions(tx, { userId: user.id }, States.SESSION_REVOKED.code);
    afterCommit(() => pushEnded(deps, ended, 'SESSION_REVOKED'));
  });
  return null;
}
