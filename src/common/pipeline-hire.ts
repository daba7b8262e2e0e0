/**
 * The hire stage's rows of the transition table (src/common/pipeline.ts assembles it): the offer, its
 * answer, to-be-employed and the induction date, and BackTone, one step back (its effect says which).
 * The seeker answers an offer with User/AcceptOffer and User/DeclineOffer (not rows: the seeker holds
 * no function key); HR records an answer given by phone with AcceptOffer.
 */
import { date, remark, row, t, type TransitionRow } from './pipeline-row.ts';
import { HIRE_STEP, PIPELINE_STAGE } from './recruiting.ts';

const S = PIPELINE_STAGE;
const H = HIRE_STEP;
const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const HIRE_TRANSITIONS = {
  SendOffer: row({
    call: 'InterviewAssessments/SendOffer',
    label: t('发送Offer', '發送Offer', 'Send offer'),
    from: [S.hire],
    // Not sent yet, or sent before and declined or expired (the effect checks which). Refused while the
    // salary's approval is open and, where the company requires approval, unless the salary is the
    // approved one (1440-1442, src/server/modules/pipeline/salary/).
    fromSteps: [H.offerPending, H.offerSent],
    to: S.hire,
    toStep: H.offerSent,
    action: 'sendOffer',
    seekerSees: true,
    single: true,
    input: {
      type: 'object',
      required: ['deptId', 'salary', 'salaryUnit', 'entryDate', 'validUntil'],
      properties: {
        positionName: { type: 'string', minLength: 1, maxLength: 100 },
        deptId: id,
        salary: { type: 'number', exclusiveMinimum: 0, maximum: 9999999999 },
        salaryUnit: { type: 'integer', enum: [1, 2, 3, 4] },
        entryDate: date,
        place: { type: 'string', maxLength: 200 },
        officePlaceId: id,
        validUntil: date,
        templateId: id,
        lang: { type: 'string', enum: ['zh-CN', 'zh-TW', 'en'] },
        remark,
      },
    },
  }),
  AcceptOffer: row({
    call: 'InterviewAssessments/AcceptOffer',
    label: t('确认接受Offer', '確認接受Offer', 'Record acceptance'),
    from: [S.hire],
    fromSteps: [H.offerSent],
    to: S.hire,
    toStep: H.offerAccepted,
    action: 'acceptOffer',
    seekerSees: true,
    single: true,
  }),
  ToBeEmployed: row({
    call: 'InterviewAssessments/ToBeEmployed',
    label: t('待入职', '待入職', 'To be employed'),
    from: [S.hire],
    fromSteps: [H.offerAccepted],
    to: S.hire,
    toStep: H.toBeEmployed,
    action: 'toBeEmployed',
    seekerSees: true,
  }),
  Induction: row({
    call: 'InterviewAssessments/Induction',
    label: t('确定入职日期', '確定入職日期', 'Set induction date'),
    from: [S.hire],
    fromSteps: [H.toBeEmployed],
    to: S.hire,
    toStep: H.inducted,
    action: 'induction',
    seekerSees: true,
    input: { type: 'object', required: ['inductionDate'], properties: { inductionDate: date, remark } },
  }),
  UpdateInductionTime: row({
    call: 'InterviewAssessments/UpdateInductionTime',
    label: t('修改入职日期', '修改入職日期', 'Change induction date'),
    from: [S.hire],
    fromSteps: [H.inducted],
    to: 'same',
    action: 'updateInductionTime',
    seekerSees: true,
    input: { type: 'object', required: ['inductionDate'], properties: { inductionDate: date, remark } },
  }),
  BackTone: row({
    call: 'InterviewAssessments/BackTone',
    label: t('退回上一步', '退回上一步', 'One step back'),
    from: [S.hire],
    to: 'same',
    action: 'backTone',
    seekerSees: true,
    // `step`: the hire step the caller saw (optional); a record found elsewhere is refused (1202), so a
    // repeated call takes it one step back, not two.
    input: { type: 'object', properties: { step: { type: 'integer', minimum: 0, maximum: 4 }, remark } },
    restores:
      'the record goes back one step of the hire stage (offer sent → offer pending, the live offer withdrawn; accepted → sent; to be employed → accepted; induction date set → to be employed, the date kept in the history); from offer pending back to the interview stage, awaiting hire',
  }),
} as const satisfies Record<string, TransitionRow>;
