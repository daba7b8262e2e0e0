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
import { IMPORT_ERROR_FROM } from '../../files/service.ts';
import { PUBLIC_FROM } from '../../files/access.ts';
import { logOperation } from '../../oplog/service.ts';
import * as examRepo from '../../positions/exam-repository.ts';
import { presentResult } from '../../positions/exams.ts';
import { reachRecord, refuseStep } from '../assessments/access.ts';

export interface ExamDataInput {
  deliveryRecordId: number;
  score?: number | null | undefined;
  fileIds?: number[] | undefined;
  examAt?: string | null | undefined;
  remark?: string | null | undefined;
}

const MARK = t('登记笔试成绩', '登記筆試成績', 'marking the exam');
const NOT_PAPERS: readonly string[] = [...PUBLIC_FROM, IMPORT_ERROR_FROM];

async function presentOne(db: Parameters<typeof examRepo.resultRows>[0], tenementId: number, recordId: number, examId: number) {
  const [row] = await examRepo.resultRows(db, examRepo.resultWhere(tenementId, undefined, { deliveryRecordId: recordId, examId }), 1);
  return presentResult(row!);
}

export async function updateExamData(deps: Deps, caller: Manager, input: ExamDataInput, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const r = await reachRecord(tx, caller, input.deliveryRecordId);
    const result =
      r.stage === PIPELINE_STAGE.interview && r.step === INTERVIEW_STEP.writtenExam ? await examRepo.publishedResult(tx, r.id) : undefined;
    if (!result) refuseStep(r, lang, MARK);
    const set: Parameters<typeof examRepo.updateResult>[2] = {};
    if (input.fileIds !== undefined) {
      const fileIds = [...new Set(input.fileIds)];
      // A paper is a private file of the company: a public picture would be readable by anyone, an import report is its importer's.
      if ((await examRepo.companyFileCount(tx, caller.tenementId, fileIds, NOT_PAPERS)) !== fileIds.length) throw new AppError('NOT_FOUND');
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
    await examRepo.updateResult(tx, result.id, set);
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'userExamDetail',
      recordId: result.id,
      summary: { deliveryRecordId: r.id, examId: result.examId, ...set },
    });
    return presentOne(tx, caller.tenementId, r.id, result.examId);
  });
}

/** The exam last set to the record and its result (null before PublishExamination). */
export async function attachmentExam(deps: Deps, caller: Manager, recordId: number) {
  const r = await reachRecord(deps.db, caller, recordId);
  const result = await examRepo.publishedResult(deps.db, r.id);
  return result ? presentOne(deps.db, caller.tenementId, r.id, result.examId) : null;
}
