/**
 * 发送Offer (SendOffer) and 确认接受Offer (AcceptOffer, HR recording an answer given by phone).
 * SendOffer checks what the offer names (letter.ts), refuses a re-send while the live offer is still
 * awaiting an answer or was accepted (1260), writes the offer in the move's transaction and, after
 * commit, renders the letter and sends it by e-mail (attached) and SMS; the transition service
 * pushes the NoticeMessage. AcceptOffer answers the live offer for the seeker (answered_via 2) while
 * it is sent and inside its validity (1261, 1262, 1263). The salary approval (../salary/) refuses an
 * offer while an approval is open and, where the company requires one, any salary but the approved (1440-1442).
 */
import { OFFER_ANSWERED_VIA, OFFER_STATE, OFFER_STATE_NAMES, offerState, offerToday, validUntilEnd } from '../../../../common/offers.ts';
import { AppError } from '../../../http/app-error.ts';
import { renderOfferPdf } from '../../offers/letter-pdf.ts';
import type { Effects, MoveContext } from '../effects.ts';
import { seekerAndCompany } from '../interviews/repository.ts';
import { langOf } from '../notices.ts';
import { letterOf, resolveOffer, type OfferInput, type ResolvedOffer } from './letter.ts';
import { offerMessages, offerNotice, stepNotice } from './messages.ts';
import * as repo from './repository.ts';
import { assertOfferSalary } from '../salary/service.ts';

interface Prepared {
  companyName: string;
  offers: Map<number, ResolvedOffer>;
  /** The live offer each record had when read (a re-send must still find it the newest). */
  previous: Map<number, number | undefined>;
}

const prepared = new WeakMap<MoveContext, Prepared>();

/** A record already offered may be offered again only once that offer was declined, expired or withdrawn. */
function assertReplaceable(live: repo.OfferRow | undefined, name: string, now: Date) {
  if (!live) return;
  const state = offerState(live.state, live.validUntil, now);
  if (state === 'sent' || state === 'accepted') throw new AppError('OFFER_OPEN', { name });
}

async function prepare(ctx: MoveContext): Promise<Prepared> {
  const now = ctx.deps.clock.now();
  const out: Prepared = { companyName: await repo.companyName(ctx.tx, ctx.caller.tenementId), offers: new Map(), previous: new Map() };
  for (const r of ctx.records) {
    const live = await repo.liveOffer(ctx.tx, r.id);
    assertReplaceable(live, r.name, now);
    out.previous.set(r.id, live?.id);
    const offer = await resolveOffer(ctx.tx, ctx.caller, r, ctx.input as unknown as OfferInput, { now, days: true });
    await assertOfferSalary(ctx.tx, ctx.caller.tenementId, r, offer, ctx.lang);
    out.offers.set(r.id, offer);
    ctx.perRecord.set(r.id, { deptName: offer.deptName, offerLang: offer.lang });
  }
  return out;
}

async function write(ctx: MoveContext) {
  const p = prepared.get(ctx)!;
  const now = ctx.deps.clock.now();
  for (const r of ctx.records) {
    // Re-sending: of two callers the second finds the first one's offer the newest, not the one it read.
    const live = await repo.liveOffer(ctx.tx, r.id);
    if (live?.id !== p.previous.get(r.id)) throw new AppError('PIPELINE_RACE', { name: r.name });
    if (live) await repo.markExpired(ctx.tx, live.id, now);
    const o = p.offers.get(r.id)!;
    await repo.insertOffer(ctx.tx, {
      tenementId: ctx.caller.tenementId,
      deliveryRecordId: r.id,
      templateId: o.templateId,
      positionName: o.positionName,
      deptId: o.deptId,
      salary: String(o.salary),
      salaryUnit: o.salaryUnit,
      lang: o.lang,
      entryDate: o.entryDate,
      place: o.place || null,
      officePlaceId: o.officePlaceId,
      validUntil: validUntilEnd(o.validUntil),
      state: OFFER_STATE.sent,
      sentBy: ctx.caller.userId,
      sentAt: now,
      remark: typeof ctx.input.remark === 'string' && ctx.input.remark ? ctx.input.remark : null,
    });
    const { seeker } = await seekerAndCompany(ctx.tx, r.userId, ctx.caller.tenementId);
    const letter = letterOf(p.companyName, r.name, o, offerToday(now));
    const text = { companyName: p.companyName, offer: o };
    ctx.afterCommit(async () => {
      const pdf = await renderOfferPdf(letter, o.template, o.lang);
      for (const m of offerMessages(text, langOf(r.lang), seeker, pdf)) await ctx.deps.sender.send(m);
    });
  }
}

export const sendOfferEffects: Effects = {
  async check(ctx) {
    prepared.set(ctx, await prepare(ctx));
  },
  after: write,
  notice: (record, _input, lang, ctx) => {
    const p = prepared.get(ctx)!;
    return offerNotice({ companyName: p.companyName, offer: p.offers.get(record.id)! }, lang);
  },
};

/** The live offer a record's answer is for: sent and inside its validity, else why not. */
export async function answerableOffer(ctx: Pick<MoveContext, 'tx' | 'lang'>, recordId: number, name: string, now: Date) {
  const live = await repo.liveOffer(ctx.tx, recordId);
  if (!live) throw new AppError('OFFER_MISSING', { name });
  const state = offerState(live.state, live.validUntil, now);
  if (state === 'expired') throw new AppError('OFFER_EXPIRED', { validUntil: offerToday(live.validUntil) });
  if (state !== 'sent') throw new AppError('OFFER_ANSWERED', { state: OFFER_STATE_NAMES[state][ctx.lang] });
  return live;
}

const answered = new WeakMap<MoveContext, Map<number, number>>();

export const acceptOfferEffects: Effects = {
  async check(ctx) {
    const now = ctx.deps.clock.now();
    const ids = new Map<number, number>();
    for (const r of ctx.records) {
      const live = await answerableOffer(ctx, r.id, r.name, now);
      ids.set(r.id, live.id);
      ctx.perRecord.set(r.id, { answeredVia: 'hr' });
    }
    answered.set(ctx, ids);
  },
  async after(ctx) {
    const now = ctx.deps.clock.now();
    for (const r of ctx.records) {
      const id = answered.get(ctx)!.get(r.id)!;
      const done = await repo.answerOffer(ctx.tx, id, {
        state: OFFER_STATE.accepted,
        via: OFFER_ANSWERED_VIA.hr,
        by: ctx.caller.userId,
        now,
      });
      if (!done) throw new AppError('PIPELINE_RACE', { name: r.name });
    }
  },
  notice: (record, _input, lang) => stepNotice('acceptRecorded', lang, record.positionName),
};
