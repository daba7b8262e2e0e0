/**
 * The interview stage's rows of the transition table (src/common/pipeline.ts assembles it): the
 * invitation, the written exam, the interview itself and a retest. The step from 3 (interviewing) to 4
 * (awaiting hire) is not a call: the assessment service moves the record when the last interviewer of
 * the round has handed in their assessment (README: "Interviews").
 */
import { INTERVIEWERS_MAX } from './interviews.ts';
import { type InputSchema, remark, row, t, type TransitionRow } from './pipeline-row.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from './recruiting.ts';

const S = PIPELINE_STAGE;
const I = INTERVIEW_STEP;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** What an invitation names (InviteDelivery, and Retest for the next round). */
export const INVITATION_INPUT: InputSchema = {
  type: 'object',
  required: ['interviewAt', 'interviewerIds', 'contactId'],
  properties: {
    interviewAt: { type: 'string', format: 'date-time', maxLength: 40 },
    place: { type: 'string', maxLength: 200 },
    officePlaceId: id,
    interviewerIds: {
      type: 'array',
      minItems: 1,
      maxItems: INTERVIEWERS_MAX,
      uniqueItems: true,
      items: id,
    },
    contactId: id,
    message: { type: 'string', maxLength: 500 },
    remark,
  },
};

export const INTERVIEW_TRANSITIONS = {
  InviteDelivery: row({
    call: 'ResumeDeliveryRecord/InviteDelivery',
    label: t('邀请面试', '邀請面試', 'Invite to interview'),
    from: [S.interview],
    // Not invited yet, or invited before and the invitation expired or was declined (the effect checks which).
    fromSteps: [I.notInvited, I.invited],
    to: S.interview,
    toStep: I.invited,
    action: 'invite',
    seekerSees: true,
    single: true,
    stepWhen: { [I.invited]: { field: 'invitationState', oneOf: ['expired', 'declined'] } },
    input: INVITATION_INPUT,
  }),
  PublishExamination: row({
    call: 'InterviewAssessments/PublishExamination',
    label: t('发布笔试', '發佈筆試', 'Set written exam'),
    from: [S.interview],
    fromSteps: [I.invited],
    to: S.interview,
    toStep: I.writtenExam,
    action: 'publishExam',
    seekerSees: true,
    // The exam's time is what the seeker is told: asked every time (the row's dialog opens for it).
    input: {
      type: 'object',
      required: ['examAt'],
      properties: { examId: id, examAt: { type: 'string', format: 'date-time', maxLength: 40 }, remark },
    },
  }),
  ExamineUserInfo: row({
    call: 'InterviewAssessments/ExamineUserInfo',
    label: t('笔试通过', '筆試通過', 'Exam passed'),
    from: [S.interview],
    fromSteps: [I.writtenExam],
    to: S.interview,
    toStep: I.interviewing,
    action: 'examine',
    seekerSees: false,
  }),
  EntryInterview: row({
    call: 'InterviewAssessments/EntryInterview',
    label: t('进入面试', '進入面試', 'Start interview'),
    from: [S.interview],
    fromSteps: [I.invited],
    to: S.interview,
    toStep: I.interviewing,
    action: 'entryInterview',
    seekerSees: false,
  }),
  Retest: row({
    call: 'InterviewAssessments/Retest',
    label: t('复试', '複試', 'Next round'),
    from: [S.interview],
    fromSteps: [I.interviewing, I.awaitingHire],
    to: S.interview,
    toStep: I.invited,
    action: 'retest',
    seekerSees: true,
    single: true,
    input: INVITATION_INPUT,
  }),
  EditInterviewManager: row({
    call: 'ResumeLib/editInterviewManager',
    label: t('指定面试负责人', '指定面試負責人', 'Set interview manager'),
    from: [S.interview],
    to: 'same',
    action: 'interviewManager',
    seekerSees: false,
    input: { type: 'object', required: ['managerId'], properties: { managerId: id, remark } },
  }),
} as const satisfies Record<string, TransitionRow>;
