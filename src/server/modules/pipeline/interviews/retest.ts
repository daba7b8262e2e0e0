/**
 * 复试 (Retest, step 3 or 4 → 1): another round, keeping the first. The next round's invitation is
 * written by the same writer as InviteDelivery's (checks, schedule with its clash check, the seeker's
 * notice, e-mail and SMS): round = the record's last round + 1; the last round's invitation is set
 * aside (one live invitation per record), its assessments stay.
 */
import { AppError } from '../../../http/app-error.ts';
import type { Effects, MoveContext } from '../effects.ts';
import { currentRound } from '../assessments/repository.ts';
import { invitationNotice } from './messages.ts';
import { type PreparedInvitation, prepareInvitation, writeInvitation } from './invite.ts';
import * as repo from './repository.ts';

const prepared = new WeakMap<MoveContext, PreparedInvitation>();

export const retestEffects: Effects = {
  async check(ctx) {
    prepared.set(ctx, await prepareInvitation(ctx));
  },
  async after(ctx) {
    const p = prepared.get(ctx)!;
    const now = ctx.deps.clock.now();
    for (const r of ctx.records) {
      const round = (await currentRound(ctx.tx, r.id)) + 1;
      // The round's invitation is set aside; without one (imported history) there is nothing to keep live.
      await repo.replaceLive(ctx.tx, r.id, now, true);
      if ((await repo.liveInvitation(ctx.tx, r.id)) !== undefined) throw new AppError('PIPELINE_RACE', { name: r.name });
      await writeInvitation(ctx, p, r, round);
    }
  },
  notice: (record, _input, lang, ctx) => invitationNotice(prepared.get(ctx)!.texts.get(record.id)!, lang),
};
