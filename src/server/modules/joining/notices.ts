/**
 * NoticeMessage pushes about join requests, sent after the transaction commits. Like the other
 * pushes they speak the default language; `data` lets the client refresh the request it names.
 * Reviewers get them in their sessions acting for the company; the applicant in every session.
 */
import type { Deps } from '../../deps.ts';
import { pushToCompanySessions } from '../access/push.ts';
import { companyReviewers } from '../access/service.ts';
import { REVIEW_KEY } from './constants.ts';

export interface FormNotice {
  formId: number;
  reviewStatus: number;
}

/** The applicant hears of their own request wherever they are (usually /homeCheck, not yet a member). */
function notifyApplicant(deps: Pick<Deps, 'hub'>, userId: number, message: string, data: FormNotice) {
  deps.hub.sendToUser(userId, 'NoticeMessage', { state: 200, message, data });
}

/** Reviewers hear of the company's requests only in their sessions acting for that company. */
function notifyReviewers(deps: Deps, tenementId: number, userIds: number[], message: string, data: FormNotice) {
  return pushToCompanySessions(deps, tenementId, userIds, 'NoticeMessage', { state: 200, message, data });
}

/** A new request: every reviewer of the company hears of it. */
export async function noticeJoinRequested(deps: Deps, tenementId: number, applicantName: string, data: FormNotice) {
  const reviewers = await companyReviewers(deps.db, tenementId, REVIEW_KEY);
  await notifyReviewers(deps, tenementId, reviewers, `${applicantName}申请加入团队，请及时审核`, data);
}

/** A decision: the applicant learns it, and the company's reviewers see the request leave their queue. */
export async function noticeJoinReviewed(
  deps: Deps,
  f: { tenementId: number; tenementName: string; applicantUserId: number; applicantName: string; approved: boolean },
  data: FormNotice,
) {
  const verdict = f.approved ? '已通过' : '未通过';
  notifyApplicant(deps, f.applicantUserId, `您加入“${f.tenementName}”的申请${verdict}`, data);
  const reviewers = (await companyReviewers(deps.db, f.tenementId, REVIEW_KEY)).filter((id) => id !== f.applicantUserId);
  await notifyReviewers(deps, f.tenementId, reviewers, `${f.applicantName}的加入申请${verdict}`, data);
}
