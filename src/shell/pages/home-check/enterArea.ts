/**
 * Switch the session's identity on the server (Login/ChangeLogin) and say where to go: the chosen
 * area's home. The guard is told the area was chosen so entering it does not ask again.
 */
import { api } from '../../api.ts';
import { getToken } from '../../session.ts';
import { markAreaChecked } from '../../guard.tsx';
import { HOME_BY_IDENTITY, type Identity } from '../../guardRules.ts';
import { invalidateUserInfo } from '../../user.ts';

export async function enterArea(identity: Identity, tenementId?: number): Promise<string> {
  const r = await api.post('/Login/ChangeLogin', tenementId === undefined ? { identity } : { identity, tenementId });
  const chosen = r?.identity ?? identity;
  const token = getToken();
  if (token) markAreaChecked(token, chosen === 'manage' ? 'web' : 'hr');
  invalidateUserInfo();
  return HOME_BY_IDENTITY[chosen];
}
