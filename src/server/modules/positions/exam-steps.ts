/**
 * What the pipeline's written-exam steps (PublishExamination, UpdateExamData, ExamineUserInfo in
 * src/server/modules/pipeline/interviews/) ask of the exams this module keeps: the company's exams, the
 * exam a record's position names, the result row a step writes, the papers a mark binds. The SQL stays in
 * exam-repository.ts; the steps' rules (stage, scope, keys) are the pipeline's.
 */
import type { Queryable } from '../../db/client.ts';
import { IMPORT_ERROR_FROM } from '../files/service.ts';
import { PUBLIC_FROM } from '../files/access.ts';
import { presentResult } from './exams.ts';
import * as repo from './exam-repository.ts';

export type PublishedExam = repo.PublishedResult;

/** An exam of the company (enabled or not), or undefined. */
export const companyExam = (db: Queryable, tenementId: number, examId: number) => repo.examOf(db, tenementId, examId);

/** The exam each record's position names (null for none). */
export async function positionExams(db: Queryable, recordIds: number[]): Promise<Map<number, number | null>> {
  return new Map((await repo.positionExamIds(db, recordIds)).map((r) => [r.id, r.examId]));
}

/** Sets the exam to the record (published again with a new time when it was before). */
export const publishExam = repo.publishResult;

/** The exam last set to the record, with its marks and type. */
export const publishedExam = repo.publishedResult;

/** Writes the given fields of a result row. */
export const updateExamResult = repo.updateResult;

const NOT_PAPERS: readonly string[] = [...PUBLIC_FROM, IMPORT_ERROR_FROM];

/** Whether every file is a private file of the company (a paper: not a public picture, not an import report). */
export async function arePapersOf(db: Queryable, tenementId: number, fileIds: number[]): Promise<boolean> {
  return (await repo.companyFileCount(db, tenementId, fileIds, NOT_PAPERS)) === fileIds.length;
}

/** The record's result in the exam as the wire shows it. */
export async function presentedResult(db: Queryable, tenementId: number, recordId: number, examId: number) {
  const [row] = await repo.resultRows(db, repo.resultWhere(tenementId, undefined, { deliveryRecordId: recordId, examId }), 1);
  return presentResult(row!);
}
