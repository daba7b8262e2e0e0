/** The identity purge's DELETEs (identity/purge.ts says what is kept how long); each answers how many rows went. */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { captchaTickets, captchas, exchangeCodes, sessions, verificationCodes } from '../../db/schema/index.ts';

export async function purgeCaptchas(db: Queryable, now: Date): Promise<number> {
  return (await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id })).length;
}

export async function purgeCaptchaTickets(db: Queryable, now: Date): Promise<number> {
  return (await db.delete(captchaTickets).where(lt(captchaTickets.expiresAt, now)).returning({ h: captchaTickets.ticketHash })).length;
}

/** Codes sent before `cut` that have expired. */
export async function purgeCodes(db: Queryable, cut: Date, now: Date): Promise<number> {
  const gone = await db
    .delete(verificationCodes)
    .where(and(lt(verificationCodes.createdAt, cut), lt(verificationCodes.expiresAt, now)))
    .returning({ id: verificationCodes.id });
  return gone.length;
}

export async function purgeExchangeCodes(db: Queryable, now: Date): Promise<number> {
  return (await db.delete(exchangeCodes).where(lt(exchangeCodes.expiresAt, now)).returning({ h: exchangeCodes.codeHash })).length;
}

/** Sessions revoked, expired or past their longest life before `cut`. */
export async function purgeSessions(db: Queryable, cut: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cut)), lt(sessions.expiresAt, cut), lt(sessions.maxExpiresAt, cut)))
    .returning({ id: sessions.id });
  return gone.length;
}
