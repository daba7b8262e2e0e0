/**
 * WeChat mode without tokens in addresses: the WeChat entry, holding a session, asks for a code
 * (Login/CreateExchangeCode) and opens the app with `?token=<code>`; the app trades it for a session
 * of its own by POST (Login/ExchangeCode). The code is single use, lives a minute and names its
 * account, so a link can no longer plant someone else's session: a browser already logged in to
 * another account gets 1332 and must confirm (`replace`) before its session is replaced.
 */
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from './sessions.ts';
import { startSession, type LoginResult } from './login.ts';
import { logout } from './switch.ts';
import { newToken, sha256 } from '../code/tokens.ts';
import { logAttempt, newAttempt, type Client } from '../login-log/record.ts';
import * as repo from './repository.ts';

/** Long enough to open a web view, short enough that a leaked address is worth nothing. */
export const EXCHANGE_CODE_TTL_SECONDS = 60;

export async function createExchangeCode(deps: Deps, caller: Caller) {
  const code = newToken();
  const expiresAt = new Date(Date.now() + EXCHANGE_CODE_TTL_SECONDS * 1000);
  await repo.insertExchangeCode(deps.db, { codeHash: sha256(code), userId: caller.userId, expiresAt });
  return { code, expiresSeconds: EXCHANGE_CODE_TTL_SECONDS };
}

export async function exchangeCode(
  deps: Deps,
  input: { code: string; loginSource: number; replace: boolean },
  caller: Caller | null,
  client: Client,
): Promise<LoginResult> {
  // The code names no account until it is looked up; the log then shows whose it was (never the code).
  const attempt = newAttempt('exchangeCode', '', input.loginSource, client);
  return logAttempt(deps, attempt, async () => {
    const codeHash = sha256(input.code);
    const live = await repo.findLiveExchangeCode(deps.db, codeHash);
    if (!live) throw new AppError('EXCHANGE_CODE_INVALID');
    // Asked before the code is spent, so the person can still say yes with the same link.
    if (caller && caller.userId !== live.userId && !input.replace) throw new AppError('EXCHANGE_OTHER_ACCOUNT');
    const userId = await repo.takeExchangeCode(deps.db, codeHash);
    if (userId === null) throw new AppError('EXCHANGE_CODE_INVALID');
    const user = await repo.findUserById(deps.db, userId);
    if (!user) throw new AppError('ACCOUNT_INVALID');
    Object.assign(attempt, { userId: user.id, account: user.account });
    if (!user.enabled) throw new AppError('LOGIN_DISABLED');
    // This browser's session gives way to the new one quietly: its own page must not get "logged in elsewhere".
    if (caller) await logout(deps, caller);
    return startSession(deps, user, attempt);
  });
}
