/** SQL of interview invitations: the live one of a record, what an invitation names, writing and answering it. */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryRecords,
  interviewInvitationInterviewers,
  interviewInvitations,
  officePlaces,
  positions,
  tenementUsers,
  tenements,
  users,
} from '../../../db/schema/index.ts';
import { interviewContactsTable as contacts } from '../../../../../generated/server/tables.ts';
import { INVITATION_ANSWER } from '../../../../common/interviews.ts';

/** The record's invitation not replaced by a later one (at most one: a partial unique index). */
export async function liveInvitation(db: Queryable, recordId: number) {
  const [row] = await db
    .select()
    .from(interviewInvitations)
    .where(and(eq(interviewInvitations.deliveryRecordId, recordId), isNull(interviewInvitations.cancelledAt)))
    .limit(1);
  return row;
}
export type InvitationRow = typeof interviewInvitations.$inferSelect;

/** Which of these users are enabled members of the company. */
export async function membersOf(db: Queryable, tenementId: number, userIds: readonly number[]) {
  const rows = await db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), inArray(tenementUsers.userId, [...userIds]), eq(tenementUsers.enabled, true)));
  return new Set(rows.map((r) => r.userId));
}

export async function contactOf(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email, address: contacts.address })
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.tenementId, tenementId)));
  return row;
}

export async function officePlaceOf(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select({ id: officePlaces.id, name: officePlaces.name, address: officePlaces.address })
    .from(officePlaces)
    .where(and(eq(officePlaces.id, id), eq(officePlaces.tenementId, tenementId)));
  return row;
}

/**
 * Sets aside the record's live invitation that a new one may replace: any, when the record was not
 * invited (step 0); only a declined or expired one otherwise. Answers how many it set aside.
 */
export async function replaceLive(db: Queryable, recordId: number, now: Date, any: boolean) {
  const replaceable = any
    ? undefined
    : or(eq(interviewInvitations.answer, INVITATION_ANSWER.declined), lte(interviewInvitations.expiresAt, now));
  const rows = await db
    .update(interviewInvitations)
    .set({ cancelledAt: now })
    .where(and(eq(interviewInvitations.deliveryRecordId, recordId), isNull(interviewInvitations.cancelledAt), replaceable))
    .returning({ id: interviewInvitations.id });
  return rows.length;
}

export async function insertInvitation(db: Queryable, values: typeof interviewInvitations.$inferInsert, interviewerIds: readonly number[]) {
  const [row] = await db.insert(interviewInvitations).values(values).returning({ id: interviewInvitations.id });
  await db
    .insert(interviewInvitationInterviewers)
    .values(interviewerIds.map((userId) => ({ invitationId: row!.id, userId, tenementId: values.tenementId })));
  return row!.id;
}

/** Who the messages go to and what they name: the seeker's contacts and the company's name. */
export async function seekerAndCompany(db: Queryable, userId: number, tenementId: number) {
  const [seeker] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const [company] = await db.select({ name: tenements.name }).from(tenements).where(eq(tenements.id, tenementId));
  return { seeker: seeker!, companyName: company?.name ?? '' };
}

/** The answer, only while the invitation is live, pending and not expired (so of two answers one wins). */
export async function answerInvitation(db: Queryable, id: number, answer: number, now: Date) {
  const rows = await db
    .update(interviewInvitations)
    .set({ answer, answeredAt: now })
    .where(
      and(
        eq(interviewInvitations.id, id),
        eq(interviewInvitations.answer, INVITATION_ANSWER.pending),
        isNull(interviewInvitations.cancelledAt),
        sql`${interviewInvitations.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: interviewInvitations.id });
  return rows.length === 1;
}

/** The record a seeker answers for, with its live invitation. */
export async function seekerRecord(db: Queryable, recordId: number) {
  const [row] = await db
    .select({ id: deliveryRecords.id, userId: deliveryRecords.userId, stage: deliveryRecords.stage, positionName: positions.name })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(eq(deliveryRecords.id, recordId));
  return row;
}
