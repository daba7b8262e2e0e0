/** SQL of interview assessments: a round's interviewers and invitation, the assessments of a record, writing one. */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryRecords,
  interviewAssessments,
  interviewInvitationInterviewers,
  interviewInvitations,
  interviewScheduleInterviewers,
  interviewSchedules,
  tenementUsers,
  users,
} from '../../../db/schema/index.ts';

/** The record's round: that of its newest invitation (1 before any). */
export async function currentRound(db: Queryable, recordId: number): Promise<number> {
  const [row] = await db
    .select({ round: sql<number | null>`max(${interviewInvitations.round})` })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.deliveryRecordId, recordId));
  return row?.round ?? 1;
}

/** Takes the record's row lock: two interviewers handing in at once count each other's assessment. */
export async function lockRecord(db: Queryable, recordId: number) {
  await db.select({ id: deliveryRecords.id }).from(deliveryRecords).where(eq(deliveryRecords.id, recordId)).for('update');
}

/** A member's name in the company, else the account's (with `tenementUsers` joined for the company). */
const memberName = sql<string>`coalesce(${tenementUsers.name}, ${users.name}, ${users.account})`;
const member = (tenementId: number, userCol: AnyPgColumn) =>
  and(eq(tenementUsers.userId, userCol), eq(tenementUsers.tenementId, tenementId));

/**
 * Who interviews the round: the people its newest invitation names and those of its live schedules
 * (the calendar may add someone), each once, by id.
 */
export async function roundInterviewers(db: Queryable, tenementId: number, recordId: number, round: number) {
  const invited = db
    .select({ userId: interviewInvitationInterviewers.userId })
    .from(interviewInvitationInterviewers)
    .where(
      sql`${interviewInvitationInterviewers.invitationId} = (
        select max(i.id) from ${interviewInvitations} i where i.delivery_record_id = ${recordId} and i.round = ${round})`,
    );
  const scheduled = db
    .select({ userId: interviewScheduleInterviewers.userId })
    .from(interviewScheduleInterviewers)
    .innerJoin(interviewSchedules, eq(interviewSchedules.id, interviewScheduleInterviewers.scheduleId))
    .where(
      and(eq(interviewSchedules.deliveryRecordId, recordId), eq(interviewSchedules.round, round), isNull(interviewSchedules.cancelledAt)),
    );
  const ids = [...new Set([...(await invited), ...(await scheduled)].map((r) => r.userId))].sort((a, b) => a - b);
  if (!ids.length) return [];
  return db
    .select({ userId: users.id, name: memberName })
    .from(users)
    .leftJoin(tenementUsers, member(tenementId, users.id))
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id));
}

/** Whether the user interviews any round of the record (what lets an interviewer outside the data scope reach it). */
export async function interviewsRecord(db: Queryable, recordId: number, userId: number): Promise<boolean> {
  const invited = await db
    .select({ one: interviewInvitationInterviewers.userId })
    .from(interviewInvitationInterviewers)
    .innerJoin(interviewInvitations, eq(interviewInvitations.id, interviewInvitationInterviewers.invitationId))
    .where(and(eq(interviewInvitations.deliveryRecordId, recordId), eq(interviewInvitationInterviewers.userId, userId)))
    .limit(1);
  if (invited.length) return true;
  const scheduled = await db
    .select({ one: interviewScheduleInterviewers.userId })
    .from(interviewScheduleInterviewers)
    .innerJoin(interviewSchedules, eq(interviewSchedules.id, interviewScheduleInterviewers.scheduleId))
    .where(
      and(
        eq(interviewSchedules.deliveryRecordId, recordId),
        eq(interviewScheduleInterviewers.userId, userId),
        isNull(interviewSchedules.cancelledAt),
      ),
    )
    .limit(1);
  return scheduled.length > 0;
}

export type AssessmentInsert = typeof interviewAssessments.$inferInsert;

/** Writes the assessment unless the interviewer handed one in for the round already (then null). */
export async function insertAssessment(db: Queryable, values: AssessmentInsert): Promise<number | null> {
  const [row] = await db.insert(interviewAssessments).values(values).onConflictDoNothing().returning({ id: interviewAssessments.id });
  return row?.id ?? null;
}

/**
 * Changes the assessment only if nobody changed it since `readAt` (its `updated_at` as the editor
 * read it): of two editors exactly one lands.
 */
export async function updateAssessment(db: Queryable, id: number, readAt: Date, set: Partial<AssessmentInsert>, now: Date) {
  const rows = await db
    .update(interviewAssessments)
    .set({ ...set, updatedAt: now })
    .where(
      and(
        eq(interviewAssessments.id, id),
        sql`date_trunc('milliseconds', ${interviewAssessments.updatedAt}) = ${readAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: interviewAssessments.id });
  return rows.length === 1;
}

const assessmentColumns = {
  id: interviewAssessments.id,
  tenementId: interviewAssessments.tenementId,
  deliveryRecordId: interviewAssessments.deliveryRecordId,
  round: interviewAssessments.round,
  interviewerId: interviewAssessments.interviewerId,
  interviewerName: memberName,
  scores: interviewAssessments.scores,
  fractionType: interviewAssessments.fractionType,
  total: interviewAssessments.total,
  result: interviewAssessments.result,
  comment: interviewAssessments.comment,
  formData: interviewAssessments.formData,
  createdAt: interviewAssessments.createdAt,
  updatedAt: interviewAssessments.updatedAt,
};

export async function assessmentById(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select(assessmentColumns)
    .from(interviewAssessments)
    .innerJoin(users, eq(users.id, interviewAssessments.interviewerId))
    .leftJoin(tenementUsers, member(tenementId, interviewAssessments.interviewerId))
    .where(and(eq(interviewAssessments.id, id), eq(interviewAssessments.tenementId, tenementId)));
  return row;
}
export type AssessmentRow = NonNullable<Awaited<ReturnType<typeof assessmentById>>>;

/** Every assessment of the record, by round then interviewer. */
export async function assessmentsOf(db: Queryable, tenementId: number, recordId: number) {
  return db
    .select(assessmentColumns)
    .from(interviewAssessments)
    .innerJoin(users, eq(users.id, interviewAssessments.interviewerId))
    .leftJoin(tenementUsers, member(tenementId, interviewAssessments.interviewerId))
    .where(eq(interviewAssessments.deliveryRecordId, recordId))
    .orderBy(asc(interviewAssessments.round), asc(interviewAssessments.interviewerId));
}

/** The record's invitations, oldest first (the rounds' summary). */
export async function invitationsOf(db: Queryable, recordId: number) {
  return db
    .select({
      id: interviewInvitations.id,
      round: interviewInvitations.round,
      interviewAt: interviewInvitations.interviewAt,
      place: interviewInvitations.place,
      answer: interviewInvitations.answer,
      expiresAt: interviewInvitations.expiresAt,
      cancelledAt: interviewInvitations.cancelledAt,
    })
    .from(interviewInvitations)
    .where(eq(interviewInvitations.deliveryRecordId, recordId))
    .orderBy(asc(interviewInvitations.id));
}

/** The general-worker form of the record's round by the interviewer, if written. */
export async function formOf(db: Queryable, tenementId: number, recordId: number) {
  const [row] = await db
    .select(assessmentColumns)
    .from(interviewAssessments)
    .innerJoin(users, eq(users.id, interviewAssessments.interviewerId))
    .leftJoin(tenementUsers, member(tenementId, interviewAssessments.interviewerId))
    .where(and(eq(interviewAssessments.deliveryRecordId, recordId), sql`${interviewAssessments.formData} is not null`))
    .orderBy(desc(interviewAssessments.round), desc(interviewAssessments.updatedAt))
    .limit(1);
  return row;
}

/** Which of the interviewers handed in the round's assessment. */
export async function handedIn(db: Queryable, recordId: number, round: number, userIds: readonly number[]) {
  if (!userIds.length) return new Set<number>();
  const rows = await db
    .select({ userId: interviewAssessments.interviewerId })
    .from(interviewAssessments)
    .where(
      and(
        eq(interviewAssessments.deliveryRecordId, recordId),
        eq(interviewAssessments.round, round),
        inArray(interviewAssessments.interviewerId, [...userIds]),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** The interviewer's row of the round, if any (the general-worker form is written into it). */
export async function rowOf(db: Queryable, recordId: number, round: number, interviewerId: number) {
  const [row] = await db
    .select({ id: interviewAssessments.id, updatedAt: interviewAssessments.updatedAt })
    .from(interviewAssessments)
    .where(
      and(
        eq(interviewAssessments.deliveryRecordId, recordId),
        eq(interviewAssessments.round, round),
        eq(interviewAssessments.interviewerId, interviewerId),
      ),
    );
  return row;
}
