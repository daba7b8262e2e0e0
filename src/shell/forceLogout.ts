/**
 * Ending a session the server no longer accepts (session states, HTTP 401, push messages).
 * The user confirms in an undismissable dialog; only then is the token dropped, so a burst of
 * failing calls behind the dialog collapses into this one prompt.
 */
import { clearToken } from './session.ts';
import { showBlockingDialog } from './dialogs.tsx';
import { ROUTER_BASENAME, navigateTo } from './navigation.ts';
import { tr } from './i18n.ts';
import type { Text } from './errorCatalogue.ts';

export const LOGIN_PATH = '/hr/login';

let pending = false;

export function textOf(t: Text): string {
  return 'raw' in t ? t.raw : tr(t.key, t.params);
}

export function isForcedLogoutPending(): boolean {
  return pending;
}

export function forceLogout(text: Text): void {
  if (pending) return;
  pending = true;
  void showBlockingDialog({ title: tr('session.title'), message: textOf(text), button: tr('session.relogin') }).then(() => {
    clearToken();
    // A fresh page load, not a router move: nothing cached for the old session survives (menus,
    // grants, dropdowns), and the guard cannot send a gated page (/web/home) to /404 first.
    window.location.replace(`${ROUTER_BASENAME}${LOGIN_PATH}`);
  });
}

/** No session to end (no token): the login page is all there is to do. */
export function goToLogin(): void {
  // Already on the login page (or register/reset, the same page): keep its ?redirect.
  const onLoginPage = /^\/recruit\/hr\/(login|register|reset)\b/.test(window.location.pathname);
  if (!pending && !onLoginPage) navigateTo(LOGIN_PATH);
}
