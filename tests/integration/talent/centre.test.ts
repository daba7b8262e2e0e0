/**
 * The talent centre: search by a Chinese or latin keyword (name, skills, schools, companies) and by the
 * entry's columns; saved searches (each member's own); bringing entries into a published position's
 * pipeline, all or nothing, a parsed entry getting a seeker account without a password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, users } from '../../../src/server/db/schema/index.ts';
import { createEntry } from '../../../src/server/modules/talent/library.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { CENTRE, KEYS, LIB, applyWith, entryOf, get, ids, list, resume, send, talentMember } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let positionId: number;
let published: number;
let centre: string;
let noKey: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  positionId = await insertPosition(app.database.db, company, { name: '搜索岗位' });
  published = await insertPosition(app.database.db, company, { name: '引入岗位', state: 2 });
  await applyWith(
    app,
    company,
    positionId,
    resume('欧阳明', { skills: ['PLC编程', 'AutoCAD'], school: '常熟理工学院', company: '博世汽车部件' }),
  );
  await applyWith(
    app,
    company,
    positionId,
    resume('司马青', { skills: ['注塑工艺'], school: '盐城工学院', company: '恒力纺织', city: '无锡' }),
  );
  centre = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], keys: [KEYS.bringIn], applications: { valueType: 1 } })).token;
  noKey = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], applications: { valueType: 1 } })).token;
});
afterAll(async () => app.close());

const names = async (q: Record<string, unknown>) => (await list(app, admin, q)).data.list.map((r) => r.name);

describe('TalentCenter/GetList', () => {
  it('finds people by a piece of their name, a skill, a school or a company, in Chinese or latin letters', async () => {
    expect(await names({ keyword: '欧阳' })).toEqual(['欧阳明']);
    expect(await names({ keyword: '阳明' })).toEqual(['欧阳明']);
    expect(await names({ keyword: 'plc 欧阳' })).toEqual(['欧阳明']);
    expect(await names({ keyword: 'AutoCAD' })).toContain('欧阳明');
    expect(await names({ keyword: 'AutoCAD' })).not.toContain('司马青');
    expect(await names({ keyword: '常熟理工' })).toEqual(['欧阳明']);
    expect(await names({ keyword: '盐城' })).toEqual(['司马青']);
    expect(await names({ keyword: '恒力' })).toEqual(['司马青']);
    expect(await names({ keyword: '注塑 盐城' })).toEqual(['司马青']);
    expect(await names({ keyword: '注塑 常熟理工' })).toEqual([]);
  });

  it('filters by education, experience, age, expected salary, place, source and last stage', async () => {
    const base = { keyword: '欧阳明' };
    expect(await names({ ...base, education_gte: 5, workYears_gte: 5, workYears_lte: 6, city: '苏州' })).toEqual(['欧阳明']);
    expect(await names({ ...base, education_gte: 6 })).toEqual([]);
    expect(await names({ ...base, workYears_gte: 7 })).toEqual([]);
    expect(await names({ ...base, age_gte: 18, age_lte: 60 })).toEqual(['欧阳明']);
    expect(await names({ ...base, age_lte: 20 })).toEqual([]);
    expect(await names({ ...base, salary_gte: 10000, salary_lte: 15000 })).toEqual(['欧阳明']);
    expect(await names({ ...base, salary_gte: 13000 })).toEqual([]);
    expect(await names({ ...base, source: '招聘网站', lastStage: 1 })).toEqual(['欧阳明']);
    expect(await names({ ...base, lastStage: 3 })).toEqual([]);
    expect(await names({ keyword: '司马青', city: '苏州' })).toEqual([]);
  });

  it('names the last stage in the caller’s language', async () => {
    const page = await get<{ list: Array<{ lastStageName: string }> }>(app, admin, '/TalentCenter/GetList', { keyword: '欧阳明' }, 'en');
    expect(page.data.list[0]!.lastStageName).toBe('New');
  });
});

describe('saved searches', () => {
  it('saves, lists and deletes the member’s own searches; a name twice is refused; another member’s is 1102', async () => {
    const saved = await send<{ id: number; name: string; query: object }>(app, centre, 'POST', '/TalentCenter/SaveSearch', {
      name: '苏州本科',
      query: { city: '苏州', education_gte: 5 },
    });
    expect(saved).toMatchObject({ state: 200, data: { name: '苏州本科', query: { city: '苏州', education_gte: 5 } } });
    const twice = await send(app, centre, 'POST', '/TalentCenter/SaveSearch', { name: '苏州本科', query: { city: '无锡' } });
    expect(twice.state).toBe(1403);
    expect((await get<unknown[]>(app, centre, '/TalentCenter/GetSavedSearchList')).data).toHaveLength(1);
    expect((await get<unknown[]>(app, noKey, '/TalentCenter/GetSavedSearchList')).data).toEqual([]);
    expect((await send(app, noKey, 'POST', '/TalentCenter/DeleteSavedSearch', { id: saved.data.id })).state).toBe(1102);
    expect((await send(app, other, 'POST', '/TalentCenter/DeleteSavedSearch', { id: saved.data.id })).state).toBe(1102);
    expect((await send(app, centre, 'POST', '/TalentCenter/DeleteSavedSearch', { id: saved.data.id })).state).toBe(200);
    expect((await get<unknown[]>(app, centre, '/TalentCenter/GetSavedSearchList')).data).toEqual([]);
  });

  it('refuses an empty query, one of unknown filters only, a blank name and more than twenty', async () => {
    expect((await send(app, admin, 'POST', '/TalentCenter/SaveSearch', { name: '空', query: {} })).state).toBe(1000);
    expect((await send(app, admin, 'POST', '/TalentCenter/SaveSearch', { name: '怪', query: { nickname: 'x' } })).state).toBe(1000);
    expect((await send(app, admin, 'POST', '/TalentCenter/SaveSearch', { name: ' ', query: { city: '苏州' } })).state).toBe(1000);
    // The demo administrator has one saved search already (demo-talent.ts): 19 more make twenty.
    for (let i = 0; i < 19; i += 1) {
      expect((await send(app, admin, 'POST', '/TalentCenter/SaveSearch', { name: `第${i}个`, query: { city: '苏州' } })).state).toBe(200);
    }
    expect((await send(app, admin, 'POST', '/TalentCenter/SaveSearch', { name: '多余', query: { city: '苏州' } })).state).toBe(1404);
  });
});

describe('TalentCenter/BringIntoPipeline', () => {
  it('brings a candidate into a published position’s 新投递 with HR’s copy as the resume and the source 人才中心', async () => {
    const { id } = await entryOf(app, admin, '欧阳明');
    const res = await send<Array<{ id: number; deliveryRecordId: number }>>(app, centre, 'POST', '/TalentCenter/BringIntoPipeline', {
      ids: [id],
      positionId: published,
    });
    expect(res.state).toBe(200);
    const [d] = await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.id, res.data[0]!.deliveryRecordId));
    expect(d).toMatchObject({ positionId: published, stage: 1, active: true, source: '人才中心' });
    expect((d!.resumeSnapshot as { skills: string[] }).skills).toEqual(['PLC编程', 'AutoCAD']);
    const again = await send(app, centre, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [id], positionId: published });
    expect(again.state).toBe(1400);
    expect(again.message).toContain('欧阳明');
  });

  it('gives a parsed entry a seeker account on its phone without a password; without a phone it is refused, all or nothing', async () => {
    const [withPhone, without] = await app.database.db.transaction(async (tx) => [
      await createEntry(tx, company, { basic: { name: '纸质引入', phone: '13955550001' } }, '纸质简历'),
      await createEntry(tx, company, { basic: { name: '无号引入', email: 'nophone@example.com' } }, '邮件'),
    ]);
    const refused = await send(app, admin, 'POST', '/TalentCenter/BringIntoPipeline', {
      ids: [withPhone!, without!],
      positionId: published,
    });
    expect(refused.state).toBe(1401);
    expect(await app.database.db.select().from(users).where(eq(users.phone, '13955550001'))).toEqual([]);
    const ok = await send(app, admin, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [withPhone!], positionId: published });
    expect(ok.state).toBe(200);
    const [u] = await app.database.db.select().from(users).where(eq(users.phone, '13955550001'));
    expect(u).toMatchObject({ account: 'p13955550001', passwordHash: '!', name: '纸质引入', createdByTenementId: company });
    const login = await send(app, null, 'POST', '/Login/SysLogin', { account: 'p13955550001', password: '!', loginSource: 1 });
    expect(login.state).not.toBe(200);
  });

  it('refuses a position not published, another company’s, a member without the key, and bad input', async () => {
    const { id } = await entryOf(app, admin, '司马青');
    const offline = await insertPosition(app.database.db, company, { name: '下线岗位', state: 3 });
    expect((await send(app, admin, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [id], positionId: offline })).state).toBe(1140);
    expect((await send(app, noKey, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [id], positionId: published })).state).toBe(1100);
    expect((await send(app, other, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [id], positionId: published })).state).toBe(1102);
    for (const payload of [{ ids: [], positionId: published }, { ids: [id, id], positionId: published }, { ids: [id] }]) {
      expect((await send(app, admin, 'POST', '/TalentCenter/BringIntoPipeline', payload)).state).toBe(1000);
    }
    expect(ids(await list(app, admin, { keyword: '司马青', lastStage: 1 }))).toEqual([id]);
  });

  it('lets exactly one of two racing calls bring the same candidate into the same position', async () => {
    await applyWith(app, company, positionId, resume('竞速者'));
    const { id } = await entryOf(app, admin, '竞速者');
    const call = () => send(app, admin, 'POST', '/TalentCenter/BringIntoPipeline', { ids: [id], positionId: published });
    const states = (await Promise.all([call(), call()])).map((r) => r.state).sort((a, b) => a - b);
    expect(states).toEqual([200, 1400]);
  });
});
