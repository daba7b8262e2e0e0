/**
 * 指定面试负责人 (ResumeLib/editInterviewManager) and the interviewer's own view: a member whose role
 * sees no application through its rules still sees, opens and lists exactly the applications they take
 * part in (named on an invitation, or set as interview manager), and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PIPELINE_STAGE as S, INTERVIEW_STEP as STEP } from '../../../src/common/recruiting.ts';
import { deliveryRecords, deliveryStageHistory, interviewInvitationInterviewers, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { insertInvitation } from '../../support/interview-fixtures.ts';
import { member } from './lists-fixture.ts';
import { applications } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;

const post = async (token: string, url: string, payload: Record<string, unknown>) =>
  body<{ moved?: number }>(await app.inject({ method: 'POST', url: api(url), headers: auth(token), payload }));
const get = async <T>(token: string, url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) }));
const listIds = async (token: string, call = 'GetResumeList', query = '') =>
  (await get<{ list: Array<{ id: number }> }>(token, `/ResumeDeliveryRecord/Interview/${call}?perPage=100${query}`)).data.list.map(
    (r) => r.id,
  );
const manage = (token: string, ids: number[], managerId: number) => post(token, '/ResumeLib/editInterviewManager', { ids, managerId });

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

/** A member with the interview screen and no rule of their own: their role sees no application by its rules. */
const interviewer = () => member(app, company, { menus: [1, 303], deptId: null, positions: { valueType: 5 } });

describe('the interview manager', () => {
  it('is set on a batch by HR holding interview:interviewManager, written to history, and must be a member', async () => {
    const who = await interviewer();
    const { ids, positionId } = await applications(app, company, 2, { stage: S.interview, step: STEP.notInvited });
    const res = await manage(admin, ids, who.userId);
    expect(res.state).toBe(200);
    const db = app.database.db;
    const rows = await db.select().from(deliveryRecords).where(eq(deliveryRecords.positionId, positionId));
    expect(rows.map((r) => [r.interviewManagerId, r.stage, r.step])).toEqual([
      [who.userId, S.interview, STEP.notInvited],
      [who.userId, S.interview, STEP.notInvited],
    ]);
    const history = await db.select().from(deliveryStageHistory).where(eq(deliveryStageHistory.deliveryRecordId, ids[0]!));
    expect(history.at(-1)).toMatchObject({ call: 'EditInterviewManager', fromStage: S.interview, toStage: S.interview });

    // Someone who is not a member of the company (the demo job seeker): refused, nothing changes.
    const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
    const outsider = await manage(admin, ids, seeker!.id);
    expect(outsider.state).toBe(1000);
    expect((await db.select().from(deliveryRecords).where(eq(deliveryRecords.id, ids[0]!)))[0]!.interviewManagerId).toBe(who.userId);
  });

  it('is refused outside the interview stage, to another company and without the key', async () => {
    const who = await interviewer();
    const early = await applications(app, company, 1, { stage: S.initialScreening });
    expect((await manage(admin, early.ids, who.userId)).state).toBe(1200);
    const mine = await applications(app, company, 1, { stage: S.interview });
    expect((await manage(other, mine.ids, who.userId)).state).toBe(1201);
    expect((await manage(who.token, mine.ids, who.userId)).state).toBe(1100);
    expect((await manage(admin, mine.ids, 0)).state).toBe(1000);
    expect((await manage(admin, mine.ids, 2_147_483_648)).state).toBe(1000);
  });
});

describe('the interviewer’s own view', () => {
  it('lists and opens exactly the applications the member takes part in', async () => {
    const who = await interviewer();
    const { ids } = await applications(app, company, 4, { stage: S.interview, step: STEP.invited });
    const [named, managed, neither, unrelated] = ids as [number, number, number, number];
    const db = app.database.db;
    const invitation = await insertInvitation(db, { tenementId: company, recordId: named });
    await db.insert(interviewInvitationInterviewers).values({ invitationId: invitation, userId: who.userId, tenementId: company });
    await insertInvitation(db, { tenementId: company, recordId: neither });
    expect((await manage(admin, [managed], who.userId)).state).toBe(200);

    const seen = await listIds(who.token);
    expect(seen.sort()).toEqual([named, managed].sort());
    expect(await listIds(who.token, 'getAlreadyInvitationResumeList')).toEqual(expect.arrayContaining([named, managed]));
    expect(await listIds(who.token, 'getAlreadyInvitationResumeList')).not.toContain(neither);
    const counts = await get<{ total: number }>(who.token, '/ResumeDeliveryRecord/Interview/GetStepCounts');
    expect(counts.data.total).toBe(2);

    expect((await get(who.token, `/ResumeDeliveryRecord/GetDetail?id=${named}`)).state).toBe(200);
    expect((await get(who.token, `/ResumeDeliveryRecord/GetDetail?id=${neither}`)).state).toBe(1102);
    expect((await get(who.token, `/ResumeDeliveryRecord/GetDetail?id=${unrelated}`)).state).toBe(1102);
    // HR with the whole company in scope still sees every one.
    expect(await listIds(admin, 'GetResumeList', `&keyword=`)).toEqual(expect.arrayContaining(ids));
  });

  it('does not let the interviewer move the applications they see', async () => {
    const who = await member(app, company, { menus: [1, 303], keys: ['interview:hire'], deptId: null, positions: { valueType: 5 } });
    const { ids } = await applications(app, company, 1, { stage: S.interview, step: STEP.awaitingHire });
    expect((await manage(admin, ids, who.userId)).state).toBe(200);
    expect(await listIds(who.token)).toEqual(ids);
    // Moving stays with the scope on positions: the application is as good as missing for the move.
    expect((await post(who.token, '/ResumeDeliveryRecord/HasHired', { ids })).state).toBe(1201);
  });
});
