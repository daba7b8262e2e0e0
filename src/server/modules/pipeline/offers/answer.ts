/**
 * The seeker's side of an offer: accepting or declining it on their own application (another
 * seeker's is 1102, as if it did not exist), only while it is sent and inside its validity (1261
 * expired, 1262 answered or withdrawn), and reading its letter. The answer takes the record's row
 * first (accepting moves it to offer accepted, conditionally on offer sent), then the offer's, in the
 * order HR's moves take them, so the seeker and HR recording an answer queue and exactly one lands.
 * A history row says who answered; the HR member who sent it is told after commit.
 */
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Queryable } from '../../../db/client.ts';
import { OFFER_ANSWERED_VIA, OFFER_STATE, OFFER_STATE_NAMES, offerState, offerToday } from '../../../../common/offers.ts';
import { HIRE_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Caller } from '../../identity/sessions.ts';
import { renderOfferPdf } from '../../offers/letter-pdf.ts';
import { insertHistory } from '../repository.ts';
import { letterOf, storedOffer } from './letter.ts';
import * as repo from './repository.ts';

export type OfferAnswer = 'accept' | 'decline';

/** The caller's own application and its live offer (not a withdrawn one), else 1102 / 1149. */
async function ownOffer(db: Queryable, caller: Caller, recordId: number) {
  const record = await repo.recordForOffer(db, recordId);
  if (!record || record.userId !== caller.userId) throw new AppError('NOT_FOUND');
  const live = await repo.liveOffer(db, record.id);
  if (!live || live.state === OFFER_STATE.withdrawn) throw new AppError('RECORD_STAGE');
  return { record, live };
}

export async function answerOffer(deps: Deps, caller: Caller, recordId: number, answer: OfferAnswer, lang: Lang) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const { record, live } = await ownOffer(tx, caller, recordId);
    const state = offerState(live.state, live.validUntil, now);
    if (state === 'expired') throw new AppError('OFFER_EXPIRED', { validUntil: offerToday(live.validUntil) });
    if (state !== 'sent') throw new AppError('OFFER_ANSWERED', { state: OFFER_STATE_NAMES[state][lang] });
    const from = { stage: PIPELINE_STAGE.hire, step: HIRE_STEP.offerSent };
    const toStep = answer === 'accept' ? HIRE_STEP.offerAccepted : HIRE_STEP.offerSent;
    const code = answer === 'accept' ? OFFER_STATE.accepted : OFFER_STATE.declined;
    // HR moved the record meanwhile (recorded an answer, took the offer back), or another answer landed first.
    const landed =
      (await repo.moveForAnswer(tx, record.id, from, toStep)) &&
      (await repo.answerOffer(tx, live.id, { state: code, via: OFFER_ANSWERED_VIA.seeker, by: caller.userId, now }));
    if (!landed) {
      const again = (await repo.offerById(tx, live.id))!;
      throw new AppError('OFFER_ANSWERED', { state: OFFER_STATE_NAMES[offerState(again.state, again.validUntil, now)][lang] });
    }
    await insertHistory(tx, [
      {
        tenementId: record.tenementId,
        deliveryRecordId: record.id,
        call: answer === 'accept' ? 'User/AcceptOffer' : 'User/DeclineOffer',
        ...{ fromStage: from.stage, fromStep: from.step, toStage: from.stage, toStep },
        actorId: caller.userId,
        remark: null,
        data: { offerId: live.id, answeredVia: 'seeker' },
      },
    ]);
    if (live.sentBy !== null) {
      const to = live.sentBy;
      afterCommit(() => {
        deps.hub.sendToUser(to, 'NoticeMessage', {
          state: 200,
          message: `${record.name} · ${record.positionName}: ${answer === 'accept' ? '候选人已接受Offer' : '候选人已拒绝Offer'}`,
          data: { deliveryRecordId: record.id, offerId: live.id, state: code },
        });
      });
    }
    return { id: record.id, offerId: live.id, state: code, answeredAt: now.toISOString() };
  });
}

/** The seeker's letter, as it was sent. */
export async function seekerOfferPdf(deps: Deps, caller: Caller, recordId: number) {
  const { record, live } = await ownOffer(deps.db, caller, recordId);
  const offer = await storedOffer(deps.db, live);
  const company = await repo.companyName(deps.db, record.tenementId);
  return renderOfferPdf(letterOf(company, record.name, offer, offerToday(live.sentAt)), offer.template, offer.lang);
}
