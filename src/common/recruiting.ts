/**
 * Codes and limits of positions, resumes and applications, shared by the server, the back office
 * and the job-seeker pages. State texts live in the state table; option texts in the DropDown catalogue.
 */

/** Position lifecycle: draft → apply for publish → published → offline (and back to publish). */
export const POSITION_STATE = { draft: 0, pending: 1, published: 2, offline: 3 } as const;
export type PositionState = (typeof POSITION_STATE)[keyof typeof POSITION_STATE];

/** DropDown Position/RecruitmentType. */
export const RECRUITMENT_TYPE = { social: 1, campus: 2, shortTerm: 3 } as const;

/**
 * Pipeline stages of a delivery record, in the seeds' order (src/common/pipeline.ts moves them). The
 * seeker sees fewer, coarser names (seekerStage); HR works with these.
 */
export const PIPELINE_STAGE = {
  newDelivery: 1,
  initialScreening: 2,
  interview: 3,
  /** Offer, to-be-employed, entry date and induction: the record's `step` says which. */
  hire: 4,
  waitingReported: 5,
  reported: 6,
  trial: 7,
  trialOver: 8,
  dimission: 9,
  finished: 10,
  inappropriate: 11,
  /** Thrown to the company's talent pool (HCP): out of the position's pipeline, resume kept. */
  talentPool: 12,
} as const;
export type PipelineStage = (typeof PIPELINE_STAGE)[keyof typeof PIPELINE_STAGE];

/** Stages that end an application: the seeker may apply to the position again. */
export const CLOSED_STAGES: readonly PipelineStage[] = [PIPELINE_STAGE.finished, PIPELINE_STAGE.inappropriate, PIPELINE_STAGE.talentPool];

/** The company parameter (SysParam head) whose lines are the tags an application is set 不合适 with. */
export const INAPPROPRIATE_TAG_HEAD = 'InappropriateTag';
/** The company parameter (SysParam head) whose lines are the sources a resume came from. */
export const RESUME_SOURCE_HEAD = 'ResumeSource';

/**
 * DropDown ResumeLib/DeliveryStage: what a seeker's delivery record shows, declared in the order a
 * seeker goes through them (the filter's order). Coarser than HR's stages on purpose: the seeker
 * sees what was done with them, not HR's bookkeeping (待邀约 is still 通过初筛 until an invitation
 * is sent; 试用期满 and 招聘完成 stay 已入职; 人才库 reads 不合适 for this position).
 */
export const SEEKER_STAGE = {
  delivered: 1,
  viewed: 2,
  passedScreening: 3,
  interviewInvited: 4,
  hired: 6,
  reported: 8,
  onboarded: 7,
  left: 9,
  unsuitable: 5,
} as const;
export type SeekerStage = (typeof SEEKER_STAGE)[keyof typeof SEEKER_STAGE];

/** The interview stage's step before any invitation (ExpectedInvitation's toStep). */
export const INTERVIEW_STEP_EXPECTED = 0;

/**
 * The interview stage's sub-steps (delivery_records.step while stage = 面试), the seeds' tabs: not
 * invited (待邀约), invited, written exam in progress, interview in progress, awaiting hire.
 */
export const INTERVIEW_STEP = {
  notInvited: INTERVIEW_STEP_EXPECTED,
  invited: 1,
  writtenExam: 2,
  interviewing: 3,
  awaitingHire: 4,
} as const;
export type InterviewStep = (typeof INTERVIEW_STEP)[keyof typeof INTERVIEW_STEP];

/**
 * The hire stage's sub-steps (delivery_records.step while stage = 录用), the seeds' "offer,
 * to-be-employed, improve entry date and induction": no offer yet, offer sent, offer accepted, to be
 * employed, induction date set.
 */
export const HIRE_STEP = {
  offerPending: 0,
  offerSent: 1,
  offerAccepted: 2,
  toBeEmployed: 3,
  inducted: 4,
} as const;
export type HireStep = (typeof HIRE_STEP)[keyof typeof HIRE_STEP];

/**
 * The stage the seeker sees. `step` tells 待邀约 from an actual invitation; `left` (a dimission date
 * is set) keeps 已离职 once HR closes the file as 招聘完成.
 */
export function seekerStage(stage: number, viewed: boolean, step = 0, left = false): SeekerStage {
  const S = PIPELINE_STAGE;
  if (stage === S.inappropriate || stage === S.talentPool) return SEEKER_STAGE.unsuitable;
  if (stage === S.newDelivery) return viewed ? SEEKER_STAGE.viewed : SEEKER_STAGE.delivered;
  if (stage === S.initialScreening) return SEEKER_STAGE.passedScreening;
  if (stage === S.interview) return step === INTERVIEW_STEP_EXPECTED ? SEEKER_STAGE.passedScreening : SEEKER_STAGE.interviewInvited;
  if (stage === S.hire || stage === S.waitingReported) return SEEKER_STAGE.hired;
  if (stage === S.reported) return SEEKER_STAGE.reported;
  if (stage === S.dimission || (stage === S.finished && left)) return SEEKER_STAGE.left;
  return SEEKER_STAGE.onboarded;
}

/** Resume sections a delivery with the online resume needs (state 1146 names the missing ones). */
export const RESUME_SECTIONS = ['basic', 'jobStatus', 'expect', 'educations', 'photos'] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

export const RECRUITING_LIMITS = {
  salaryMinExclusiveMax: 100000,
  salaryRangeMax: 500,
  descriptionMax: 1000,
  attachmentsMax: 5,
  attachmentBytesMax: 10 * 1024 * 1024,
  photosMax: 6,
  skillsMax: 20,
  experiencesMax: 20,
  similarMax: 6,
  /** Saved positions are shown as valid for 3 months. */
  collectValidMonths: 3,
  /** Job-seeker photo upload: under 5 MB after compression, quality 1 → 0.3 by 0.1, at most 10 tries. */
  seekerImageBytesMax: 5 * 1024 * 1024,
  compressQualityStart: 1,
  compressQualityMin: 0.3,
  compressQualityStep: 0.1,
  compressTriesMax: 10,
  /** Cropper: dialog 700 px, fixed 3:4 crop box 360 x 480, png. */
  cropDialogWidth: 700,
  cropBoxWidth: 360,
  cropBoxHeight: 480,
} as const;

/** The seeds' image types for job-seeker uploads. */
export const SEEKER_IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg', 'bmp', 'webp'] as const;

/**
 * Salary rules: minimum a positive integer below 100000, maximum not below the minimum, range not
 * over 500. Returns the field and rule of the first broken one.
 */
export function salaryIssue(
  min: number,
  max: number,
): { field: 'salaryMin' | 'salaryMax'; rule: 'salaryMin' | 'salaryMaxBelowMin' | 'salaryRange' } | null {
  if (!Number.isInteger(min) || min < 1 || min >= RECRUITING_LIMITS.salaryMinExclusiveMax) return { field: 'salaryMin', rule: 'salaryMin' };
  if (!Number.isInteger(max) || max < min) return { field: 'salaryMax', rule: 'salaryMaxBelowMin' };
  if (max - min > RECRUITING_LIMITS.salaryRangeMax) return { field: 'salaryMax', rule: 'salaryRange' };
  return null;
}
