/**
 * SQL of the seeker's applications and what hangs on them. Erasure and expiry keep every row (the
 * company's counts, the stage history and the operation log stay whole as facts) and blank what is
 * about the person: the resume as sent, special-form answers, entry data, HR's notes and assessment
 * comments, the history's remarks and fields, exam remarks, the hire's employee number; talent-pool
 * entries go.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryNotes,
  deliveryRecords,
  deliveryStageHistory,
  entryInfos,
  interviewAssessments,
  interviewInvitations,
  offers,
  operationLogs,
  positions,
  specialFormData,
  talentPool,
  tenements,
  userExamDetails,
} from '../../../db/schema/index.ts';

export const applicationsOf = (db: Queryable, userId: number) =>
  db
    .select({
      id: deliveryRecords.id,
      company: tenements.name,
      position: positions.name,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      appliedAt: deliveryRecords.createdAt,
      resumeAsSent: deliveryRecords.resumeSnapshot,
      entryDate: deliveryRecords.entryDate,
      dimissionDate: deliveryRecords.dimissionDate,
      employeeNo: deliveryRecords.employeeNo,
      specialForm: specialFormData.data,
      entryData: entryInfos.data,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(tenements, eq(tenements.id, deliveryRecords.tenementId))
    .leftJoin(specialFormData, eq(specialFormData.deliveryRecordId, deliveryRecords.id))
    .leftJoin(entryInfos, eq(entryInfos.deliveryRecordId, deliveryRecords.id))
    .where(eq(deliveryRecords.userId, userId))
    .orderBy(deliveryRecords.id);

const ofUsers = (userIds: number[]) =>
  sql`(select ${deliveryRecords.id} from ${deliveryRecords} where ${inArray(deliveryRecords.userId, userIds)})`;

export const historyOf = (db: Queryable, userId: number) =>
  db
    .select({
      application: deliveryStageHistory.deliveryRecordId,
      call: deliveryStageHistory.call,
      fromStage: deliveryStageHistory.fromStage,
      toStage: deliveryStageHistory.toStage,
      at: deliveryStageHistory.createdAt,
    })
    .from(deliveryStageHistory)
    .where(inArray(deliveryStageHistory.deliveryRecordId, ofUsers([userId])))
    .orderBy(deliveryStageHistory.id);

export const invitationsOf = (db: Queryable, userId: number) =>
  db
    .select({
      application: interviewInvitations.deliveryRecordId,
      interviewAt: interviewInvitations.interviewAt,
      place: interviewInvitations.place,
      answer: interviewInvitations.answer,
    })
    .from(interviewInvitations)
    .where(inArray(interviewInvitations.deliveryRecordId, ofUsers([userId])))
    .orderBy(interviewInvitations.id);

export const offersOf = (db: Queryable, userId: number) =>
  db
    .select({
      application: offers.deliveryRecordId,
      position: offers.positionName,
      salary: offers.salary,
      salaryUnit: offers.salaryUnit,
      entryDate: offers.entryDate,
      state: offers.state,
      sentAt: offers.sentAt,
    })
    .from(offers)
    .where(inArray(offers.deliveryRecordId, ofUsers([userId])))
    .orderBy(offers.id);

const count = (rows: unknown[]) => rows.length;

/** Blanks the personal content of the users' applications and of the rows about them; answers rows touched. */
export async function blankApplications(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const records = ofUsers(userIds);
  const touched = [
    count(
      await db
        .update(deliveryRecords)
        .set({ resumeSnapshot: {}, attachmentId: null, employeeNo: null })
        .where(inArray(deliveryRecords.userId, userIds))
        .returning({ id: deliveryRecords.id }),
    ),
    count(
      await db
        .update(specialFormData)
        .set({ data: {} })
        .where(inArray(specialFormData.deliveryRecordId, records))
        .returning({ id: specialFormData.deliveryRecordId }),
    ),
    count(
      await db
        .update(entryInfos)
        .set({ data: {} })
        .where(inArray(entryInfos.deliveryRecordId, records))
        .returning({ id: entryInfos.deliveryRecordId }),
    ),
    count(
      await db
        .update(deliveryStageHistory)
        .set({ remark: null, data: {} })
        .where(inArray(deliveryStageHistory.deliveryRecordId, records))
        .returning({ id: deliveryStageHistory.id }),
    ),
    count(
      await db
        .update(deliveryNotes)
        .set({ content: '—' })
        .where(inArray(deliveryNotes.deliveryRecordId, records))
        .returning({ id: deliveryNotes.id }),
    ),
    count(
      await db
        .update(interviewAssessments)
        .set({ comment: null, formData: null })
        .where(inArray(interviewAssessments.deliveryRecordId, records))
        .returning({ id: interviewAssessments.id }),
    ),
    count(
      await db
        .update(userExamDetails)
        .set({ remark: null })
        .where(inArray(userExamDetails.deliveryRecordId, records))
        .returning({ id: userExamDetails.id }),
    ),
  ];
  return touched.reduce((a, b) => a + b, 0);
}

export async function deleteTalentPoolEntries(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const rows = await db.delete(talentPool).where(inArray(talentPool.userId, userIds)).returning({ id: talentPool.id });
  return rows.length;
}

/** Operation-log rows on the users' applications (their summaries name the candidate), with those applications' ids. */
export async function logRowsOn(db: Queryable, userIds: number[]) {
  if (!userIds.length) return { recordIds: [], rows: [] };
  const ids = await db.select({ id: deliveryRecords.id }).from(deliveryRecords).where(inArray(deliveryRecords.userId, userIds));
  const recordIds = ids.map((r) => r.id);
  if (!recordIds.length) return { recordIds, rows: [] };
  const pattern = `(^|,)(${recordIds.join('|')})(,|$)`;
  const rows = await db
    .select({ id: operationLogs.id, summary: operationLogs.summary })
    .from(operationLogs)
    .where(and(eq(operationLogs.resource, 'deliveryRecord'), sql`${operationLogs.recordId} ~ ${pattern}`));
  return { recordIds, rows };
}

export async function setLogSummary(db: Queryable, id: number, summary: unknown) {
  await db.update(operationLogs).set({ summary }).where(eq(operationLogs.id, id));
}
