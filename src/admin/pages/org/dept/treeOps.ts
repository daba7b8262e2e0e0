/** Whole-tree operations the department page needs beyond the picker's (src/widgets/dept-tree/tree.ts). */
import type { DeptNode } from '../../../../widgets/dept-tree/tree.ts';

/** Every department that has sub-departments: "expand all". */
export function branchIds(nodes: readonly DeptNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (list: readonly DeptNode[]) => {
    for (const n of list) {
      if (n.children.length > 0) {
        out.add(n.id);
        walk(n.children);
      }
    }
  };
  walk(nodes);
  return out;
}

/** The tree without `id` and what is under it: a department cannot move below itself. */
export function withoutSubtree(nodes: readonly DeptNode[], id: number): DeptNode[] {
  return nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: withoutSubtree(n.children, id) }));
}

export function countDepts(nodes: readonly DeptNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countDepts(n.children), 0);
}
