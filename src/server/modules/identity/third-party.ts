import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from './sessions.ts';
import { startSession, type LoginResult } from './login.ts';
import * as repo from './repository.ts';
import type { UserRow } from './repository.ts';
import { logAttempt, newAttempt, type Client } from '../login-log/record.ts';
import { verifyPassword } from './passwords.ts';
import { clearOnSuccess, loginSubject, recordLoginFailure, refuseWhileLocked } from './login-failures.ts';

/**
 * A third-party identity provider (WeChat and the like). `verify` turns what the client sent into
 * a trusted union id, or null. Real providers call their platform's API; none is reachable here.
 */
export interface ThirdPartyProvider {
  readonly thirdPartyType: number;
  verify(unionId: string): Promise<string | null>;
}

/**
 * Development provider (type 5, the seeds' WeChat mode), on only when THIRD_PARTY_DEV is set:
 * it trusts the union id the client sends, so never enable it where real accounts live.
 */
export const devProvider: ThirdPartyProvider = {
  thirdPartyType: 5,
  verify: async (unionId) => (/^[A-Za-z0-9_-]{6,64}$/.test(unionId) ? unionId : null),
};

export async function thirdPartyLogin(
  deps: Deps,
  providers: ReadonlyMap<number, ThirdPartyProvider>,
  input: { unionId: string; thirdPartyType: number; loginSource: number; password?: string | undefined },
  caller: Caller | null,
  client: Client,
): Promise<LoginResult> {
  // The union id is a credential of the identity: the log names the account it reaches, never the id.
  const attempt = newAttempt('thirdParty', '', input.loginSource, client);
  return logAttempt(deps, attempt, async () => {
    const provider = providers.get(input.thirdPartyType);
    if (!provider) throw new AppError('THIRD_PARTY_UNSUPPORTED');
    const unionId = await provider.verify(input.unionId);
    if (!unionId) throw new AppError('THIRD_PARTY_UNBOUND');
    const binding = await repo.findBinding(deps.db, input.thirdPartyType, unionId);
    const userId = binding?.userId ?? caller?.userId;
    if (!userId) throw new AppError('THIRD_PARTY_UNBOUND');
    const user = await repo.findUserById(deps.db, userId);
    if (!user) throw new AppError('ACCOUNT_INVALID');
    Object.assign(attempt, { userId: user.id, account: user.account });
    if (!binding) await bindIdentity(deps, user, { ...input, unionId }, client.ip);
    if (!user.enabled) throw new AppError('LOGIN_DISABLED');
    return startSession(deps, user, attempt);
  });
}

/**
 * Binding takes the account's password, not just a session: a link that calls this in a logged-in
 * browser would otherwise tie the attacker's third-party identity to the victim's account. The
 * password check is a login's: refused while this address is locked out of the account, a wrong
 * password counted toward the same lock, a right one starting the counts again.
 */
async function bindIdentity(
  deps: Deps,
  user: UserRow,
  input: { unionId: string; thirdPartyType: number; password?: string | undefined },
  ip: string,
) {
  if (!input.password) throw new AppError('THIRD_PARTY_UNBOUND');
  const subject = loginSubject(user.account, user.id);
  await refuseWhileLocked(deps, subject, ip);
  if (!(await verifyPassword(input.password, user.passwordHash))) return recordLoginFailure(deps, subject, ip, 'OLD_PASSWORD_WRONG');
  await clearOnSuccess(deps, subject, ip);
  await repo.insertBinding(deps.db, { userId: user.id, thirdPartyType: input.thirdPartyType, unionId: input.unionId });
}
