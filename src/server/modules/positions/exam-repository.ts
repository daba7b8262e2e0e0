import { and, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, files, positions, userExamDetails, users } from '../../db/schema/index.ts';
import { positionExamTable } from '../../../../generated/server/tables.ts';

export interface AttachmentRef {
  id: number;
  name: string;
  /** The file's read key (its link), never sent as such. */
  key: string;
}

const attachmentsOf = sql<AttachmentRef[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.name, 'key', f.key) order by f.id)
  from ${files} as f where f.id = any(user_exam_details.attachment_ids)
), '[]'::json)`;

/** The applicant as HR knows them: the name on the resume they sent, else the account's. */
const applicantName = sql<string>`coalesce(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ${users.name}, ${users.account})`;

const selectResults = (db: Queryable) =>
  db
    .select({
      id: userExamDetails.id,
      deliveryRecordId: userExamDetails.deliveryRecordId,
      positionId: deliveryRecords.positionId,
      positionName: positions.name,
      examId: userExamDetails.examId,
      examName: positionExamTable.name,
      examType: positionExamTable.examType,
      fullScore: positionExamTable.fullScore,
      passScore: positionExamTable.passScore,
      score: userExamDetails.score,
      passed: userExamDetails.passed,
      attachments: attachmentsOf,
      remark: userExamDetails.remark,
      examAt: userExamDetails.examAt,
      publishedAt: userExamDetails.publishedAt,
      reviewedAt: userExamDetails.reviewedAt,
      userName: applicantName,
      updatedAt: userExamDetails.updatedAt,
    })
    .from(userExamDetails)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, userExamDetails.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(positionExamTable, eq(positionExamTable.id, userExamDetails.examId));

export type ExamResultView = Awaited<ReturnType<ReturnType<typeof selectResults>['execute']>>[number];

export interface ResultFilter {
  deliveryRecordId?: number | undefined;
  positionId?: number | undefined;
  examId?: number | undefined;
  passed?: boolean | undefined;
}

/** `positionWhere` is the caller's condition on positions (company and data scope). */
export function resultWhere(tenementId: number, positionWhere: SQL | undefined, f: ResultFilter): SQL | undefined {
  return and(
    eq(userExamDetails.tenementId, tenementId),
    positionWhere,
    f.deliveryRecordId !== undefined ? eq(userExamDetails.deliveryRecordId, f.deliveryRecordId) : undefined,
    f.positionId !== undefined ? eq(deliveryRecords.positionId, f.positionId) : undefined,
    f.examId !== undefined ? eq(userExamDetails.examId, f.examId) : undefined,
    f.passed !== undefined ? eq(userExamDetails.passed, f.passed) : undefined,
  );
}

export async function resultRows(db: Queryable, where: SQL | undefined, limit = 1000) {
  return selectResults(db).where(where).orderBy(desc(userExamDetails.id)).limit(limit);
}

export async function resultPage(db: Queryable, where: SQL | undefined, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    selectResults(db).where(where).orderBy(desc(userExamDetails.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(userExamDetails)
      .innerJoin(deliveryRecords, eq(deliveryRecords.id, userExamDetails.deliveryRecordId))
      .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A delivery record of a position within `positionWhere`, with the position's exam. */
export async function recordWithExam(db: Queryable, positionWhere: SQL | undefined, deliveryRecordId: number) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      positionId: positions.id,
      examId: positions.examId,
      name: positions.name,
      recruitmentType: positions.recruitmentType,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(positionWhere, eq(deliveryRecords.id, deliveryRecordId)))
    .limit(1);
  return row;
}

export async function examOf(db: Queryable, tenementId: number, examId: number) {
  const [row] = await db
    .select()
    .from(positionExamTable)
    .where(and(eq(positionExamTable.tenementId, tenementId), eq(positionExamTable.id, examId)))
    .limit(1);
  return row;
}

/** How many of the files were uploaded in the company (exam papers and reports are the company's). */
/** How many of the files are the company's, of none of the `except` origins. */
export async function companyFileCount(db: Queryable, tenementId: number, ids: number[], except: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.tenementId, tenementId), inArray(files.id, ids), notInArray(files.fromType, [...except])));
  return row?.n ?? 0;
}

export async function existingResult(db: Queryable, deliveryRecordId: number, examId: number) {
  const [row] = await db
    .select()
    .from(userExamDetails)
    .where(and(eq(userExamDetails.deliveryRecordId, deliveryRecordId), eq(userExamDetails.examId, examId)))
    .limit(1);
  return row;
}

/** The application's result in the exam: written the first time, replaced (the given fields) after. */
export async function upsertResult(
  db: Queryable,
  values: typeof userExamDetails.$inferInsert,
  set: Partial<typeof userExamDetails.$inferInsert>,
) {
  const [row] = await db
    .insert(userExamDetails)
    .values(values)
    .onConflictDoUpdate({ target: [userExamDetails.deliveryRecordId, userExamDetails.examId], set: { ...set, updatedAt: new Date() } })
    .returning({ id: userExamDetails.id });
  return row!.id;
}

/** The exam a record's position names (PublishExamination's default). */
export async function positionExamIds(db: Queryable, recordIds: number[]) {
  return db
    .select({ id: deliveryRecords.id, examId: positions.examId })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(inArray(deliveryRecords.id, recordIds));
}

/** PublishExamination: the exam set to the record (written, or published again with a new time). */
export async function publishResult(
  db: Queryable,
  v: { tenementId: number; deliveryRecordId: number; examId: number; examAt: Date | null; by: number; at: Date },
) {
  const set = { publishedBy: v.by, publishedAt: v.at, examAt: v.examAt, reviewedBy: null, reviewedAt: null };
  return upsertResult(db, { tenementId: v.tenementId, deliveryRecordId: v.deliveryRecordId, examId: v.examId, ...set }, set);
}

/** The exam last set to the record (its written-exam step), with the exam's marks and type. */
export async function publishedResult(db: Queryable, deliveryRecordId: number) {
  const [row] = await db
    .select({
      id: userExamDetails.id,
      examId: userExamDetails.examId,
      score: userExamDetails.score,
      passed: userExamDetails.passed,
      attachmentIds: userExamDetails.attachmentIds,
      examAt: userExamDetails.examAt,
      examName: positionExamTable.name,
      examType: positionExamTable.examType,
      fullScore: positionExamTable.fullScore,
      passScore: positionExamTable.passScore,
    })
    .from(userExamDetails)
    .innerJoin(positionExamTable, eq(positionExamTable.id, userExamDetails.examId))
    .where(and(eq(userExamDetails.deliveryRecordId, deliveryRecordId), sql`${userExamDetails.publishedAt} is not null`))
    .orderBy(desc(userExamDetails.publishedAt), desc(userExamDetails.id))
    .limit(1);
  return row;
}
export type PublishedResult = NonNullable<Awaited<ReturnType<typeof publishedResult>>>;

/** UpdateExamData: the given fields of one result row. */
export async function updateResult(db: Queryable, id: number, set: Partial<typeof userExamDetails.$inferInsert>) {
  await db
    .update(userExamDetails)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(userExamDetails.id, id));
}
