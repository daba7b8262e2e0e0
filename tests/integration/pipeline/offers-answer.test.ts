/**
 * Answers to an offer: the seeker accepts or declines their own (User/AcceptOffer, DeclineOffer) inside
 * its validity (an injected clock moves past it), once; HR records an acceptance given by phone
 * (AcceptOffer, answered_via 2). Of two answers at once exactly one lands. The seeker reads the letter
 * of their own application only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { HIRE_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { OFFER_ANSWERED_VIA, OFFER_STATE } from '../../../src/common/offers.ts';
import { offers } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, TestClock, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { offerInput, readPdf } from '../../support/offer-fixtures.ts';
import { applications, history, record } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
const clock = new TestClock();

const seeker = async (token: string, action: string, id: number) =>
  body<{ state: number }>(
    await app.inject({ method: 'POST', url: api(`/ResumeDeliveryRecord/User/${action}`), headers: auth(token), payload: { id } }),
  );
const hr = async (token: string, action: string, payload: object): Promise<Envelope> =>
  body(await app.inject({ method: 'POST', url: api(`/InterviewAssessments/${action}`), headers: auth(token), payload }));

/** An application at the hire stage with an offer sent now (on the test clock), valid 7 days. */
async function offered() {
  const { ids, tokens } = await applications(app, company, 1, { stage: S.hire });
  const input = await offerInput(app.database.db, company, clock.now());
  const res = await hr(admin, 'SendOffer', { ids, ...input });
  expect(res.state).toBe(200);
  return { id: ids[0]!, token: tokens[0]! };
}
const offerOf = async (id: number) => (await app.database.db.select().from(offers).where(eq(offers.deliveryRecordId, id)))[0]!;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('the seeker answers', () => {
  it('accepts their own offer: the record moves to offer accepted, with a history row', async () => {
    const o = await offered();
    expect((await seeker(o.token, 'AcceptOffer', o.id)).state).toBe(200);
    expect(await offerOf(o.id)).toMatchObject({ state: OFFER_STATE.accepted, answeredVia: OFFER_ANSWERED_VIA.seeker });
    expect((await record(app, o.id)).step).toBe(HIRE_STEP.offerAccepted);
    expect((await history(app, o.id)).at(-1)).toMatchObject({ call: 'User/AcceptOffer', fromStep: 1, toStep: 2 });
    expect((await seeker(o.token, 'AcceptOffer', o.id)).state).toBe(1262);
    expect((await seeker(o.token, 'DeclineOffer', o.id)).state).toBe(1262);
  });

  it('declines: the record stays at offer sent, HR sees the decline', async () => {
    const o = await offered();
    expect((await seeker(o.token, 'DeclineOffer', o.id)).state).toBe(200);
    expect((await offerOf(o.id)).state).toBe(OFFER_STATE.declined);
    expect((await record(app, o.id)).step).toBe(HIRE_STEP.offerSent);
    const list = body<{ list: Array<{ id: number; offerState: string; stepName: string }> }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/Hire/GetResumeList?perPage=100'), headers: auth(admin) }),
    );
    expect(list.data.list.find((r) => r.id === o.id)).toMatchObject({ offerState: 'declined', stepName: 'Offer已发送' });
    expect((await seeker(o.token, 'AcceptOffer', o.id)).state).toBe(1262);
  });

  it('cannot answer once the offer expired (clock moved past its last day)', async () => {
    const o = await offered();
    clock.advanceHours(24 * 9);
    expect((await seeker(o.token, 'AcceptOffer', o.id)).state).toBe(1261);
    expect((await hr(admin, 'AcceptOffer', { ids: [o.id] })).state).toBe(1261);
    const mine = body<{ list: Array<{ id: number; offer: { state: string } }> }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/User/GetList?perPage=100'), headers: auth(o.token) }),
    );
    expect(mine.data.list.find((r) => r.id === o.id)!.offer.state).toBe('expired');
    expect((await offerOf(o.id)).state).toBe(OFFER_STATE.sent);
  });

  it('another seeker naming the application gets 1102 and nothing changes', async () => {
    const o = await offered();
    const stranger = await offered();
    expect((await seeker(stranger.token, 'AcceptOffer', o.id)).state).toBe(1102);
    expect((await seeker(stranger.token, 'DeclineOffer', o.id)).state).toBe(1102);
    const pdf = await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/User/GetOfferPdf?id=${o.id}`),
      headers: auth(stranger.token),
    });
    expect(body(pdf).state).toBe(1102);
    expect((await offerOf(o.id)).state).toBe(OFFER_STATE.sent);
  });

  it('reads the letter of their own offer, A4 with their name and the salary', async () => {
    const o = await offered();
    const res = await app.inject({ method: 'GET', url: api(`/ResumeDeliveryRecord/User/GetOfferPdf?id=${o.id}`), headers: auth(o.token) });
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = await readPdf(res.rawPayload);
    expect(page!.view).toEqual([0, 0, 595.28, 841.89]);
    expect(page!.text).toContain('月薪 12000 元');
    const name = ((await record(app, o.id)).resumeSnapshot as { basic: { name: string } }).basic.name;
    expect(page!.text).toContain(name);
  });

  it('refuses bad input and an application without an offer', async () => {
    const o = await offered();
    expect((await seeker(o.token, 'AcceptOffer', 0)).state).toBe(1000);
    const res = await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/User/AcceptOffer'),
      headers: auth(o.token),
      payload: {},
    });
    expect(body(res).state).toBe(1000);
    const { ids, tokens } = await applications(app, company, 1, { stage: S.hire });
    expect((await seeker(tokens[0]!, 'AcceptOffer', ids[0]!)).state).toBe(1149);
  });

  it('of two answers at once exactly one lands', async () => {
    const o = await offered();
    const both = await Promise.all([seeker(o.token, 'AcceptOffer', o.id), seeker(o.token, 'DeclineOffer', o.id)]);
    expect(both.map((r) => r.state).sort((a, b) => a - b)).toEqual([200, 1262]);
    const state = (await offerOf(o.id)).state;
    expect((await record(app, o.id)).step).toBe(state === OFFER_STATE.accepted ? HIRE_STEP.offerAccepted : HIRE_STEP.offerSent);
  });
});

describe('HR records an acceptance (AcceptOffer)', () => {
  it('answers for the seeker (answered_via 2), after which the seeker cannot answer', async () => {
    const o = await offered();
    const res = await hr(admin, 'AcceptOffer', { ids: [o.id], remark: '电话确认' });
    expect(res).toMatchObject({ state: 200, data: { list: [{ id: o.id, step: HIRE_STEP.offerAccepted }] } });
    expect(await offerOf(o.id)).toMatchObject({ state: OFFER_STATE.accepted, answeredVia: OFFER_ANSWERED_VIA.hr });
    expect((await seeker(o.token, 'DeclineOffer', o.id)).state).toBe(1262);
  });

  it('refuses a declined offer, another company, and the wrong step', async () => {
    const o = await offered();
    expect((await hr(other, 'AcceptOffer', { ids: [o.id] })).state).toBe(1201);
    await seeker(o.token, 'DeclineOffer', o.id);
    expect((await hr(admin, 'AcceptOffer', { ids: [o.id] })).state).toBe(1262);
    const { ids } = await applications(app, company, 1, { stage: S.hire, step: HIRE_STEP.offerPending });
    expect((await hr(admin, 'AcceptOffer', { ids })).state).toBe(1200);
  });

  it('HR and the seeker answering at once: exactly one lands', async () => {
    const o = await offered();
    const [byHr, bySeeker] = await Promise.all([hr(admin, 'AcceptOffer', { ids: [o.id] }), seeker(o.token, 'DeclineOffer', o.id)]);
    expect([byHr.state, bySeeker.state].filter((s) => s === 200)).toHaveLength(1);
    const offer = await offerOf(o.id);
    expect(offer.state === OFFER_STATE.accepted ? byHr.state : bySeeker.state).toBe(200);
  });
});
