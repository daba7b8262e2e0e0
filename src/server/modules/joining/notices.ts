/**
 * NoticeMessage pushes about join requests, sent after the transaction commits. Like the other
 * pushes they speak the default language; `data` lets the client refresh the request it names.
 */
import type { Deps } from '../../deps.ts';
import { REVIEW_KEY } from './constants.ts';
import { reviewerIds } from './repository.ts';

export interface FormNotice {
  formId: number;
  reviewStatus: number;
}

function notify(deps: Pick<Deps, 'hub'>, userIds: Iterable<number>, message: string, data: FormNotice) {
  for (const userId of new Set(userIds)) deps.hub.sendToUser(userId, 'NoticeMessage', { state: 200, message, data });
}

/** A new request: every reviewer of the company hears of it. */
export async function noticeJoinRequested(deps: Deps, tenementId: number, applicantName: string, data: FormNotice) {
  notify(deps, await reviewerIds(deps.db, tenementId, REVIEW_KEY), `${applicantName}申请加入团队，请及时审核`, data);
}

/** A decision: the applicant learns it, and the company's reviewers see the request leave their queue. */
export async function noticeJoinReviewed(deps: Deps, f: { tenementId: number; tenementName: string; applicantUserId: number; applicantName: string; approved: boolean }, data: FormNotice) {
  const verdict = f.approved ? '已通过' : '未通过';
  notify(deps, [f.applicantUserId], `您加入“${f.tenementName}”的申请${verdict}`, data);
  const reviewers = (await reviewerIds(deps.db, f.tenementId, REVIEW_KEY)).filter((id) => id !== f.applicantUserId);
  notify(deps, reviewers, `${f.applicantName}的加入申请${verdict}`, data);
}
