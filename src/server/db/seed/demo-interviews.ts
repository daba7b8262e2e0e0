/**
 * The demo company's interview candidates at every sub-step of the interview stage, and their
 * invitations: pending, accepted, declined and expired (72 hours after they were sent), so the
 * interview tabs, their counts and the invitation states show on first start. Each invited record
 * carries the InviteDelivery history row the pipeline writes.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { deliveryRecords, deliveryStageHistory, interviewInvitationInterviewers, interviewInvitations } from '../schema/index.ts';
import { interviewContactsTable } from '../../../../generated/server/tables.ts';
import { INVITATION_ANSWER, invitationExpiry } from '../../../common/interviews.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../common/recruiting.ts';

const HOUR = 3600 * 1000;

interface Demo {
  step: number;
  /** Sent this many hours ago (past 72: expired unless answered); none at step 0. */
  sentHoursAgo?: number;
  answer?: number;
  /** The interview, this many hours from now. */
  inHours?: number;
}

const A = INVITATION_ANSWER;
const STEPS: Readonly<Record<string, Demo>> = {
  许浩: { step: INTERVIEW_STEP.notInvited },
  钱伟: { step: INTERVIEW_STEP.notInvited },
  马丽娟: { step: INTERVIEW_STEP.invited, sentHoursAgo: 5, answer: A.pending, inHours: 52 },
  韩东: { step: INTERVIEW_STEP.invited, sentHoursAgo: 20, answer: A.accepted, inHours: 28 },
  蒋琳: { step: INTERVIEW_STEP.invited, sentHoursAgo: 80, answer: A.pending, inHours: 20 },
  沈磊: { step: INTERVIEW_STEP.writtenExam, sentHoursAgo: 60, answer: A.accepted, inHours: -12 },
  邓倩: { step: INTERVIEW_STEP.interviewing, sentHoursAgo: 70, answer: A.accepted, inHours: -20 },
  谢军: { step: INTERVIEW_STEP.interviewing, sentHoursAgo: 30, answer: A.declined, inHours: 40 },
  黄蕾: { step: INTERVIEW_STEP.awaitingHire, sentHoursAgo: 96, answer: A.accepted, inHours: -48 },
};

export async function seedDemoInterviews(
  db: Queryable,
  tenementId: number,
  interviewerIds: readonly number[],
  records: ReadonlyMap<string, { id: number; userId: number }>,
) {
  const [contact] = await db
    .select({ id: interviewContactsTable.id })
    .from(interviewContactsTable)
    .where(and(eq(interviewContactsTable.tenementId, tenementId)))
    .orderBy(interviewContactsTable.id)
    .limit(1);
  const now = Date.now();
  for (const [name, d] of Object.entries(STEPS)) {
    const record = records.get(name);
    if (!record) continue;
    await db.update(deliveryRecords).set({ step: d.step }).where(eq(deliveryRecords.id, record.id));
    if (d.sentHoursAgo === undefined) continue;
    const sentAt = new Date(now - d.sentHoursAgo * HOUR);
    const interviewAt = new Date(Math.round((now + (d.inHours ?? 48) * HOUR) / HOUR) * HOUR);
    const [invitation] = await db
      .insert(interviewInvitations)
      .values({
        tenementId,
        deliveryRecordId: record.id,
        interviewAt,
        place: '总部二号楼三楼面试室',
        contactId: contact?.id ?? null,
        message: '请携带身份证原件和纸质简历，提前10分钟到前台登记。',
        sentBy: interviewerIds[0] ?? null,
        sentAt,
        expiresAt: invitationExpiry(sentAt),
        answer: d.answer ?? A.pending,
        answeredAt: d.answer ? new Date(sentAt.getTime() + 2 * HOUR) : null,
      })
      .returning({ id: interviewInvitations.id });
    await db
      .insert(interviewInvitationInterviewers)
      .values(interviewerIds.map((userId) => ({ invitationId: invitation!.id, userId, tenementId })));
    await db.insert(deliveryStageHistory).values({
      tenementId,
      deliveryRecordId: record.id,
      call: 'InviteDelivery',
      fromStage: PIPELINE_STAGE.interview,
      fromStep: INTERVIEW_STEP.notInvited,
      toStage: PIPELINE_STAGE.interview,
      toStep: INTERVIEW_STEP.invited,
      actorId: interviewerIds[0] ?? null,
      data: { interviewAt: interviewAt.toISOString(), place: '总部二号楼三楼面试室', interviewerIds, contactId: contact?.id },
      createdAt: sentAt,
    });
  }
}
