import { and, desc, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { actionCounters, exchangeCodes, sessions, tenementUsers, tenements, thirdPartyBindings, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Login accepts the account name, the phone or the e-mail. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const lower = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.account, login), eq(users.phone, login), eq(users.email, lower)))
    .limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByAccountCi(db: Queryable, account: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.account}) = ${account.toLowerCase()}`).limit(1);
  return row;
}

export async function insertUser(db: Queryable, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Queryable, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** A counter's value in one window (0 when absent). Login failures use the shared action_counters table. */
export async function counterValue(db: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: actionCounters.count })
    .from(actionCounters)
    .where(and(eq(actionCounters.key, key), eq(actionCounters.windowStart, windowStart)))
    .limit(1);
  return row?.count ?? 0;
}

/** The latest window of a key that starts after `after` (a lock row's window is its end), or null. */
export async function counterWindowAfter(db: Queryable, key: string, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: actionCounters.windowStart })
    .from(actionCounters)
    .where(and(eq(actionCounters.key, key), gt(actionCounters.windowStart, after)))
    .orderBy(desc(actionCounters.windowStart))
    .limit(1);
  return row?.at ?? null;
}

/** Add one to a key's count in a window; answers the new count (one statement, safe under concurrency). */
export async function bumpCounter(db: Queryable, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(actionCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [actionCounters.key, actionCounters.windowStart], set: { count: sql`${actionCounters.count} + 1` } })
    .returning({ count: actionCounters.count });
  return row!.count;
}

export async function deleteCounters(db: Queryable, keys: string[]) {
  await db.delete(actionCounters).where(inArray(actionCounters.key, keys));
}

/** Prefixes are built from hex hashes only, so they hold no LIKE wildcard. */
export async function deleteCountersByPrefix(db: Queryable, prefixes: string[]) {
  await db.delete(actionCounters).where(or(...prefixes.map((p) => like(actionCounters.key, `${p}%`))));
}

export interface Membership {
  tenementId: number;
  tenementName: string;
  enabled: boolean;
  isTopAdmin: boolean;
}

/** The tenements a user belongs to (enabled memberships first). */
export async function memberships(db: Queryable, userId: number): Promise<Membership[]> {
  return db
    .select({
      tenementId: tenementUsers.tenementId,
      tenementName: tenements.name,
      enabled: tenementUsers.enabled,
      isTopAdmin: tenementUsers.isTopAdmin,
    })
    .from(tenementUsers)
    .innerJoin(tenements, eq(tenements.id, tenementUsers.tenementId))
    .where(eq(tenementUsers.userId, userId))
    .orderBy(sql`${tenementUsers.enabled} desc`, tenementUsers.id);
}

export async function insertSession(db: Queryable, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function findSessionByHash(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Revoke live sessions matching the filter; returns their ids (to push to their connections). */
export async function revokeSessions(
  db: Queryable,
  filter: { userId: number; loginSource?: number; exceptId?: number },
  state: number,
): Promise<number[]> {
  const conds = [eq(sessions.userId, filter.userId), isNull(sessions.revokedAt)];
  if (filter.loginSource !== undefined) conds.push(eq(sessions.loginSource, filter.loginSource));
  if (filter.exceptId !== undefined) conds.push(sql`${sessions.id} <> ${filter.exceptId}`);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedState: state })
    .where(and(...conds))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function revokeSession(db: Queryable, id: number, state: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedState: state })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function touchSession(db: Queryable, id: number, expiresAt: Date, lastSeenAt: Date) {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function setSessionIdentity(db: Queryable, id: number, identity: string, tenementId: number | null) {
  await db.update(sessions).set({ identity, tenementId }).where(eq(sessions.id, id));
}

/** Everything a request needs to trust a token, in one round trip (the hot path of every call). */
export async function loadSessionContext(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({
      session: sessions,
      account: users.account,
      userEnabled: users.enabled,
      mustChangePassword: users.mustChangePassword,
      memberEnabled: tenementUsers.enabled,
      memberId: tenementUsers.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenementUsers, and(eq(tenementUsers.userId, sessions.userId), eq(tenementUsers.tenementId, sessions.tenementId)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findBinding(db: Queryable, thirdPartyType: number, unionId: string) {
  const [row] = await db
    .select()
    .from(thirdPartyBindings)
    .where(and(eq(thirdPartyBindings.thirdPartyType, thirdPartyType), eq(thirdPartyBindings.unionId, unionId)))
    .limit(1);
  return row;
}

export async function insertBinding(db: Queryable, values: typeof thirdPartyBindings.$inferInsert) {
  await db.insert(thirdPartyBindings).values(values);
}

export async function insertExchangeCode(db: Queryable, values: typeof exchangeCodes.$inferInsert) {
  await db.insert(exchangeCodes).values(values);
}

/** An unused, unexpired exchange code (read only: the caller may still have to confirm). */
export async function findLiveExchangeCode(db: Queryable, codeHash: string) {
  const [row] = await db
    .select()
    .from(exchangeCodes)
    .where(and(eq(exchangeCodes.codeHash, codeHash), isNull(exchangeCodes.usedAt), gt(exchangeCodes.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Spend an exchange code; its account, or null when another use won or it expired meanwhile. */
export async function takeExchangeCode(db: Queryable, codeHash: string): Promise<number | null> {
  const [row] = await db
    .update(exchangeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(exchangeCodes.codeHash, codeHash), isNull(exchangeCodes.usedAt), gt(exchangeCodes.expiresAt, new Date())))
    .returning({ userId: exchangeCodes.userId });
  return row?.userId ?? null;
}
