/**
 * The caller's menu tree and function keys, fetched once per token (like the user info) and
 * shared by the layout, the key rules and react-admin's authProvider.
 */
import { api } from '../../shell/api.ts';
import type { AccessData } from './keys.ts';

let cached: { token: string; promise: Promise<AccessData> } | null = null;
let last: { token: string; data: AccessData } | null = null;

async function fetchAccess(): Promise<AccessData> {
  const [tree, controlled] = await Promise.all([api.get('/Menu/GetLoginMenuTree'), api.get('/Menu/GetControlledMenus')]);
  return { tree, keys: new Set(controlled.functionKeys), paths: new Set(controlled.paths), isAdmin: controlled.isAdmin };
}

export function loadAccess(token: string): Promise<AccessData> {
  if (cached?.token !== token) {
    const promise = fetchAccess();
    cached = { token, promise };
    promise.then(
      (data) => {
        if (cached?.promise === promise) last = { token, data };
      },
      // A failed load must not stick: the next mount asks again.
      () => {
        if (cached?.promise === promise) cached = null;
      },
    );
  }
  return cached.promise;
}

/** The last loaded access of this token, for synchronous readers. */
export function peekAccess(token: string | null): AccessData | null {
  return token && last?.token === token ? last.data : null;
}

/** Forget the keys (a PermissionsMessage ends the session anyway; this is for explicit reloads). */
export function invalidateAccess(): void {
  cached = null;
  last = null;
}
