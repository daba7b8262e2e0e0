/**
 * The seeker answers an interview invitation on their own application: only theirs (another seeker's
 * record is 1102, as if it did not exist), only while it is pending (1241) and inside its 72 hours
 * (1240, read on the injected clock). One conditional update: of two answers exactly one lands. A
 * decline takes the interview off the calendar. The HR member who sent it is told after commit.
 */
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { INVITATION_ANSWER, invitationState } from '../../../../common/interviews.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Caller } from '../../identity/sessions.ts';
import * as repo from './repository.ts';
import * as schedules from '../schedules/repository.ts';

export type Answer = 'accept' | 'decline';

export async function answerInvitation(deps: Deps, caller: Caller, recordId: number, answer: Answer) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const record = await repo.seekerRecord(tx, recordId);
    if (!record || record.userId !== caller.userId) throw new AppError('NOT_FOUND');
    const live = record.stage === PIPELINE_STAGE.interview ? await repo.liveInvitation(tx, record.id) : undefined;
    if (!live) throw new AppError('RECORD_STAGE');
    const state = invitationState(live.answer, live.expiresAt, now);
    if (state === 'expired') throw new AppError('INVITATION_EXPIRED');
    if (state !== 'pending') throw new AppError('INVITATION_ANSWERED');
    const code = answer === 'accept' ? INVITATION_ANSWER.accepted : INVITATION_ANSWER.declined;
    if (!(await repo.answerInvitation(tx, live.id, code, now))) throw new AppError('INVITATION_ANSWERED');
    // A declined interview leaves the calendar: its interviewers and room are free again.
    if (answer === 'decline') await schedules.cancelLive(tx, record.id, live.round, now);
    if (live.sentBy !== null) {
      const to = live.sentBy;
      afterCommit(() => {
        deps.hub.sendToUser(to, 'NoticeMessage', {
          state: 200,
          message: `${record.positionName}: ${answer === 'accept' ? '候选人已接受面试邀请' : '候选人已拒绝面试邀请'}`,
          data: { deliveryRecordId: record.id, invitationId: live.id, answer: code },
        });
      });
    }
    return { id: record.id, invitationId: live.id, answer: code, answeredAt: now.toISOString() };
  });
}
