/** 招聘看板: one position's applications per stage with counts, paged columns, the data scope and the menu. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { move } from './fixture.ts';

interface Card {
  id: number;
  stage: number;
  step: number;
  name: string;
  source: string | null;
  employeeNo: string | null;
  createdAt: string;
  stageChangedAt: string;
}
interface Board {
  position: { id: number; name: string; recruitmentType: number };
  perPage: number;
  columns: Array<{ stage: number; name: string; totalCount: number; cards: Card[] }>;
}
interface Column {
  list: Card[];
  totalCount: number;
  page: number;
  perPage: number;
}

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;

const get = async <T>(token: string, url: string, lang?: string) =>
  body<T>(await app.inject({ method: 'GET', url: api(url), headers: { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) } }));
const boardOf = (token: string, positionId: number, lang?: string) =>
  get<Board>(token, `/ResumeDeliveryRecord/GetBoard?positionId=${positionId}`, lang);
const columnOf = (token: string, positionId: number, stage: number, page = 1) =>
  get<Column>(token, `/ResumeDeliveryRecord/GetBoardColumn?positionId=${positionId}&stage=${stage}&page=${page}`);

let serial = 0;

/** `count` applications of new seekers (who never log in: the board reads HR's side) to one position, at `stage`. */
async function applications(_app: FastifyInstance, tenementId: number, count: number, opts: { stage?: number; positionId?: number } = {}) {
  const db = app.database.db;
  const positionId = opts.positionId ?? (await insertPosition(db, tenementId));
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    serial += 1;
    const [u] = await db
      .insert(users)
      .values({ account: `board${serial}`, name: `board${serial}`, passwordHash: 'never-logs-in' })
      .returning({ id: users.id });
    const [r] = await db
      .insert(deliveryRecords)
      .values({
        tenementId,
        positionId,
        userId: u!.id,
        resumeType: 1,
        resumeSnapshot: { basic: { name: `候选人${serial}` } },
        stage: opts.stage ?? S.newDelivery,
        source: '招聘网站',
      })
      .returning({ id: deliveryRecords.id });
    ids.push(r!.id);
  }
  return { positionId, ids };
}

beforeAll(async () => {
  app = await testApp();
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('GetBoard', () => {
  it('answers every stage in order with its count and its first page of cards', async () => {
    const fresh = await applications(app, company, 12);
    const { positionId } = fresh;
    await applications(app, company, 2, { positionId, stage: S.initialScreening });
    await applications(app, company, 1, { positionId, stage: S.talentPool });
    const res = await boardOf(admin, positionId, 'en');
    expect(res.state).toBe(200);
    const b = res.data!;
    expect(b.perPage).toBe(10);
    expect(b.columns.map((c) => c.stage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(b.columns.map((c) => c.totalCount)).toEqual([12, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(b.columns.map((c) => c.cards.length)).toEqual([10, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(b.columns[1]!.name).toBe('Screened');
    const card = b.columns[0]!.cards[0]!;
    expect(Object.keys(card).sort()).toEqual(['createdAt', 'employeeNo', 'id', 'name', 'source', 'stage', 'stageChangedAt', 'step']);
    expect(card).toMatchObject({ stage: 1, step: 0, source: '招聘网站', employeeNo: null, name: expect.stringMatching(/^候选人\d+$/) });
  });

  it('puts the latest moved card on top of its column, and counts follow the move', async () => {
    const { positionId, ids } = await applications(app, company, 3);
    expect((await move(app, admin, 'PassInitialScreening', { ids: [ids[0]!] })).state).toBe(200);
    expect((await move(app, admin, 'PassInitialScreening', { ids: [ids[2]!] })).state).toBe(200);
    const b = (await boardOf(admin, positionId)).data!;
    expect(b.columns[0]!.cards.map((c) => c.id)).toEqual([ids[1]]);
    expect(b.columns[1]!.cards.map((c) => c.id)).toEqual([ids[2], ids[0]]);
    expect(b.columns[1]!.totalCount).toBe(2);
  });

  it('shows the employee number once set', async () => {
    const { positionId, ids } = await applications(app, company, 1, { stage: S.waitingReported });
    await app.database.db.update(deliveryRecords).set({ employeeNo: 'GH0007' }).where(eq(deliveryRecords.id, ids[0]!));
    const b = (await boardOf(admin, positionId)).data!;
    expect(b.columns[4]!.cards[0]!.employeeNo).toBe('GH0007');
  });
});

describe('GetBoardColumn', () => {
  it('pages one column with the list shape', async () => {
    const { positionId, ids } = await applications(app, company, 23);
    const first = (await boardOf(admin, positionId)).data!.columns[0]!.cards.map((c) => c.id);
    const p2 = await columnOf(admin, positionId, S.newDelivery, 2);
    const p3 = await columnOf(admin, positionId, S.newDelivery, 3);
    expect(p2.data).toMatchObject({ totalCount: 23, page: 2, perPage: 10 });
    expect(p3.data!.list).toHaveLength(3);
    const all = [...first, ...p2.data!.list.map((c) => c.id), ...p3.data!.list.map((c) => c.id)];
    expect([...all].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect((await columnOf(admin, positionId, S.interview)).data).toEqual({ list: [], totalCount: 0, page: 1, perPage: 10 });
  });

  it('refuses bad input', async () => {
    const { positionId } = await applications(app, company, 1);
    expect((await columnOf(admin, positionId, 13)).state).toBe(1000);
    expect((await columnOf(admin, positionId, S.newDelivery, 0)).state).toBe(1000);
    expect((await get(admin, `/ResumeDeliveryRecord/GetBoardColumn?positionId=${positionId}`)).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetBoard?positionId=2147483648')).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetBoard')).state).toBe(1000);
  });
});

describe('who sees a board', () => {
  it('answers 1102 for another company’s position and a position that does not exist', async () => {
    const theirs = await applications(app, await companyOfAccount(app.database.db, 'other_admin'), 2);
    expect((await boardOf(admin, theirs.positionId)).state).toBe(1102);
    expect((await columnOf(admin, theirs.positionId, S.newDelivery)).state).toBe(1102);
    expect((await boardOf(admin, 2147483000)).state).toBe(1102);
    const mine = await applications(app, company, 1);
    expect((await boardOf(other, mine.positionId)).state).toBe(1102);
  });

  it('keeps to the caller’s data scope on positions', async () => {
    const roleId = await role(app, company, { name: '看板本人', menus: [312] });
    const { userId } = await staff(app, company, {
      account: 'board_self',
      name: '看板本人',
      phone: '13900002222',
      deptId: null,
      roleIds: [roleId],
    });
    const token = await loginAs(app, 'board_self', STAFF_PASSWORD);
    const foreign = await applications(app, company, 1);
    const ownPosition = await insertPosition(app.database.db, company, { createdBy: userId });
    await applications(app, company, 2, { positionId: ownPosition });
    expect((await boardOf(token, foreign.positionId)).state).toBe(1102);
    expect((await columnOf(token, foreign.positionId, S.newDelivery)).state).toBe(1102);
    const own = await boardOf(token, ownPosition);
    expect(own.state).toBe(200);
    expect(own.data!.columns[0]!.totalCount).toBe(2);
  });

  it('is refused to a job seeker and to HR without the board menu', async () => {
    const { positionId } = await applications(app, company, 1);
    expect((await boardOf(seeker, positionId)).state).toBe(1101);
    const roleId = await role(app, company, { name: '只有新投递', menus: [301] });
    await staff(app, company, { account: 'board_nomenu', name: '无看板', phone: '13900003333', deptId: null, roleIds: [roleId] });
    const token = await loginAs(app, 'board_nomenu', STAFF_PASSWORD);
    expect((await boardOf(token, positionId)).state).toBe(1100);
    expect((await columnOf(token, positionId, S.newDelivery)).state).toBe(1100);
  });
});
