/**
 * The written exam: PublishExamination (step 1 → 2, the position's exam or a named one, the seeker told
 * the exam and its time), UpdateExamData (marks at step 2, key interview:examData, scope), ExamineUserInfo
 * (step 2 → 3 only when passed; the attachment exam only with its report), and EntryInterview (step 1 → 3
 * unless the invitation was declined or ran out unanswered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { userExamDetails } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, listenOnLoopback, testApp, TestClock } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PDF } from '../../support/multipart.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { listen } from '../people/fixture.ts';
import { member } from './lists-fixture.ts';
import { applications, history, record } from './fixture.ts';
import { call, exam, invitation } from './assessment-fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let writtenExam: number;
const clock = new TestClock();
const connections: HubConnection[] = [];

const move = (token: string, name: string, payload: object) => call(app, token, 'POST', name, payload);
/** An exam time two days ahead of the test clock. */
const later = () => new Date(clock.now().getTime() + 2 * 86_400_000).toISOString();
const marks = (token: string, payload: object) => call<Record<string, unknown>>(app, token, 'PUT', 'UpdateExamData', payload);
const results = (recordId: number) => app.database.db.select().from(userExamDetails).where(eq(userExamDetails.deliveryRecordId, recordId));

async function upload(name: string): Promise<number> {
  const form = multipart([{ field: 'files', filename: name, data: TINY_PDF, type: 'application/pdf' }]);
  const res = await app.inject({
    method: 'POST',
    url: api('/Files/UploadFiles'),
    headers: { ...auth(admin), ...form.headers },
    payload: form.payload,
  });
  return body<Array<{ id: number }>>(res).data[0]!.id;
}

/** Applications at a step of the interview stage to a position with `examId`. */
async function at(step: number, examId: number | null = writtenExam, count = 1) {
  const positionId = await insertPosition(app.database.db, company, { examId });
  return applications(app, company, count, { stage: S.interview, step, positionId });
}

/** An application at 笔试中 whose exam was published. */
async function examined(examId = writtenExam) {
  const r = await at(I.invited, examId);
  expect((await move(admin, 'PublishExamination', { examAt: later(), ids: r.ids })).state).toBe(200);
  return r;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  writtenExam = await exam(app, company, { name: '装配基础笔试', passScore: 60, durationMinutes: 40 });
});
afterAll(async () => {
  for (const c of connections) await c.stop();
  await app.close();
});

describe('PublishExamination', () => {
  it('sets the position’s exam at its time: step 2, the result row with who and when, history, the seeker told the exam and time', async () => {
    const { ids, tokens } = await at(I.invited, writtenExam);
    const messages = await listen(await listenOnLoopback(app), tokens[0]!, connections);
    const examAt = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString();
    const res = await move(admin, 'PublishExamination', { ids, examAt, remark: '请带笔' });
    expect(res).toMatchObject({ state: 200, data: { updated: 1, list: [{ id: ids[0], stage: S.interview, step: I.writtenExam }] } });
    const [row] = await results(ids[0]!);
    expect(row).toMatchObject({ examId: writtenExam, score: null, passed: null, reviewedAt: null });
    expect(row!.publishedBy).not.toBeNull();
    expect(row!.publishedAt).not.toBeNull();
    expect(row!.examAt!.toISOString()).toBe(examAt);
    expect((await history(app, ids[0]!)).map((h) => [h.call, h.fromStep, h.toStep])).toEqual([['PublishExamination', 1, 2]]);
    await expect.poll(() => messages.filter((m) => m.event === 'NoticeMessage').length, { timeout: 5000 }).toBe(1);
    const notice = messages.find((m) => m.event === 'NoticeMessage')!.payload as { message: string };
    expect(notice.message).toContain('装配基础笔试');
    expect(notice.message).toContain('40分钟');
    expect(notice.message).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\)/);
    const listed = await call<Array<{ publishedAt: string | null; examType: number }>>(
      app,
      admin,
      'GET',
      `/PositionInfo/getUserExamDetailList?deliveryRecordId=${ids[0]}`,
    );
    expect(listed.data[0]).toMatchObject({ publishedAt: expect.any(String), examType: 1 });
  });

  it('takes a named exam of the company over the position’s; refuses a position without one (1270), another company’s or a disabled exam', async () => {
    const named = await exam(app, company, { name: '英语测评', examType: 2 });
    const plain = await at(I.invited, null);
    const refused = await move(admin, 'PublishExamination', { examAt: later(), ids: plain.ids });
    expect(refused.state).toBe(1270);
    expect(refused.message).toContain('候选人');
    expect((await record(app, plain.ids[0]!)).step).toBe(I.invited);
    expect((await move(admin, 'PublishExamination', { examAt: later(), ids: plain.ids, examId: named })).state).toBe(200);
    expect((await results(plain.ids[0]!))[0]!.examId).toBe(named);
    const theirs = await exam(app, await companyOfAccount(app.database.db, 'other_admin'));
    const off = await exam(app, company, { enabled: false });
    const next = await at(I.invited, null);
    expect((await move(admin, 'PublishExamination', { examAt: later(), ids: next.ids, examId: theirs })).errors).toHaveProperty('examId');
    expect((await move(admin, 'PublishExamination', { examAt: later(), ids: next.ids, examId: off })).errors).toHaveProperty('examId');
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    expect((await move(admin, 'PublishExamination', { ids: next.ids, examId: named, examAt: past })).errors).toHaveProperty('examAt');
    expect((await move(admin, 'PublishExamination', { ids: next.ids, examId: named })).errors).toHaveProperty('examAt');
    expect(await results(next.ids[0]!)).toEqual([]);
  });

  it('refuses the wrong step, a seeker, HR without the key, another company, a member out of scope; a batch all or nothing', async () => {
    const notInvited = await at(I.notInvited);
    expect((await move(admin, 'PublishExamination', { examAt: later(), ids: notInvited.ids })).state).toBe(1200);
    const { ids } = await at(I.invited);
    expect((await move(seeker, 'PublishExamination', { examAt: later(), ids })).state).toBe(1101);
    const nokey = await member(app, company, { menus: [303], keys: ['interview:invite'], deptId: null });
    expect((await move(nokey.token, 'PublishExamination', { examAt: later(), ids })).state).toBe(1100);
    const scoped = await member(app, company, { menus: [303], keys: ['interview:publishExam'], deptId: null });
    expect((await move(scoped.token, 'PublishExamination', { examAt: later(), ids })).state).toBe(1201);
    expect((await move(other, 'PublishExamination', { examAt: later(), ids })).state).toBe(1201);
    const plain = await at(I.invited, null);
    expect((await move(admin, 'PublishExamination', { examAt: later(), ids: [...ids, ...plain.ids] })).state).toBe(1270);
    expect((await record(app, ids[0]!)).step).toBe(I.invited);
    expect(await results(ids[0]!)).toEqual([]);
  });
});

describe('UpdateExamData and ExamineUserInfo', () => {
  it('marks the exam at step 2 (score, paper, time, remark) and passes it to step 3 with who reviewed', async () => {
    const { ids } = await examined();
    const below = await move(admin, 'ExamineUserInfo', { ids });
    expect(below.state).toBe(1271);
    const paper = await upload('笔试答卷.pdf');
    const res = await marks(admin, {
      deliveryRecordId: ids[0],
      score: 55,
      fileIds: [paper],
      remark: '计算题失分',
      examAt: '2026-11-20T02:00:00.000Z',
    });
    expect(res).toMatchObject({ state: 200, data: { score: 55, passed: false, remark: '计算题失分', attachments: [{ id: paper }] } });
    expect((await move(admin, 'ExamineUserInfo', { ids })).state).toBe(1271);
    expect((await marks(admin, { deliveryRecordId: ids[0], score: 82 })).data).toMatchObject({ score: 82, passed: true });
    const ok = await move(admin, 'ExamineUserInfo', { ids });
    expect(ok.data).toMatchObject({ list: [{ step: I.interviewing }] });
    const [row] = await results(ids[0]!);
    expect(row!.reviewedBy).not.toBeNull();
    expect(row!.reviewedAt).not.toBeNull();
    expect((await call(app, admin, 'GET', `GetAttachmentExam?id=${ids[0]}`)).data).toMatchObject({
      score: 82,
      reviewedAt: expect.any(String),
    });
    // Marks are closed once the candidate left 笔试中.
    expect((await marks(admin, { deliveryRecordId: ids[0], score: 90 })).state).toBe(1276);
  });

  it('marks the attachment exam (线上测评) from its report only', async () => {
    const online = await exam(app, company, { name: '性格线上测评', examType: 2 });
    const { ids } = await examined(online);
    const refused = await marks(admin, { deliveryRecordId: ids[0], score: 80 });
    expect(refused.state).toBe(1272);
    await app.database.db.update(userExamDetails).set({ score: 80, passed: true }).where(eq(userExamDetails.deliveryRecordId, ids[0]!));
    expect((await move(admin, 'ExamineUserInfo', { ids })).state).toBe(1272);
    const report = await upload('测评报告.pdf');
    expect((await marks(admin, { deliveryRecordId: ids[0], score: 80, fileIds: [report] })).state).toBe(200);
    expect((await move(admin, 'ExamineUserInfo', { ids })).state).toBe(200);
  });

  it('refuses marks out of bounds, at the wrong step, without the key, for another company or out of scope, another company’s files', async () => {
    const { ids } = await examined();
    const over = await marks(admin, { deliveryRecordId: ids[0], score: 101 });
    expect(over.errors).toEqual({ score: '不能大于100' });
    expect((await marks(admin, { deliveryRecordId: ids[0], score: -1 })).state).toBe(1000);
    expect((await marks(admin, { deliveryRecordId: ids[0], remark: 'x'.repeat(201) })).state).toBe(1000);
    expect((await marks(admin, { deliveryRecordId: 0 })).state).toBe(1000);
    const invited = await at(I.invited);
    expect((await marks(admin, { deliveryRecordId: invited.ids[0], score: 70 })).state).toBe(1276);
    const nokey = await member(app, company, { menus: [303], keys: ['interview:examine'], deptId: null });
    expect((await marks(nokey.token, { deliveryRecordId: ids[0], score: 70 })).state).toBe(1100);
    const scoped = await member(app, company, { menus: [303], keys: ['interview:examData'], deptId: null });
    expect((await marks(scoped.token, { deliveryRecordId: ids[0], score: 70 })).state).toBe(1102);
    expect((await marks(other, { deliveryRecordId: ids[0], score: 70 })).state).toBe(1102);
    expect((await marks(seeker, { deliveryRecordId: ids[0], score: 70 })).state).toBe(1101);
    const theirFile = await (async () => {
      const form = multipart([{ field: 'files', filename: 'x.pdf', data: TINY_PDF, type: 'application/pdf' }]);
      const res = await app.inject({
        method: 'POST',
        url: api('/Files/UploadFiles'),
        headers: { ...auth(other), ...form.headers },
        payload: form.payload,
      });
      return body<Array<{ id: number }>>(res).data[0]!.id;
    })();
    expect((await marks(admin, { deliveryRecordId: ids[0], fileIds: [theirFile] })).state).toBe(1102);
    expect((await results(ids[0]!))[0]!.score).toBeNull();
  });
});

describe('EntryInterview', () => {
  it('starts the interview of an invited candidate who accepted or has not answered yet; the round stays', async () => {
    const accepted = await at(I.invited);
    await invitation(app, { tenementId: company, recordId: accepted.ids[0]!, interviewerIds: [], answer: 1, now: clock.now() });
    expect((await move(admin, 'EntryInterview', { ids: accepted.ids })).data).toMatchObject({ list: [{ step: I.interviewing }] });
    const pending = await at(I.invited);
    await invitation(app, {
      tenementId: company,
      recordId: pending.ids[0]!,
      interviewerIds: [],
      answer: 0,
      hoursAgo: 10,
      now: clock.now(),
    });
    expect((await move(admin, 'EntryInterview', { ids: pending.ids })).state).toBe(200);
  });

  it('refuses, naming the candidate, a declined invitation or one that ran out unanswered (1273); the wrong step', async () => {
    const declined = await at(I.invited);
    await invitation(app, { tenementId: company, recordId: declined.ids[0]!, interviewerIds: [], answer: 2, now: clock.now() });
    const refused = await move(admin, 'EntryInterview', { ids: declined.ids });
    expect(refused.state).toBe(1273);
    expect(refused.message).toMatch(/候选人\d+/);
    const expired = await at(I.invited);
    await invitation(app, {
      tenementId: company,
      recordId: expired.ids[0]!,
      interviewerIds: [],
      answer: 0,
      hoursAgo: 73,
      now: clock.now(),
    });
    expect((await move(admin, 'EntryInterview', { ids: expired.ids })).state).toBe(1273);
    const inExam = await at(I.writtenExam);
    expect((await move(admin, 'EntryInterview', { ids: inExam.ids })).state).toBe(1200);
    expect((await record(app, declined.ids[0]!)).step).toBe(I.invited);
  });
});
