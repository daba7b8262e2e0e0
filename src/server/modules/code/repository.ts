import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { captchaTickets, captchas, outbox, verificationCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function lastCodeFor(db: Queryable, target: string, purpose: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function countCodesSince(
  db: Queryable,
  by: { target: string } | { ip: string } | { senderUserId: number },
  since: Date,
): Promise<number> {
  const cond =
    'target' in by
      ? eq(verificationCodes.target, by.target)
      : 'ip' in by
        ? eq(verificationCodes.ip, by.ip)
        : eq(verificationCodes.senderUserId, by.senderUserId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(cond, gt(verificationCodes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertCode(db: Queryable, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

/** Spend a code if it is still unused, unexpired and not guessed to death; false when another use won. */
export async function markCodeUsed(db: Queryable, id: number, maxAttempts: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function bumpCodeAttempts(db: Queryable, id: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

export async function insertCaptcha(db: Queryable, values: typeof captchas.$inferInsert) {
  await db.insert(captchas).values(values);
}

/** Take a challenge for checking: it is spent by the first check, right or wrong. */
export async function takeCaptcha(db: Queryable, id: string) {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning();
  return row;
}

export async function insertTicket(db: Queryable, ticketHash: string, purpose: string, expiresAt: Date) {
  await db.insert(captchaTickets).values({ ticketHash, purpose, expiresAt });
}

/** Spend a ticket solved for this purpose; false when unknown, used, expired or solved for another call. */
export async function takeTicket(db: Queryable, ticketHash: string, purpose: string): Promise<boolean> {
  const rows = await db
    .update(captchaTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(captchaTickets.ticketHash, ticketHash),
        eq(captchaTickets.purpose, purpose),
        isNull(captchaTickets.usedAt),
        gt(captchaTickets.expiresAt, new Date()),
      ),
    )
    .returning({ h: captchaTickets.ticketHash });
  return rows.length > 0;
}

/** A message as the outbox keeps it (secrets already masked); its id. */
export async function insertOutbox(db: Queryable, row: typeof outbox.$inferInsert): Promise<number | undefined> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return inserted?.id;
}

export async function markOutboxSent(db: Queryable, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
}
