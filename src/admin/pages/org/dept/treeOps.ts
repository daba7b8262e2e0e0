/** Whole-tree operations the department page's form needs beyond the tree's own (src/widgets/dept-tree/tree.ts). */
import type { DeptNode } from '../../../../widgets/dept-tree/tree.ts';

/** The tree without `id` and what is under it: a department cannot move below itself. */
export function withoutSubtree(nodes: readonly DeptNode[], id: number): DeptNode[] {
  return nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: withoutSubtree(n.children, id) }));
}

export function countDepts(nodes: readonly DeptNode[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countDepts(n.children), 0);
}
