import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { States } from '../../../common/states.ts';
import type { Caller, Identity } from './sessions.ts';
import * as repo from './repository.ts';
import { presentUserInfo } from './presenter.ts';
import type { Db } from '../../db/client.ts';
import { memoOf, remembered, type MemoOptions } from '../../db/memo.ts';
import { newAttempt, recordSuccess, type Client } from '../login-log/record.ts';
import { inTransaction } from '../../db/tx.ts';

/** End the caller's session; the client ignores failures, so this never refuses. */
export async function logout(deps: Deps, caller: Caller | null) {
  if (!caller) return null;
  await repo.revokeSession(deps.db, caller.sessionId, States.SESSION_REVOKED.code);
  // The client stops its own connection first; any other tab of the same session is closed here.
  deps.hub.endSession(caller.sessionId);
  return null;
}

/** Who the caller is (account, enabled memberships), kept per user until the account or a membership changes. */
const FACTS: MemoOptions<number, Facts | undefined> = {
  max: 50_000,
  ttlMs: 10 * 60_000,
  drops: (change, userId) => change.kind === 'u' && change.id === userId,
};
type Facts = {
  user: Omit<NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>, 'passwordHash'>;
  members: repo.Membership[];
  isHasManage: boolean;
};

async function readFacts(db: Db, userId: number): Promise<Facts | undefined> {
  const [row, all] = await Promise.all([repo.findUserById(db, userId), repo.memberships(db, userId)]);
  if (!row) return undefined;
  // The copy lives for minutes in memory: it keeps nothing secret.
  const { passwordHash: _secret, ...user } = row;
  const members = all.filter((m) => m.enabled);
  return { user, members, isHasManage: members.length > 0 };
}

async function identityFacts(deps: Deps, caller: Caller): Promise<Facts> {
  const facts = await remembered(memoOf(deps.db, 'identity-facts', FACTS), caller.userId, () => readFacts(deps.db, caller.userId));
  if (!facts) throw new AppError('ACCOUNT_INVALID');
  return facts;
}

export async function checkLogin(deps: Deps, caller: Caller) {
  const { isHasManage } = await identityFacts(deps, caller);
  return { valid: true, identity: caller.identity, isHasManage };
}

/**
 * Moving between the job-seeker area (hr) and the back office (web): a user who has both
 * identities and is not acting as the one the area needs must choose on /homeCheck.
 */
export async function areaCheck(deps: Deps, caller: Caller, area: 'hr' | 'web') {
  const { user, isHasManage } = await identityFacts(deps, caller);
  const needChoose =
    area === 'web' ? isHasManage && caller.identity !== 'manage' : user.isSeeker && isHasManage && caller.identity === 'manage';
  return { needChoose, identity: caller.identity, isHasManage };
}

/**
 * A session that starts acting for a company is, for that company, a login into its back office:
 * the switch is logged like one (in the same transaction), so a member who logs in as a job seeker
 * and then switches shows in the company's login log. Switching to the job-seeker side is not a
 * company's business and is not logged.
 */
export async function changeLogin(deps: Deps, caller: Caller, identity: Identity, tenementId: number | undefined, client: Client) {
  const { members } = await identityFacts(deps, caller);
  if (identity === 'seeker') {
    await repo.setSessionIdentity(deps.db, caller.sessionId, 'seeker', null);
    return { identity, tenementId: null };
  }
  const member = tenementId === undefined ? members[0] : members.find((m) => m.tenementId === tenementId);
  if (!member) throw new AppError('NO_MANAGE_IDENTITY');
  // Already acting for that company (a page asking again): nothing starts, nothing is logged.
  if (caller.identity === 'manage' && caller.tenementId === member.tenementId) return { identity, tenementId: member.tenementId };
  const attempt = { ...newAttempt('switch', caller.account, caller.loginSource, client), userId: caller.userId };
  await inTransaction(deps.db, async (tx) => {
    await repo.setSessionIdentity(tx, caller.sessionId, 'manage', member.tenementId);
    await recordSuccess(tx, attempt, member.tenementId);
  });
  return { identity, tenementId: member.tenementId };
}

/** User/GetUserInfo: the account and the company the session acts for (presenter.ts). */
export async function userInfo(deps: Deps, caller: Caller) {
  const { user, members, isHasManage } = await identityFacts(deps, caller);
  return presentUserInfo(
    user,
    caller,
    members.find((m) => m.tenementId === caller.tenementId),
    isHasManage,
  );
}
