/**
 * Rounds, the general-worker form and the report: Retest writes the next round's invitation through
 * InviteDelivery's writer (round + 1, the first round's assessments kept), GetInterviewRetestInfo lists
 * the rounds; the general-worker assessment for short-term positions only, validated by its schema; the
 * interview report pages and exports the assessments in the caller's scope with filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import { interviewInvitations } from '../../../src/server/db/schema/index.ts';
import { api, auth, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { insertContact } from '../../support/interview-fixtures.ts';
import { member } from './lists-fixture.ts';
import { applications, record } from './fixture.ts';
import { call, GOOD, invitation } from './assessment-fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let wang: { token: string; userId: number };
let li: { token: string; userId: number };
let hours = 0;

/** A Retest/InviteDelivery body: a free hour a few days ahead. */
async function next(interviewerIds: number[]) {
  hours += 3;
  return {
    interviewAt: new Date(Date.now() + 5 * 86_400_000 + hours * 3_600_000).toISOString(),
    place: '总部五楼会议室',
    interviewerIds,
    contactId: await insertContact(app.database.db, company),
  };
}

const add = (token: string, payload: object) => call<{ id: number; round: number }>(app, token, 'POST', 'AddInterviewAssessment', payload);

async function assessed(interviewerIds: number[]) {
  const { ids } = await applications(app, company, 1, { stage: S.interview, step: I.interviewing });
  await invitation(app, { tenementId: company, recordId: ids[0]!, interviewerIds });
  for (const who of [wang, li].filter((p) => interviewerIds.includes(p.userId)))
    expect((await add(who.token, { deliveryRecordId: ids[0], ...GOOD, result: 3 })).state).toBe(200);
  return ids[0]!;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  wang = await member(app, company, { menus: [303], keys: [], deptId: null, applications: { valueType: 1 } });
  li = await member(app, company, { menus: [303], keys: [], deptId: null, applications: { valueType: 1 } });
});
afterAll(async () => app.close());

type Info = {
  currentRound: number;
  interviewsCurrentRound: boolean;
  rounds: Array<{
    round: number;
    invitation: { state: string } | null;
    interviewers: Array<{ userId: number; handedIn: boolean }>;
    assessments: unknown[];
  }>;
};

describe('Retest and GetInterviewRetestInfo', () => {
  it('writes round 2’s invitation (step 1), keeps round 1 and its assessments; round 2 is assessed and completes on its own', async () => {
    const id = await assessed([wang.userId, li.userId]);
    expect((await record(app, id)).step).toBe(I.awaitingHire);
    const res = await call(app, admin, 'POST', 'Retest', { ids: [id], ...(await next([li.userId])), remark: '二面' });
    expect(res).toMatchObject({ state: 200, data: { list: [{ id, step: I.invited }] } });
    const invitations = await app.database.db
      .select()
      .from(interviewInvitations)
      .where(eq(interviewInvitations.deliveryRecordId, id))
      .orderBy(interviewInvitations.id);
    expect(invitations.map((i) => [i.round, i.cancelledAt === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    const info = await call<Info>(app, li.token, 'GET', `GetInterviewRetestInfo?id=${id}`);
    expect(info.data).toMatchObject({ currentRound: 2, interviewsCurrentRound: true });
    expect(info.data.rounds.map((r) => [r.round, r.assessments.length, r.interviewers.length])).toEqual([
      [1, 2, 2],
      [2, 0, 1],
    ]);
    expect(info.data.rounds[1]!.invitation).toMatchObject({ state: 'pending' });
    // The round-2 candidate arrives; only li interviews it, and li's hand-in completes it.
    await app.database.db.update(interviewInvitations).set({ answer: 1 }).where(eq(interviewInvitations.id, invitations[1]!.id));
    expect((await call(app, admin, 'POST', 'EntryInterview', { ids: [id] })).state).toBe(200);
    expect((await add(wang.token, { deliveryRecordId: id, ...GOOD })).state).toBe(1274);
    expect((await add(li.token, { deliveryRecordId: id, ...GOOD })).data).toMatchObject({ round: 2 });
    expect((await record(app, id)).step).toBe(I.awaitingHire);
  });

  it('refuses the wrong step, another company, HR without the key, bad input', async () => {
    const invited = (await applications(app, company, 1, { stage: S.interview, step: I.invited })).ids;
    expect((await call(app, admin, 'POST', 'Retest', { ids: invited, ...(await next([wang.userId])) })).state).toBe(1200);
    const id = await assessed([wang.userId]);
    expect((await call(app, other, 'POST', 'Retest', { ids: [id], ...(await next([wang.userId])) })).state).toBe(1201);
    const nokey = await member(app, company, { menus: [303], keys: ['interview:invite'], deptId: null });
    expect((await call(app, nokey.token, 'POST', 'Retest', { ids: [id], ...(await next([wang.userId])) })).state).toBe(1100);
    expect((await call(app, admin, 'POST', 'Retest', { ids: [id], ...(await next([])) })).state).toBe(1000);
    expect(
      (await call(app, admin, 'POST', 'Retest', { ids: [id], ...(await next([wang.userId])), interviewAt: '2020-01-01T00:00:00Z' })).state,
    ).toBe(1000);
    expect((await record(app, id)).step).toBe(I.awaitingHire);
    expect((await call(app, other, 'GET', `GetInterviewRetestInfo?id=${id}`)).state).toBe(1102);
  });
});

describe('the general-worker assessment', () => {
  const form = { height: 172, eyesight: 1, colorBlind: 0, tattoo: 0, nightShift: 1, standing: 1, verdict: 1, remark: '体检合格' };

  it('serves the fixed form and keeps the answers of a short-term application, its verdict as the result', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.initialScreening, recruitmentType: RECRUITMENT_TYPE.shortTerm });
    const empty = await call<{ items: Array<{ prop: string; label: string }>; assessment: unknown }>(
      app,
      admin,
      'GET',
      `/SpecialForm/GetGeneralWorkerAssessmentById?id=${ids[0]}`,
      undefined,
      'en',
    );
    expect(empty.data.items.map((i) => i.prop)).toEqual([
      'height',
      'eyesight',
      'colorBlind',
      'tattoo',
      'nightShift',
      'standing',
      'verdict',
      'remark',
    ]);
    expect(empty.data.items[0]!.label).toBe('Height');
    expect(empty.data.assessment).toBeNull();
    const saved = await call<{ updatedAt: string; result: number }>(app, admin, 'PUT', '/SpecialForm/EidtInterviewAssessment', {
      deliveryRecordId: ids[0],
      formData: form,
    });
    expect(saved.data).toMatchObject({ result: 1, formData: form });
    const changed = await call(app, admin, 'PUT', '/SpecialForm/EidtInterviewAssessment', {
      deliveryRecordId: ids[0],
      updatedAt: saved.data.updatedAt,
      formData: { ...form, verdict: 2, tattoo: 2 },
    });
    expect(changed.data).toMatchObject({ result: 2 });
    const stale = await call(app, admin, 'PUT', '/SpecialForm/EidtInterviewAssessment', {
      deliveryRecordId: ids[0],
      updatedAt: saved.data.updatedAt,
      formData: form,
    });
    expect(stale.state).toBe(1277);
  });

  it('refuses a position that is not short-term (1278), answers outside the form, another company, someone not assessing', async () => {
    const regular = (await applications(app, company, 1, { stage: S.initialScreening })).ids[0];
    expect((await call(app, admin, 'GET', `/SpecialForm/GetGeneralWorkerAssessmentById?id=${regular}`)).state).toBe(1278);
    const { ids } = await applications(app, company, 1, { stage: S.newDelivery, recruitmentType: RECRUITMENT_TYPE.shortTerm });
    const put = (token: string, formData: object) =>
      call(app, token, 'PUT', '/SpecialForm/EidtInterviewAssessment', { deliveryRecordId: ids[0], formData });
    expect((await put(admin, { ...form, height: 300 })).errors).toHaveProperty(['formData.height']);
    expect((await put(admin, { ...form, eyesight: 9 })).state).toBe(1000);
    const { verdict: _v, ...noVerdict } = form;
    expect((await put(admin, noVerdict)).state).toBe(1000);
    expect((await put(other, form)).state).toBe(1102);
    expect((await put(wang.token, form)).state).toBe(1274);
  });
});

describe('the interview report', () => {
  it('pages the assessments in scope with filters, and exports them as a workbook', async () => {
    const id = await assessed([wang.userId, li.userId]);
    type Page = {
      list: Array<{ deliveryRecordId: number; interviewerName: string; total: number; resultName: string }>;
      totalCount: number;
    };
    const all = await call<Page>(app, admin, 'GET', `GetReportInterviewPageList?interviewerId=${wang.userId}&perPage=100`);
    expect(all.data.list.find((r) => r.deliveryRecordId === id)).toMatchObject({ total: 77.78, resultName: '待复试' });
    expect(all.data.list.every((r) => r.interviewerName === all.data.list[0]!.interviewerName)).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = await call<Page>(
      app,
      admin,
      'GET',
      `GetReportInterviewPageList?createdAt_gte=${today}&createdAt_lte=${today}&result=3&perPage=100`,
    );
    expect(dated.data.list.some((r) => r.deliveryRecordId === id)).toBe(true);
    expect(
      (await call<Page>(app, admin, 'GET', 'GetReportInterviewPageList?beginDate=2000-01-01&endDate=2000-01-02')).data.totalCount,
    ).toBe(0);
    expect((await call<Page>(app, other, 'GET', 'GetReportInterviewPageList')).data.list.some((r) => r.deliveryRecordId === id)).toBe(
      false,
    );
    expect((await call(app, admin, 'GET', 'GetReportInterviewPageList?result=9')).state).toBe(1000);
    const file = await app.inject({
      method: 'GET',
      url: api(`/InterviewAssessments/ExcelReportInterviewList?interviewerId=${wang.userId}`),
      headers: auth(admin),
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('面试官');
    expect(sheet.rowCount).toBe(all.data.totalCount + 1);
    // The company's screen configuration: a renamed, a hidden and a moved column, in the export too.
    const columns = ['name', 'createdAt', 'positionName', 'deptName', 'round', 'interviewerName', 'total', 'result'].map((prop) => ({
      prop,
      visible: prop !== 'deptName',
    }));
    const saved = await app.inject({
      method: 'POST',
      url: api('/ResourceConfig/Save'),
      headers: auth(admin),
      payload: { resource: 'InterviewReport', baseVersion: 0, overlay: { labels: { total: { 'zh-CN': '总分' } }, columns } },
    });
    expect(JSON.parse(saved.body).state).toBe(200);
    const configured = new ExcelJS.Workbook();
    await configured.xlsx.load(
      (await app.inject({ method: 'GET', url: api('/InterviewAssessments/ExcelReportInterviewList'), headers: auth(admin) }))
        .rawPayload as unknown as ArrayBuffer,
    );
    expect((configured.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '候选人',
      '评估时间',
      '应聘职位',
      '轮次',
      '面试官',
      '总分',
      '面试结果',
    ]);
    const nokey = await member(app, company, { menus: [318], keys: [], deptId: null });
    expect(
      JSON.parse(
        (await app.inject({ method: 'GET', url: api('/InterviewAssessments/ExcelReportInterviewList'), headers: auth(nokey.token) })).body,
      ).state,
    ).toBe(1100);
  });
});
