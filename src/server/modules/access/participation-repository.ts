/**
 * The interviewer's own view, in SQL: the applications a member takes part in (named on one of their
 * invitations or scheduled interviews, or set as their interview manager). A condition on
 * `delivery_records`, for queries that read that table; each branch is an index walk from the record
 * (invitations and schedules by record, their interviewers by primary key).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  deliveryRecords,
  interviewInvitationInterviewers,
  interviewInvitations,
  interviewScheduleInterviewers,
  interviewSchedules,
} from '../../db/schema/index.ts';

export function takesPart(userId: number): SQL {
  const invited = sql`exists (select 1 from ${interviewInvitations} join ${interviewInvitationInterviewers} on ${interviewInvitationInterviewers.invitationId} = ${interviewInvitations.id} and ${interviewInvitationInterviewers.userId} = ${userId} where ${interviewInvitations.deliveryRecordId} = ${deliveryRecords.id})`;
  const scheduled = sql`exists (select 1 from ${interviewSchedules} join ${interviewScheduleInterviewers} on ${interviewScheduleInterviewers.scheduleId} = ${interviewSchedules.id} and ${interviewScheduleInterviewers.userId} = ${userId} where ${interviewSchedules.deliveryRecordId} = ${deliveryRecords.id} and ${interviewSchedules.cancelledAt} is null)`;
  return sql`(${deliveryRecords.interviewManagerId} = ${userId} or ${invited} or ${scheduled})`;
}

/** Whether the member takes part in this application. */
export async function recordTakesPart(db: Queryable, recordId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.id, recordId), takesPart(userId)))
    .limit(1);
  return rows.length > 0;
}
