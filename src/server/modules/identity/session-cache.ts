/**
 * Sessions as the auth hook reads them (the session, its account and membership), kept per process
 * by token hash until the database says the session (s:<id>) or its account or memberships
 * (u:<userId>) changed: a logout, kick-out, disable or removal is seen by the next request, here and
 * in every other process on the same PostgreSQL (db/changes.ts).
 */
import type { Db } from '../../db/client.ts';
import { memoOf, remembered, type MemoOptions } from '../../db/memo.ts';
import * as repo from './repository.ts';

export type SessionContext = NonNullable<Awaited<ReturnType<typeof repo.loadSessionContext>>>;

/** An unknown token reads undefined, which is never kept. */
const OPTIONS: MemoOptions<string, SessionContext | undefined> = {
  max: 50_000,
  ttlMs: 10 * 60_000,
  drops: (change, _hash, ctx) =>
    (change.kind === 's' && ctx?.session.id === change.id) || (change.kind === 'u' && ctx?.session.userId === change.id),
};

const memo = (db: Db) => memoOf(db, 'sessions', OPTIONS);

export function sessionContext(db: Db, tokenHash: string): Promise<SessionContext | undefined> {
  return remembered(memo(db), tokenHash, () => repo.loadSessionContext(db, tokenHash));
}

/** A kept copy may be older than the row (another process renewed it): read the row again. */
export function freshSessionContext(db: Db, tokenHash: string): Promise<SessionContext | undefined> {
  memo(db)?.delete(tokenHash);
  return sessionContext(db, tokenHash);
}

/** The renewal this process just wrote (no trigger fires for it: it changes nothing anyone kept but us). */
export async function renewSession(db: Db, tokenHash: string, ctx: SessionContext, expiresAt: Date): Promise<void> {
  const lastSeenAt = new Date();
  await repo.touchSession(db, ctx.session.id, expiresAt, lastSeenAt);
  memo(db)?.update(tokenHash, (kept) => kept && { ...kept, session: { ...kept.session, lastSeenAt, expiresAt } });
}
