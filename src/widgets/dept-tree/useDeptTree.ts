/**
 * The caller's department tree from SysTenement/GetTenementTree, asked once per session and page:
 * every department picker of a form shares the answer. Keyed by the token because the page may
 * outlive a logout, and the next account may belong to another company.
 */
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../shell/http.ts';
import { getToken } from '../../shell/session.ts';
import type { DeptNode } from './tree.ts';

export const DEPT_TREE_URL = 'SysTenement/GetTenementTree';

let cached: { token: string | null; promise: Promise<DeptNode[]> } | null = null;

function loadTree(): Promise<DeptNode[]> {
  const token = getToken();
  if (cached?.token === token) return cached.promise;
  const promise = http.get<DeptNode[]>(DEPT_TREE_URL);
  const entry = { token, promise };
  cached = entry;
  // A failure must not stick: the next picker (or a retry) asks again.
  promise.catch(() => {
    if (cached === entry) cached = null;
  });
  return promise;
}

export type DeptTreeState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; nodes: readonly DeptNode[] };

/** The tree to pick from: `given` when the caller has one, else the server's. */
export function useDeptTree(given?: readonly DeptNode[]): DeptTreeState {
  const [loaded, setLoaded] = useState<{ nodes: DeptNode[] } | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (given) return undefined;
    let live = true;
    loadTree().then(
      (nodes) => live && setLoaded({ nodes }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [given, attempt]);
  if (given) return { status: 'ready', nodes: given };
  if (loaded === 'failed') return { status: 'failed', retry };
  return loaded ? { status: 'ready', nodes: loaded.nodes } : { status: 'loading' };
}
