/**
 * Accounts (the platform's users, whatever companies they belong to): the platform's account list,
 * the "find an account to add" lookup, an administrator's password reset and the user's own change.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { tenementUsers } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { States } from '../../../common/states.ts';
import { pushEnded, type Caller } from '../identity/sessions.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from '../identity/passwords.ts';
import * as identityRepo from '../identity/repository.ts';
import { grantsOf, isPlatformAdmin } from '../access/service.ts';
import { maskValue } from '../access/data-scope.ts';
import { logOperation } from '../oplog/service.ts';
import { memberScope } from './members.ts';
import * as repo from './repository.ts';
import * as accounts from './account-repository.ts';
import { NAME_SEPARATOR } from './presenter.ts';

const INITIAL_PASSWORD_LENGTH = 12;
// No look-alikes (0/O, 1/l/I): the password is read out or typed from a screen.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

const pick = (set: string) => set[randomInt(set.length)]!;

/** A random password that meets the password rules (upper and lower case and digits). */
export function initialPassword(length = INITIAL_PASSWORD_LENGTH): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(UPPER + LOWER + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export async function listAccounts(deps: Deps, q: { page?: number; perPage?: number; account_like?: string; name_like?: string; phone?: string }) {
  const page = q.page ?? 1;
  const perPage = q.perPage ?? 10;
  const { rows, total } = await accounts.accountPage(deps.db, { accountLike: q.account_like, nameLike: q.name_like, phone: q.phone }, (page - 1) * perPage, perPage);
  const companies = await accounts.companiesByUser(deps.db, rows.map((r) => r.id));
  const list = rows.map((r) => ({ ...r, tenementNames: (companies.get(r.id) ?? []).join(NAME_SEPARATOR), createdAt: r.createdAt.toISOString() }));
  return { list, totalCount: total, page, perPage };
}

/** The account named by account, phone or e-mail (all given must agree), its contacts masked. */
export async function findAccount(deps: Deps, q: { account?: string | undefined; phone?: string | undefined; email?: string | undefined }) {
  if (!q.account && !q.phone && !q.email) throw fieldError('account', { rule: 'required' });
  const user = q.account ? await identityRepo.findUserByAccountCi(deps.db, q.account) : q.phone ? await accounts.userByPhone(deps.db, q.phone) : await accounts.userByEmail(deps.db, q.email!);
  const agrees = user && (!q.phone || user.phone === q.phone) && (!q.email || user.email === q.email.toLowerCase());
  if (!user || !agrees) throw new AppError('ACCOUNT_NOT_FOUND');
  return { id: user.id, account: user.account, name: user.name, phone: user.phone && maskValue(user.phone), email: user.email && maskValue(user.email) };
}

/**
 * Who may reset whose password (the route already asked for one of the two reset keys): the
 * platform administrator with account:resetPassword anyone's; others a member in their data scope,
 * but neither the top administrator (that would hand over the company) nor themselves (that is
 * what ChangePassword is for).
 */
async function assertMayReset(deps: Deps, caller: Caller, userId: number): Promise<'account' | 'tenementUser'> {
  if ((await isPlatformAdmin(deps, caller)) && (await grantsOf(deps.db, caller)).functionKeys.has('account:resetPassword')) {
    if (!(await identityRepo.findUserById(deps.db, userId))) throw new AppError('NOT_FOUND');
    return 'account';
  }
  const s = await memberScope(deps, caller);
  const member = await repo.firstMember(deps.db, and(repo.memberWhere(s.tenementId, s.where, {}), eq(tenementUsers.userId, userId)));
  if (!member) throw new AppError('NOT_FOUND');
  if (member.isTopAdmin) throw new AppError('TOP_ADMIN_LOCKED');
  if (member.userId === caller.userId) throw new AppError('SELF_LOCKED');
  return 'tenementUser';
}

/** A new random password the user must change at next login; every session of theirs ends (4006). */
export async function initializePassword(deps: Deps, caller: Caller, userId: number) {
  const resource = await assertMayReset(deps, caller, userId);
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await identityRepo.updateUser(tx, userId, { passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null });
    const ended = await identityRepo.revokeSessions(tx, { userId }, States.ACCOUNT_INVALID.code);
    afterCommit(() => pushEnded(deps, ended, 'ACCOUNT_INVALID'));
    await logOperation(tx, caller, { action: 'edit', resource, recordId: userId, summary: { userId, initialized: true } });
  });
  return { password };
}

/** The user's own change: proves the current password, clears the must-change flag, ends the other sessions. */
export async function changePassword(deps: Deps, caller: Caller, input: { oldPassword: string; newPassword: string }) {
  assertPasswordRules(input.newPassword, 'newPassword');
  const user = await identityRepo.findUserById(deps.db, caller.userId);
  if (!user) throw new AppError('ACCOUNT_INVALID');
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG');
  if (input.oldPassword === input.newPassword) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await identityRepo.updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    const ended = await identityRepo.revokeSessions(tx, { userId: user.id, exceptId: caller.sessionId }, States.SESSION_REVOKED.code);
    afterCommit(() => pushEnded(deps, ended, 'SESSION_REVOKED'));
  });
  return null;
}
