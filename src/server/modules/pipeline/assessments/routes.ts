/**
 * Assessments and the written exam's marks beside the transition rows (PublishExamination,
 * ExamineUserInfo, EntryInterview and Retest are rows): an interviewer reaches their own interviews
 * without a key, so the assessment calls check who writes in the service (interviewer of the round,
 * or `interview:assess`); the report reads under its menu, exports with its key.
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok, sendXlsx } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { attachmentExam, updateExamData } from '../interviews/exam-data.ts';
import { EXAM_DATA_KEY } from './access.ts';
import { editGeneralWorkerAssessment, generalWorkerAssessment } from './general-worker.ts';
import { reportExport, reportPage } from './report.ts';
import { retestInfo } from './rounds.ts';
import { addAssessment, assessmentById, editAssessment } from './service.ts';
import * as s from './schemas.ts';
import * as reportSchemas from './report-schemas.ts';

const base = '/InterviewAssessments';
/** 面试报表 (resources/interview-report.json). */
export const REPORT_MENU = 318;

export function assessmentRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const manage = { auth: 'manage' as const };
  const byRecord = { ...manage, byApplication: true };
  r.post(`${base}/AddInterviewAssessment`, { schema: s.add, config: byRecord }, async (req) =>
    ok(req, await addAssessment(deps, managerOf(req), req.body, req.lang)),
  );
  r.post(`${base}/EidtInterviewAssessment`, { schema: s.edit, config: manage }, async (req) =>
    ok(req, await editAssessment(deps, managerOf(req), req.body, req.lang)),
  );
  r.get(`${base}/GetInterviewAssessmentById`, { schema: s.byId, config: manage }, async (req) =>
    ok(req, await assessmentById(deps, managerOf(req), req.query.id)),
  );
  r.get(`${base}/GetInterviewRetestInfo`, { schema: s.retestInfo, config: byRecord }, async (req) =>
    ok(req, await retestInfo(deps, managerOf(req), req.query.id)),
  );
  r.get('/SpecialForm/GetGeneralWorkerAssessmentById', { schema: s.generalWorker, config: byRecord }, async (req) =>
    ok(req, await generalWorkerAssessment(deps, managerOf(req), req.query.id, req.lang)),
  );
  r.put('/SpecialForm/EidtInterviewAssessment', { schema: s.editGeneralWorker, config: byRecord }, async (req) =>
    ok(req, await editGeneralWorkerAssessment(deps, managerOf(req), req.body, req.lang)),
  );
  r.get(`${base}/GetReportInterviewPageList`, { schema: reportSchemas.report, config: { ...manage, menu: REPORT_MENU } }, async (req) =>
    ok(req, await reportPage(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(
    `${base}/ExcelReportInterviewList`,
    { schema: reportSchemas.reportExport, config: { ...manage, fn: 'interviewReport:export' } },
    async (req, reply) => sendXlsx(reply, await reportExport(deps, managerOf(req), req.query, req.lang)),
  );
  r.put(`${base}/UpdateExamData`, { schema: s.examData, config: { ...byRecord, fn: EXAM_DATA_KEY } }, async (req) =>
    ok(req, await updateExamData(deps, managerOf(req), req.body, req.lang)),
  );
  r.get(`${base}/GetAttachmentExam`, { schema: s.attachmentExam, config: byRecord }, async (req) =>
    ok(req, await attachmentExam(deps, managerOf(req), req.query.id)),
  );
}
