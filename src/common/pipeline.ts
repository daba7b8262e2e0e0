/**
 * The hiring pipeline's one state machine, declared as data. Each row is a call: the stages it may
 * start from, the stage it leads to, the function key it needs (one per starting stage: the key of
 * the screen that lists that stage), its input beyond `ids`, and whether the job seeker is told.
 * The server runs every row through one service function (src/server/modules/pipeline/transition.ts,
 * side effects in transitions/); the back office reads the same rows to show a row or bulk button
 * only where the record's stage allows it. README: "The pipeline" has the stage × call table.
 */
import { PIPELINE_STAGE, type PipelineStage } from './recruiting.ts';
import { type InputSchema, row, remark, date, t, type Text, type TransitionRow } from './pipeline-row.ts';
import { INTERVIEW_TRANSITIONS } from './pipeline-interview.ts';
import { HIRE_TRANSITIONS } from './pipeline-hire.ts';

import type { Lang } from './states.ts';

export type { InputSchema, TransitionRow } from './pipeline-row.ts';

const S = PIPELINE_STAGE;

/** The back-office screen (menu key) that lists each stage; its keys guard the steps from there. */
export const STAGE_SCREEN: Readonly<Record<PipelineStage, string>> = {
  [S.newDelivery]: 'newDelivery',
  [S.initialScreening]: 'initialScreening',
  [S.interview]: 'interview',
  [S.hire]: 'hire',
  [S.waitingReported]: 'hired',
  [S.reported]: 'reported',
  [S.trial]: 'reported',
  [S.trialOver]: 'trialOver',
  [S.dimission]: 'dimission',
  [S.finished]: 'finished',
  [S.inappropriate]: 'inappropriate',
  [S.talentPool]: 'talentPool',
};

/** Stage names as HR reads them, in each language. */
export const STAGE_NAMES: Readonly<Record<PipelineStage, Text>> = {
  [S.newDelivery]: t('新投递', '新投遞', 'New'),
  [S.initialScreening]: t('初筛通过', '初篩通過', 'Screened'),
  [S.interview]: t('面试', '面試', 'Interview'),
  [S.hire]: t('录用', '錄用', 'Hire'),
  [S.waitingReported]: t('待报到', '待報到', 'To report'),
  [S.reported]: t('已报到', '已報到', 'Reported'),
  [S.trial]: t('试用期', '試用期', 'On trial'),
  [S.trialOver]: t('试用期满', '試用期滿', 'Trial over'),
  [S.dimission]: t('离职', '離職', 'Left'),
  [S.finished]: t('招聘完成', '招聘完成', 'Finished'),
  [S.inappropriate]: t('不合适', '不合適', 'Not suitable'),
  [S.talentPool]: t('人才库', '人才庫', 'Talent pool'),
};

export const stageName = (stage: number, lang: Lang): string => STAGE_NAMES[stage as PipelineStage]?.[lang] ?? String(stage);

/** Stages a candidate may be refused from, or thrown to the talent pool from. */
const OPEN_BEFORE_HIRE: readonly PipelineStage[] = [S.newDelivery, S.initialScreening, S.interview, S.hire];

/** Stages where a hire has an employee number and department set (and a temporary card bound). */
export const HIRED_SIDE: readonly PipelineStage[] = [S.hire, S.waitingReported, S.reported, S.trial];

/** The number comes from a 工号设置 rule, named by id or by personnel type (one of the two). */
const numberInput = (required: string[]): InputSchema => ({
  type: 'object',
  required,
  properties: {
    settingId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    personnelType: { type: 'string', minLength: 1, maxLength: 20 },
    deptId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    remark,
  },
});

export const TRANSITIONS = {
  PassInitialScreening: row({
    call: 'ResumeDeliveryRecord/PassInitialScreening',
    label: t('通过初筛', '通過初篩', 'Pass screening'),
    from: [S.newDelivery],
    to: S.initialScreening,
    action: 'pass',
    seekerSees: true,
  }),
  ExpectedInvitation: row({
    call: 'ResumeDeliveryRecord/ExpectedInvitation',
    label: t('待邀约面试', '待邀約面試', 'Move to interview'),
    from: [S.initialScreening],
    to: S.interview,
    toStep: 0,
    action: 'expectedInvitation',
    seekerSees: false,
  }),
  ...INTERVIEW_TRANSITIONS,
  Inappropriate: row({
    call: 'ResumeDeliveryRecord/Inappropriate',
    label: t('不合适', '不合適', 'Not suitable'),
    from: OPEN_BEFORE_HIRE,
    to: S.inappropriate,
    action: 'inappropriate',
    seekerSees: true,
    input: {
      type: 'object',
      required: ['tag', 'personnelType'],
      properties: {
        tag: { type: 'string', minLength: 1, maxLength: 50 },
        personnelType: { type: 'string', minLength: 1, maxLength: 20 },
        remark,
        message: { type: 'string', maxLength: 500 },
      },
    },
  }),
  ThrowHcp: row({
    call: 'ResumeDeliveryRecord/ThrowHcp',
    label: t('放入人才库', '放入人才庫', 'To talent pool'),
    from: [...OPEN_BEFORE_HIRE, S.inappropriate],
    to: S.talentPool,
    action: 'throwHcp',
    seekerSees: false,
  }),
  BackFromHcp: row({
    call: 'ResumeDeliveryRecord/BackFromHcp',
    label: t('放回新投递', '放回新投遞', 'Back to new'),
    from: [S.talentPool],
    to: S.newDelivery,
    action: 'backFromHcp',
    seekerSees: false,
    restores: 'the application returns to 新投递 of its position (refused while the seeker has another open application there)',
  }),
  HasHired: row({
    call: 'ResumeDeliveryRecord/HasHired',
    label: t('录用', '錄用', 'Hire'),
    from: [S.interview],
    to: S.hire,
    toStep: 0,
    action: 'hire',
    seekerSees: true,
  }),
  ...HIRE_TRANSITIONS,
  WaitingReported: row({
    call: 'ResumeDeliveryRecord/WaitingReported',
    label: t('待报到', '待報到', 'To report'),
    from: [S.hire],
    to: S.waitingReported,
    action: 'waitingReported',
    seekerSees: true,
  }),
  GeneralWorkerWaitingReported: row({
    call: 'ResumeDeliveryRecord/GeneralWorker/WaitingReported',
    label: t('普工待报到', '普工待報到', 'Worker to report'),
    from: [S.newDelivery, S.initialScreening],
    to: S.waitingReported,
    action: 'waitingReported',
    seekerSees: true,
    generalWorkerOnly: true,
  }),
  Entry: row({
    call: 'ResumeDeliveryRecord/Entry',
    label: t('报到', '報到', 'Report in'),
    from: [S.waitingReported],
    to: S.reported,
    action: 'entry',
    seekerSees: true,
    input: { type: 'object', required: ['entryDate'], properties: { entryDate: date, remark } },
  }),
  BackWaitingReported: row({
    call: 'ResumeDeliveryRecord/Back/WaitingReported',
    label: t('退回待报到', '退回待報到', 'Back to report'),
    from: [S.reported],
    to: S.waitingReported,
    action: 'backWaitingReported',
    seekerSees: true,
    restores: 'the record returns to 待报到; the entry date is cleared, the employee number and department stay',
  }),
  SetEmployeeNo: row({
    call: 'ResumeDeliveryRecord/SetEmployeeNo',
    label: t('设置工号和部门', '設定工號和部門', 'Set employee no.'),
    from: HIRED_SIDE,
    to: 'same',
    action: 'setEmployeeNo',
    seekerSees: false,
    input: numberInput(['deptId']),
  }),
  ReallocateEmployeeNo: row({
    call: 'ResumeDeliveryRecord/ReallocateEmployeeNo',
    label: t('重新分配工号', '重新分配工號', 'Reallocate employee no.'),
    from: HIRED_SIDE,
    to: 'same',
    action: 'reallocateEmployeeNo',
    seekerSees: false,
    input: numberInput([]),
  }),
  SetTemporyEmployeeNo: row({
    call: 'TemporyCardInfo/SetTemporyEmployeeNo',
    label: t('发放临时卡', '發放臨時卡', 'Give temporary card'),
    from: [S.waitingReported, S.reported, S.trial],
    to: 'same',
    action: 'bindCard',
    seekerSees: false,
    single: true,
    input: { type: 'object', required: ['cardId'], properties: { cardId: { type: 'integer', minimum: 1, maximum: 2147483647 }, remark } },
  }),
  HasEntryed: row({
    call: 'ResumeDeliveryRecord/HasEntryed',
    label: t('已入职', '已入職', 'Onboarded'),
    from: [S.reported],
    to: S.trial,
    action: 'entered',
    seekerSees: true,
  }),
  HasTrialOver: row({
    call: 'ResumeDeliveryRecord/HasTrialOver',
    label: t('试用期满', '試用期滿', 'End trial'),
    from: [S.trial],
    to: S.trialOver,
    action: 'trialOver',
    seekerSees: false,
  }),
  Dimission: row({
    call: 'ResumeDeliveryRecord/Dimission',
    label: t('离职', '離職', 'Leave'),
    from: [S.trial, S.trialOver],
    to: S.dimission,
    action: 'dimission',
    seekerSees: false,
    input: { type: 'object', required: ['dimissionDate'], properties: { dimissionDate: date, remark } },
  }),
  HasFinishRecruit: row({
    call: 'ResumeDeliveryRecord/HasFinishRecruit',
    label: t('完成招聘', '完成招聘', 'Finish'),
    from: [S.trialOver, S.dimission],
    to: S.finished,
    action: 'finish',
    seekerSees: false,
  }),
} as const satisfies Record<string, TransitionRow>;

export type TransitionName = keyof typeof TRANSITIONS;

/** The function key a record in `stage` needs for the row. */
export const transitionKey = (t: TransitionRow, stage: PipelineStage) => `${STAGE_SCREEN[stage]}:${t.action}`;

/** Every key the row may need (the route admits a caller holding any; the service checks each record's). */
export const transitionKeys = (t: TransitionRow) => [...new Set(t.from.map((s) => transitionKey(t, s)))];

/** Whether a record where it stands now may take the step (what the back office's buttons read). */
export function transitionAllows(t: TransitionRow, record: { stage: number; step?: number | null }): boolean {
  if (!(t.from as readonly number[]).includes(record.stage)) return false;
  const step = record.step ?? 0;
  if (t.fromSteps && !t.fromSteps.includes(step)) return false;
  const when = t.stepWhen?.[step];
  const value = when ? (record as Readonly<Record<string, unknown>>)[when.field] : undefined;
  return !when || value === undefined || when.oneOf.includes(String(value));
}
