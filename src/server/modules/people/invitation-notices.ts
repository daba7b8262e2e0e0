/**
 * What invitations tell people, after the transaction commits. Pushes speak the default language
 * like the other pushes; `data` names the invitation so an open page can refresh it.
 */
import type { Deps } from '../../deps.ts';
import { pushToCompanySessions } from '../access/push.ts';
import { companyReviewers } from '../access/service.ts';

/** Who hears the answer: the inviter and whoever may add people to the company. */
const ADD_KEY = 'tenementUser:add';

function push(deps: Pick<Deps, 'hub'>, userIds: Iterable<number>, message: string, data: { invitationId: number; status: number }) {
  for (const userId of new Set(userIds)) deps.hub.sendToUser(userId, 'NoticeMessage', { state: 200, message, data });
}

/** The invitee: a push if they are online, and an SMS (nothing secret in it) so they learn of it anyway. */
export async function noticeInvitation(deps: Deps, f: { userId: number; phone: string; tenementName: string; invitationId: number }) {
  const text = `“${f.tenementName}”邀请您加入团队，请登录后在“我的邀请”中接受或拒绝（72小时内有效）。`;
  push(deps, [f.userId], text, { invitationId: f.invitationId, status: 0 });
  await deps.sender.send({ channel: 'sms', target: f.phone, subject: '加入团队邀请', body: text });
}

/** The company's side hears it in its management sessions only, not in the same people's other companies. */
export async function noticeInvitationAnswered(
  deps: Deps,
  f: { tenementId: number; inviterUserId: number; name: string; invitationId: number; accepted: boolean; tenementName: string },
) {
  const reviewers = await companyReviewers(deps.db, f.tenementId, ADD_KEY);
  const message = `${f.name}${f.accepted ? '已接受' : '已拒绝'}加入“${f.tenementName}”的邀请`;
  await pushToCompanySessions(deps, f.tenementId, [f.inviterUserId, ...reviewers], 'NoticeMessage', {
    state: 200,
    message,
    data: { invitationId: f.invitationId, status: f.accepted ? 1 : 2 },
  });
}

export function noticeInvitationCancelled(deps: Deps, userId: number, invitationId: number) {
  push(deps, [userId], '一条加入团队的邀请已被撤回', { invitationId, status: 3 });
}
