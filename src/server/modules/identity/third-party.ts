import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from './sessions.ts';
import { startSession, type LoginResult } from './login.ts';
import * as repo from './repository.ts';

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
  input: { unionId: string; thirdPartyType: number; loginSource: number },
  caller: Caller | null,
  ip: string,
): Promise<LoginResult> {
  const provider = providers.get(input.thirdPartyType);
  if (!provider) throw new AppError('THIRD_PARTY_UNSUPPORTED');
  const unionId = await provider.verify(input.unionId);
  if (!unionId) throw new AppError('THIRD_PARTY_UNBOUND');
  const binding = await repo.findBinding(deps.db, input.thirdPartyType, unionId);
  // A logged-in user who arrives with an unbound identity binds it to the account.
  const userId = binding?.userId ?? caller?.userId;
  if (!userId) throw new AppError('THIRD_PARTY_UNBOUND');
  if (!binding) await repo.insertBinding(deps.db, { userId, thirdPartyType: input.thirdPartyType, unionId });
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError('ACCOUNT_INVALID');
  if (!user.enabled) throw new AppError('LOGIN_DISABLED');
  return startSession(deps, user, input.loginSource, ip);
}
