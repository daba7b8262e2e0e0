/** SQL of the interview report: assessments with their candidate, position, department and interviewer. */
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, depts, interviewAssessments, positions, tenementUsers, users } from '../../../db/schema/index.ts';

const seeker = alias(users, 'seeker');
const interviewer = alias(users, 'interviewer');
const member = alias(tenementUsers, 'member');

export interface ReportFilter {
  tenementId: number;
  /** The caller's data scope on positions. */
  scope: SQL | undefined;
  /** Assessments handed in from `from` (inclusive) to `to` (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  positionId?: number | undefined;
  deptId?: number | undefined;
  interviewerId?: number | undefined;
  result?: number | undefined;
}

export function reportWhere(f: ReportFilter): SQL | undefined {
  return and(
    eq(interviewAssessments.tenementId, f.tenementId),
    f.scope,
    f.from ? gte(interviewAssessments.createdAt, f.from) : undefined,
    f.to ? lt(interviewAssessments.createdAt, f.to) : undefined,
    f.positionId !== undefined ? eq(deliveryRecords.positionId, f.positionId) : undefined,
    f.deptId !== undefined ? eq(positions.deptId, f.deptId) : undefined,
    f.interviewerId !== undefined ? eq(interviewAssessments.interviewerId, f.interviewerId) : undefined,
    f.result !== undefined ? eq(interviewAssessments.result, f.result) : undefined,
  );
}

export async function reportPage(db: Queryable, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select({
      id: interviewAssessments.id,
      deliveryRecordId: interviewAssessments.deliveryRecordId,
      name: sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${seeker.name}, ${seeker.account})`,
      positionId: positions.id,
      positionName: positions.name,
      deptName: depts.name,
      round: interviewAssessments.round,
      interviewerId: interviewAssessments.interviewerId,
      interviewerName: sql<string>`coalesce(${member.name}, ${interviewer.name}, ${interviewer.account})`,
      fractionType: interviewAssessments.fractionType,
      total: interviewAssessments.total,
      result: interviewAssessments.result,
      generalWorker: sql<boolean>`${interviewAssessments.formData} is not null`,
      createdAt: interviewAssessments.createdAt,
    })
    .from(interviewAssessments)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, interviewAssessments.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(seeker, eq(seeker.id, deliveryRecords.userId))
    .innerJoin(interviewer, eq(interviewer.id, interviewAssessments.interviewerId))
    .leftJoin(member, and(eq(member.userId, interviewAssessments.interviewerId), eq(member.tenementId, interviewAssessments.tenementId)))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .where(where)
    .orderBy(desc(interviewAssessments.createdAt), desc(interviewAssessments.id))
    .limit(limit)
    .offset(offset);
  return rows;
}
export type ReportRow = Awaited<ReturnType<typeof reportPage>>[number];

export async function reportCount(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewAssessments)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, interviewAssessments.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(where);
  return row?.n ?? 0;
}
