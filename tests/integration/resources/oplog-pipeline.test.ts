/**
 * The pipeline's own writes read in words on 操作日志, in zh-CN and en, as the routes log them: HR's note
 * on an application, an exam’s marks, a reschedule, temporary cards added and deleted, an offer template removed
 * and a screen configuration saved; never a row id, a key or JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { companyTimeText } from '../../../src/common/company-time.ts';
import { deliveryRecords, positions, temporaryCards } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PDF } from '../../support/multipart.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { topAdminOf } from '../../support/interview-fixtures.ts';
import { applications } from '../pipeline/fixture.ts';
import { call as interviewCall, exam } from '../pipeline/assessment-fixture.ts';
import { add as book, at, edit as rebook, invitedRecord } from '../pipeline/schedules-fixture.ts';

let app: FastifyInstance;
let admin: string;
let company: number;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

type Entry = { recordId: string | null; recordName: string | null; summaryText: string };

/** The newest entry of a screen and action as a reader reads it in a language: its record and its words. */
async function latest(resource: string, action: string, lang: string): Promise<[string | null, string]> {
  const res = await app.inject({
    method: 'GET',
    url: api(`/OperationLog/GetList?resource=${resource}&action=${action}`),
    headers: { ...auth(admin), 'accept-language': lang },
  });
  const e = body<{ list: Entry[] }>(res).data.list[0]!;
  return [e.recordName, e.summaryText];
}

const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  body<{ id?: number }>(await app.inject({ method, url: api(path), headers: auth(admin), ...(payload ? { payload } : {}) }));

/** An application's candidate and position in both languages' brackets. */
async function application(id: number) {
  const [r] = await app.database.db
    .select({ snapshot: deliveryRecords.resumeSnapshot, position: positions.name })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(eq(deliveryRecords.id, id));
  const name = (r!.snapshot as { basic: { name: string } }).basic.name;
  return { zh: `${name}（${r!.position}）`, en: `${name} (${r!.position})` };
}

describe('the pipeline’s writes in the operation log', () => {
  it('says HR added a note to the application, not the note’s row id', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await send('POST', '/ResumeDeliveryRecord/Note/Add', { id: ids[0], content: '电话已沟通' })).state).toBe(200);
    const a = await application(ids[0]!);
    expect(await latest('deliveryRecord', 'add', 'zh-CN')).toEqual([a.zh, '备注：已添加']);
    expect(await latest('deliveryRecord', 'add', 'en')).toEqual([a.en, 'Note: Added']);
  });

  it('reads an exam’s marks by the application, the exam and its paper by name', async () => {
    const examId = await exam(app, company, { name: '日志笔试', passScore: 60 });
    const positionId = await insertPosition(app.database.db, company, { examId });
    const { ids } = await applications(app, company, 1, { stage: S.interview, step: I.invited, positionId });
    const examAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect((await interviewCall(app, admin, 'POST', 'PublishExamination', { ids, examAt })).state).toBe(200);
    const form = multipart([{ field: 'files', filename: '日志答卷.pdf', data: TINY_PDF, type: 'application/pdf' }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: api('/Files/UploadFiles'),
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    const paper = body<Array<{ id: number }>>(uploaded).data[0]!.id;
    const marked = { deliveryRecordId: ids[0], score: 82, fileIds: [paper], examAt: '2026-11-20T02:00:00.000Z' };
    expect((await interviewCall(app, admin, 'PUT', 'UpdateExamData', marked)).state).toBe(200);
    const a = await application(ids[0]!);
    expect(await latest('userExamDetail', 'edit', 'zh-CN')).toEqual([
      a.zh,
      `投递记录：${a.zh}；考试：日志笔试；成绩：82；通过：是；考试时间：2026-11-20 10:00；附件：日志答卷.pdf`,
    ]);
    expect(await latest('userExamDetail', 'edit', 'en')).toEqual([
      a.en,
      `Application: ${a.en}; Exam: 日志笔试; Score: 82; Passed: Yes; Exam at: 2026-11-20 10:00; Attachments: 日志答卷.pdf`,
    ]);
  });

  it('reads a reschedule by the application and when the interview was before', async () => {
    const r = await invitedRecord(app, company);
    // The demo company's administrator, 系统管理员, interviews.
    const boss = await topAdminOf(app.database.db, company);
    const base = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const first = await book(app, admin, { deliveryRecordId: r.id, interviewAt: at(base, 48), interviewerIds: [boss] });
    expect(first.state).toBe(200);
    const moved = await rebook(app, admin, { id: first.data.id, interviewAt: at(base, 50), interviewerIds: [boss] });
    expect(moved.state).toBe(200);
    const [was, now] = [first.data.startsAt, moved.data.startsAt].map((t) => companyTimeText(new Date(t)));
    const a = await application(r.id);
    expect(await latest('interviewSchedule', 'edit', 'zh-CN')).toEqual([
      a.zh,
      `投递记录：${a.zh}；原面试时间：${was}；面试时间：${now}；面试官：系统管理员`,
    ]);
    expect(await latest('interviewSchedule', 'edit', 'en')).toEqual([
      a.en,
      `Application: ${a.en}; Rescheduled from: ${was}; Interview at: ${now}; Interviewers: 系统管理员`,
    ]);
  });

  it('names temporary cards taken out and an offer template removed by what they were called', async () => {
    expect((await send('POST', '/TemporyCardInfo/Add', { cardNo: 'LOG01', toCardNo: 'LOG02' })).state).toBe(200);
    expect(await latest('temporaryCard', 'add', 'zh-CN')).toEqual(['LOG01、LOG02', '卡号：LOG01；到卡号：LOG02；条数：2']);
    expect(await latest('temporaryCard', 'add', 'en')).toEqual([
      'LOG01, LOG02',
      'Card no.: LOG01; To card no. (for a range): LOG02; Rows: 2',
    ]);
    const cards = await app.database.db
      .select({ id: temporaryCards.id })
      .from(temporaryCards)
      .where(and(eq(temporaryCards.tenementId, company), inArray(temporaryCards.cardNo, ['LOG01', 'LOG02'])));
    const ids = cards.map((c) => `ids=${c.id}`).join('&');
    expect((await send('DELETE', `/TemporyCardInfo/Delete?${ids}`)).state).toBe(200);
    expect(await latest('temporaryCard', 'delete', 'zh-CN')).toEqual(['LOG01、LOG02', '2 条：LOG01、LOG02']);
    expect(await latest('temporaryCard', 'delete', 'en')).toEqual(['LOG01, LOG02', '2 records: LOG01, LOG02']);

    const template = await send('POST', '/OfferTemplate/Add', { name: '日志模板', lang: 'zh-CN', title: '录用通知', paragraphs: '您好。' });
    expect((await send('DELETE', `/OfferTemplate/Delete?ids=${template.data.id}`)).state).toBe(200);
    expect(await latest('offerTemplate', 'delete', 'zh-CN')).toEqual(['日志模板', '1 条：日志模板']);
    expect(await latest('offerTemplate', 'delete', 'en')).toEqual(['日志模板', '1 record: 日志模板']);
  });

  it('reads a screen configuration by the screen’s name, the labels it gives and its columns', async () => {
    const columns = ['createdAt', 'name', 'positionName', 'deptName', 'round', 'interviewerName', 'total', 'result'].map((prop) => ({
      prop,
      visible: prop !== 'deptName',
    }));
    const overlay = { labels: { total: { 'zh-CN': '得分', en: 'Score' } }, columns };
    expect((await send('POST', '/ResourceConfig/Save', { resource: 'InterviewReport', baseVersion: 0, overlay })).state).toBe(200);
    expect(await latest('resourceConfig', 'config', 'zh-CN')).toEqual([
      '面试报表 v1',
      '界面：面试报表；说明：—；字段名称：总分 → 得分；列表列：评估时间、候选人、应聘职位、用人部门（隐藏）、轮次、面试官、总分、面试结果',
    ]);
    expect(await latest('resourceConfig', 'config', 'en')).toEqual([
      'Interview report v1',
      'Screen: Interview report; Comment: —; Field labels: Total → Score; Columns: Assessed at, Candidate, Position, Department (hidden), Round, Interviewer, Total, Result',
    ]);
  });
});
