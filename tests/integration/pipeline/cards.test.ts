/**
 * Temporary cards (临时卡, TemporyCardInfo): adding one or a range, the lists (cards with their holder,
 * free cards, every binding), giving a card out (SetTemporyEmployeeNo: one card per person, one person
 * per card, from 待报到 to 试用期), ending bindings (kept as history), and what may not be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, temporaryCardBindings } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { lastLog } from '../people/fixture.ts';
import { applications, history, record } from './fixture.ts';
import { memberWith } from './cases.ts';
import { manyApplications } from './hire-fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;

interface Card {
  id: number;
  cardNo: string;
  state: number;
  enabled: boolean;
  holderName: string | null;
  employeeNo: string | null;
  boundAt: string | null;
  deliveryRecordId: number | null;
}
interface Page<T> {
  list: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

async function call<T = unknown>(
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
  lang?: string,
): Promise<Envelope<T>> {
  const headers = { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) };
  return body<T>(await app.inject({ method, url: api(`/TemporyCardInfo/${path}`), headers, ...(payload ? { payload } : {}) }));
}
const add = (token: string, cardNo: string, toCardNo?: string, lang?: string) =>
  call<{ id: number; added: number }>(token, 'POST', 'Add', { cardNo, ...(toCardNo !== undefined ? { toCardNo } : {}) }, lang);
const bind = (token: string, ids: number[], cardId: number, lang?: string) =>
  call(token, 'POST', 'SetTemporyEmployeeNo', { ids, cardId }, lang);
const list = async (query: string) => (await call<Page<Card>>(admin, 'GET', `GetList?${query}`)).data;
const card = async (cardNo: string) => (await list(`keyword=${cardNo}&perPage=100`)).list.find((c) => c.cardNo === cardNo)!;

describe('adding cards', () => {
  it('adds one card or a range at once, refuses a number the company has (1219) and a bad range', async () => {
    expect((await add(admin, 'A0001')).data).toMatchObject({ added: 1 });
    expect((await add(admin, 'A0002', 'A0006')).data).toMatchObject({ added: 5 });
    expect((await list('keyword=A000&sort=cardNo')).list.map((c) => c.cardNo)).toEqual([
      'A0001',
      'A0002',
      'A0003',
      'A0004',
      'A0005',
      'A0006',
    ]);
    const taken = await add(admin, 'A0005', 'A0009', 'en');
    expect(taken).toMatchObject({ state: 1219, message: 'The card number A0005 already exists; no card was added' });
    expect((await list('keyword=A000')).totalCount).toBe(6);
    expect((await add(admin, 'A0010', 'B0012')).state).toBe(1000);
    expect((await add(admin, 'A0020', 'A0010')).state).toBe(1000);
    expect((await add(admin, 'C0001', 'C0501')).state).toBe(1000);
    expect((await add(admin, 'C 1')).state).toBe(1000);
    expect((await add(admin, 'C0001', 'C0500')).data).toMatchObject({ added: 500 });
    expect((await lastLog(app, 'temporaryCard', 'add'))!.summary).toMatchObject({
      after: { cardNo: 'C0001', toCardNo: 'C0500', count: 500 },
    });
  });

  it('answers the list shape with paging, and another company sees none of these cards', async () => {
    const page = await list('keyword=C0&page=2&perPage=20&sort=cardNo');
    expect(page).toMatchObject({ totalCount: 500, page: 2, perPage: 20 });
    expect(page.list[0]).toMatchObject({ cardNo: 'C0021', state: 0, enabled: true, holderName: null, employeeNo: null, boundAt: null });
    expect((await call<Page<Card>>(other, 'GET', 'GetList?keyword=C0')).data.totalCount).toBe(0);
    expect((await call(admin, 'GET', 'GetList?perPage=101')).state).toBe(1000);
  });
});

describe('SetTemporyEmployeeNo', () => {
  it('gives a free card to a person at 待报到, the list naming holder, number and since when, with a history row', async () => {
    await add(admin, 'D0001', 'D0003');
    const { ids } = await applications(app, company, 1, { stage: S.waitingReported });
    await app.database.db
      .update(deliveryRecords)
      .set({ employeeNo: `CARD${ids[0]}` })
      .where(eq(deliveryRecords.id, ids[0]!));
    const d1 = await card('D0001');
    const res = await bind(admin, ids, d1.id);
    expect(res).toMatchObject({ state: 200, data: { updated: 1, list: [{ id: ids[0], stage: S.waitingReported }] } });
    const now = await card('D0001');
    expect(now).toMatchObject({
      state: 1,
      deliveryRecordId: ids[0],
      employeeNo: `CARD${ids[0]}`,
      holderName: expect.stringMatching(/^候选人\d+$/),
    });
    expect(now.boundAt).not.toBeNull();
    expect((await history(app, ids[0]!)).map((h) => [h.call, h.fromStage, h.toStage, h.data])).toEqual([
      ['SetTemporyEmployeeNo', S.waitingReported, S.waitingReported, { cardId: d1.id, cardNo: 'D0001' }],
    ]);
    const free = (await call<Array<{ value: number; display: string }>>(admin, 'GET', 'GetFreeCardList?keyword=D000')).data.map(
      (o) => o.display,
    );
    expect(free).toEqual(['D0002', 'D0003']);
    expect(free).not.toContain('D0001');
  });

  it('refuses a card someone holds (1215, naming the holder) and a second card to a holder (1216)', async () => {
    await add(admin, 'E0001', 'E0002');
    const [e1, e2] = [await card('E0001'), await card('E0002')];
    const { ids } = await applications(app, company, 2, { stage: S.reported });
    expect((await bind(admin, [ids[0]!], e1.id)).state).toBe(200);
    const name = (await card('E0001')).holderName!;
    const held = await bind(admin, [ids[1]!], e1.id, 'en');
    expect(held).toMatchObject({ state: 1215, message: `The temporary card E0001 is held by “${name}”: unbind it first` });
    const holds = await bind(admin, [ids[0]!], e2.id, 'en');
    expect(holds).toMatchObject({ state: 1216, message: `“${name}” already holds the temporary card E0001: unbind it first` });
    expect((await card('E0002')).state).toBe(0);
    expect(await history(app, ids[1]!)).toEqual([]);
  });

  it('is refused before 待报到, for a disabled card or another company’s, for two people at once, and to those without the key', async () => {
    await add(admin, 'F0001', 'F0002');
    const [f1, f2] = [await card('F0001'), await card('F0002')];
    const hire = await applications(app, company, 1, { stage: S.hire });
    expect((await bind(admin, hire.ids, f1.id)).state).toBe(1200);
    const { ids } = await applications(app, company, 2, { stage: S.trial });
    expect((await call(admin, 'POST', 'Enable', { ids: [f2.id], enabled: false })).data).toEqual({ updated: 1 });
    expect((await bind(admin, [ids[0]!], f2.id)).state).toBe(1000);
    expect((await call<Array<{ display: string }>>(admin, 'GET', 'GetFreeCardList?keyword=F')).data.map((o) => o.display)).toEqual([
      'F0001',
    ]);
    const theirs = (await call<{ id: number }>(other, 'POST', 'Add', { cardNo: 'F0001' })).data.id;
    expect((await bind(admin, [ids[0]!], theirs)).state).toBe(1000);
    expect((await bind(admin, ids, f1.id)).state).toBe(1000);
    expect((await bind(seeker, [ids[0]!], f1.id)).state).not.toBe(200);
    const nokey = await memberWith(app, company, ['hired:bindCard']);
    expect((await bind(nokey, [ids[0]!], f1.id)).state).toBe(1203);
    expect((await call(nokey, 'GET', 'GetFreeCardList')).state).toBe(200);
    const none = await memberWith(app, company, ['hired:entry']);
    expect((await bind(none, [ids[0]!], f1.id)).state).toBe(1100);
    expect((await call(none, 'GET', 'GetFreeCardList')).state).toBe(1100);
    expect((await card('F0001')).state).toBe(0);
  });

  it('gives one card to one of 10 people racing for it, and one person one of 10 cards', async () => {
    await add(admin, 'G0001', 'G0010');
    const cards = await Promise.all(Array.from({ length: 10 }, (_, i) => card(`G${String(i + 1).padStart(4, '0')}`)));
    const people = await manyApplications(app, company, 10, S.waitingReported);
    const forOne = await Promise.all(people.map((id) => bind(admin, [id], cards[0]!.id)));
    expect(forOne.filter((a) => a.state === 200)).toHaveLength(1);
    expect(forOne.filter((a) => a.state !== 200).map((a) => a.state)).toEqual(Array(9).fill(1215));
    const loner = (await manyApplications(app, company, 1, S.waitingReported))[0]!;
    const forLoner = await Promise.all(cards.slice(1).map((c) => bind(admin, [loner], c.id)));
    expect(forLoner.filter((a) => a.state === 200)).toHaveLength(1);
    expect(forLoner.filter((a) => a.state !== 200).map((a) => a.state)).toEqual(Array(8).fill(1216));
    const open = await app.database.db.select().from(temporaryCardBindings).where(eq(temporaryCardBindings.deliveryRecordId, loner));
    expect(open).toHaveLength(1);
  });
});

describe('UnBindTemporyNo, deleting and disabling', () => {
  it('ends bindings, keeping them as history, frees the card for the next person, and logs it', async () => {
    await add(admin, 'H0001');
    const h1 = await card('H0001');
    const { ids } = await applications(app, company, 2, { stage: S.waitingReported });
    await bind(admin, [ids[0]!], h1.id);
    const res = await call(admin, 'POST', 'UnBindTemporyNo', { ids: [h1.id] });
    expect(res).toMatchObject({ state: 200, data: { updated: 1 } });
    expect(await card('H0001')).toMatchObject({ state: 0, holderName: null, deliveryRecordId: null });
    expect((await history(app, ids[0]!)).map((h) => h.call)).toEqual(['SetTemporyEmployeeNo', 'UnBindTemporyNo']);
    const timeline = body<Array<{ action: string; details: Array<{ label: string; value: string }> }>>(
      await app.inject({
        method: 'GET',
        url: api(`/ResumeDeliveryRecord/GetStageHistory?id=${ids[0]}`),
        headers: { ...auth(admin), 'accept-language': 'en' },
      }),
    ).data;
    expect(timeline.map((t) => [t.action, t.details])).toEqual([
      ['Give temporary card', [{ label: 'Temporary card', value: 'H0001' }]],
      ['Card taken back', [{ label: 'Temporary card', value: 'H0001' }]],
    ]);
    expect((await call(admin, 'POST', 'UnBindTemporyNo', { ids: [h1.id] })).data).toEqual({ updated: 0 });
    expect((await bind(admin, [ids[1]!], h1.id)).state).toBe(200);
    const bindings = (
      await call<
        Page<{ cardNo: string; deliveryRecordId: number; unboundAt: string | null; boundByName: string; unboundByName: string | null }>
      >(admin, 'GET', `GetBindRecordList?cardId=${h1.id}`)
    ).data;
    expect(bindings.totalCount).toBe(2);
    expect(bindings.list.map((b) => [b.deliveryRecordId, b.unboundAt === null, b.unboundByName === null])).toEqual([
      [ids[1], true, true],
      [ids[0], false, false],
    ]);
    expect((await lastLog(app, 'temporaryCard', 'edit'))!.summary).toMatchObject({
      unbound: [{ cardNo: 'H0001', deliveryRecordId: ids[0] }],
    });
    expect((await record(app, ids[0]!)).stage).toBe(S.waitingReported);
  });

  it('deletes only cards never given out: one held (1218) or given out before (1217) is refused, the batch whole', async () => {
    await add(admin, 'K0001', 'K0003');
    const [k1, k2, k3] = [await card('K0001'), await card('K0002'), await card('K0003')];
    const { ids } = await applications(app, company, 1, { stage: S.waitingReported });
    await bind(admin, ids, k1.id);
    const del = (cardIds: number[], lang?: string) =>
      call(admin, 'DELETE', `Delete?${cardIds.map((id) => `ids=${id}`).join('&')}`, undefined, lang);
    expect((await del([k3.id, k1.id], 'en')).message).toMatch(
      /^The temporary card K0001 is held by “候选人\d+” and cannot be deleted or disabled/,
    );
    expect((await call(admin, 'POST', 'Enable', { ids: [k1.id], enabled: false })).state).toBe(1218);
    await call(admin, 'POST', 'UnBindTemporyNo', { ids: [k1.id] });
    expect((await del([k3.id, k1.id])).state).toBe(1217);
    expect(await card('K0003')).toBeDefined();
    expect((await del([k2.id, k3.id])).data).toEqual({ deleted: 2 });
    expect((await call(admin, 'POST', 'Enable', { ids: [k1.id], enabled: false })).data).toEqual({ updated: 1 });
    expect((await card('K0001')).enabled).toBe(false);
  });

  it('refuses another company’s cards (1102) and those without the keys', async () => {
    await add(admin, 'M0001');
    const m1 = await card('M0001');
    expect((await call(other, 'POST', 'UnBindTemporyNo', { ids: [m1.id] })).state).toBe(1102);
    expect((await call(other, 'DELETE', `Delete?ids=${m1.id}`)).state).toBe(1102);
    expect((await call(other, 'POST', 'Enable', { ids: [m1.id], enabled: false })).state).toBe(1102);
    expect((await call(seeker, 'GET', 'GetList')).state).not.toBe(200);
    const none = await memberWith(app, company, ['hired:entry']);
    for (const [method, path, payload] of [
      ['GET', 'GetList'],
      ['GET', 'GetBindRecordList'],
      ['POST', 'Add', { cardNo: 'M0009' }],
      ['POST', 'UnBindTemporyNo', { ids: [m1.id] }],
      ['POST', 'Enable', { ids: [m1.id], enabled: false }],
      ['DELETE', `Delete?ids=${m1.id}`],
    ] as const) {
      expect((await call(none, method, path, payload)).state).toBe(1100);
    }
    expect((await card('M0001')).enabled).toBe(true);
  });
});
