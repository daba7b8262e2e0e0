import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { memberInvitations, tenementUsers, tenements, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof memberInvitations.$inferSelect;
export type InvitationInsert = typeof memberInvitations.$inferInsert;

/** 0 waits for the invitee; the others are final. Expiry is not a status: a pending row past expiresAt reads as expired. */
export const InvitationStatus = { PENDING: 0, ACCEPTED: 1, DECLINED: 2, CANCELLED: 3 } as const;

const open = (now: Date): SQL => and(eq(memberInvitations.status, InvitationStatus.PENDING), gt(memberInvitations.expiresAt, now))!;

export async function openInvitation(
  db: Queryable,
  tenementId: number,
  userId: number,
  now = new Date(),
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(memberInvitations)
    .where(and(eq(memberInvitations.tenementId, tenementId), eq(memberInvitations.userId, userId), open(now)))
    .limit(1);
  return row;
}

export async function insertInvitation(db: Queryable, values: InvitationInsert): Promise<InvitationRow> {
  const [row] = await db.insert(memberInvitations).values(values).returning();
  return row!;
}

export async function invitationById(db: Queryable, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(memberInvitations).where(eq(memberInvitations.id, id)).limit(1);
  return row;
}

/** Close an open invitation; undefined when it was not open any more (someone answered first, or it expired). */
export async function closeInvitation(db: Queryable, id: number, status: number, now = new Date()): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(memberInvitations)
    .set({ status, decidedAt: now })
    .where(and(eq(memberInvitations.id, id), open(now)))
    .returning();
  return row;
}

const inviter = alias(tenementUsers, 'inviter');
const inviterOf = and(eq(inviter.tenementId, memberInvitations.tenementId), eq(inviter.userId, memberInvitations.inviterUserId));

/** A company's invitations, newest first, with the invitee's phone (the caller masks it) and the inviter's name. */
export async function invitationPage(db: Queryable, tenementId: number, status: number | undefined, offset: number, limit: number) {
  const where = and(eq(memberInvitations.tenementId, tenementId), status === undefined ? undefined : eq(memberInvitations.status, status));
  const [rows, totals] = await Promise.all([
    db
      .select({ invitation: memberInvitations, phone: users.phone, inviterName: inviter.name })
      .from(memberInvitations)
      .innerJoin(users, eq(users.id, memberInvitations.userId))
      .leftJoin(inviter, inviterOf)
      .where(where)
      .orderBy(desc(memberInvitations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(memberInvitations).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The invitations waiting for this user's answer, with the company's name and who invited them. */
export async function openInvitationsOf(db: Queryable, userId: number, now = new Date()) {
  return db
    .select({ invitation: memberInvitations, tenementName: tenements.name, inviterName: inviter.name })
    .from(memberInvitations)
    .innerJoin(tenements, and(eq(tenements.id, memberInvitations.tenementId), eq(tenements.enabled, true)))
    .leftJoin(inviter, inviterOf)
    .where(and(eq(memberInvitations.userId, userId), open(now)))
    .orderBy(desc(memberInvitations.id));
}

/** How many companies the user belongs to. */
export async function membershipCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenementUsers).where(eq(tenementUsers.userId, userId));
  return row?.n ?? 0;
}

/** Serialises new invitations to one user, so two racing Adds cannot both leave one open. */
export async function lockUser(db: Queryable, userId: number) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
