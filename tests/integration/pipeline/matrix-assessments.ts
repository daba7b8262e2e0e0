/**
 * Matrix entries of the assessment, exam-marks and interview-report routes (authorization-matrix.test.ts
 * through pipelineEntries; scope-matrix.test.ts through scopeEntries). Each request names a new
 * application of the demo seeker at the step the call needs, written straight into the tables; another
 * company's administrator naming it gets 1102 and it reads the same afterwards.
 */
import { INTERVIEW_STEP, PIPELINE_STAGE, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { topAdminOf } from '../../support/interview-fixtures.ts';
import { insertAssessment, interviewApplication, invitedWith, passedExam, shortTermLike } from '../../support/assessment-fixtures.ts';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const A = '/InterviewAssessments';
const get = (url: string): Req => ({ method: 'GET', url });
const GRADES = {
  scores: {
    communication: 3,
    personality: 3,
    developmentPotential: 3,
    teamSpirit: 3,
    adaptability: 3,
    expression: 3,
    reaction: 3,
    logic: 3,
  },
  fractionType: 1,
  result: 1,
};
const FORM = { height: 170, eyesight: 1, colorBlind: 0, tattoo: 0, nightShift: 1, standing: 1, verdict: 1 };

/** A record at 面试中 whose round names the company's top administrator. */
async function interviewing(db: Db) {
  const t = await demoCompanyId(db);
  const id = await interviewApplication(db, t);
  await invitedWith(db, id, t);
  return { id, t };
}

async function examining(db: Db) {
  const t = await demoCompanyId(db);
  const id = await interviewApplication(db, t, INTERVIEW_STEP.writtenExam);
  await passedExam(db, id, t);
  return id;
}

interface Built {
  req: Req;
  /** What the other company's attempt must leave as it was. */
  read: (c: MatrixCtx) => Promise<unknown>;
}

const rounds = (id: number) => (c: MatrixCtx) => c.ok(get(`${A}/GetInterviewRetestInfo?id=${id}`));
const form = (id: number) => (c: MatrixCtx) => c.ok(get(`/SpecialForm/GetGeneralWorkerAssessmentById?id=${id}`));
const marks = (id: number) => (c: MatrixCtx) => c.ok(get(`${A}/GetAttachmentExam?id=${id}`));

async function addReq(db: Db): Promise<Built> {
  const { id } = await interviewing(db);
  return { req: { method: 'POST', url: `${A}/AddInterviewAssessment`, payload: { deliveryRecordId: id, ...GRADES } }, read: rounds(id) };
}
async function editReq(db: Db): Promise<Built> {
  const { id, t } = await interviewing(db);
  const a = await insertAssessment(db, id, t);
  const payload = { id: a.id, updatedAt: a.updatedAt.toISOString(), ...GRADES, result: 2 };
  return { req: { method: 'POST', url: `${A}/EidtInterviewAssessment`, payload }, read: rounds(id) };
}
async function byIdReq(db: Db): Promise<Built> {
  const { id, t } = await interviewing(db);
  return { req: get(`${A}/GetInterviewAssessmentById?id=${(await insertAssessment(db, id, t)).id}`), read: rounds(id) };
}
async function retestInfoReq(db: Db): Promise<Built> {
  const { id } = await interviewing(db);
  return { req: get(`${A}/GetInterviewRetestInfo?id=${id}`), read: rounds(id) };
}
async function shortTerm(db: Db) {
  const t = await demoCompanyId(db);
  return interviewApplication(db, t, INTERVIEW_STEP.notInvited, RECRUITMENT_TYPE.shortTerm);
}
async function formReq(db: Db): Promise<Built> {
  const id = await shortTerm(db);
  return { req: get(`/SpecialForm/GetGeneralWorkerAssessmentById?id=${id}`), read: form(id) };
}
async function editFormReq(db: Db): Promise<Built> {
  const id = await shortTerm(db);
  return {
    req: { method: 'PUT', url: '/SpecialForm/EidtInterviewAssessment', payload: { deliveryRecordId: id, formData: FORM } },
    read: form(id),
  };
}
async function marksReq(db: Db): Promise<Built> {
  const id = await examining(db);
  return { req: { method: 'PUT', url: `${A}/UpdateExamData`, payload: { deliveryRecordId: id, score: 75 } }, read: marks(id) };
}
async function examReq(db: Db): Promise<Built> {
  const id = await examining(db);
  return { req: get(`${A}/GetAttachmentExam?id=${id}`), read: marks(id) };
}

function byRecord(build: (db: Db) => Promise<Built>) {
  return {
    ok: async (c: MatrixCtx) => (await build(c.db)).req,
    cross: {
      record: async (c: MatrixCtx) => {
        const { req, read } = await build(c.db);
        return { req, read: () => read(c) };
      },
    },
  };
}

export const assessmentEntries: Entries = {
  [`POST ${A}/AddInterviewAssessment`]: byRecord(addReq),
  [`POST ${A}/EidtInterviewAssessment`]: byRecord(editReq),
  [`GET ${A}/GetInterviewAssessmentById`]: byRecord(byIdReq),
  [`GET ${A}/GetInterviewRetestInfo`]: byRecord(retestInfoReq),
  'GET /SpecialForm/GetGeneralWorkerAssessmentById': byRecord(formReq),
  'PUT /SpecialForm/EidtInterviewAssessment': byRecord(editFormReq),
  [`PUT ${A}/UpdateExamData`]: byRecord(marksReq),
  [`GET ${A}/GetAttachmentExam`]: byRecord(examReq),
  [`GET ${A}/GetReportInterviewPageList`]: {
    ok: async (c) => {
      const { id, t } = await interviewing(c.db);
      await insertAssessment(c.db, id, t);
      return get(`${A}/GetReportInterviewPageList?perPage=100`);
    },
    cross: { list: true },
  },
  [`GET ${A}/ExcelReportInterviewList`]: {
    ok: () => get(`${A}/ExcelReportInterviewList`),
    cross: { own: 'the caller’s company’s assessments in their data scope; the request names no record' },
  },
};

/** What scope-matrix.test.ts gives a scope entry. */
interface ScopeCtx {
  application(positionId: number, stage?: number): Promise<number>;
  db: Db;
}

async function at(c: ScopeCtx, positionId: number, step: number) {
  const id = await c.application(positionId, PIPELINE_STAGE.interview);
  await c.db.update(deliveryRecords).set({ step }).where(eq(deliveryRecords.id, id));
  const [r] = await c.db.select({ t: deliveryRecords.tenementId }).from(deliveryRecords).where(eq(deliveryRecords.id, id));
  return { id, t: r!.t };
}

/** Scope entries: a new application to the position (a short-term copy for the general-worker form); outside the scope, 1102. */
export const assessmentScopeEntries: Record<string, (c: ScopeCtx, positionId: number) => Promise<Req>> = {
  [`POST ${A}/AddInterviewAssessment`]: async (c, p) => {
    const { id, t } = await at(c, p, INTERVIEW_STEP.interviewing);
    await invitedWith(c.db, id, t);
    // The scoped member holds interview:assess: they enter it for the round's interviewer.
    return {
      method: 'POST',
      url: `${A}/AddInterviewAssessment`,
      payload: { deliveryRecordId: id, interviewerId: await topAdminOf(c.db, t), ...GRADES },
    };
  },
  [`GET ${A}/GetInterviewRetestInfo`]: async (c, p) =>
    get(`${A}/GetInterviewRetestInfo?id=${(await at(c, p, INTERVIEW_STEP.interviewing)).id}`),
  'GET /SpecialForm/GetGeneralWorkerAssessmentById': async (c, p) =>
    get(`/SpecialForm/GetGeneralWorkerAssessmentById?id=${await c.application(await shortTermLike(c.db, p))}`),
  'PUT /SpecialForm/EidtInterviewAssessment': async (c, p) => ({
    method: 'PUT',
    url: '/SpecialForm/EidtInterviewAssessment',
    payload: { deliveryRecordId: await c.application(await shortTermLike(c.db, p)), formData: FORM },
  }),
  [`PUT ${A}/UpdateExamData`]: async (c, p) => {
    const { id, t } = await at(c, p, INTERVIEW_STEP.writtenExam);
    await passedExam(c.db, id, t);
    return { method: 'PUT', url: `${A}/UpdateExamData`, payload: { deliveryRecordId: id, score: 70 } };
  },
  [`GET ${A}/GetAttachmentExam`]: async (c, p) => get(`${A}/GetAttachmentExam?id=${(await at(c, p, INTERVIEW_STEP.writtenExam)).id}`),
};
