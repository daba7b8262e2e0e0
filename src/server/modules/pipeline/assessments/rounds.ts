/**
 * GetInterviewRetestInfo: an application's interview rounds, oldest first, each with its invitation
 * (the newest of the round), its interviewers (who handed in) and their assessments; what the retest
 * dialog, the scoring form and the candidate drawer's summary read. Also whether the caller interviews
 * the current round and may write for others (`interview:assess`).
 */
import { invitationState } from '../../../../common/interviews.ts';
import type { Deps } from '../../../deps.ts';
import type { Manager } from '../../../http/manager.ts';
import { ASSESS_KEY, holdsKey, reachRecord } from './access.ts';
import { presentAssessment } from './scores.ts';
import * as repo from './repository.ts';

export async function retestInfo(deps: Deps, caller: Manager, recordId: number) {
  const db = deps.db;
  const r = await reachRecord(db, caller, recordId);
  const now = deps.clock.now();
  const current = await repo.currentRound(db, r.id);
  const invitations = await repo.invitationsOf(db, r.id);
  const assessments = (await repo.assessmentsOf(db, caller.tenementId, r.id)).map(presentAssessment);
  const rounds = [];
  for (let round = 1; round <= current; round++) {
    const invitation = invitations.filter((i) => i.round === round).at(-1);
    const interviewers = await repo.roundInterviewers(db, caller.tenementId, r.id, round);
    const mine = assessments.filter((a) => a.round === round && a.formData === null);
    rounds.push({
      round,
      invitation: invitation
        ? {
            id: invitation.id,
            interviewAt: invitation.interviewAt.toISOString(),
            place: invitation.place,
            state: invitationState(invitation.answer, invitation.expiresAt, now),
          }
        : null,
      // Everyone who interviews the round, and anyone who handed in without being on it now (a rescheduled panel).
      interviewers: [
        ...interviewers.map((i) => ({ ...i, handedIn: mine.some((a) => a.interviewerId === i.userId) })),
        ...mine
          .filter((a) => !interviewers.some((i) => i.userId === a.interviewerId))
          .map((a) => ({ userId: a.interviewerId, name: a.interviewerName, handedIn: true })),
      ],
      assessments: mine,
    });
  }
  const currentInterviewers = rounds.at(-1)?.interviewers ?? [];
  return {
    id: r.id,
    name: r.name,
    positionName: r.positionName,
    recruitmentType: r.recruitmentType,
    stage: r.stage,
    step: r.step,
    currentRound: current,
    rounds,
    me: caller.userId,
    interviewsCurrentRound: currentInterviewers.some((i) => i.userId === caller.userId),
    mayAssessOthers: await holdsKey(db, caller, ASSESS_KEY),
  };
}
