/**
 * The department page's data: the company's tree (reloaded after every write), the selected
 * department (the root until the user picks another) and its detail.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { deptApi } from '../api.ts';
import type { DetailLoad } from './DeptDetailPanel.tsx';
import type { TreeLoad } from './DeptTreeView.tsx';
import { findDept } from '../../../../widgets/dept-tree/tree.ts';

export function useDeptData() {
  const [tree, setTree] = useState<TreeLoad>({ status: 'loading' });
  const [treeVersion, setTreeVersion] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [detail, setDetail] = useState<DetailLoad>({ status: 'none' });
  const [detailVersion, setDetailVersion] = useState(0);
  // What to select once the reloaded tree is here (a new department, the parent of a deleted one).
  const pending = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    deptApi.tree().then(
      (nodes) => {
        if (!live) return;
        setTree({ status: 'ready', nodes });
        const want = pending.current;
        pending.current = undefined;
        // Nothing chosen, or the choice is gone: the first root.
        setSelected((prev) => {
          const id = want !== undefined ? want : prev;
          return id !== null && findDept(nodes, id) ? id : (nodes[0]?.id ?? null);
        });
      },
      () => live && setTree({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [treeVersion]);
  const nodes = tree.status === 'ready' ? tree.nodes : null;

  useEffect(() => {
    if (selected === null) {
      setDetail({ status: 'none' });
      return undefined;
    }
    let live = true;
    setDetail((d) => (d.status === 'ready' && d.dept.id === selected ? d : { status: 'loading' }));
    deptApi.detail(selected).then(
      (dept) => live && setDetail({ status: 'ready', dept }),
      () => live && setDetail({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [selected, detailVersion]);

  /**
   * After a write: the tree again. Edit reloads the same detail; add and delete select another
   * department once the tree is back (asking now for a deleted one would only answer "not found").
   */
  const refresh = useCallback((select?: number | null) => {
    if (select !== undefined) pending.current = select;
    else setDetailVersion((n) => n + 1);
    setTreeVersion((n) => n + 1);
  }, []);
  const retryTree = useCallback(() => {
    setTree({ status: 'loading' });
    setTreeVersion((n) => n + 1);
  }, []);

  return { tree, nodes: nodes ?? [], selected, select: setSelected, detail, refresh, retryTree };
}
