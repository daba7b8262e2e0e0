/**
 * Assessment and written-exam fixtures written straight into the tables (for the matrices): an exam of
 * the company, a published and passed exam on a record, an application at a sub-step with an accepted
 * invitation naming interviewers, an assessment by one of them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import {
  deliveryRecords,
  interviewAssessments,
  interviewInvitationInterviewers,
  positions,
  userExamDetails,
  users,
} from '../../src/server/db/schema/index.ts';
import { positionExamTable } from '../../generated/server/tables.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE, RECRUITMENT_TYPE } from '../../src/common/recruiting.ts';
import { insertInvitation, topAdminOf } from './interview-fixtures.ts';
import { insertPosition, insertRecord } from './resume-fixtures.ts';

/** The company's matrix exam (made once). */
export async function companyExam(db: Db, tenementId: number): Promise<number> {
  const name = '矩阵笔试';
  const [found] = await db
    .select({ id: positionExamTable.id })
    .from(positionExamTable)
    .where(and(eq(positionExamTable.tenementId, tenementId), eq(positionExamTable.name, name)));
  if (found) return found.id;
  const [made] = await db
    .insert(positionExamTable)
    .values({ tenementId, name, fullScore: 100, passScore: 60 })
    .returning({ id: positionExamTable.id });
  return made!.id;
}

/** A PublishExamination body naming the company's matrix exam, two days ahead. */
export async function examInput(db: Db, tenementId: number) {
  return { examId: await companyExam(db, tenementId), examAt: new Date(Date.now() + 2 * 86_400_000).toISOString() };
}

/** The record's exam published and marked 90 of 100 (ExamineUserInfo may pass it). */
export async function passedExam(db: Db, recordId: number, tenementId: number, score = 90) {
  const examId = await companyExam(db, tenementId);
  await db
    .insert(userExamDetails)
    .values({ tenementId, deliveryRecordId: recordId, examId, score, passed: score >= 60, publishedAt: new Date() });
}

/** An accepted round-1 invitation on the record naming the interviewers (the company's top administrator by default). */
export async function invitedWith(db: Db, recordId: number, tenementId: number, interviewerIds?: number[]) {
  const invitationId = await insertInvitation(db, { tenementId, recordId, answer: 1 });
  const people = interviewerIds ?? [await topAdminOf(db, tenementId)];
  await db.insert(interviewInvitationInterviewers).values(people.map((userId) => ({ invitationId, userId, tenementId })));
  return invitationId;
}

async function seekerId(db: Db) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  return u!.id;
}

/** The demo seeker's new application to a new position of the company, at the interview stage's `step`. */
export async function interviewApplication(
  db: Db,
  tenementId: number,
  step: number = INTERVIEW_STEP.interviewing,
  recruitmentType: number = RECRUITMENT_TYPE.social,
) {
  const positionId = await insertPosition(db, tenementId, { recruitmentType });
  const id = await insertRecord(db, { positionId, userId: await seekerId(db), snapshot: { basic: { name: '矩阵候选人' } } });
  await db.update(deliveryRecords).set({ stage: PIPELINE_STAGE.interview, step }).where(eq(deliveryRecords.id, id));
  return id;
}

/** A copy of the position (same company, department and creator, so the same scope) as a short-term one. */
export async function shortTermLike(db: Db, positionId: number) {
  const [p] = await db.select().from(positions).where(eq(positions.id, positionId));
  const { id: _id, ...copy } = p!;
  const [made] = await db
    .insert(positions)
    .values({ ...copy, recruitmentType: RECRUITMENT_TYPE.shortTerm })
    .returning({ id: positions.id });
  return made!.id;
}

/** An assessment of round 1 by the interviewer (the company's top administrator by default). */
export async function insertAssessment(db: Db, recordId: number, tenementId: number, interviewerId?: number) {
  const [a] = await db
    .insert(interviewAssessments)
    .values({
      tenementId,
      deliveryRecordId: recordId,
      round: 1,
      interviewerId: interviewerId ?? (await topAdminOf(db, tenementId)),
      scores: { communication: 3 },
      fractionType: '1',
      total: '75',
      result: 1,
    })
    .returning({ id: interviewAssessments.id, updatedAt: interviewAssessments.updatedAt });
  return a!;
}
