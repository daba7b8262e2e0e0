/**
 * The department page's data: the company's tree (asked again after every write), the selected
 * department (the first root until the user picks another) and its detail.
 */
import { useCallback, useState } from 'react';
import { invalidate, useApiQuery } from '../../../../shell/query.ts';
import type { DetailLoad } from './DeptDetailPanel.tsx';
import { findDept } from '../../../../widgets/dept-tree/tree.ts';
import { treeState } from '../../../../widgets/dept-tree/useDeptTree.ts';

export function useDeptData() {
  const treeQuery = useApiQuery('/SysTenement/GetTenementTree');
  const [picked, setPicked] = useState<number | null>(null);
  // What to select once the tree asked again after a write is here (a new department, the parent of a deleted one).
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  const [seenTree, setSeenTree] = useState(treeQuery.dataUpdatedAt);
  if (seenTree !== treeQuery.dataUpdatedAt) {
    setSeenTree(treeQuery.dataUpdatedAt);
    if (pending !== undefined) {
      setPicked(pending);
      setPending(undefined);
    }
  }

  const nodes = treeQuery.data;
  const tree = treeState(treeQuery);
  // Nothing chosen, or the choice is gone: the first root.
  const selected = !nodes ? null : picked !== null && findDept(nodes, picked) ? picked : (nodes[0]?.id ?? null);

  const detailQuery = useApiQuery('/SysTenement/Dept/Detail', selected === null ? null : { id: selected });
  const detail: DetailLoad =
    selected === null
      ? { status: 'none' }
      : detailQuery.isError
        ? { status: 'failed' }
        : detailQuery.data
          ? { status: 'ready', dept: detailQuery.data }
          : { status: 'loading' };

  /**
   * After a write: the tree again. Edit asks for the same detail again; add and delete select another
   * department once the tree is back (asking now for a deleted one would only answer "not found").
   */
  const refresh = useCallback((select?: number | null) => {
    if (select !== undefined) {
      setPending(select);
      void invalidate('/SysTenement/GetTenementTree');
    } else {
      void invalidate('/SysTenement/GetTenementTree', '/SysTenement/Dept/Detail');
    }
  }, []);

  return { tree, nodes: nodes ?? [], selected, select: setPicked, detail, refresh };
}
