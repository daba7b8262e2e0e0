/**
 * SQL of the interview invitations a seeker reads on their applications (written by the pipeline's
 * InviteDelivery): the live one of each record, with its office place and contact.
 */
import { and, desc, inArray, isNull, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { interviewInvitations, officePlaces } from '../../db/schema/index.ts';
import { interviewContactsTable as contacts } from '../../../../generated/server/tables.ts';

/** The invitations of these records as the seeker reads them: time, place, contact, message, expiry, answer. */
export async function invitationsFor(db: Queryable, recordIds: readonly number[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({
      id: interviewInvitations.id,
      deliveryRecordId: interviewInvitations.deliveryRecordId,
      interviewAt: interviewInvitations.interviewAt,
      place: interviewInvitations.place,
      officePlaceName: officePlaces.name,
      officePlaceAddress: officePlaces.address,
      contactName: contacts.name,
      contactPhone: contacts.phone,
      message: interviewInvitations.message,
      sentAt: interviewInvitations.sentAt,
      expiresAt: interviewInvitations.expiresAt,
      answer: interviewInvitations.answer,
      answeredAt: interviewInvitations.answeredAt,
    })
    .from(interviewInvitations)
    .leftJoin(officePlaces, eq(officePlaces.id, interviewInvitations.officePlaceId))
    .leftJoin(contacts, eq(contacts.id, interviewInvitations.contactId))
    .where(and(inArray(interviewInvitations.deliveryRecordId, [...recordIds]), isNull(interviewInvitations.cancelledAt)))
    .orderBy(desc(interviewInvitations.id));
}
export type SeekerInvitationRow = Awaited<ReturnType<typeof invitationsFor>>[number];
