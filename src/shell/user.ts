/**
 * The logged-in user's info (User/GetUserInfo), fetched once per token and shared by every page
 * that shows it. A load failure while logged in ends the session, as the seeds ask.
 */
import { useEffect, useState } from 'react';
import { isApiError } from './http.ts';
import { api, type ApiData } from './api.ts';
import { forceLogout } from './forceLogout.ts';
import { useToken } from './session.ts';

/** As the server's schema says (generated/client/api.ts). */
export type UserInfo = ApiData<'/User/GetUserInfo'>;

let cached: { token: string; promise: Promise<UserInfo> } | null = null;

export function loadUserInfo(token: string): Promise<UserInfo> {
  if (cached?.token !== token) {
    const promise = api.get('/User/GetUserInfo');
    cached = { token, promise };
    // A failed load must not stick: the next page asks again.
    promise.catch(() => {
      if (cached?.promise === promise) cached = null;
    });
  }
  return cached.promise;
}

/** Drop the cached info (after a profile change or an identity switch). */
export function invalidateUserInfo(): void {
  cached = null;
}

function endSessionOn(e: unknown): void {
  if (!isApiError(e)) return;
  // Session states and 401 already run the forced logout; a timeout is no reason to log out.
  if (e.kind === 'state' || (e.kind === 'http' && e.state !== 401) || e.kind === 'badResponse') {
    forceLogout({ key: 'session.unexpected' });
  }
}

export interface UserInfoState {
  user: UserInfo | null;
  loading: boolean;
}

export function useUserInfo(): UserInfoState {
  const token = useToken();
  const [state, setState] = useState<{ token: string | null; user: UserInfo | null }>({ token: null, user: null });
  const [failedFor, setFailedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    loadUserInfo(token).then(
      (user) => live && setState({ token, user }),
      (e: unknown) => {
        if (!live) return;
        setFailedFor(token);
        endSessionOn(e);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return { user: null, loading: false };
  const user = state.token === token ? state.user : null;
  return { user, loading: user === null && failedFor !== token };
}
