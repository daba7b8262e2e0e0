/**
 * 进入面试 (EntryInterview, step 1 → 3): the candidate came to the interview. Refused, naming them, when
 * their live invitation was declined or ran out unanswered (1273): HR invites again first. The round
 * stays the invitation's; a pending invitation counts (people turn up without answering).
 */
import { invitationState } from '../../../../common/interviews.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';
import * as repo from './repository.ts';

export const entryInterviewEffects: Effects = {
  async check(ctx) {
    const now = ctx.deps.clock.now();
    for (const r of ctx.records) {
      const live = await repo.liveInvitation(ctx.tx, r.id);
      const state = live ? invitationState(live.answer, live.expiresAt, now) : 'declined';
      if (state === 'declined' || state === 'expired') throw new AppError('INTERVIEW_NOT_ATTENDING', { name: r.name });
    }
  },
};
