/**
 * The caller's department tree from /SysTenement/GetTenementTree, asked once per session: every
 * department picker shares the one query (answers are dropped when the token changes, so the next
 * account, maybe of another company, asks again). A write that changes departments refreshes it
 * with invalidate('/SysTenement/GetTenementTree').
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiQuery } from '../../shell/query.ts';
import type { DeptNode } from './tree.ts';

export type DeptTreeState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; nodes: readonly DeptNode[] };

/** The state a tree shows for a query of the tree (a page may ask it with options of its own). */
export function treeState(tree: UseQueryResult<readonly DeptNode[]>): DeptTreeState {
  // A failure does not stick: retry (or the next picker) asks again, showing the wait meanwhile.
  if (tree.isError && !tree.isFetching) return { status: 'failed', retry: () => void tree.refetch() };
  return tree.data && !tree.isError ? { status: 'ready', nodes: tree.data } : { status: 'loading' };
}

/** The tree to pick from: `given` when the caller has one, else the server's. */
export function useDeptTree(given?: readonly DeptNode[]): DeptTreeState {
  const tree = useApiQuery('/SysTenement/GetTenementTree', given ? null : undefined, { staleTime: Infinity });
  return given ? { status: 'ready', nodes: given } : treeState(tree);
}
