/**
 * The stage lists HR works in: each is the same query over delivery_records (and, for 不合适, the
 * history row that moved the record there) with a fixed set of stages. The screen's menu key is the
 * stage's STAGE_SCREEN (src/common/pipeline.ts): its menu opens the list, its `:export` key the export.
 */
import { INTERVIEW_STEP, PIPELINE_STAGE as S, type InterviewStep, type PipelineStage } from '../../../../common/recruiting.ts';
import { STAGE_SCREEN } from '../../../../common/pipeline.ts';

export interface StageList {
  /** The call after /api/. */
  readonly path: string;
  /** Its Excel export, after /api/. */
  readonly exportPath: string;
  /** Stages the list shows. */
  readonly stages: readonly PipelineStage[];
  /** The interview screen's tabs: only records at these sub-steps. */
  readonly steps?: readonly InterviewStep[];
  /** 不合适 lists: only records that left this stage for 不合适. */
  readonly leftStage?: PipelineStage;
  /** The screen (menu key) and its menu id. */
  readonly screen: string;
  readonly menuId: number;
}

/** Menu ids of the pipeline screens (resources/*.json and COMMON: 303 is the interviews issue's). */
export const SCREEN_MENU_IDS: Readonly<Record<string, number>> = {
  newDelivery: 301,
  initialScreening: 302,
  interview: 303,
  hire: 304,
  hired: 305,
  reported: 306,
  trialOver: 307,
  dimission: 308,
  finished: 309,
  inappropriate: 310,
  talentPool: 311,
};

function stageList(name: string, stages: readonly PipelineStage[]): StageList {
  const screen = STAGE_SCREEN[stages[0]!];
  return {
    path: `ResumeDeliveryRecord/${name}/GetResumeList`,
    exportPath: `ResumeDeliveryRecord/${name}/Export${name}ResumeList`,
    stages,
    screen,
    menuId: SCREEN_MENU_IDS[screen]!,
  };
}

function inappropriateList(name: string | null, leftStage?: PipelineStage): StageList {
  const base = name ? `ResumeInappropriate/${name}` : 'ResumeInappropriate';
  const screen = STAGE_SCREEN[S.inappropriate];
  return {
    path: `${base}/GetResumeList`,
    exportPath: `${base}/ExportInappropriateResumeList`,
    stages: [S.inappropriate],
    ...(leftStage === undefined ? {} : { leftStage }),
    screen,
    menuId: SCREEN_MENU_IDS[screen]!,
  };
}

export const STAGE_LISTS: readonly StageList[] = [
  stageList('NewDelivery', [S.newDelivery]),
  stageList('InitialScreeningDelivery', [S.initialScreening]),
  stageList('Interview', [S.interview]),
  stageList('Hire', [S.hire]),
  stageList('Hired', [S.waitingReported]),
  stageList('Reported', [S.reported, S.trial]),
  stageList('TrialOver', [S.trialOver]),
  stageList('Dimission', [S.dimission]),
  stageList('Finished', [S.finished]),
  stageList('TalentPool', [S.talentPool]),
  inappropriateList(null),
  inappropriateList('NewDelivery', S.newDelivery),
  inappropriateList('InitialScreeningDelivery', S.initialScreening),
  inappropriateList('Interview', S.interview),
  inappropriateList('Hire', S.hire),
];

/**
 * The interview screen's tabs (the seeds' calls, spellings kept): the interview stage at one sub-step
 * each, under the screen's menu like its whole list; no export of their own (the screen's export is
 * Interview/ExportInterviewResumeList). GetStepCounts counts them.
 */
function interviewTab(call: string, step: InterviewStep): StageList {
  return { ...stageList('Interview', [S.interview]), path: `ResumeDeliveryRecord/Interview/${call}`, steps: [step] };
}

export const INTERVIEW_STEP_LISTS: readonly StageList[] = [
  interviewTab('GetNotInvitationResumeList', INTERVIEW_STEP.notInvited),
  interviewTab('getAlreadyInvitationResumeList', INTERVIEW_STEP.invited),
  interviewTab('GeWrittenIngResumeList', INTERVIEW_STEP.writtenExam),
  interviewTab('GeInterviewIngResumeList', INTERVIEW_STEP.interviewing),
  interviewTab('GetStaytHiredResumeList', INTERVIEW_STEP.awaitingHire),
];
