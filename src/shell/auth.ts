/**
 * Signing in and out. The login page, third-party login and the home pages all go through here
 * so the token, the push connection and the area check stay in step.
 */
import { api, type ApiData } from './api.ts';
import { clearToken, getToken, setToken } from './session.ts';
import { stopPush } from './push.ts';

/** What every login call answers (SysLogin, RegisterUser, ThirdPartyLogin, ExchangeCode). */
export type LoginData = ApiData<'/Login/SysLogin', 'post'>;

export const LOGIN_SOURCE = { web: 1, mobile: 3 } as const;

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|MicroMessenger/i;

/** The seeds' login source: 3 on mobile browsers, 1 otherwise. */
export function loginSource(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): 1 | 3 {
  return MOBILE_UA.test(userAgent) ? LOGIN_SOURCE.mobile : LOGIN_SOURCE.web;
}

// Remembered for the tab only: /homeCheck gets ?isThird=1 after a third-party login.
const THIRD_PARTY_KEY = 'recruit-isThird';

export function isThirdPartySession(): boolean {
  try {
    return sessionStorage.getItem(THIRD_PARTY_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberThirdParty(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(THIRD_PARTY_KEY, '1');
    else sessionStorage.removeItem(THIRD_PARTY_KEY);
  } catch {
    // Storage unavailable: /homeCheck just loses the isThird hint.
  }
}

/** Store the session of a successful login; push follows the token by itself. */
export function completeLogin(data: LoginData, viaThirdParty = false): void {
  rememberThirdParty(viaThirdParty);
  setToken(data.accessToken);
}

export function thirdPartyLogin(unionId: string): Promise<LoginData> {
  return api.post('/Login/ThirdPartyLogin', { unionId, thirdPartyType: 5, loginSource: LOGIN_SOURCE.web });
}

/** Normal logout: unregister from push while the token still works, tell the server, drop the token. */
export async function logout(): Promise<void> {
  await stopPush();
  if (getToken()) await api.post('/Login/LogOut', undefined, { silent: true }).catch(() => undefined);
  rememberThirdParty(false);
  clearToken();
}
