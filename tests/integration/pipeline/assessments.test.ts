/**
 * Interview assessments: one per application, round and interviewer; each interviewer writes their own,
 * HR holding interview:assess for a named interviewer of the round; grades from the seeds' dropdown lists,
 * the total computed by the server; the last interviewer's hand-in moves the candidate to 待录用 in the
 * same transaction with a history row; edits by the author or HR with the key, while the candidate is in
 * the interview stage, one of two concurrent edits landing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, interviewAssessments } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { topAdminOf } from '../../support/interview-fixtures.ts';
import { lastLog } from '../people/fixture.ts';
import { member } from './lists-fixture.ts';
import { applications, history, record } from './fixture.ts';
import { call, GOOD, invitation } from './assessment-fixture.ts';

let app: FastifyInstance;
let admin: string;
let adminId: number;
let seeker: string;
let other: string;
let company: number;
/** Two interviewers with the interview screen but not the assess key; HR with every interview key. */
let wang: { token: string; userId: number };
let li: { token: string; userId: number };
let hr: { token: string; userId: number };

type Assessment = {
  id: number;
  round: number;
  interviewerId: number;
  interviewerName: string;
  total: number;
  result: number;
  updatedAt: string;
  roundComplete?: boolean;
};

const add = (token: string, payload: object) => call<Assessment>(app, token, 'POST', 'AddInterviewAssessment', payload);
const edit = (token: string, payload: object) => call<Assessment>(app, token, 'POST', 'EidtInterviewAssessment', payload);
const rows = (recordId: number) =>
  app.database.db.select().from(interviewAssessments).where(eq(interviewAssessments.deliveryRecordId, recordId));

/** An application at 面试中 whose round-1 invitation names the interviewers. */
async function interviewing(interviewerIds: number[], step: number = I.interviewing) {
  const { ids } = await applications(app, company, 1, { stage: S.interview, step });
  await invitation(app, { tenementId: company, recordId: ids[0]!, interviewerIds });
  return ids[0]!;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  adminId = await topAdminOf(app.database.db, company);
  const everyone = { applications: { valueType: 1 } };
  wang = await member(app, company, { menus: [303], keys: [], deptId: null, ...everyone });
  li = await member(app, company, { menus: [303], keys: [], deptId: null, ...everyone });
  hr = await member(app, company, { menus: [303], keys: ['interview:assess'], deptId: null, ...everyone });
});
afterAll(async () => app.close());

describe('AddInterviewAssessment', () => {
  it('two interviewers each hand in their own; the total is the server’s; the last one moves the candidate to 待录用 with history and log', async () => {
    const id = await interviewing([wang.userId, li.userId]);
    const first = await add(wang.token, { deliveryRecordId: id, ...GOOD });
    expect(first.state).toBe(200);
    // 28 of 36 points, out of 100.
    expect(first.data).toMatchObject({ round: 1, interviewerId: wang.userId, total: 77.78, result: 1, roundComplete: false });
    // People read as the company knows them (their member name).
    expect(first.data.interviewerName).toMatch(/^名单专员\d+$/);
    expect((await record(app, id)).step).toBe(I.interviewing);
    const second = await add(li.token, {
      deliveryRecordId: id,
      ...GOOD,
      fractionType: 2,
      result: 3,
      scores: { ...GOOD.scores, otherSkills: undefined },
    });
    expect(second.data).toMatchObject({ interviewerId: li.userId, total: 3.25, result: 3, roundComplete: true });
    expect(await record(app, id)).toMatchObject({ stage: S.interview, step: I.awaitingHire });
    expect((await history(app, id)).map((h) => [h.call, h.fromStep, h.toStep])).toEqual([
      ['AddInterviewAssessment', I.interviewing, I.awaitingHire],
    ]);
    expect(await lastLog(app, 'deliveryRecord')).toMatchObject({ action: 'edit' });
    const info = await call<{
      rounds: Array<{ interviewers: Array<{ userId: number; name: string; handedIn: boolean }>; assessments: Assessment[] }>;
    }>(app, admin, 'GET', `GetInterviewRetestInfo?id=${id}`);
    expect(info.state, info.message).toBe(200);
    expect(info.data.rounds).toHaveLength(1);
    expect(info.data.rounds[0]!.interviewers.map((i) => i.handedIn)).toEqual([true, true]);
    expect(new Set(info.data.rounds[0]!.interviewers.map((i) => i.name)).size).toBe(2);
    expect(info.data.rounds[0]!.assessments.map((a) => a.interviewerId).sort()).toEqual([wang.userId, li.userId].sort());
    const one = await call<Assessment>(app, wang.token, 'GET', `GetInterviewAssessmentById?id=${first.data.id}`);
    expect(one.data).toMatchObject({ id: first.data.id, total: 77.78 });
  });

  it('lets HR holding interview:assess enter one for a named interviewer of the round, nobody else', async () => {
    const id = await interviewing([wang.userId, li.userId]);
    expect((await add(hr.token, { deliveryRecordId: id, interviewerId: wang.userId, ...GOOD })).data).toMatchObject({
      interviewerId: wang.userId,
    });
    expect((await add(hr.token, { deliveryRecordId: id, interviewerId: adminId, ...GOOD })).errors).toHaveProperty('interviewerId');
    // HR entering one in their own name, not being an interviewer; an interviewer writing for another.
    expect((await add(hr.token, { deliveryRecordId: id, ...GOOD })).state).toBe(1274);
    expect((await add(li.token, { deliveryRecordId: id, interviewerId: wang.userId, ...GOOD })).state).toBe(1274);
    expect((await add(wang.token, { deliveryRecordId: id, ...GOOD })).state).toBe(1275);
    expect(await rows(id)).toHaveLength(1);
  });

  it('refuses the wrong step, someone not interviewing, another company, a seeker, out of scope', async () => {
    const invited = await interviewing([wang.userId], I.invited);
    const wrong = await add(wang.token, { deliveryRecordId: invited, ...GOOD });
    expect(wrong.state).toBe(1276);
    expect(wrong.message).toContain('已邀约');
    const id = await interviewing([wang.userId]);
    expect((await add(admin, { deliveryRecordId: id, ...GOOD })).state).toBe(1274);
    expect((await add(other, { deliveryRecordId: id, ...GOOD })).state).toBe(1102);
    expect((await add(seeker, { deliveryRecordId: id, ...GOOD })).state).toBe(1101);
    const scoped = await member(app, company, { menus: [303], keys: ['interview:assess'], deptId: null });
    expect((await add(scoped.token, { deliveryRecordId: id, interviewerId: wang.userId, ...GOOD })).state).toBe(1102);
    expect((await call(app, scoped.token, 'GET', `GetInterviewRetestInfo?id=${id}`)).state).toBe(1102);
    expect(await rows(id)).toEqual([]);
  });

  it('lets an interviewer outside the data scope reach the interviews they take part in', async () => {
    const outsider = await member(app, company, { menus: [303], keys: [], deptId: null });
    const id = await interviewing([outsider.userId]);
    expect((await add(outsider.token, { deliveryRecordId: id, ...GOOD })).state).toBe(200);
    expect((await record(app, id)).step).toBe(I.awaitingHire);
  });

  it('refuses bad input: a grade not in the dropdown, a missing group, an unknown scale or result, a long comment, unknown fields', async () => {
    const id = await interviewing([wang.userId]);
    const cases: Array<[object, string]> = [
      [{ scores: { ...GOOD.scores, logic: 5 } }, 'scores.logic'],
      [{ scores: { ...GOOD.scores, logic: 0 } }, 'scores.logic'],
      [{ scores: { ...GOOD.scores, logic: undefined } }, 'scores.logic'],
      [{ fractionType: 3 }, 'fractionType'],
      [{ result: 4 }, 'result'],
      [{ comment: 'x'.repeat(1001) }, 'comment'],
    ];
    for (const [patch, field] of cases) {
      const res = await add(wang.token, { deliveryRecordId: id, ...GOOD, ...patch });
      expect(res.state, field).toBe(1000);
      if (field) expect(Object.keys(res.errors ?? {}).join(), field).toContain(field);
    }
    expect((await add(wang.token, { deliveryRecordId: 2147483648, ...GOOD })).state).toBe(1000);
    expect(await rows(id)).toEqual([]);
  });

  it('counts both of two last hand-ins at once: the candidate moves exactly once', async () => {
    const id = await interviewing([wang.userId, li.userId]);
    const both = await Promise.all([add(wang.token, { deliveryRecordId: id, ...GOOD }), add(li.token, { deliveryRecordId: id, ...GOOD })]);
    expect(both.map((b) => b.state)).toEqual([200, 200]);
    expect(both.filter((b) => b.data.roundComplete)).toHaveLength(1);
    expect(await history(app, id)).toHaveLength(1);
  });
});

describe('EidtInterviewAssessment', () => {
  it('lets the author change theirs (total recomputed), HR with the key too; others not; closed once the candidate left the interview stage', async () => {
    const id = await interviewing([wang.userId, li.userId]);
    const mine = (await add(wang.token, { deliveryRecordId: id, ...GOOD })).data;
    const changed = await edit(wang.token, {
      id: mine.id,
      updatedAt: mine.updatedAt,
      ...GOOD,
      scores: { ...GOOD.scores, logic: 4 },
      result: 2,
    });
    expect(changed.data).toMatchObject({ total: 80.56, result: 2 });
    expect((await edit(li.token, { id: mine.id, updatedAt: changed.data.updatedAt, ...GOOD })).state).toBe(1274);
    expect((await edit(other, { id: mine.id, updatedAt: changed.data.updatedAt, ...GOOD })).state).toBe(1102);
    const byHr = await edit(hr.token, { id: mine.id, updatedAt: changed.data.updatedAt, ...GOOD });
    expect(byHr.data).toMatchObject({ total: 77.78, result: 1 });
    await app.database.db.update(deliveryRecords).set({ stage: S.hire, step: 0 }).where(eq(deliveryRecords.id, id));
    const closed = await edit(wang.token, { id: mine.id, updatedAt: byHr.data.updatedAt, ...GOOD });
    expect(closed.state).toBe(1276);
    expect((await rows(id))[0]!.result).toBe(1);
  });

  it('lands exactly one of two concurrent edits of what both read; the other gets 1277', async () => {
    const id = await interviewing([wang.userId]);
    const mine = (await add(wang.token, { deliveryRecordId: id, ...GOOD })).data;
    const [a, b] = await Promise.all([
      edit(wang.token, { id: mine.id, updatedAt: mine.updatedAt, ...GOOD, result: 2 }),
      edit(hr.token, { id: mine.id, updatedAt: mine.updatedAt, ...GOOD, result: 3 }),
    ]);
    expect([a.state, b.state].sort((x, y) => x - y)).toEqual([200, 1277]);
    const landed = a.state === 200 ? 2 : 3;
    expect((await rows(id))[0]!.result).toBe(landed);
  });
});
