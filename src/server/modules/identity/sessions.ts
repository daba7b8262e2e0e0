import { States, stateNameOf, type StateName } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { AfterCommit } from '../../db/tx.ts';
import type { Queryable } from '../../db/client.ts';
import { newToken, sha256 } from '../code/tokens.ts';
import * as repo from './repository.ts';
import { freshSessionContext, renewSession, sessionContext, type SessionContext } from './session-cache.ts';

export type Identity = 'seeker' | 'manage';

/** The authenticated caller of a request. */
export interface Caller {
  sessionId: number;
  userId: number;
  account: string;
  identity: Identity;
  tenementId: number | null;
  loginSource: number;
  /** An initial or reset password not yet replaced: the session may do little else (auth plugin). */
  mustChangePassword: boolean;
  /** The client address of the current request (for the operation log). */
  ip: string | null;
}

export type SessionCheck = { ok: true; caller: Caller } | { ok: false; state: StateName };

const MINUTE = 60_000;
/** Sliding renewal writes at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = MINUTE;

export async function createSession(
  deps: Deps,
  db: Queryable,
  input: { userId: number; identity: Identity; tenementId: number | null; loginSource: number; ip: string },
  afterCommit: AfterCommit,
): Promise<{ token: string; expiresIn: number }> {
  const now = Date.now();
  const { sessionIdleMinutes, sessionMaxDays } = deps.config;
  // One live session per account and kind of client: the older one learns why it ended.
  const ended = await repo.revokeSessions(db, { userId: input.userId, loginSource: input.loginSource }, States.LOGGED_IN_ELSEWHERE.code);
  const token = newToken();
  await repo.insertSession(db, {
    ...input,
    tokenHash: sha256(token),
    expiresAt: new Date(now + sessionIdleMinutes * MINUTE),
    maxExpiresAt: new Date(now + sessionMaxDays * 24 * 60 * MINUTE),
  });
  afterCommit(() => pushEnded(deps, ended, 'LOGGED_IN_ELSEWHERE'));
  return { token, expiresIn: sessionIdleMinutes * 60 };
}

/**
 * Tell the connections of ended sessions why they ended (the client shows the logout dialog), then
 * close them: a revoked session's connection must not go on receiving pushes.
 */
export function pushEnded(deps: Deps, sessionIds: number[], state: StateName) {
  const def = States[state];
  for (const id of sessionIds) deps.hub.endSession(id, { state: def.code, message: def.text['zh-CN'] });
}

type SessionDeps = Pick<Deps, 'db' | 'config'>;

async function endWith(deps: SessionDeps, sessionId: number, state: StateName): Promise<SessionCheck> {
  await repo.revokeSession(deps.db, sessionId, States[state].code);
  return { ok: false, state };
}

const expired = (s: SessionContext['session'], now: number) => s.expiresAt.getTime() <= now || s.maxExpiresAt.getTime() <= now;

export async function resolveToken(deps: SessionDeps, token: string, ip: string | null = null): Promise<SessionCheck> {
  const hash = sha256(token);
  const now = Date.now();
  let row = await sessionContext(deps.db, hash);
  if (row && expired(row.session, now)) row = await freshSessionContext(deps.db, hash);
  if (!row) return { ok: false, state: 'UNAUTHORIZED' };
  const { session } = row;
  if (session.revokedAt) return { ok: false, state: stateNameOf(session.revokedState ?? 0) ?? 'SESSION_REVOKED' };
  if (expired(session, now)) return endWith(deps, session.id, 'SESSION_EXPIRED');
  if (!row.userEnabled) return endWith(deps, session.id, 'ACCOUNT_DISABLED');
  if (session.identity === 'manage') {
    if (row.memberId === null) return endWith(deps, session.id, 'REMOVED_FROM_TENEMENT');
    if (!row.memberEnabled) return endWith(deps, session.id, 'ACCOUNT_DISABLED');
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const idle = now + deps.config.sessionIdleMinutes * MINUTE;
    await renewSession(deps.db, hash, row, new Date(Math.min(idle, session.maxExpiresAt.getTime())));
  }
  return {
    ok: true,
    caller: {
      sessionId: session.id,
      userId: session.userId,
      account: row.account,
      identity: session.identity === 'manage' ? 'manage' : 'seeker',
      tenementId: session.tenementId,
      loginSource: session.loginSource,
      mustChangePassword: row.mustChangePassword,
      ip,
    },
  };
}
