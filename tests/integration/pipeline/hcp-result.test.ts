/**
 * GetHcpResult: where each application of a batch thrown to the talent pool went: in the pool (since
 * when, put there by whom), or brought back (when, and the seeker's open application to that position
 * now), with its stage named in the caller's language. Read under the transitions' rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, talentPool, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { dept } from '../people/fixture.ts';
import { applications, move } from './fixture.ts';
import { memberWith, positionName } from './cases.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let adminName: string;
const inappropriate = { tag: 'SKILLS', personnelType: 'formal' };

interface Result {
  id: number;
  name: string;
  stage: number;
  stageName: string;
  pool: { id: number; since: string; addedBy: string | null } | null;
  broughtBack: {
    at: string;
    application: { id: number; positionId: number; positionName: string; stage: number; stageName: string } | null;
  } | null;
}

beforeAll(async () => {
  // Each application is a new seeker logging in: more logins a minute than the limit lets one address make.
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  const [u] = await app.database.db.select({ name: users.name, account: users.account }).from(users).where(eq(users.account, 'admin'));
  adminName = u!.name ?? u!.account;
});
afterAll(async () => app.close());

async function hcp(token: string, payload: object, lang?: string): Promise<Envelope<{ list: Result[] }>> {
  return body(
    await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/GetHcpResult'),
      headers: { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    }),
  );
}

async function poolEntry(recordId: number) {
  const [e] = await app.database.db.select().from(talentPool).where(eq(talentPool.deliveryRecordId, recordId)).orderBy(talentPool.id);
  return e!;
}

/** The fixture names candidates 候选人<n>. */
const candidate: string = expect.stringMatching(/^候选人\d+$/);

describe('GetHcpResult', () => {
  it('answers per id, in the order asked: in the pool, brought back to its open application, never thrown', async () => {
    const { ids, positionId } = await applications(app, company, 3);
    const [kept, back, never] = ids as [number, number, number];
    expect((await move(app, admin, 'ThrowHcp', { ids: [kept, back] })).state).toBe(200);
    expect((await move(app, admin, 'BackFromHcp', { ids: [back] })).state).toBe(200);
    const res = await hcp(admin, { ids: [never, back, kept] }, 'en');
    expect(res.state).toBe(200);
    const keptEntry = await poolEntry(kept);
    const backEntry = await poolEntry(back);
    expect(res.data.list).toEqual([
      { id: never, name: candidate, stage: S.newDelivery, stageName: 'New', pool: null, broughtBack: null },
      {
        id: back,
        name: candidate,
        stage: S.newDelivery,
        stageName: 'New',
        pool: null,
        broughtBack: {
          at: backEntry.leftAt!.toISOString(),
          application: { id: back, positionId, positionName: await positionName(app, positionId), stage: S.newDelivery, stageName: 'New' },
        },
      },
      {
        id: kept,
        name: candidate,
        stage: S.talentPool,
        stageName: 'Talent pool',
        pool: { id: keptEntry.id, since: keptEntry.createdAt.toISOString(), addedBy: adminName },
        broughtBack: null,
      },
    ]);
  });

  it('names stages in the caller’s language, and answers no open application once the reopened one closed again', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await move(app, admin, 'ThrowHcp', { ids })).state).toBe(200);
    expect((await move(app, admin, 'BackFromHcp', { ids })).state).toBe(200);
    expect((await move(app, admin, 'Inappropriate', { ids, ...inappropriate })).state).toBe(200);
    const res = await hcp(admin, { ids }, 'zh-TW');
    expect(res.data.list.map((r) => [r.stage, r.stageName, r.pool, r.broughtBack?.application])).toEqual([
      [S.inappropriate, '不合適', null, null],
    ]);
  });

  it('answers the seeker’s new application to the position when they applied again after the reopened one closed', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const first = await applications(app, company, 1, { positionId });
    expect((await move(app, admin, 'ThrowHcp', { ids: first.ids })).state).toBe(200);
    expect((await move(app, admin, 'BackFromHcp', { ids: first.ids })).state).toBe(200);
    expect((await move(app, admin, 'Inappropriate', { ids: first.ids, ...inappropriate })).state).toBe(200);
    const [again] = await app.database.db
      .insert(deliveryRecords)
      .values({
        tenementId: company,
        positionId,
        userId: first.userIds[0]!,
        resumeType: 1,
        resumeSnapshot: {},
        stage: S.initialScreening,
        source: '招聘网站',
      })
      .returning({ id: deliveryRecords.id });
    const res = await hcp(admin, { ids: first.ids }, 'zh-CN');
    expect(res.data.list[0]!.broughtBack!.application).toEqual({
      id: again!.id,
      positionId,
      positionName: await positionName(app, positionId),
      stage: S.initialScreening,
      stageName: '初筛通过',
    });
  });

  it('refuses a batch naming a missing id, another company’s record, or sent by another company (1201), and a record outside the member’s scope (1201)', async () => {
    const { ids } = await applications(app, company, 1);
    const theirs = await applications(app, await companyOfAccount(app.database.db, 'other_admin'), 1);
    expect(await hcp(admin, { ids: [...ids, 2147483000] })).toMatchObject({
      state: 1201,
      message: '投递记录2147483000不存在或不在您的数据权限范围内，本批未做任何修改',
    });
    expect(await hcp(admin, { ids: [...ids, theirs.ids[0]] })).toMatchObject({
      state: 1201,
      message: `投递记录${theirs.ids[0]}不存在或不在您的数据权限范围内，本批未做任何修改`,
    });
    expect((await hcp(other, { ids })).state).toBe(1201);
    const inside = await dept(app, company, 'HCP-IN', '人才库内', null);
    const token = await memberWith(app, company, ['newDelivery:throwHcp'], { valueType: 2, deptIds: [inside] }, inside);
    const mine = await applications(app, company, 1, { positionId: await insertPosition(app.database.db, company, { deptId: inside }) });
    expect((await hcp(token, { ids: mine.ids })).state).toBe(200);
    expect(await hcp(token, { ids: [...mine.ids, ...ids] })).toMatchObject({
      state: 1201,
      message: `投递记录${ids[0]}不存在或不在您的数据权限范围内，本批未做任何修改`,
    });
  });

  it('is open to whoever may throw to the pool from a stage screen or bring back from it, to no one else', async () => {
    const { ids } = await applications(app, company, 1);
    for (const key of ['initialScreening:throwHcp', 'inappropriate:throwHcp', 'talentPool:backFromHcp'])
      expect([key, (await hcp(await memberWith(app, company, [key]), { ids })).state]).toEqual([key, 200]);
    expect((await hcp(await memberWith(app, company, ['newDelivery:pass']), { ids })).state).toBe(1100);
    expect((await hcp(seeker, { ids })).state).toBe(1101);
  });

  it('refuses bad input (1000): no ids, empty, beyond int4, more than 100', async () => {
    for (const payload of [{}, { ids: [] }, { ids: [2147483648] }, { ids: [0] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect([payload, (await hcp(admin, payload)).state]).toEqual([payload, 1000]);
    }
  });
});
