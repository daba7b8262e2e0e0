/**
 * Accounts (the platform's users, whatever companies they belong to): the platform's account list,
 * the "find an account to add" lookup, an administrator's password reset (sent to the owner) and the
 * user's own change.
 */
import { randomInt } from 'node:crypto';
import { clearLoginFailures } from '../identity/login-failures.ts';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { States } from '../../../common/states.ts';
import { pushEnded, type Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from '../identity/passwords.ts';
import * as identity from '../identity/service.ts';
import { grantsOf, isPlatformAdmin, isPlatformTopAdmin } from '../access/service.ts';
import { maskValue } from '../access/data-scope.ts';
import { logOperation } from '../oplog/service.ts';
import { companyById } from '../org/service.ts';
import { consume } from '../limits/service.ts';
import type { Channel } from '../code/senders.ts';
import * as invitations from './invitation-repository.ts';
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

export async function listAccounts(deps: Deps, q: PageQuery & { account_like?: string; name_like?: string; phone?: string }) {
  const { page, perPage } = q;
  const { rows, total } = await accounts.accountPage(
    deps.db,
    { accountLike: q.account_like, nameLike: q.name_like, phone: q.phone },
    (page - 1) * perPage,
    perPage,
  );
  const companies = await accounts.companiesByUser(
    deps.db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => ({
    ...r,
    tenementNames: (companies.get(r.id) ?? []).join(NAME_SEPARATOR),
    createdAt: r.createdAt.toISOString(),
  }));
  return { list, totalCount: total, page, perPage };
}

const CRITERIA = ['account', 'phone', 'email'] as const;
type Criteria = Partial<Record<(typeof CRITERIA)[number], string | undefined>>;
/** Lookups per caller: enough to add people by hand, far too few to walk phone numbers. */
export const LOOKUP_LIMITS = { perMinute: 10, perDay: 100 } as const;

/** One more answer about whether an account exists, against the caller's minute and day (1004 past them). */
export async function countLookup(deps: Pick<Deps, 'db'>, caller: Caller) {
  await consume(
    deps.db,
    [
      { key: `lookup:minute:${caller.userId}`, window: 'minute', max: LOOKUP_LIMITS.perMinute },
      { key: `lookup:day:${caller.userId}`, window: 'day', max: LOOKUP_LIMITS.perDay },
    ],
    'RATE_LIMITED',
  );
}

/**
 * "Find an account to add": one full account name, phone or e-mail, exactly. Counted per caller in the
 * database (minute and day) and logged. An account that cannot be added (already here or invited,
 * disabled, the platform administrator) answers exactly as no account; neither gives an id.
 */
export async function findAccount(deps: Deps, caller: Manager, q: Criteria) {
  const given = CRITERIA.filter((k) => q[k]);
  if (!given.length) throw fieldError('account', { rule: 'required' });
  if (given.length > 1) throw fieldError(given[1]!, { rule: 'oneCriterion' });
  const { tenementId } = await memberScope(deps, caller);
  await countLookup(deps, caller);
  const by = given[0]!;
  const user =
    by === 'account'
      ? await identity.userByAccount(deps.db, q.account!)
      : by === 'phone'
        ? await accounts.userByPhone(deps.db, q.phone!)
        : await accounts.userByEmail(deps.db, q.email!);
  const addable = user !== undefined && (await isAddable(deps, tenementId, user));
  await inTransaction(deps.db, (tx) =>
    logOperation(tx, caller, { action: 'query', resource: 'accountLookup', summary: { by, value: q[by], found: addable } }),
  );
  if (!user || !addable) throw new AppError('ACCOUNT_NOT_FOUND');
  return { name: user.name, phone: user.phone && maskValue(user.phone), email: user.email && maskValue(user.email) };
}

async function isAddable(deps: Deps, tenementId: number, user: accounts.UserRow): Promise<boolean> {
  if (!user.enabled) return false;
  if (await repo.memberOf(deps.db, tenementId, user.id)) return false;
  if (await invitations.openInvitation(deps.db, tenementId, user.id)) return false;
  return !(await isPlatformTopAdmin(deps.db, user.id));
}

/** The account a phone or an e-mail is bound to, if any (one account per phone, one per e-mail). */
export function accountByContact(
  db: Queryable,
  contact: { field: 'phone' | 'email'; value: string },
): Promise<accounts.UserRow | undefined> {
  return contact.field === 'phone' ? accounts.userByPhone(db, contact.value) : accounts.userByEmail(db, contact.value);
}

/**
 * Who may reset whose password (the route already asked for one of the two reset keys); nobody their
 * own (ChangePassword is for that). The platform administrator with account:resetPassword: any
 * account but a platform administrator's (those are reset by the operator's CLI). A company: only a
 * member in its data scope that it created itself and that belongs to no other company, never its
 * top administrator. Either way the password goes to the owner, never to the caller.
 */
async function assertMayReset(
  deps: Deps,
  caller: Manager,
  userId: number,
): Promise<{ resource: 'account' | 'tenementUser'; recordId: number; user: accounts.UserRow }> {
  if ((await isPlatformAdmin(deps, caller)) && (await grantsOf(deps.db, caller)).functionKeys.has('account:resetPassword')) {
    const user = await identity.userById(deps.db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.id === caller.userId) throw new AppError('SELF_LOCKED');
    if (await isPlatformTopAdmin(deps.db, user.id)) throw new AppError('RESET_NOT_ALLOWED');
    return { resource: 'account', recordId: user.id, user };
  }
  const s = await memberScope(deps, caller);
  const member = await repo.firstMember(deps.db, repo.memberWhere(s.tenementId, s.where, { userId }));
  if (!member) throw new AppError('NOT_FOUND');
  if (member.isTopAdmin) throw new AppError('TOP_ADMIN_LOCKED');
  if (member.userId === caller.userId) throw new AppError('SELF_LOCKED');
  const user = (await identity.userById(deps.db, userId))!;
  if (user.createdByTenementId !== s.tenementId || (await invitations.membershipCount(deps.db, userId)) > 1)
    throw new AppError('RESET_NOT_ALLOWED');
  // 人员管理's records are memberships: the log names the member by that row.
  return { resource: 'tenementUser', recordId: member.id, user };
}

/** Where the new password goes: the bound phone, else the bound e-mail; answered masked. */
function channelOf(user: accounts.UserRow): { channel: Channel; target: string } {
  if (user.phone) return { channel: 'sms', target: user.phone };
  if (user.email) return { channel: 'mail', target: user.email };
  throw new AppError('NO_CONTACT');
}

/**
 * A new random password the user must change at next login, sent to the owner's phone or e-mail;
 * every session of theirs ends (4006). The answer says where it went, never what it is.
 */
export async function initializePassword(deps: Deps, caller: Manager, userId: number) {
  const { resource, recordId, user } = await assertMayReset(deps, caller, userId);
  const to = channelOf(user);
  const password = initialPassword();
  const passwordHash = await hashPassword(password, deps.config.passwordHashLogN);
  const company = caller.tenementId === null ? undefined : await companyById(deps.db, caller.tenementId);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await identity.updateUser(tx, userId, { passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null });
    await clearLoginFailures(tx, userId);
    const ended = await identity.endSessions(tx, { userId }, States.ACCOUNT_INVALID.code);
    afterCommit(() => pushEnded(deps, ended, 'ACCOUNT_INVALID'));
    afterCommit(() =>
      deps.sender.send({
        ...to,
        subject: '密码重置',
        body: `${company?.name ?? ''}已为您重置账号 ${user.account} 的密码，初始密码 ${password}，首次登录后请修改密码。`,
        secrets: [password],
      }),
    );
    await logOperation(tx, caller, {
      action: 'edit',
      resource,
      recordId,
      summary: { userId, initialized: true, sentBy: to.channel },
    });
  });
  return { channel: to.channel, to: maskValue(to.target) };
}

/** The user's own change: proves the current password, clears the must-change flag, ends the other sessions. */
export async function changePassword(deps: Deps, caller: Caller, input: { oldPassword: string; newPassword: string }) {
  assertPasswordRules(input.newPassword, 'newPassword');
  const user = await identity.userById(deps.db, caller.userId);
  if (!user) throw new AppError('ACCOUNT_INVALID');
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG');
  if (input.oldPassword === input.newPassword) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashPassword(input.newPassword, deps.config.passwordHashLogN);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await identity.updateUser(tx, user.id, { passwordHash, mustChangePassword: false });
    const ended = await identity.endSessions(tx, { userId: user.id, exceptId: caller.sessionId }, States.SESSION_REVOKED.code);
    afterCommit(() => pushEnded(deps, ended, 'SESSION_REVOKED'));
  });
  return null;
}
