/**
 * The step from 面试中 (3) to 待录用 (4) is no call of its own: when the last interviewer of the round
 * has handed in, the assessment's transaction moves the record with the pipeline's own conditional
 * update and history row (call `AddInterviewAssessment`), and logs it. The record's row lock taken
 * before counting makes two last hand-ins at once count each other.
 */
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { logOperation } from '../../oplog/service.ts';
import { insertHistory, type MoveRecord, moveStages } from '../repository.ts';
import { handedIn } from './repository.ts';

export const ROUND_COMPLETE_CALL = 'AddInterviewAssessment';

/** Moves the record to 待录用 once every interviewer of the round handed in; answers whether it moved. */
export async function completeRound(tx: Tx, caller: Manager, r: MoveRecord, round: number, interviewerIds: number[]): Promise<boolean> {
  if (r.stage !== PIPELINE_STAGE.interview || r.step !== INTERVIEW_STEP.interviewing || !interviewerIds.length) return false;
  const done = await handedIn(tx, r.id, round, interviewerIds);
  if (interviewerIds.some((id) => !done.has(id))) return false;
  const target = {
    id: r.id,
    fromStage: r.stage,
    fromStep: r.step,
    toStage: PIPELINE_STAGE.interview,
    toStep: INTERVIEW_STEP.awaitingHire,
  };
  const moved = await moveStages(tx, [target], true, {});
  if (!moved.includes(r.id)) throw new AppError('PIPELINE_RACE', { name: r.name });
  await insertHistory(tx, [
    {
      tenementId: caller.tenementId,
      deliveryRecordId: r.id,
      call: ROUND_COMPLETE_CALL,
      fromStage: target.fromStage,
      fromStep: target.fromStep,
      toStage: target.toStage,
      toStep: target.toStep,
      actorId: caller.userId,
      remark: null,
      data: { round, interviewerIds },
    },
  ]);
  await logOperation(tx, caller, {
    action: 'edit',
    resource: 'deliveryRecord',
    recordId: r.id,
    summary: { step: ROUND_COMPLETE_CALL, round, moves: [{ id: r.id, from: target.fromStage, to: target.toStage }] },
  });
  return true;
}
