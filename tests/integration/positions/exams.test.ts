/**
 * Exam results: HR binds the paper (company files), the score and a remark to an application in
 * its position's exam; passed follows the exam's pass score; results are listed per application,
 * per position, and paged with filters. A position without an exam has none (1149).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PDF } from '../../support/multipart.ts';
import { fileLinkOf } from '../../support/resume-fixtures.ts';
import { application, caller, demoRefs, type Call, type Position, type Refs } from './helpers.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let call: Call;
let refs: Refs;
let cnc: number;
let record: number;

type Result = {
  id: number;
  deliveryRecordId: number;
  examName: string;
  fullScore: number;
  passScore: number;
  score: number | null;
  passed: boolean | null;
  attachments: Array<{ id: number; name: string; fullPath: string }>;
  remark: string | null;
  examAt: string | null;
  userName: string;
};

async function upload(token: string, name: string): Promise<number> {
  const form = multipart([{ field: 'files', filename: name, data: TINY_PDF, type: 'application/pdf' }]);
  const res = await app.inject({
    method: 'POST',
    url: api('/Files/UploadFiles'),
    headers: { ...auth(token), ...form.headers },
    payload: form.payload,
  });
  return body<Array<{ id: number }>>(res).data[0]!.id;
}

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  call = caller(app);
  refs = await demoRefs(app);
  cnc = (await call<{ list: Position[] }>(admin, 'GET', '/PositionInfo/GetList?name=CNC')).data.list[0]!.id;
  record = await application(app, cnc, 'seeker');
});
afterAll(async () => app.close());

const bind = (payload: Record<string, unknown>, token = admin) =>
  call<Result>(token, 'POST', '/PositionInfo/bindUserExamAttachment', payload);

describe('binding a result', () => {
  it('records the paper, score and remark; passed follows the pass score', async () => {
    const paper = await upload(admin, '实操评分表.pdf');
    const res = await bind({
      deliveryRecordId: record,
      fileIds: [paper],
      score: 65,
      remark: '尺寸超差一处',
      examAt: '2026-11-20T02:00:00.000Z',
    });
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({
      deliveryRecordId: record,
      examName: 'CNC实操考核',
      fullScore: 100,
      passScore: 70,
      score: 65,
      passed: false,
      remark: '尺寸超差一处',
      examAt: '2026-11-20T02:00:00.000Z',
      userName: '张伟',
    });
    expect(res.data.attachments).toEqual([{ id: paper, name: '实操评分表.pdf', fullPath: await fileLinkOf(app.database.db, paper) }]);
    const again = await bind({ deliveryRecordId: record, fileIds: [paper], score: 82 });
    expect(again.data).toMatchObject({ id: res.data.id, score: 82, passed: true, remark: '尺寸超差一处' });
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.resource, 'userExamDetail'))
      .orderBy(desc(operationLogs.id));
    expect(logs.map((l) => l.action).slice(0, 2)).toEqual(['edit', 'add']);
  });

  it('checks the score against the full score and the files against the company', async () => {
    expect((await bind({ deliveryRecordId: record, fileIds: [], score: 101 })).errors).toEqual({ score: '不能大于100' });
    expect((await bind({ deliveryRecordId: record, fileIds: [], score: -1 })).errors).toEqual({ score: '不能小于0' });
    const foreign = await upload(other, '外司.pdf');
    expect((await bind({ deliveryRecordId: record, fileIds: [foreign] })).state).toBe(1102);
    expect((await bind({ deliveryRecordId: record })).errors).toHaveProperty('fileIds');
  });

  it('has nothing to bind on a position without an exam (1149), nor on another company’s application (1102)', async () => {
    const quality = (await call<{ list: Position[] }>(admin, 'GET', '/PositionInfo/GetList?name=质检员')).data.list[0]!.id;
    const plain = await application(app, quality, 'seeker');
    expect((await bind({ deliveryRecordId: plain, fileIds: [] })).state).toBe(1149);
    expect((await bind({ deliveryRecordId: record, fileIds: [], score: 10 }, other)).state).toBe(1102);
    expect((await bind({ deliveryRecordId: 999999, fileIds: [] })).state).toBe(1102);
    expect((await bind({ deliveryRecordId: record, fileIds: [] }, recruiter)).state).toBe(1100);
    expect((await bind({ deliveryRecordId: record, fileIds: [] }, seeker)).state).toBe(1101);
  });
});

describe('reading results', () => {
  it('lists an application’s or a position’s results, and pages the company’s with filters', async () => {
    const second = await application(app, cnc, 'recruiter');
    await bind({ deliveryRecordId: second, fileIds: [], score: 40 });
    const one = await call<Result[]>(admin, 'GET', `/PositionInfo/getUserExamDetailList?deliveryRecordId=${record}`);
    expect(one.data.map((r) => r.deliveryRecordId)).toEqual([record]);
    const both = await call<Result[]>(admin, 'GET', `/PositionInfo/getUserExamDetailList?positionId=${cnc}`);
    // The demo data has a result in the position's exam too (沈磊, demo-assessments.ts): these two, newest first.
    expect(both.data.map((r) => r.deliveryRecordId).filter((id) => id === second || id === record)).toEqual([second, record]);
    expect((await call(admin, 'GET', '/PositionInfo/getUserExamDetailList')).errors).toEqual({ deliveryRecordId: '不能为空' });
    const page = (
      await call<{ list: Result[]; totalCount: number }>(
        admin,
        'GET',
        `/PositionInfo/getUserExamDetailPage?examId=${refs.exam('CNC实操考核')}&passed=false&perPage=5`,
      )
    ).data;
    expect(page.totalCount).toBe(1);
    expect(page.list[0]).toMatchObject({ deliveryRecordId: second, score: 40, passed: false });
    // Beside the demo's own result in the position's exam.
    expect(
      (await call<{ totalCount: number }>(admin, 'GET', `/PositionInfo/getUserExamDetailPage?positionId=${cnc}`)).data.totalCount,
    ).toBe(3);
  });

  it('keeps them within the company', async () => {
    expect((await call(other, 'GET', `/PositionInfo/getUserExamDetailList?deliveryRecordId=${record}`)).state).toBe(1102);
    expect((await call(other, 'GET', `/PositionInfo/getUserExamDetailList?positionId=${cnc}`)).state).toBe(1102);
    expect((await call(other, 'GET', `/PositionInfo/getUserExamDetailPage?examId=${refs.exam('CNC实操考核')}`)).state).toBe(1102);
    expect((await call<{ totalCount: number }>(other, 'GET', '/PositionInfo/getUserExamDetailPage')).data.totalCount).toBe(0);
    expect((await call(recruiter, 'GET', '/PositionInfo/getUserExamDetailPage')).state).toBe(1100);
    expect((await app.inject({ method: 'GET', url: api('/PositionInfo/getUserExamDetailPage') })).statusCode).toBe(401);
  });
});
