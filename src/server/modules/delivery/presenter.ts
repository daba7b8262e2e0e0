import { PIPELINE_STAGE, SEEKER_STAGE, seekerStage } from '../../../common/recruiting.ts';
import type { Lang } from '../../../common/states.ts';
import { CATALOG, present } from '../dropdown/catalog.ts';
import { fileUrl } from '../files/service.ts';
import type { RecordRow, SeekerRow } from './repository.ts';
import type { SeekerInvitationRow } from './invitation-repository.ts';
import { invitationState } from '../../../common/interviews.ts';
import { OFFER_STATE, offerState, validUntilDay } from '../../../common/offers.ts';
import type { SeekerOfferRow } from './offer-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stage as the seeker sees it (已投递, 被查看, ...), with its name in the caller's language. */
export function seekerStageOf(r: RecordRow, lang: Lang) {
  const stage = seekerStage(r.stage, r.viewedAt !== null, r.step, r.dimissionDate !== null);
  const name = present(CATALOG.ResumeLib!.DeliveryStage!, lang).find((o) => o.value === stage)?.display ?? String(stage);
  return { seekerStage: stage, seekerStageName: name };
}

/**
 * One application as its seeker sees it: the stage in their words, when it last changed, and for
 * 不合适 the reply HR chose to send (`refusalMessage`, from the refusal's history row). HR's remark,
 * tag and personnel type never leave the back office.
 */
/** The invitation as the seeker reads it; its state at `now` (past its 72 hours unanswered: expired). */
function presentInvitation(i: SeekerInvitationRow | undefined, now: Date) {
  if (!i) return null;
  return {
    id: i.id,
    interviewAt: i.interviewAt.toISOString(),
    place: i.place,
    officePlaceName: i.officePlaceName,
    officePlaceAddress: i.officePlaceAddress,
    contactName: i.contactName,
    contactPhone: i.contactPhone,
    message: i.message,
    sentAt: i.sentAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    answer: i.answer,
    answeredAt: iso(i.answeredAt),
    state: invitationState(i.answer, i.expiresAt, now),
  };
}

/** The live offer as the seeker reads it (a withdrawn one is not shown); its state at `now` (past its last day unanswered: expired). */
function presentOffer(o: SeekerOfferRow | undefined, now: Date) {
  if (!o || o.state === OFFER_STATE.withdrawn) return null;
  return {
    id: o.id,
    positionName: o.positionName,
    deptName: o.deptName,
    salary: Number(o.salary),
    salaryUnit: o.salaryUnit,
    entryDate: o.entryDate,
    place: o.place,
    validUntil: validUntilDay(o.validUntil),
    sentAt: o.sentAt.toISOString(),
    answeredAt: iso(o.answeredAt),
    state: offerState(o.state, o.validUntil, now),
  };
}

export function presentSeekerRecord(
  row: SeekerRow,
  lang: Lang,
  refusalMessage?: string,
  invitation?: SeekerInvitationRow,
  now: Date = new Date(),
  offer?: SeekerOfferRow,
) {
  const r = row.record;
  const stage = seekerStageOf(r, lang);
  return {
    id: r.id,
    positionId: r.positionId,
    positionName: row.positionName,
    tenementName: row.tenementName,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryUnit: row.salaryUnit,
    officePlaceName: row.officePlaceName,
    resumeType: r.resumeType,
    attachmentName: row.attachmentName,
    stage: r.stage,
    ...stage,
    message: stage.seekerStage === SEEKER_STAGE.unsuitable ? (refusalMessage ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    viewedAt: iso(r.viewedAt),
    stageChangedAt: r.stageChangedAt.toISOString(),
    positionState: row.positionState,
    // Shown while the application is at the interview stage; HR's later steps carry it on their own screens.
    invitation: r.stage === PIPELINE_STAGE.interview ? presentInvitation(invitation, now) : null,
    // The offer while the application is at the hire stage (its letter stays readable afterwards).
    offer: r.stage === PIPELINE_STAGE.hire ? presentOffer(offer, now) : null,
  };
}

export const presentOpenRecord = (r: RecordRow, lang: Lang) => ({
  id: r.id,
  ...seekerStageOf(r, lang),
  createdAt: r.createdAt.toISOString(),
});

/** One application as HR's detail shows its own fields. */
export function presentRecord(r: RecordRow, lang: Lang) {
  return {
    id: r.id,
    positionId: r.positionId,
    userId: r.userId,
    resumeType: r.resumeType,
    stage: r.stage,
    ...seekerStageOf(r, lang),
    active: r.active,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
    viewedAt: iso(r.viewedAt),
    arrivalTime: iso(r.arrivalTime),
    stageChangedAt: r.stageChangedAt.toISOString(),
  };
}

export const presentAttachment = (a: { id: number; name: string; fileKey: string } | undefined) =>
  a ? { id: a.id, name: a.name, fullPath: fileUrl(a.fileKey) } : null;
