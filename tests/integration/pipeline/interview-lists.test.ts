/**
 * The interview screen's tabs (the seeds' calls, spellings kept) and their counts: the interview stage
 * by sub-step, under the stage lists' filters, data scope and company; the demo data fills every tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_STEP as STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { INTERVIEW_STEP_LISTS } from '../../../src/server/modules/pipeline/lists/catalog.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { member } from './lists-fixture.ts';
import { applications } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;

const TABS = {
  GetNotInvitationResumeList: STEP.notInvited,
  getAlreadyInvitationResumeList: STEP.invited,
  GeWrittenIngResumeList: STEP.writtenExam,
  GeInterviewIngResumeList: STEP.interviewing,
  GetStaytHiredResumeList: STEP.awaitingHire,
} as const;

interface Counts {
  list: Array<{ step: number; call: string; count: number }>;
  total: number;
}

const get = async <T>(token: string, url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) }));
const tab = (token: string, call: string, query = '') =>
  get<{ list: Array<{ id: number; step: number; stage: number }>; totalCount: number }>(
    token,
    `/ResumeDeliveryRecord/Interview/${call}?perPage=100${query}`,
  );
const counts = (token: string, query = '') =>
  get<Counts>(token, `/ResumeDeliveryRecord/Interview/GetStepCounts${query ? `?${query}` : ''}`);

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('the interview tabs', () => {
  it('are served under the seeds’ spellings, one sub-step each', () => {
    expect(INTERVIEW_STEP_LISTS.map((l) => l.path.split('/').at(-1))).toEqual(Object.keys(TABS));
  });

  it('show the demo data in every tab, with counts that add up to the interview list', async () => {
    const c = await counts(admin);
    expect(c.state).toBe(200);
    expect(c.data.list.map((l) => l.step)).toEqual([0, 1, 2, 3, 4]);
    for (const l of c.data.list) expect(l.count, l.call).toBeGreaterThan(0);
    const all = await get<{ totalCount: number }>(admin, '/ResumeDeliveryRecord/Interview/GetResumeList');
    expect(c.data.total).toBe(all.data.totalCount);
    const invited = await tab(admin, 'getAlreadyInvitationResumeList');
    const states = (invited.data.list as unknown as Array<{ invitationState: string }>).map((r) => r.invitationState).sort();
    expect(states).toEqual(['accepted', 'expired', 'pending']);
  });

  it('list each sub-step’s records of a position, and count them under the same filter', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const made: Record<number, number[]> = {};
    for (const [step, n] of [
      [STEP.notInvited, 2],
      [STEP.invited, 1],
      [STEP.writtenExam, 3],
      [STEP.interviewing, 1],
      [STEP.awaitingHire, 2],
    ] as const)
      made[step] = (await applications(app, company, n, { stage: S.interview, step, positionId })).ids;
    await applications(app, company, 1, { stage: S.hire, positionId });
    for (const [call, step] of Object.entries(TABS)) {
      const res = await tab(admin, call, `&positionId=${positionId}`);
      expect(res.state, call).toBe(200);
      expect(res.data.list.map((r) => r.id).sort(), call).toEqual([...made[step]!].sort());
      expect(res.data.list.every((r) => r.stage === S.interview && r.step === step)).toBe(true);
    }
    const c = await counts(admin, `positionId=${positionId}`);
    expect(c.data.list.map((l) => l.count)).toEqual([2, 1, 3, 1, 2]);
    expect(c.data.total).toBe(9);
    expect(c.data.list[1]!.call).toBe('ResumeDeliveryRecord/Interview/getAlreadyInvitationResumeList');
  });

  it('keep to the caller’s company and data scope, and refuse callers without the screen and bad input', async () => {
    const positionId = await insertPosition(app.database.db, company);
    await applications(app, company, 2, { stage: S.interview, step: STEP.invited, positionId });
    expect((await tab(other, 'getAlreadyInvitationResumeList', `&positionId=${positionId}`)).data.totalCount).toBe(0);
    expect((await counts(other, `positionId=${positionId}`)).data.total).toBe(0);
    // No data rule: only applications to positions the member created.
    const scoped = await member(app, company, { menus: [303], deptId: null });
    expect((await tab(scoped.token, 'getAlreadyInvitationResumeList', `&positionId=${positionId}`)).data.totalCount).toBe(0);
    expect((await counts(scoped.token)).data.total).toBe(0);
    const own = await insertPosition(app.database.db, company, { createdBy: scoped.userId });
    await applications(app, company, 1, { stage: S.interview, step: STEP.awaitingHire, positionId: own });
    expect((await tab(scoped.token, 'GetStaytHiredResumeList')).data.totalCount).toBe(1);
    expect((await counts(scoped.token)).data.list.map((l) => l.count)).toEqual([0, 0, 0, 0, 1]);
    const elsewhere = await member(app, company, { menus: [301], deptId: null });
    expect((await tab(elsewhere.token, 'GetNotInvitationResumeList')).state).toBe(1100);
    expect((await counts(elsewhere.token)).state).toBe(1100);
    expect((await tab(admin, 'GetNotInvitationResumeList', '&perPage=101')).state).toBe(1000);
    expect((await counts(admin, 'positionId=0')).state).toBe(1000);
    expect((await counts(admin, 'sort=bad')).state).toBe(1000);
  });
});
