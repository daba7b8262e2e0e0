/**
 * SendOffer and HR's offer reads (PreviewOffer, GetOfferTenementInfo): the offer written with its
 * checks (department of the company inside the caller's scope, salary and unit, entry day not before
 * today, validity up to 30 days, the company's template in the letter's language), one live offer per
 * application (a re-send only after a decline or an expiry), the seeker told by notice, e-mail with the
 * letter attached and SMS; the letter parsed back (A4, the candidate's name and the salary in Chinese).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { HIRE_STEP, INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { OFFER_STATE, addDays, offerToday } from '../../../src/common/offers.ts';
import { depts, offerTemplates, offers, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, TestClock, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId } from '../../support/resume-fixtures.ts';
import { sentTo } from '../../support/messages.ts';
import { offerInput, readPdf } from '../../support/offer-fixtures.ts';
import { applications, history, record } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let recruiter: string;
let company: number;
const clock = new TestClock();

async function call<T = unknown>(token: string, path: string, payload: object): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method: 'POST', url: api(`/InterviewAssessments/${path}`), headers: auth(token), payload }));
}
const today = () => offerToday(clock.now());
const input = () => offerInput(app.database.db, company, clock.now());

async function hired(opts: { lang?: string; step?: number } = {}) {
  const { ids, tokens, userIds } = await applications(app, company, 1, { stage: S.hire, step: opts.step ?? 0, lang: opts.lang ?? 'zh-CN' });
  return { id: ids[0]!, token: tokens[0]!, userId: userIds[0]! };
}
const offersOf = (id: number) => app.database.db.select().from(offers).where(eq(offers.deliveryRecordId, id)).orderBy(offers.id);

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, other, recruiter } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('SendOffer', () => {
  it('writes the offer, moves to offer sent and tells the seeker by e-mail with the letter and by SMS', async () => {
    const h = await hired();
    await app.database.db.update(users).set({ email: 'offer@example.com', phone: '13900001111' }).where(eq(users.id, h.userId));
    const res = await call(admin, 'SendOffer', { ids: [h.id], ...(await input()), positionName: '高级数控车床操作工' });
    expect(res).toMatchObject({ state: 200, data: { updated: 1, list: [{ id: h.id, stage: S.hire, step: HIRE_STEP.offerSent }] } });
    const [o] = await offersOf(h.id);
    expect(o).toMatchObject({
      state: OFFER_STATE.sent,
      salary: '12000.00',
      salaryUnit: 1,
      positionName: '高级数控车床操作工',
      lang: 'zh-CN',
    });
    expect(o!.place).toContain('三号楼');
    expect((await history(app, h.id)).at(-1)).toMatchObject({ call: 'SendOffer', fromStep: 0, toStep: 1 });
    await expect.poll(() => sentTo(app, 'offer@example.com').length).toBe(1);
    const mail = sentTo(app, 'offer@example.com')[0]!;
    expect(mail.subject).toContain('录用通知');
    expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
    const pages = await readPdf(mail.attachments![0]!.content);
    expect(pages[0]!.view).toEqual([0, 0, 595.28, 841.89]);
    expect(pages[0]!.text).toContain('月薪 12000 元');
    await expect.poll(() => sentTo(app, '13900001111').length).toBe(1);
    expect(sentTo(app, '13900001111')[0]!.body).toContain('高级数控车床操作工');
    // The seeker reads it on their application.
    const mine = body<{ list: Array<{ id: number; offer: { state: string; salary: number; validUntil: string } | null }> }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/User/GetList?perPage=100'), headers: auth(h.token) }),
    );
    expect(mine.data.list.find((r) => r.id === h.id)!.offer).toMatchObject({
      state: 'sent',
      salary: 12000,
      validUntil: addDays(today(), 7),
    });
  });

  it('writes the letter in the template of the company in the language asked for, and refuses one in another language', async () => {
    const db = app.database.db;
    const [tpl] = await db
      .insert(offerTemplates)
      .values({
        tenementId: company,
        name: 'English offer',
        lang: 'en',
        title: 'Your Offer',
        greeting: 'Hello {name},',
        paragraphs: ['We offer you {position} at {salary}.'],
        signature: '{company}',
      })
      .returning({ id: offerTemplates.id });
    const h = await hired();
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()), templateId: tpl!.id, lang: 'zh-CN' })).state).toBe(1264);
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()), templateId: tpl!.id })).state).toBe(200);
    expect((await offersOf(h.id))[0]).toMatchObject({ lang: 'en', templateId: tpl!.id });
    const pdf = await app.inject({ method: 'GET', url: api(`/ResumeDeliveryRecord/User/GetOfferPdf?id=${h.id}`), headers: auth(h.token) });
    const text = (await readPdf(pdf.rawPayload))[0]!.text;
    expect(text).toContain('Your Offer');
    expect(text).toContain('CNY 12,000 a month');
  });

  it('refuses a re-send while the offer awaits an answer, allows it after a decline or an expiry', async () => {
    const h = await hired();
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()) })).state).toBe(200);
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()) })).state).toBe(1260);
    const declined = await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/User/DeclineOffer'),
      headers: auth(h.token),
      payload: { id: h.id },
    });
    expect(body(declined).state).toBe(200);
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()), validUntil: today() })).state).toBe(200);
    clock.advanceHours(48);
    expect((await call(admin, 'SendOffer', { ids: [h.id], ...(await input()) })).state).toBe(200);
    expect((await offersOf(h.id)).map((o) => o.state)).toEqual([OFFER_STATE.declined, OFFER_STATE.expired, OFFER_STATE.sent]);
    expect((await record(app, h.id)).step).toBe(HIRE_STEP.offerSent);
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const h = await hired();
    const [foreign] = await app.database.db
      .select({ id: depts.id })
      .from(depts)
      .where(eq(depts.tenementId, await companyOfAccount(app.database.db, 'second_admin').catch(() => -1)))
      .limit(1);
    const cases: Array<[object, string]> = [
      [{ entryDate: addDays(today(), -1) }, 'entryDate'],
      [{ validUntil: addDays(today(), -1) }, 'validUntil'],
      [{ validUntil: addDays(today(), 31) }, 'validUntil'],
      [{ salary: 0 }, 'salary'],
      [{ salaryUnit: 9 }, 'salaryUnit'],
      [{ deptId: foreign?.id ?? 2147483647 }, 'deptId'],
      [{ officePlaceId: 2147483647 }, 'officePlaceId'],
      [{ templateId: 2147483647 }, 'templateId'],
      [{ entryDate: '2026-02-30x' }, 'entryDate'],
    ];
    for (const [patch, field] of cases) {
      const res = await call<unknown>(admin, 'SendOffer', { ids: [h.id], ...(await input()), ...patch });
      expect(res.state, field).toBe(1000);
      expect(Object.keys((res as { errors?: object }).errors ?? {})).toContain(field);
    }
    const missing = await call(admin, 'SendOffer', { ids: [h.id], deptId: 1 });
    expect(missing.state).toBe(1000);
    expect(await offersOf(h.id)).toHaveLength(0);
    expect((await record(app, h.id)).step).toBe(HIRE_STEP.offerPending);
  });

  it('refuses the wrong step, another company, and a caller without the key', async () => {
    const accepted = await hired({ step: HIRE_STEP.offerAccepted });
    expect((await call(admin, 'SendOffer', { ids: [accepted.id], ...(await input()) })).state).toBe(1200);
    const h = await hired();
    expect((await call(other, 'SendOffer', { ids: [h.id], ...(await input()) })).state).toBe(1201);
    expect((await call(recruiter, 'SendOffer', { ids: [h.id], ...(await input()) })).state).not.toBe(200);
    expect(await offersOf(h.id)).toHaveLength(0);
  });

  it('of two HR users sending at once exactly one wins', async () => {
    const h = await hired();
    const both = await Promise.all([1, 2].map(async () => call(admin, 'SendOffer', { ids: [h.id], ...(await input()) })));
    const states = both.map((r) => r.state).sort((a, b) => a - b);
    // The loser is refused by the move (1202) or, arriving after the winner committed, by the open offer (1260).
    expect(states[0]).toBe(200);
    expect([1202, 1260]).toContain(states[1]);
    expect(await offersOf(h.id)).toHaveLength(1);
  });
});

describe('PreviewOffer and GetOfferTenementInfo', () => {
  it('renders the letter from the dialog’s fields as an A4 PDF with the name and the salary in Chinese', async () => {
    const h = await hired();
    const res = await app.inject({
      method: 'POST',
      url: api('/InterviewAssessments/PreviewOffer'),
      headers: auth(admin),
      payload: { id: h.id, ...(await input()), salary: 15800 },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = await readPdf(res.rawPayload);
    expect(page!.view).toEqual([0, 0, 595.28, 841.89]);
    const name = (await record(app, h.id)).resumeSnapshot as { basic: { name: string } };
    expect(page!.text).toContain(name.basic.name);
    expect(page!.text).toContain('月薪 15800 元');
    expect(await offersOf(h.id)).toHaveLength(0);
  });

  it('renders a sent offer by its id; refuses another company’s, missing fields and a foreign record', async () => {
    const h = await hired();
    await call(admin, 'SendOffer', { ids: [h.id], ...(await input()) });
    const [o] = await offersOf(h.id);
    const mine = await app.inject({
      method: 'POST',
      url: api('/InterviewAssessments/PreviewOffer'),
      headers: auth(admin),
      payload: { offerId: o!.id },
    });
    expect((await readPdf(mine.rawPayload))[0]!.text).toContain('月薪 12000 元');
    const theirs = await app.inject({
      method: 'POST',
      url: api('/InterviewAssessments/PreviewOffer'),
      headers: auth(other),
      payload: { offerId: o!.id },
    });
    expect(body(theirs).state).toBe(1102);
    const foreign = await app.inject({
      method: 'POST',
      url: api('/InterviewAssessments/PreviewOffer'),
      headers: auth(other),
      payload: { id: h.id, ...(await input()) },
    });
    expect(body(foreign).state).not.toBe(200);
    const missing = await app.inject({
      method: 'POST',
      url: api('/InterviewAssessments/PreviewOffer'),
      headers: auth(admin),
      payload: { id: h.id },
    });
    expect(body(missing).state).toBe(1000);
  });

  it('answers the dialog’s choices for the application', async () => {
    const h = await hired({ lang: 'en' });
    const res = body<{ companyName: string; depts: unknown[]; officePlaces: unknown[]; lang: string; validUntil: string }>(
      await app.inject({ method: 'GET', url: api(`/InterviewAssessments/GetOfferTenementInfo?id=${h.id}`), headers: auth(admin) }),
    );
    expect(res.state).toBe(200);
    expect(res.data.companyName).not.toBe('');
    expect(res.data.depts.length).toBeGreaterThan(0);
    expect(res.data.lang).toBe('en');
    expect(res.data.validUntil).toBe(addDays(today(), 7));
    const theirs = await app.inject({
      method: 'GET',
      url: api(`/InterviewAssessments/GetOfferTenementInfo?id=${h.id}`),
      headers: auth(other),
    });
    expect(body(theirs).state).toBe(1102);
  });
});

describe('the interview stage', () => {
  it('a record awaiting hire is not at the hire stage: SendOffer refuses it', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview, step: INTERVIEW_STEP.awaitingHire });
    expect((await call(admin, 'SendOffer', { ids, ...(await input()) })).state).toBe(1200);
  });
});
