/**
 * The hire steps after the offer: 待入职 (ToBeEmployed), the induction date (Induction, not before
 * today, shown on the hire list) and its change (UpdateInductionTime: the seeker told old and new,
 * one of two changes wins), and BackTone one step back from every step, saying where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { HIRE_STEP as H, INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { OFFER_STATE, addDays, offerToday } from '../../../src/common/offers.ts';
import { deliveryRecords, offers } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, TestClock, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { insertOffer } from '../../support/offer-fixtures.ts';
import { applications, history, record } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
const clock = new TestClock();

type Moved = { list: Array<{ id: number; stage: number; step: number; stepName?: string }> };
const hr = async <T = Moved>(token: string, action: string, payload: object): Promise<Envelope<T>> =>
  body<T>(await app.inject({ method: 'POST', url: api(`/InterviewAssessments/${action}`), headers: auth(token), payload }));
const today = () => offerToday(clock.now());

/** An application at the hire stage at `step`, with the offer that step implies. */
async function at(step: number) {
  const { ids, tokens } = await applications(app, company, 1, { stage: S.hire, step });
  const id = ids[0]!;
  if (step >= H.offerSent)
    await insertOffer(app.database.db, {
      tenementId: company,
      recordId: id,
      state: step === H.offerSent ? OFFER_STATE.sent : OFFER_STATE.accepted,
    });
  if (step === H.inducted)
    await app.database.db
      .update(deliveryRecords)
      .set({ entryDate: addDays(today(), 10) })
      .where(eq(deliveryRecords.id, id));
  return { id, token: tokens[0]! };
}
const offerOf = async (id: number) => (await app.database.db.select().from(offers).where(eq(offers.deliveryRecordId, id)))[0];

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('ToBeEmployed and Induction', () => {
  it('moves an accepted offer to to-be-employed, then sets the induction date shown on the hire list', async () => {
    const r = await at(H.offerAccepted);
    expect((await hr(admin, 'ToBeEmployed', { ids: [r.id] })).data.list[0]).toMatchObject({ step: H.toBeEmployed });
    const date = addDays(today(), 5);
    expect((await hr(admin, 'Induction', { ids: [r.id], inductionDate: date })).state).toBe(200);
    expect(await record(app, r.id)).toMatchObject({ stage: S.hire, step: H.inducted, entryDate: date });
    const list = body<{ list: Array<{ id: number; entryDate: string; stepName: string }> }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/Hire/GetResumeList?perPage=100'), headers: auth(admin) }),
    );
    expect(list.data.list.find((x) => x.id === r.id)).toMatchObject({ entryDate: date, stepName: '已定入职日期' });
  });

  it('refuses an induction date before today, the wrong step and another company', async () => {
    const r = await at(H.toBeEmployed);
    const past = await hr(admin, 'Induction', { ids: [r.id], inductionDate: addDays(today(), -1) });
    expect(past.state).toBe(1000);
    expect((await hr(admin, 'Induction', { ids: [r.id] })).state).toBe(1000);
    expect((await hr(other, 'Induction', { ids: [r.id], inductionDate: today() })).state).toBe(1201);
    const early = await at(H.offerSent);
    expect((await hr(admin, 'ToBeEmployed', { ids: [early.id] })).state).toBe(1200);
    expect((await hr(admin, 'Induction', { ids: [early.id], inductionDate: today() })).state).toBe(1200);
    expect((await record(app, r.id)).step).toBe(H.toBeEmployed);
  });
});

describe('UpdateInductionTime', () => {
  it('changes the date, keeps the old one in the history, refuses the same date', async () => {
    const r = await at(H.inducted);
    const before = (await record(app, r.id)).entryDate;
    const after = addDays(today(), 20);
    expect((await hr(admin, 'UpdateInductionTime', { ids: [r.id], inductionDate: before })).state).toBe(1000);
    expect((await hr(admin, 'UpdateInductionTime', { ids: [r.id], inductionDate: after })).state).toBe(200);
    expect(await record(app, r.id)).toMatchObject({ step: H.inducted, entryDate: after });
    expect((await history(app, r.id)).at(-1)).toMatchObject({
      call: 'UpdateInductionTime',
      data: { previousInductionDate: before, inductionDate: after },
    });
    const early = await at(H.toBeEmployed);
    expect((await hr(admin, 'UpdateInductionTime', { ids: [early.id], inductionDate: after })).state).toBe(1200);
  });

  it('of two changes at once exactly one wins', async () => {
    const r = await at(H.inducted);
    const both = await Promise.all(
      [21, 22].map((d) => hr(admin, 'UpdateInductionTime', { ids: [r.id], inductionDate: addDays(today(), d) })),
    );
    // Two callers reading the same date: one wins, the other gets 1202. A database that serialises
    // them (PGlite) lets the second read the first's date and change it again: no change is lost.
    const states = both.map((x) => x.state);
    expect(states).toContain(200);
    for (const s of states) expect([200, 1202]).toContain(s);
    const changes = (await history(app, r.id)).filter((h) => h.call === 'UpdateInductionTime');
    expect(changes).toHaveLength(states.filter((s) => s === 200).length);
    const chain = changes.map((h) => h.data as { previousInductionDate: string; inductionDate: string });
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.previousInductionDate).toBe(chain[i - 1]!.inductionDate);
    expect((await record(app, r.id)).entryDate).toBe(chain.at(-1)!.inductionDate);
  });
});

describe('BackTone', () => {
  it('takes each step one back and says where', async () => {
    const cases: Array<[number, number, number, string]> = [
      [H.inducted, S.hire, H.toBeEmployed, '待入职'],
      [H.toBeEmployed, S.hire, H.offerAccepted, '已接受Offer'],
      [H.offerAccepted, S.hire, H.offerSent, 'Offer已发送'],
      [H.offerSent, S.hire, H.offerPending, '待发Offer'],
      [H.offerPending, S.interview, INTERVIEW_STEP.awaitingHire, '面试 · 待录用'],
    ];
    for (const [from, stage, step, name] of cases) {
      const r = await at(from);
      const res = await hr(admin, 'BackTone', { ids: [r.id] });
      expect(res.data.list[0], `from ${from}`).toEqual({ id: r.id, stage, step, stepName: name });
      expect(await record(app, r.id)).toMatchObject({ stage, step });
      expect((await history(app, r.id)).at(-1)).toMatchObject({ call: 'BackTone', fromStep: from, toStep: step, data: { backTo: name } });
    }
  });

  it('withdraws a sent offer, undoes an acceptance, clears the induction date', async () => {
    const sent = await at(H.offerSent);
    await hr(admin, 'BackTone', { ids: [sent.id] });
    expect((await offerOf(sent.id))!.state).toBe(OFFER_STATE.withdrawn);
    const mine = body<{ list: Array<{ id: number; offer: unknown }> }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/User/GetList?perPage=100'), headers: auth(sent.token) }),
    );
    expect(mine.data.list.find((x) => x.id === sent.id)!.offer).toBeNull();
    const accepted = await at(H.offerAccepted);
    await hr(admin, 'BackTone', { ids: [accepted.id] });
    expect(await offerOf(accepted.id)).toMatchObject({ state: OFFER_STATE.sent, answeredAt: null });
    const dated = await at(H.inducted);
    const date = (await record(app, dated.id)).entryDate;
    await hr(admin, 'BackTone', { ids: [dated.id] });
    expect((await record(app, dated.id)).entryDate).toBeNull();
    expect((await history(app, dated.id)).at(-1)!.data).toMatchObject({ previousInductionDate: date });
  });

  it('refuses another company; of two at once exactly one wins', async () => {
    const r = await at(H.toBeEmployed);
    expect((await hr(other, 'BackTone', { ids: [r.id] })).state).toBe(1201);
    const twice = () => hr(admin, 'BackTone', { ids: [r.id], step: H.toBeEmployed });
    const both = await Promise.all([twice(), twice()]);
    expect(both.map((x) => x.state).sort((a, b) => a - b)).toEqual([200, 1202]);
    expect((await record(app, r.id)).step).toBe(H.offerAccepted);
  });
});
