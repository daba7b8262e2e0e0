/**
 * Interview assessments (AddInterviewAssessment, EidtInterviewAssessment, GetInterviewAssessmentById):
 * one per application, round and interviewer. An interviewer of the round writes their own; HR holding
 * `interview:assess` may write one for a named interviewer of the round and change any. Written while
 * the candidate is interviewing (or awaiting hire), changed while still in the interview stage. When
 * the last interviewer of the round hands in, the record moves from 面试中 to 待录用 in the same
 * transaction (round.ts). A change carries the `updatedAt` it read: of two editors one lands (1277).
 */
import { ASSESSMENT_COMMENT_MAX } from '../../../../common/assessments.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import { t } from '../../../../common/pipeline-row.ts';
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { logOperation } from '../../oplog/service.ts';
import { ASSESS_KEY, holdsKey, reachRecord, refuseStep } from './access.ts';
import { completeRound } from './round.ts';
import { checkScores, presentAssessment } from './scores.ts';
import * as repo from './repository.ts';

export interface AssessmentInput {
  scores: Readonly<Record<string, number | undefined>>;
  fractionType: number;
  result: number;
  comment?: string | undefined;
}
export interface AddInput extends AssessmentInput {
  deliveryRecordId: number;
  interviewerId?: number | undefined;
}
export interface EditInput extends AssessmentInput {
  id: number;
  updatedAt: string;
}

const WRITE = t('填写面试评估', '填寫面試評估', 'an assessment');
const CHANGE = t('修改面试评估', '修改面試評估', 'changing the assessment');
const ASSESSING: readonly number[] = [INTERVIEW_STEP.interviewing, INTERVIEW_STEP.awaitingHire];

function written(input: AssessmentInput) {
  const comment = input.comment?.trim() ?? '';
  if (comment.length > ASSESSMENT_COMMENT_MAX)
    throw fieldError('comment', { rule: 'maxLength', params: { limit: ASSESSMENT_COMMENT_MAX } });
  const { scores, total } = checkScores(input);
  return { scores, total: String(total), fractionType: String(input.fractionType), result: input.result, comment: comment || null };
}

export async function addAssessment(deps: Deps, caller: Manager, input: AddInput, lang: Lang) {
  const values = written(input);
  return inTransaction(deps.db, async (tx) => {
    const record = await reachRecord(tx, caller, input.deliveryRecordId);
    await repo.lockRecord(tx, record.id);
    // Read again under the lock: the step another interviewer's hand-in may just have moved.
    const r = await reachRecord(tx, caller, record.id);
    if (r.stage !== PIPELINE_STAGE.interview || !ASSESSING.includes(r.step)) refuseStep(r, lang, WRITE);
    const round = await repo.currentRound(tx, r.id);
    const interviewers = await repo.roundInterviewers(tx, caller.tenementId, r.id, round);
    const interviewerId = input.interviewerId ?? caller.userId;
    const isInterviewer = (id: number) => interviewers.some((i) => i.userId === id);
    if (interviewerId !== caller.userId) {
      if (!(await holdsKey(tx, caller, ASSESS_KEY))) throw new AppError('ASSESSMENT_NOT_YOURS', { name: r.name, round });
      if (!isInterviewer(interviewerId)) throw fieldError('interviewerId', { rule: 'notInterviewer' });
    } else if (!isInterviewer(interviewerId)) throw new AppError('ASSESSMENT_NOT_YOURS', { name: r.name, round });
    const id = await repo.insertAssessment(tx, {
      tenementId: caller.tenementId,
      deliveryRecordId: r.id,
      round,
      interviewerId,
      ...values,
    });
    if (id === null) {
      const who = interviewers.find((i) => i.userId === interviewerId)!.name;
      throw new AppError('ASSESSMENT_EXISTS', { interviewer: who, name: r.name, round });
    }
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'interview',
      recordId: id,
      summary: { deliveryRecordId: r.id, round, interviewerId, total: values.total, result: values.result },
    });
    const moved = await completeRound(
      tx,
      caller,
      r,
      round,
      interviewers.map((i) => i.userId),
    );
    const saved = (await repo.assessmentById(tx, caller.tenementId, id))!;
    return { ...presentAssessment(saved), roundComplete: moved };
  });
}

export async function editAssessment(deps: Deps, caller: Manager, input: EditInput, lang: Lang) {
  const values = written(input);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.assessmentById(tx, caller.tenementId, input.id);
    if (!before) throw new AppError('NOT_FOUND');
    const r = await reachRecord(tx, caller, before.deliveryRecordId);
    if (before.interviewerId !== caller.userId && !(await holdsKey(tx, caller, ASSESS_KEY)))
      throw new AppError('ASSESSMENT_NOT_YOURS', { name: r.name, round: before.round });
    if (r.stage !== PIPELINE_STAGE.interview) refuseStep(r, lang, CHANGE);
    if (!(await repo.updateAssessment(tx, before.id, new Date(input.updatedAt), values, deps.clock.now()))) {
      throw new AppError('ASSESSMENT_STALE');
    }
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'interview',
      recordId: before.id,
      summary: { deliveryRecordId: r.id, round: before.round, total: values.total, result: values.result },
    });
    return presentAssessment((await repo.assessmentById(tx, caller.tenementId, before.id))!);
  });
}

export async function assessmentById(deps: Deps, caller: Manager, id: number) {
  const a = await repo.assessmentById(deps.db, caller.tenementId, id);
  if (!a) throw new AppError('NOT_FOUND');
  await reachRecord(deps.db, caller, a.deliveryRecordId);
  return presentAssessment(a);
}
