/**
 * react-admin's authProvider over the shell's session. The shell owns every session ending: the
 * http client already ran the seeds' reaction (forced-logout dialog, or the login page) for 401 and
 * the session states before react-admin sees an error, so checkError never logs out a second time.
 */
import type { AuthProvider } from 'react-admin';
import { getToken } from '../shell/session.ts';
import { logout } from '../shell/auth.ts';
import { goToLogin, isForcedLogoutPending } from '../shell/forceLogout.ts';
import { loadUserInfo } from '../shell/user.ts';
import { loadAccess } from './access/loadAccess.ts';
import { canAccessResource } from './access/keys.ts';
import { menuKeyOfResource } from './access/declared.ts';

export const authProvider: AuthProvider = {
  // Logging in happens on the shell's /hr/login page; react-admin never shows its own.
  login: () => Promise.reject(new Error('Log in on /hr/login')),
  async logout() {
    // Behind the forced-logout dialog the dialog's button ends the session, not react-admin.
    if (isForcedLogoutPending()) return false;
    if (getToken()) await logout();
    goToLogin();
    return false;
  },
  async checkAuth() {
    // `message: false`: no react-admin toast; going to the login page is the whole answer.
    if (!getToken()) throw { message: false, redirectTo: false };
  },
  checkError: () => Promise.resolve(),
  async getIdentity() {
    const token = getToken();
    if (!token) throw new Error('No session');
    const user = await loadUserInfo(token);
    return { id: user.id, fullName: user.account, avatar: user.headPortrait?.fullPath };
  },
  async getPermissions() {
    const token = getToken();
    return token ? [...(await loadAccess(token)).keys] : [];
  },
  async canAccess({ action, resource }) {
    const token = getToken();
    if (!token) return false;
    return canAccessResource(await loadAccess(token), menuKeyOfResource(resource), action);
  },
};
