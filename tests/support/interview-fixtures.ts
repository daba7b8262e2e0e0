/**
 * Interview fixtures written straight into the tables: a company's interview contact, its top
 * administrator as an interviewer, a valid InviteDelivery body, and a live invitation on a record.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { interviewInvitations, tenementUsers } from '../../src/server/db/schema/index.ts';
import { interviewContactsTable } from '../../generated/server/tables.ts';
import { invitationExpiry } from '../../src/common/interviews.ts';

let serial = 0;

/** A new interview contact of the company. */
export async function insertContact(db: Db, tenementId: number, name = '面试联系人'): Promise<number> {
  serial += 1;
  const phone = `139${String((Date.now() + serial) % 100_000_000).padStart(8, '0')}`;
  const [c] = await db
    .insert(interviewContactsTable)
    .values({ tenementId, name, phone, address: '苏州工业园区星湖街1号' })
    .returning({ id: interviewContactsTable.id });
  return c!.id;
}

/** The company's top administrator (a member, so a valid interviewer). */
export async function topAdminOf(db: Db, tenementId: number): Promise<number> {
  const [m] = await db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.isTopAdmin, true)))
    .limit(1);
  return m!.userId;
}

let slot = 0;
/**
 * A time `days` ahead of `now`, two hours after the last one this gave: one interviewer booked by
 * several invitations of a test file never clashes (an invitation books its interviewers, 1250).
 */
export function freeSlot(now: number, days: number): string {
  slot += 1;
  return new Date(now + days * 86_400_000 + slot * 2 * 3_600_000).toISOString();
}

/** A valid InviteDelivery body (beside `ids`) for a record of the company, the interview `days` ahead (a free slot). */
export async function inviteInput(db: Db, tenementId: number, days = 3) {
  return {
    interviewAt: freeSlot(Date.now(), days),
    place: '总部三楼会议室',
    interviewerIds: [await topAdminOf(db, tenementId)],
    contactId: await insertContact(db, tenementId),
    message: '请携带身份证和简历',
  };
}

/** A live invitation on the record, sent `hoursAgo` (pending unless `answer` says otherwise). */
export async function insertInvitation(db: Db, v: { tenementId: number; recordId: number; hoursAgo?: number; answer?: number }) {
  const sentAt = new Date(Date.now() - (v.hoursAgo ?? 1) * 3_600_000);
  const [i] = await db
    .insert(interviewInvitations)
    .values({
      tenementId: v.tenementId,
      deliveryRecordId: v.recordId,
      interviewAt: new Date(Date.now() + 2 * 86_400_000),
      place: '总部三楼会议室',
      sentAt,
      expiresAt: invitationExpiry(sentAt),
      answer: v.answer ?? 0,
    })
    .returning({ id: interviewInvitations.id });
  return i!.id;
}
