/**
 * The written exam's marks (UpdateExamData, key `interview:examData`): score within the exam's full
 * score (passed follows the pass score), the paper or report (private files of the company, as
 * bindUserExamAttachment takes them), the exam's time and a remark. Not a transition: allowed while the
 * candidate is at 笔试中 (1276). The attachment exam (线上测评) is marked from its report: a score
 * without one is refused (1272). GetAttachmentExam reads the record's exam and result for the dialog.
 */
import { isAttachmentExam } from '../../../../common/assessments.ts';
import { t } from '../../../../common/pipeline-row.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { logOperation } from '../../oplog/service.ts';
import * as exams from '../../positions/exam-steps.ts';
import { reachRecord, refuseStep } from '../assessments/access.ts';

export interface ExamDataInput {
  deliveryRecordId: number;
  score?: number | null | undefined;
  fileIds?: number[] | undefined;
  examAt?: string | null | undefined;
  remark?: string | null | undefined;
}

const MARK = t('登记笔试成绩', '登記筆試成績', 'marking the exam');
export async function updateExamData(deps: Deps, caller: Manager, input: ExamDataInput, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const r = await reachRecord(tx, caller, input.deliveryRecordId);
    const result =
      r.stage === PIPELINE_STAGE.interview && r.step === INTERVIEW_STEP.writtenExam ? await exams.publishedExam(tx, r.id) : undefined;
    if (!result) refuseStep(r, lang, MARK);
    const set: Parameters<typeof exams.updateExamResult>[2] = {};
    if (input.fileIds !== undefined) {
      const fileIds = [...new Set(input.fileIds)];
      // A paper is a private file of the company: a public picture would be readable by anyone, an import report is its importer's.
      if (!(await exams.arePapersOf(tx, caller.tenementId, fileIds))) throw new AppError('NOT_FOUND');
      set.attachmentIds = fileIds;
    }
    if (input.score !== undefined && input.score !== null && input.score > result.fullScore)
      throw fieldError('score', { rule: 'maximum', params: { limit: result.fullScore } });
    if (input.score !== undefined) {
      const reports = set.attachmentIds ?? result.attachmentIds;
      if (input.score !== null && isAttachmentExam(result.examType ?? 0) && reports.length === 0)
        throw new AppError('EXAM_REPORT_MISSING', { name: r.name, exam: result.examName });
      Object.assign(set, { score: input.score, passed: input.score === null ? null : input.score >= result.passScore });
    }
    if (input.examAt !== undefined) set.examAt = input.examAt === null ? null : new Date(input.examAt);
    if (input.remark !== undefined) set.remark = input.remark;
    await exams.updateExamResult(tx, result.id, set);
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'userExamDetail',
      recordId: result.id,
      summary: { deliveryRecordId: r.id, examId: result.examId, ...set },
    });
    return exams.presentedResult(tx, caller.tenementId, r.id, result.examId);
  });
}

/** The exam last set to the record and its result (null before PublishExamination). */
export async function attachmentExam(deps: Deps, caller: Manager, recordId: number) {
  const r = await reachRecord(deps.db, caller, recordId);
  const result = await exams.publishedExam(deps.db, r.id);
  return result ? exams.presentedResult(deps.db, caller.tenementId, r.id, result.examId) : null;
}
