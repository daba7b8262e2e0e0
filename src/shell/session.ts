/**
 * The bearer token, kept in localStorage under the seeds' key so every tab shares one session.
 * Listeners let React (header, push client) follow logins and logouts without prop drilling.
 */
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'Template-Token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  // localStorage can throw (privacy mode, sandboxed frames); treat that as "no token".
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  for (const l of listeners) l();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  for (const l of listeners) l();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same key: follow it here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
