/**
 * SQL of the account-side holders: the account's own fields, its sessions, third-party bindings, UI
 * settings, saved positions, terms acceptances, login-log rows, invitations to join a company and the
 * messages (SMS, e-mail) sent to its phone or mailbox. Erasure keeps every row that is a fact of
 * someone else's (the login log, the acceptances) and blanks what names the person in it.
 */
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  loginLogs,
  memberInvitations,
  outbox,
  positionCollects,
  positions,
  sessions,
  termsAcceptances,
  thirdPartyBindings,
  userSettings,
  users,
} from '../../../db/schema/index.ts';

export async function accountOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ account: users.account, name: users.name, phone: users.phone, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The account becomes a placeholder nobody can log in to: the name it was known by, phone, e-mail and
 * picture gone, disabled, its sessions ended (4002), third-party bindings, UI settings and saved positions deleted.
 */
export async function anonymiseAccount(db: Queryable, userId: number, now: Date): Promise<number> {
  const done = await db
    .update(users)
    .set({ account: `#${userId}`, name: null, phone: null, email: null, headPortrait: null, enabled: false, passwordHash: '!' })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedState: 4002 })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.update(sessions).set({ ip: null }).where(eq(sessions.userId, userId));
  const bindings = await db
    .delete(thirdPartyBindings)
    .where(eq(thirdPartyBindings.userId, userId))
    .returning({ id: thirdPartyBindings.id });
  const settings = await db.delete(userSettings).where(eq(userSettings.userId, userId)).returning({ k: userSettings.key });
  return done.length + bindings.length + settings.length;
}

export const savedPositions = (db: Queryable, userId: number) =>
  db
    .select({ positionName: positions.name, savedAt: positionCollects.createdAt })
    .from(positionCollects)
    .innerJoin(positions, eq(positions.id, positionCollects.positionId))
    .where(eq(positionCollects.userId, userId))
    .orderBy(desc(positionCollects.createdAt));

export async function deleteSavedPositions(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const rows = await db.delete(positionCollects).where(inArray(positionCollects.userId, userIds)).returning({ u: positionCollects.userId });
  return rows.length;
}

export const acceptances = (db: Queryable, userId: number) =>
  db
    .select({ version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt, ip: termsAcceptances.ip })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(termsAcceptances.acceptedAt);

/** The consent stays as proof of what was accepted when; only where from goes. */
export async function blankAcceptances(db: Queryable, userId: number): Promise<number> {
  const rows = await db
    .update(termsAcceptances)
    .set({ ip: null })
    .where(eq(termsAcceptances.userId, userId))
    .returning({ v: termsAcceptances.version });
  return rows.length;
}

export const logins = (db: Queryable, userId: number) =>
  db
    .select({
      createdAt: loginLogs.createdAt,
      account: loginLogs.account,
      method: loginLogs.method,
      success: loginLogs.success,
      ip: loginLogs.ip,
      userAgent: loginLogs.userAgent,
    })
    .from(loginLogs)
    .where(eq(loginLogs.userId, userId))
    .orderBy(desc(loginLogs.id))
    .limit(1000);

/** The company keeps that a login happened; not the login as typed, where from or with what. */
export async function blankLogins(db: Queryable, userId: number): Promise<number> {
  const rows = await db
    .update(loginLogs)
    .set({ account: '', ip: null, userAgent: null })
    .where(eq(loginLogs.userId, userId))
    .returning({ id: loginLogs.id });
  return rows.length;
}

export async function deleteInvitations(db: Queryable, userId: number): Promise<number> {
  const rows = await db.delete(memberInvitations).where(eq(memberInvitations.userId, userId)).returning({ id: memberInvitations.id });
  return rows.length;
}

const sentTo = (phone: string | null, email: string | null) =>
  or(...[phone, email].filter((t): t is string => Boolean(t)).map((t) => eq(outbox.target, t)));

/** Messages sent to the account's phone or mailbox (codes already masked in them). */
export async function messages(db: Queryable, phone: string | null, email: string | null) {
  const where = sentTo(phone, email);
  if (!where) return [];
  return db
    .select({ channel: outbox.channel, target: outbox.target, subject: outbox.subject, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(1000);
}

export async function deleteMessages(db: Queryable, phone: string | null, email: string | null): Promise<number> {
  const where = sentTo(phone, email);
  if (!where) return 0;
  const rows = await db.delete(outbox).where(where).returning({ id: outbox.id });
  return rows.length;
}
