/**
 * Applicants' results in their position's exam: HR binds the scanned paper or report (files
 * privately uploaded in the company), the score and a remark to an application; passed follows the exam's
 * pass score. Reads and writes stay within the caller's data scope on positions.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { fileUrl, IMPORT_ERROR_FROM } from '../files/service.ts';
import { PUBLIC_FROM } from '../files/access.ts';
import { assertTypesHeld } from './type-keys.ts';
import { logOperation } from '../oplog/service.ts';
import { positionScope, scopedWhere, type PositionScope } from './positions.ts';
import * as positionRepo from './repository.ts';
import * as repo from './exam-repository.ts';

export function presentResult(r: repo.ExamResultView) {
  return {
    id: r.id,
    deliveryRecordId: r.deliveryRecordId,
    positionId: r.positionId,
    positionName: r.positionName,
    examId: r.examId,
    examName: r.examName,
    examType: r.examType,
    fullScore: r.fullScore,
    passScore: r.passScore,
    score: r.score,
    passed: r.passed,
    attachments: r.attachments.map((a) => ({ id: a.id, name: a.name, fullPath: fileUrl(a.key) })),
    remark: r.remark,
    examAt: r.examAt ? r.examAt.toISOString() : null,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    userName: r.userName,
  };
}

/** A named application, position or exam must be the company's and in the caller's scope (else 1102). */
async function assertNamed(
  deps: Deps,
  s: PositionScope,
  q: { deliveryRecordId?: number | undefined; positionId?: number | undefined; examId?: number | undefined },
) {
  const missing =
    (q.deliveryRecordId !== undefined && !(await repo.recordWithExam(deps.db, scopedWhere(s), q.deliveryRecordId))) ||
    (q.positionId !== undefined && !(await positionRepo.positionView(deps.db, scopedWhere(s), q.positionId))) ||
    (q.examId !== undefined && !(await repo.examOf(deps.db, s.tenementId, q.examId)));
  if (missing) throw new AppError('NOT_FOUND');
}

/** One application's results, or every result of a position's applications. */
export async function examResults(
  deps: Deps,
  caller: Manager,
  q: { deliveryRecordId?: number | undefined; positionId?: number | undefined },
) {
  if (q.deliveryRecordId === undefined && q.positionId === undefined) throw fieldError('deliveryRecordId', { rule: 'required' });
  const s = await positionScope(deps.db, caller);
  await assertNamed(deps, s, q);
  const where = repo.resultWhere(s.tenementId, scopedWhere(s), { deliveryRecordId: q.deliveryRecordId, positionId: q.positionId });
  return (await repo.resultRows(deps.db, where)).map(presentResult);
}

export interface ResultPageInput extends PageQuery {
  positionId?: number | undefined;
  examId?: number | undefined;
  passed?: boolean | undefined;
}

export async function examResultPage(deps: Deps, caller: Manager, q: ResultPageInput) {
  const s = await positionScope(deps.db, caller);
  await assertNamed(deps, s, q);
  const { page, perPage } = q;
  const where = repo.resultWhere(s.tenementId, scopedWhere(s), { positionId: q.positionId, examId: q.examId, passed: q.passed });
  const { rows, total } = await repo.resultPage(deps.db, where, (page - 1) * perPage, perPage);
  return { list: rows.map(presentResult), totalCount: total, page, perPage };
}

export interface BindInput {
  deliveryRecordId: number;
  fileIds: number[];
  score?: number | null | undefined;
  remark?: string | null | undefined;
  examAt?: string | null | undefined;
}

const NOT_PAPERS: readonly string[] = [...PUBLIC_FROM, IMPORT_ERROR_FROM];

/** Marks the application's result in its position's exam (1149 when the position has none). */
export async function bindExamResult(deps: Deps, caller: Manager, input: BindInput) {
  const s = await positionScope(deps.db, caller);
  const record = await repo.recordWithExam(deps.db, scopedWhere(s), input.deliveryRecordId);
  if (!record) throw new AppError('NOT_FOUND');
  await assertTypesHeld(deps.db, caller, 'edit', [record]);
  if (record.examId === null) throw new AppError('RECORD_STAGE');
  const exam = await repo.examOf(deps.db, s.tenementId, record.examId);
  if (!exam) throw new AppError('RECORD_STAGE');
  const fileIds = [...new Set(input.fileIds)];
  // A paper is a private file of the company: a public picture would be readable by anyone, an import report is its importer's.
  if ((await repo.companyFileCount(deps.db, s.tenementId, fileIds, NOT_PAPERS)) !== fileIds.length) throw new AppError('NOT_FOUND');
  if (input.score !== undefined && input.score !== null && input.score > exam.fullScore)
    throw fieldError('score', { rule: 'maximum', params: { limit: exam.fullScore } });
  const set: Record<string, unknown> = { attachmentIds: fileIds };
  if (input.score !== undefined)
    Object.assign(set, { score: input.score, passed: input.score === null ? null : input.score >= exam.passScore });
  if (input.remark !== undefined) set.remark = input.remark;
  if (input.examAt !== undefined) set.examAt = input.examAt === null ? null : new Date(input.examAt);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.existingResult(tx, record.id, exam.id);
    const id = await repo.upsertResult(tx, { tenementId: s.tenementId, deliveryRecordId: record.id, examId: exam.id, ...set }, set);
    const [after] = await repo.resultRows(
      tx,
      repo.resultWhere(s.tenementId, undefined, { deliveryRecordId: record.id, examId: exam.id }),
      1,
    );
    await logOperation(tx, caller, {
      action: before ? 'edit' : 'add',
      resource: 'userExamDetail',
      recordId: id,
      summary: { deliveryRecordId: record.id, examId: exam.id, ...set },
    });
    return presentResult(after!);
  });
}
