import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, body, testApp } from '../../support/test-app.ts';

/** Every call the seeds name (a copy of shared/spec/seed-calls.tsv), as "METHOD /api/Path". */
const seedCalls = readFileSync('tests/fixtures/seed-calls.tsv', 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.replace('\t', ' '));

/**
 * Controllers (`Name/`: every call under them) and single calls (`Controller/Action`) served now. A controller joins this list when its module
 * lands; from then on, losing or misspelling one of its calls fails here.
 */
const DONE = [
  'SysTenement/',
  'TenementUser/',
  'TenementCode/',
  'Form/',
  'Role/',
  'SysGrant/',
  'DataPermission/',
  'TenementCompanyInfo/',
  'User/',
  'Login/',
  'Code/',
  'code/',
  'Menu/',
  'Function/',
  'PositionPoster/',
  'ControlledField/',
  'Message/Team/',
  'DropDown/',
  'InterviewContacts/',
  'SysParam/GetParamHeadList',
  'SysParam/GetParamLineList',
  'SysParam/AddSysHeadParam',
  'SysParam/AddSysLineParam',
  'SysParam/EditSysHeadParam',
  'SysParam/EditSysLineParam',
  'SysParam/DelSysHeadParam',
  'SysParam/DelSysLineParam',
  'SysParam/EnableOrDisableForHead',
  'SysParam/EnableOrDisableForLine',
  'SysParam/ParamLineDropDown',
  'EmployeeNumberSetting/',
  'SysParam/',
  'Files/',
  'OperationLog/',
  'PositionType/GetList',
  'PositionType/GetDropDown',
  'PositionType/Add',
  'PositionType/EnableOrDisable',
  'PositionTags/GetList',
  'PositionTags/GetDropDown',
  'PositionTags/Add',
  'PositionTags/EnableOrDisable',
  'PositionInfo/',
  'PositionCollect/',
  'PositionType/',
  'PositionTags/',
  'Resume/',
  'ResumeUserInfo/',
  'ResumeLib/GeneralWorker/',
  'SpecialForm/EditData',
  'ResumeDeliveryRecord/User/Delivery',
  'ResumeDeliveryRecord/GetDeliveryRecordByPositionId',
  'ResumeDeliveryRecord/updateArrivaTime',
  'ResumeDeliveryRecord/updateResumeEducation',
  // The hiring pipeline
  'TemporyCardInfo/',
  'ResumeDeliveryRecord/Entry',
  'ResumeDeliveryRecord/Back/WaitingReported',
  'ResumeDeliveryRecord/WaitingReported',
  'ResumeDeliveryRecord/ThrowHcp',
  'ResumeDeliveryRecord/GetHcpResult',
  'ResumeDeliveryRecord/Inappropriate',
  'ResumeDeliveryRecord/PassInitialScreening',
  'ResumeDeliveryRecord/HasHired',
  'ResumeDeliveryRecord/HasEntryed',
  'ResumeDeliveryRecord/HasTrialOver',
  'ResumeDeliveryRecord/HasFinishRecruit',
  'ResumeDeliveryRecord/ExpectedInvitation',
  'ResumeDeliveryRecord/uploadRepetitionTsk',
  'ResumeDeliveryRecord/Hire/',
  'ResumeDeliveryRecord/Interview/',
  'ResumeDeliveryRecord/InviteDelivery',
  'InterviewSchedule/',
  'InterviewAssessments/SendOffer',
  'InterviewAssessments/PreviewOffer',
  'InterviewAssessments/AcceptOffer',
  'InterviewAssessments/BackTone',
  'InterviewAssessments/ToBeEmployed',
  'InterviewAssessments/Induction',
  'InterviewAssessments/UpdateInductionTime',
  'SalaryInfo/',
  'ResumeLib/EditResumeSalary',
  'ThirdInterface/',
  'InterviewAssessments/PublishExamination',
  'InterviewAssessments/ExamineUserInfo',
  'InterviewAssessments/UpdateExamData',
  'InterviewAssessments/EntryInterview',
  'InterviewAssessments/AddInterviewAssessment',
  'InterviewAssessments/EidtInterviewAssessment',
  'InterviewAssessments/GetInterviewAssessmentById',
  'InterviewAssessments/Retest',
  'InterviewAssessments/GetInterviewRetestInfo',
  'InterviewAssessments/GetReportInterviewPageList',
  'InterviewAssessments/ExcelReportInterviewList',
  'SpecialForm/GetGeneralWorkerAssessmentById',
  'SpecialForm/EidtInterviewAssessment',
  'ResumeDeliveryRecord/Report/',
  'TaskRecruitInfo/',
  'ResumeParsing/',
  'ResumeLib/GetList',
  'ResumeLib/GetResumeLibInfo',
  'ResumeLib/ForwardingToEmail',
];

let app: FastifyInstance;
let served: Set<string>;
beforeAll(async () => {
  app = await testApp();
  const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json() as { paths: Record<string, Record<string, unknown>> };
  served = new Set(
    Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${url.replace('/recruit/api', '/api')}`),
    ),
  );
});
afterAll(async () => app.close());

describe('the seeds’ calls', () => {
  it('are served, spelled as the seeds spell them, for every finished controller', () => {
    const covers = (d: string, path: string) => (d.endsWith('/') ? path.startsWith(`/api/${d}`) : path === `/api/${d}`);
    const due = seedCalls.filter((c) => DONE.some((d) => covers(d, c.split(' ')[1]!)));
    expect(due.length).toBeGreaterThan(60);
    expect(due.filter((c) => !served.has(c))).toEqual([]);
    const total = seedCalls.filter((c) => served.has(c)).length;
    console.info(`seed calls served: ${total} of ${seedCalls.length}`);
  });

  it('answers the extra SysParam and EmployeeNumberSetting calls', async () => {
    const token = (
      await app.inject({ method: 'POST', url: api('/Login/SysLogin'), payload: { account: 'admin', password: 'Admin@2026' } })
    ).json().data.accessToken as string;
    const get = async <T>(url: string) =>
      body<T>(await app.inject({ method: 'GET', url: api(url), headers: { authorization: `Bearer ${token}` } }));
    const sources = await get<Array<{ value: string; display: string }>>('/SysParam/GetAllResumeResourceList');
    expect(sources.data.map((s) => s.display)).toEqual(['招聘网站', '内部推荐', '校园招聘', '劳务派遣', '现场招聘']);
    expect((await get<Array<{ value: string }>>('/SysParam/GetFunctionkey')).data.map((f) => f.value)).toContain('positionType:add');
    const formal = (await get<{ list: Array<{ id: number; name: string }> }>('/EmployeeNumberSetting/GetList?name_like=正式')).data
      .list[0]!;
    expect((await get(`/EmployeeNumberSetting/GetLastValue?id=${formal.id}`)).data).toEqual({
      lastValue: 1024,
      lastNumber: 'HD001024',
      nextNumber: 'HD001025',
    });
  });

  it('answers the dropdown lists in the caller’s language', async () => {
    const en = body<Array<{ value: number; display: string }>>(
      await app.inject({ method: 'GET', url: api('/DropDown/Public?type=Sex'), headers: { 'accept-language': 'en' } }),
    );
    expect(en.data).toEqual([
      { value: 1, display: 'Male' },
      { value: 2, display: 'Female' },
    ]);
    const all = body<Record<string, unknown[]>>(await app.inject({ method: 'GET', url: api('/DropDown/InterviewAssessment') }));
    expect(Object.keys(all.data)).toContain('TeamSpirit');
    const scopes = body<Array<{ display: string }>>(await app.inject({ method: 'GET', url: api('/DropDown/Permission/FieldValueType') }));
    expect(scopes.data.map((o) => o.display)).toEqual(['全部数据', '指定部门', '本部门', '本部门及以下', '仅本人']);
    expect(body(await app.inject({ method: 'GET', url: api('/DropDown/Public?type=Nope') })).state).toBe(1000);
  });
});
