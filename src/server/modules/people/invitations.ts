/**
 * Joining a company takes the person's consent. Add with the phone of an existing account makes an
 * invitation, not a membership: until its owner accepts, the company has no power over the account
 * and sees none of its contacts (the invitation list shows the phone masked, nothing else of the
 * account). The owner accepts or declines after logging in; HR may cancel while it waits; it lapses
 * after 72 hours (the seeds' invitation validity).
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { maskValue } from '../access/data-scope.ts';
import { logOperation } from '../oplog/service.ts';
import { companyById } from '../org/service.ts';
import * as repo from './repository.ts';
import * as invitations from './invitation-repository.ts';
import { InvitationStatus } from './invitation-repository.ts';
import { countInvitations } from './invite-limits.ts';
import { noticeInvitation, noticeInvitationAnswered, noticeInvitationCancelled } from './invitation-notices.ts';
import type { MemberFields } from './member-writes.ts';
import type { UserRow } from './account-repository.ts';

export const INVITATION_HOURS = 72;
/** The status lists show: the stored one, or 4 for a pending invitation past its time. */
export const EXPIRED = 4;
const RESOURCE = 'tenementUserInvite';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const shownStatus = (row: invitations.InvitationRow, now = new Date()) =>
  row.status === InvitationStatus.PENDING && row.expiresAt <= now ? EXPIRED : row.status;

/** Add of an existing account: an invitation its owner answers (no user id goes back to the caller). */
export async function inviteExisting(deps: Deps, caller: Caller, tenementId: number, user: UserRow, input: MemberFields) {
  if (await repo.memberOf(deps.db, tenementId, user.id)) throw new AppError('DUPLICATE');
  const company = (await companyById(deps.db, tenementId))!;
  const row = await inTransaction(deps.db, async (tx, afterCommit) => {
    await countInvitations(tx, caller, tenementId, [input.phone]);
    const row = await createInvitation(tx, caller, tenementId, user.id, input);
    if (!row) throw new AppError('INVITATION_PENDING');
    afterCommit(() => noticeInvitation(deps, { userId: user.id, phone: input.phone, tenementName: company.name, invitationId: row.id }));
    return row;
  });
  return { invited: true as const, invitationId: row.id };
}

/**
 * One invitation inside the caller's transaction (Add, import); undefined when one is already open.
 * The caller counts it against the limits and sends the notice after commit.
 */
export async function createInvitation(tx: Tx, caller: Caller, tenementId: number, userId: number, input: MemberFields) {
  await invitations.lockUser(tx, userId);
  if (await invitations.openInvitation(tx, tenementId, userId)) return undefined;
  const row = await invitations.insertInvitation(tx, {
    tenementId,
    userId,
    inviterUserId: caller.userId,
    name: input.name,
    deptId: input.deptId,
    userTypeId: input.userTypeId ?? null,
    post: input.post ?? null,
    jobNo: input.jobNo ?? null,
    remark: input.remark ?? null,
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
  });
  // What HR typed, not the account: the log is read by the company, which has no claim on it yet.
  await logOperation(tx, caller, {
    action: 'add',
    resource: RESOURCE,
    recordId: row.id,
    summary: { after: { name: input.name, phone: maskValue(input.phone), deptId: input.deptId, post: input.post ?? null } },
  });
  return row;
}

/** The company's invitations (HR): who was invited under which name, the phone masked, and where each stands. */
export async function companyInvitations(deps: Deps, caller: Manager, q: PageQuery & { status?: number | undefined }) {
  const { page, perPage } = q;
  const { rows, total } = await invitations.invitationPage(deps.db, caller.tenementId, q.status, (page - 1) * perPage, perPage);
  const list = rows.map(({ invitation: i, phone, inviterName }) => ({
    id: i.id,
    name: i.name,
    phone: phone && maskValue(phone),
    deptId: i.deptId,
    post: i.post,
    status: shownStatus(i),
    inviterName,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    decidedAt: iso(i.decidedAt),
  }));
  return { list, totalCount: total, page, perPage };
}

/** The invitations waiting for the caller's answer (whatever identity they act as). */
export async function myInvitations(deps: Deps, caller: Caller) {
  const rows = await invitations.openInvitationsOf(deps.db, caller.userId);
  return rows.map(({ invitation: i, tenementName, inviterName }) => ({
    id: i.id,
    tenementName,
    name: i.name,
    post: i.post,
    inviterName,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
  }));
}

/** Only the invitee answers; to anyone else the invitation does not exist. */
async function ownInvitation(deps: Deps, caller: Caller, id: number) {
  const row = await invitations.invitationById(deps.db, id);
  if (!row || row.userId !== caller.userId) throw new AppError('NOT_FOUND');
  const company = await companyById(deps.db, row.tenementId);
  if (!company?.enabled) throw new AppError('INVITATION_CLOSED');
  return { row, company };
}

/** Accept: the membership is made from what HR filled in (a department or user type gone meanwhile is left empty). */
export async function acceptInvitation(deps: Deps, caller: Caller, id: number) {
  const { row, company } = await ownInvitation(deps, caller, id);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    if (!(await invitations.closeInvitation(tx, id, InvitationStatus.ACCEPTED))) throw new AppError('INVITATION_CLOSED');
    if (!(await repo.memberOf(tx, row.tenementId, caller.userId))) {
      const deptId = row.deptId !== null && (await repo.deptOf(tx, row.tenementId, row.deptId)) ? row.deptId : null;
      const userTypeId = row.userTypeId !== null && (await repo.userTypeOf(tx, row.tenementId, row.userTypeId)) ? row.userTypeId : null;
      await repo.insertMember(tx, {
        tenementId: row.tenementId,
        userId: caller.userId,
        name: row.name,
        deptId,
        userTypeId,
        post: row.post,
        jobNo: row.jobNo,
        remark: row.remark,
      });
    }
    await logAnswer(tx, caller, row, InvitationStatus.ACCEPTED);
    afterCommit(() =>
      noticeInvitationAnswered(deps, {
        tenementId: row.tenementId,
        inviterUserId: row.inviterUserId,
        name: row.name,
        invitationId: id,
        accepted: true,
        tenementName: company.name,
      }),
    );
  });
  return null;
}

export async function declineInvitation(deps: Deps, caller: Caller, id: number) {
  const { row, company } = await ownInvitation(deps, caller, id);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    if (!(await invitations.closeInvitation(tx, id, InvitationStatus.DECLINED))) throw new AppError('INVITATION_CLOSED');
    await logAnswer(tx, caller, row, InvitationStatus.DECLINED);
    afterCommit(() =>
      noticeInvitationAnswered(deps, {
        tenementId: row.tenementId,
        inviterUserId: row.inviterUserId,
        name: row.name,
        invitationId: id,
        accepted: false,
        tenementName: company.name,
      }),
    );
  });
  return null;
}

/** The answer goes in the inviting company's log, where its administrators look. */
function logAnswer(tx: Tx, caller: Caller, row: invitations.InvitationRow, status: number) {
  return logOperation(
    tx,
    { ...caller, tenementId: row.tenementId },
    { action: 'edit', resource: RESOURCE, recordId: row.id, summary: { before: { status: row.status }, after: { status } } },
  );
}

/** HR withdraws an invitation still waiting; the invitee's list drops it. */
export async function cancelInvitation(deps: Deps, caller: Manager, id: number) {
  const row = await invitations.invitationById(deps.db, id);
  if (!row || row.tenementId !== caller.tenementId) throw new AppError('NOT_FOUND');
  await inTransaction(deps.db, async (tx, afterCommit) => {
    if (!(await invitations.closeInvitation(tx, id, InvitationStatus.CANCELLED))) throw new AppError('INVITATION_CLOSED');
    await logOperation(tx, caller, {
      action: 'edit',
      resource: RESOURCE,
      recordId: id,
      summary: { before: { status: row.status }, after: { status: InvitationStatus.CANCELLED } },
    });
    afterCommit(() => noticeInvitationCancelled(deps, row.userId, id));
  });
  return null;
}
