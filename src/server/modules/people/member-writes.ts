/**
 * Changing the company's people. A write reaches only rows inside the caller's data scope (others
 * answer 1102 as if absent); ending someone's membership or access ends their management sessions in
 * this company at once, and their open pages learn why (ConnectMessage).
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { States, type StateName } from '../../../common/states.ts';
import { pushEnded } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import { assertPasswordRules, hashPassword } from '../identity/passwords.ts';
import * as identity from '../identity/service.ts';
import { assertMembersWithinOwn } from '../access/within-own.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { memberScope } from './members.ts';
import * as repo from './repository.ts';
import * as accounts from './account-repository.ts';
import { countLookup, initialPassword } from './accounts.ts';
import { companyById } from '../org/service.ts';
import { inviteExisting } from './invitations.ts';
import { assertMove } from './dept-scope.ts';
import { assertDeptsInScope } from '../access/data-scope.ts';

const RESOURCE = 'tenementUser';

export interface MemberFields {
  name: string;
  phone: string;
  deptId: number;
  email?: string | undefined;
  userTypeId?: number | null | undefined;
  post?: string | null | undefined;
  jobNo?: string | null | undefined;
  remark?: string | null | undefined;
}

/** Department and user type must be the company's own; another company's id reads as missing. */
export async function assertRefs(
  db: Queryable,
  tenementId: number,
  refs: { deptId?: number | undefined; userTypeId?: number | null | undefined },
) {
  if (refs.deptId !== undefined && !(await repo.deptOf(db, tenementId, refs.deptId))) throw new AppError('NOT_FOUND');
  if (refs.userTypeId !== undefined && refs.userTypeId !== null && !(await repo.userTypeOf(db, tenementId, refs.userTypeId)))
    throw new AppError('NOT_FOUND');
}

/**
 * A membership another module decided on (an approved join request), written in its transaction; the
 * caller has checked the department (assertRefs) and that the user is not a member yet.
 */
export function addMembership(tx: Queryable, values: repo.MemberInsert): Promise<repo.MemberRow> {
  return repo.insertMember(tx, values);
}

const membershipOf = (tenementId: number, userId: number, f: MemberFields): repo.MemberInsert => ({
  tenementId,
  userId,
  name: f.name,
  deptId: f.deptId,
  userTypeId: f.userTypeId ?? null,
  post: f.post ?? null,
  jobNo: f.jobNo ?? null,
  remark: f.remark ?? null,
});

/** The caller's people scope, with the new member's department checked: the company's, and inside the scope (1165). */
async function placeableScope(deps: Deps, caller: Manager, input: MemberFields) {
  const s = await memberScope(deps, caller);
  await assertRefs(deps.db, s.tenementId, input);
  await assertDeptsInScope(deps.db, s.where, [input.deptId]);
  return s;
}

/**
 * A person for the company by phone. An existing account is only invited (its owner decides: see
 * invitations.ts); an unknown phone gets a new staff account of the company's own, whose initial
 * password is sent to that phone.
 */
export async function addMember(deps: Deps, caller: Manager, input: MemberFields & { account?: string | undefined }) {
  const { tenementId } = await placeableScope(deps, caller, input);
  const user = await accounts.userByPhone(deps.db, input.phone);
  if (user) return inviteExisting(deps, caller, tenementId, user, input);
  const password = initialPassword();
  const account = input.account ?? `u${input.phone}`;
  const company = (await companyById(deps.db, tenementId))!;
  const made = await newAccountMember(deps, caller, tenementId, { ...input, account, password }, () =>
    sendInitialPassword(deps, company.name, { phone: input.phone, account, password }),
  );
  return { invited: false as const, ...made };
}

/** The SMS that tells a person the company opened an account for them. */
export async function sendInitialPassword(deps: Deps, companyName: string, to: { phone: string; account: string; password: string }) {
  await deps.sender.send({
    channel: 'sms',
    target: to.phone,
    subject: '账号开通',
    body: `${companyName}已为您开通账号 ${to.account}，初始密码 ${to.password}，首次登录后请修改密码。`,
    secrets: [to.password],
  });
}

/** A new account made by the company: staff, not a job seeker, and it must change the password first. */
export async function createMember(deps: Deps, caller: Manager, input: MemberFields & { account: string; password: string }) {
  assertPasswordRules(input.password);
  const { tenementId } = await placeableScope(deps, caller, input);
  return newAccountMember(deps, caller, tenementId, input);
}

async function takenBy(deps: Deps, account: string, phone: string, email: string | undefined) {
  if (await identity.userByAccount(deps.db, account)) return 'ACCOUNT_TAKEN' as const;
  if (await accounts.userByPhone(deps.db, phone)) return 'PHONE_TAKEN' as const;
  if (email && (await accounts.userByEmail(deps.db, email))) return 'EMAIL_TAKEN' as const;
  return undefined;
}

async function newAccountMember(
  deps: Deps,
  caller: Manager,
  tenementId: number,
  input: MemberFields & { account: string; password: string },
  onCommit?: () => Promise<void>,
) {
  const email = input.email?.toLowerCase();
  const clash = await takenBy(deps, input.account, input.phone, email);
  // A refusal says an account exists: it counts like a lookup, so Create cannot walk phone numbers either.
  if (clash) {
    await countLookup(deps, caller);
    throw new AppError(clash);
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashLogN);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const user = await identity.createUser(tx, {
      account: input.account,
      passwordHash,
      phone: input.phone,
      email: email ?? null,
      name: input.name,
      isSeeker: false,
      mustChangePassword: true,
      createdByTenementId: tenementId,
    });
    const row = await repo.insertMember(tx, membershipOf(tenementId, user.id, input));
    await logOperation(tx, caller, {
      action: 'add',
      resource: RESOURCE,
      recordId: row.id,
      summary: { after: { ...row, account: user.account } },
    });
    if (onCommit) afterCommit(onCommit);
    return { id: row.id, userId: user.id };
  });
}

/** The rows behind ids, all inside the caller's scope, or 1102 for the whole request. */
async function scopedRows(deps: Deps, caller: Manager, ids: number[]) {
  const s = await memberScope(deps, caller);
  const rows = await repo.membersByIds(deps.db, repo.memberWhere(s.tenementId, s.where, {}), ids);
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return { tenementId: s.tenementId, where: s.where, rows };
}

export async function editMember(
  deps: Deps,
  caller: Manager,
  input: {
    id: number;
    name?: string;
    deptId?: number;
    userTypeId?: number | null;
    post?: string | null;
    jobNo?: string | null;
    remark?: string | null;
  },
) {
  const { tenementId, where, rows } = await scopedRows(deps, caller, [input.id]);
  await assertRefs(deps.db, tenementId, input);
  if (input.deptId !== undefined) await assertMove(deps, caller, where, rows, input.deptId);
  const { id, ...values } = input;
  if (!Object.keys(values).length) return { id };
  return inTransaction(deps.db, async (tx) => {
    const [after] = await repo.updateMembers(tx, tenementId, [id], values);
    await logOperation(tx, caller, { action: 'edit', resource: RESOURCE, recordId: id, summary: changes(rows[0]!, after!) });
    return { id };
  });
}

export async function moveMembers(deps: Deps, caller: Manager, ids: number[], deptId: number) {
  const { tenementId, where, rows } = await scopedRows(deps, caller, ids);
  await assertRefs(deps.db, tenementId, { deptId });
  await assertMove(deps, caller, where, rows, deptId);
  await inTransaction(deps.db, async (tx) => {
    await repo.updateMembers(tx, tenementId, ids, { deptId });
    await logOperation(tx, caller, {
      action: 'edit',
      resource: RESOURCE,
      recordId: ids.join(','),
      summary: { before: rows.map((r) => ({ id: r.id, deptId: r.deptId })), after: { deptId } },
    });
  });
  return null;
}

/** Neither the company's top administrator nor the caller may be locked out or removed this way. */
function assertRemovable(caller: Manager, rows: repo.MemberRow[]) {
  if (rows.some((r) => r.isTopAdmin)) throw new AppError('TOP_ADMIN_LOCKED');
  if (rows.some((r) => r.userId === caller.userId)) throw new AppError('SELF_LOCKED');
}

function endSessions(tx: Queryable, tenementId: number, rows: repo.MemberRow[], state: StateName) {
  return repo.revokeManageSessions(
    tx,
    tenementId,
    rows.map((r) => r.userId),
    States[state].code,
  );
}

export async function enableMembers(deps: Deps, caller: Manager, ids: number[], enabled: boolean) {
  const { tenementId, rows } = await scopedRows(deps, caller, ids);
  if (!enabled) {
    assertRemovable(caller, rows);
    await assertMembersWithinOwn(
      deps.db,
      caller,
      tenementId,
      rows.map((r) => r.userId),
    );
  }
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await repo.updateMembers(tx, tenementId, ids, { enabled });
    if (!enabled) {
      const ended = await endSessions(tx, tenementId, rows, 'ACCOUNT_DISABLED');
      afterCommit(() => pushEnded(deps, ended, 'ACCOUNT_DISABLED'));
    }
    await logOperation(tx, caller, { action: 'enable', resource: RESOURCE, recordId: ids.join(','), summary: { ids, enabled } });
  });
  return null;
}

export async function deleteMembers(deps: Deps, caller: Manager, ids: number[]) {
  const { tenementId, rows } = await scopedRows(deps, caller, ids);
  assertRemovable(caller, rows);
  await assertMembersWithinOwn(
    deps.db,
    caller,
    tenementId,
    rows.map((r) => r.userId),
  );
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await repo.deleteMembers(tx, tenementId, rows);
    const ended = await endSessions(tx, tenementId, rows, 'REMOVED_FROM_TENEMENT');
    afterCommit(() => pushEnded(deps, ended, 'REMOVED_FROM_TENEMENT'));
    await logOperation(tx, caller, { action: 'delete', resource: RESOURCE, recordId: ids.join(','), summary: { before: rows } });
  });
  return null;
}
