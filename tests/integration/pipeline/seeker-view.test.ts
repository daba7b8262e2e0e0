/**
 * What the job seeker sees of HR's moves on their delivery records: the stage in their words, when it
 * last changed, and for 不合适 the reply HR chose to send; never HR's remark, tag or personnel type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S, SEEKER_STAGE } from '../../../src/common/recruiting.ts';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { applications, move } from './fixture.ts';

interface Item {
  id: number;
  seekerStage: number;
  seekerStageName: string;
  message: string | null;
  stageChangedAt: string;
  createdAt: string;
}

let app: FastifyInstance;
let admin: string;
let company: number;
const refusal = {
  tag: 'SKILLS',
  personnelType: 'formal',
  remark: '内部备注：焊接经验不足',
  message: '感谢关注，您的经历与岗位暂不匹配，欢迎关注其他职位。',
};

const list = async (token: string, query = '', lang = 'zh-CN') =>
  body<{ list: Item[]; totalCount: number }>(
    await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/User/GetList?perPage=100${query}`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  );
const mine = async (token: string, id: number, lang?: string) => (await list(token, '', lang)).data!.list.find((r) => r.id === id)!;

beforeAll(async () => {
  app = await testApp();
  ({ admin } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('the seeker’s delivery records', () => {
  it('shows 通过初筛 after PassInitialScreening, with the date of the change', async () => {
    const { ids, tokens } = await applications(app, company, 1);
    const before = await mine(tokens[0]!, ids[0]!);
    expect([before.seekerStage, before.seekerStageName, before.message]).toEqual([SEEKER_STAGE.delivered, '已投递', null]);
    await new Promise((r) => setTimeout(r, 20));
    expect((await move(app, admin, 'PassInitialScreening', { ids, remark: '内部备注：基本符合' })).state).toBe(200);
    const after = await mine(tokens[0]!, ids[0]!);
    expect([after.seekerStage, after.seekerStageName, after.message]).toEqual([SEEKER_STAGE.passedScreening, '通过初筛', null]);
    expect(Date.parse(after.stageChangedAt)).toBeGreaterThan(Date.parse(before.stageChangedAt));
    expect((await mine(tokens[0]!, ids[0]!, 'en')).seekerStageName).toBe('Passed screening');
    expect(JSON.stringify((await list(tokens[0]!)).data)).not.toContain('内部备注');
  });

  it('shows 不合适 with HR’s reply, and nothing HR kept for itself', async () => {
    const { ids, tokens } = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids, ...refusal })).state).toBe(200);
    const r = await mine(tokens[0]!, ids[0]!);
    expect([r.seekerStage, r.seekerStageName, r.message]).toEqual([SEEKER_STAGE.unsuitable, '不合适', refusal.message]);
    const filtered = (await list(tokens[0]!, `&stage=${SEEKER_STAGE.unsuitable}`)).data!;
    expect(filtered.list.map((x) => x.id)).toEqual([ids[0]]);
    const wire = JSON.stringify((await list(tokens[0]!)).data);
    for (const secret of [refusal.remark, '"SKILLS"', '"formal"', '"personnelType"', '"tag"', '"remark"'])
      expect(wire).not.toContain(secret);
  });

  it('shows 不合适 without a message when HR sent none, and keeps the reply once thrown to the pool', async () => {
    const quiet = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids: quiet.ids, ...refusal, message: '' })).state).toBe(200);
    expect((await mine(quiet.tokens[0]!, quiet.ids[0]!)).message).toBeNull();

    const pooled = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids: pooled.ids, ...refusal })).state).toBe(200);
    expect((await move(app, admin, 'ThrowHcp', { ids: pooled.ids })).state).toBe(200);
    expect(await mine(pooled.tokens[0]!, pooled.ids[0]!)).toMatchObject({ seekerStage: SEEKER_STAGE.unsuitable, message: refusal.message });
    // Brought back from the pool: a new round, the old reply no longer applies.
    expect((await move(app, admin, 'BackFromHcp', { ids: pooled.ids })).state).toBe(200);
    expect(await mine(pooled.tokens[0]!, pooled.ids[0]!)).toMatchObject({ seekerStage: SEEKER_STAGE.delivered, message: null });
  });

  it('names every later stage as a seeker would, and filters by it', async () => {
    const cases: Array<[number, number, string | null, number, string]> = [
      [S.interview, 0, null, SEEKER_STAGE.passedScreening, 'Passed screening'],
      [S.hire, 0, null, SEEKER_STAGE.hired, 'Hired'],
      [S.waitingReported, 0, null, SEEKER_STAGE.hired, 'Hired'],
      [S.reported, 0, null, SEEKER_STAGE.reported, 'Reported'],
      [S.trial, 0, null, SEEKER_STAGE.onboarded, 'Onboarded'],
      [S.trialOver, 0, null, SEEKER_STAGE.onboarded, 'Onboarded'],
      [S.dimission, 0, '2026-10-01', SEEKER_STAGE.left, 'Left'],
      [S.finished, 0, '2026-10-01', SEEKER_STAGE.left, 'Left'],
      [S.finished, 0, null, SEEKER_STAGE.onboarded, 'Onboarded'],
      [S.talentPool, 0, null, SEEKER_STAGE.unsuitable, 'Unsuitable'],
    ];
    for (const [stage, step, dimissionDate, seekerStage, name] of cases) {
      const { ids, tokens } = await applications(app, company, 1, { stage, step });
      await app.database.db.update(deliveryRecords).set({ dimissionDate, viewedAt: new Date() }).where(eq(deliveryRecords.id, ids[0]!));
      const r = await mine(tokens[0]!, ids[0]!, 'en');
      expect([stage, r.seekerStage, r.seekerStageName]).toEqual([stage, seekerStage, name]);
      const filtered = (await list(tokens[0]!, `&stage=${seekerStage}`)).data!;
      expect([stage, filtered.list.map((x) => x.id)]).toEqual([stage, [ids[0]]]);
    }
  });
});
