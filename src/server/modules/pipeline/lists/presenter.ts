/** A stage list's row on the wire: a whitelist, the caller's language, then the caller's masks. */
import { stageName } from '../../../../common/pipeline.ts';
import type { Lang } from '../../../../common/states.ts';
import type { DataScope } from '../../access/data-scope.ts';
import { invitationState } from '../../../../common/interviews.ts';
import { hireStepName, offerState, validUntilDay } from '../../../../common/offers.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { ListRow } from './repository.ts';

/** Whole years from a resume's birthday (YYYY-MM-DD or YYYY-MM) to `today`; null when it is not one. */
export function ageOn(birthday: string | null, today: Date): number | null {
  const m = birthday ? /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(birthday) : null;
  if (!m) return null;
  const [year, month, dayOfMonth] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < dayOfMonth);
  const age = today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
  return age >= 0 && age < 150 ? age : null;
}

/** The resume's expected salary as one text ("8000-12000"), so a mask can star it like any text. */
function salaryText(min: string | null, max: string | null): string | null {
  if (!min && !max) return null;
  return min && max ? `${min}-${max}` : (min ?? max);
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function moveFields(r: ListRow, lang: Lang) {
  if (r.fromStage === undefined) return {};
  const data = r.moveData ?? {};
  return {
    fromStage: r.fromStage,
    fromStageName: r.fromStage === null ? null : stageName(r.fromStage, lang),
    movedAt: r.stageChangedAt.toISOString(),
    tag: text(data.tag),
    remark: r.moveRemark ?? null,
    message: text(data.message),
  };
}

/** Interview lists: the live invitation, its state read at `now` (an unanswered one past its 72 hours is expired). */
function invitationFields(r: ListRow, now: Date) {
  if (r.invitation === undefined) return {};
  const i = r.invitation;
  if (!i) return { invitationId: null, interviewAt: null, invitationState: null, invitationExpiresAt: null, invitationAnsweredAt: null };
  const expiresAt = new Date(i.expiresAt);
  return {
    invitationId: i.id,
    interviewAt: new Date(i.interviewAt).toISOString(),
    invitationState: invitationState(i.answer, expiresAt, now),
    invitationExpiresAt: expiresAt.toISOString(),
    invitationAnsweredAt: i.answeredAt ? new Date(i.answeredAt).toISOString() : null,
  };
}

/** Hire lists: the step in words and the live offer's state (a sent one past its last day is expired). */
function hireFields(r: ListRow, lang: Lang, now: Date) {
  if (r.offer === undefined) return {};
  const o = r.offer;
  return {
    stepName: r.stage === PIPELINE_STAGE.hire ? hireStepName(r.step, lang) : null,
    offerId: o?.id ?? null,
    offerState: o ? offerState(o.state, new Date(o.validUntil), now) : null,
    offerValidUntil: o ? validUntilDay(new Date(o.validUntil)) : null,
  };
}

export function presentListRow(r: ListRow, lang: Lang, mask: DataScope['mask'], today: Date) {
  return mask({
    id: r.id,
    userId: r.userId,
    name: r.name,
    phone: r.phone,
    gender: r.gender,
    age: ageOn(r.birthday, today),
    education: r.education,
    idNumber: r.idNumber,
    expectedSalary: salaryText(r.salaryMin, r.salaryMax),
    positionId: r.positionId,
    positionName: r.positionName,
    recruitmentType: r.recruitmentType,
    deptId: r.deptId,
    deptName: r.deptName,
    source: r.source,
    stage: r.stage,
    step: r.step,
    stageName: stageName(r.stage, lang),
    createdAt: r.createdAt.toISOString(),
    stageChangedAt: r.stageChangedAt.toISOString(),
    viewedAt: r.viewedAt?.toISOString() ?? null,
    employeeNo: r.employeeNo,
    entryDeptName: r.entryDeptName,
    entryDate: r.entryDate,
    dimissionDate: r.dimissionDate,
    personnelType: r.personnelType,
    ...moveFields(r, lang),
    ...invitationFields(r, today),
    ...hireFields(r, lang, today),
  });
}
export type PresentedListRow = ReturnType<typeof presentListRow>;
