/**
 * A small data hook for the portal's reads: the answer of a key is kept for the session, so going
 * back to a list shows it at once while a fresh copy loads (phones on slow networks see no blank
 * page). Failures were shown by the HTTP client already; the hook only reports them.
 */
import { useCallback, useEffect, useState } from 'react';

interface Entry { data: unknown; at: number }
const cache = new Map<string, Entry>();
const CACHE_MAX = 60;

function remember(key: string, data: unknown): void {
  cache.delete(key);
  cache.set(key, { data, at: Date.now() });
  // Oldest first in a Map: drop from the front.
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

/** Drop cached answers whose key starts with the prefix (after a write that changes them). */
export function forget(prefix: string): void {
  for (const k of [...cache.keys()]) if (k.startsWith(prefix)) cache.delete(k);
}

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** `key` null: nothing to load (no id yet, not logged in). */
export function useApi<T>(key: string | null, load: () => Promise<T>): ApiState<T> {
  const [state, setState] = useState<{ key: string | null; data: T | undefined; error: unknown; loading: boolean }>(() => ({
    key,
    data: key ? (cache.get(key)?.data as T | undefined) : undefined,
    error: undefined,
    loading: key !== null,
  }));
  const [tick, setTick] = useState(0);
  // The loader is a closure over the page's inputs, which the key already names.
  const run = useCallback(load, [key]);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const cached = cache.get(key)?.data as T | undefined;
    setState((s) => ({ key, data: s.key === key ? (s.data ?? cached) : cached, error: undefined, loading: true }));
    run().then(
      (data) => {
        remember(key, data);
        if (live) setState({ key, data, error: undefined, loading: false });
      },
      (error: unknown) => live && setState((s) => ({ ...s, key, error, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [key, run, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  if (key === null) return { data: undefined, loading: false, error: undefined, reload };
  const current = state.key === key ? state : { data: cache.get(key)?.data as T | undefined, loading: true, error: undefined };
  return { data: current.data, loading: current.loading, error: current.error, reload };
}
