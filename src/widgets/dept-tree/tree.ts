/**
 * The department picker's pure half: finding a department and its path, the search (matches keep
 * their ancestors so the user sees where a department sits), the rows an expanded tree shows, and
 * what the tree keys do (the WAI-ARIA tree pattern), so tests pin them without a browser.
 */

/** A node of SysTenement/GetTenementTree (`tenementName` is the department's name). */
export interface DeptNode {
  id: number;
  deptNo: string;
  tenementName: string;
  parentId?: number | null;
  children: readonly DeptNode[];
}

/** One visible line of the tree. */
export interface TreeRow {
  node: DeptNode;
  /** 0 for top-level departments. */
  depth: number;
  parentId: number | null;
  hasChildren: boolean;
  expanded: boolean;
}

/** A department id as a record may hold it: a number, or digits in a string field. */
export function deptIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** The departments from the top down to `id` (inclusive), or null when it is not in the tree. */
export function pathOf(nodes: readonly DeptNode[], id: number): DeptNode[] | null {
  for (const n of nodes) {
    if (n.id === id) return [n];
    const below = pathOf(n.children, id);
    if (below) return [n, ...below];
  }
  return null;
}

export function findDept(nodes: readonly DeptNode[], id: number | null | undefined): DeptNode | null {
  if (id === null || id === undefined) return null;
  return pathOf(nodes, id)?.at(-1) ?? null;
}

/** `总部 / 生产部 / 一车间`: where a department sits, for the field's title. */
export function pathText(nodes: readonly DeptNode[], id: number, separator = ' / '): string {
  return (pathOf(nodes, id) ?? []).map((n) => n.tenementName).join(separator);
}

function matches(n: DeptNode, q: string): boolean {
  return n.tenementName.toLocaleLowerCase().includes(q) || n.deptNo.toLocaleLowerCase().includes(q);
}

export interface FilteredTree {
  nodes: DeptNode[];
  /** Ancestors of matches: expanded so every match shows. */
  expand: Set<number>;
}

/**
 * Departments whose name or number contains the query (case aside), with their ancestors. A
 * matching department keeps its whole subtree, collapsed: searching 生产 should still let the
 * user pick a workshop under 生产部.
 */
export function filterTree(nodes: readonly DeptNode[], query: string): FilteredTree {
  const q = query.trim().toLocaleLowerCase();
  const expand = new Set<number>();
  if (!q) return { nodes: [...nodes], expand };
  const walk = (list: readonly DeptNode[]): DeptNode[] => {
    const out: DeptNode[] = [];
    for (const n of list) {
      if (matches(n, q)) {
        out.push(n);
        continue;
      }
      const kept = walk(n.children);
      if (kept.length > 0) {
        expand.add(n.id);
        out.push({ ...n, children: kept });
      }
    }
    return out;
  };
  return { nodes: walk(nodes), expand };
}

/** The rows a tree shows with `expanded` open, top to bottom. */
export function visibleRows(
  nodes: readonly DeptNode[],
  expanded: ReadonlySet<number>,
  depth = 0,
  parentId: number | null = null,
): TreeRow[] {
  const rows: TreeRow[] = [];
  for (const node of nodes) {
    const hasChildren = node.children.length > 0;
    const open = hasChildren && expanded.has(node.id);
    rows.push({ node, depth, parentId, hasChildren, expanded: open });
    if (open) rows.push(...visibleRows(node.children, expanded, depth + 1, node.id));
  }
  return rows;
}

/** Every department that has sub-departments: "expand all". */
export function branchIds(nodes: readonly DeptNode[]): Set<number> {
  const out = new Set<number>();
  const walk = (list: readonly DeptNode[]) => {
    for (const n of list) {
      if (n.children.length === 0) continue;
      out.add(n.id);
      walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** What opens with the picker: the top level, and the way down to the chosen department. */
export function initialExpanded(nodes: readonly DeptNode[], selected: number | null | undefined): Set<number> {
  const open = new Set(nodes.filter((n) => n.children.length > 0).map((n) => n.id));
  const path = selected === null || selected === undefined ? null : pathOf(nodes, selected);
  for (const n of path?.slice(0, -1) ?? []) open.add(n.id);
  return open;
}

export type TreeKey = 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End';

export function isTreeKey(key: string): key is TreeKey {
  return ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(key);
}

/** A key's effect: the row to make active, a row to expand or collapse, or leaving the tree upwards. */
export type KeyOutcome =
  | { kind: 'move'; id: number }
  | { kind: 'expand'; id: number }
  | { kind: 'collapse'; id: number }
  | { kind: 'exitTop' }
  | { kind: 'none' };

function move(rows: readonly TreeRow[], index: number): KeyOutcome {
  const row = rows[index];
  return row ? { kind: 'move', id: row.node.id } : { kind: 'none' };
}

function horizontal(rows: readonly TreeRow[], i: number, key: 'ArrowRight' | 'ArrowLeft'): KeyOutcome {
  const row = rows[i]!;
  if (key === 'ArrowRight') {
    if (!row.hasChildren) return { kind: 'none' };
    return row.expanded ? move(rows, i + 1) : { kind: 'expand', id: row.node.id };
  }
  if (row.expanded) return { kind: 'collapse', id: row.node.id };
  return row.parentId === null ? { kind: 'none' } : { kind: 'move', id: row.parentId };
}

/**
 * The tree keys: up and down move, Home and End jump, right opens a closed department or steps
 * into an open one, left closes an open one or steps out to its parent. Up from the first row
 * leaves the tree (back to the search box).
 */
export function treeKeyOutcome(rows: readonly TreeRow[], activeId: number | null, key: TreeKey): KeyOutcome {
  if (rows.length === 0) return { kind: 'none' };
  const i = activeId === null ? -1 : rows.findIndex((r) => r.node.id === activeId);
  if (key === 'Home') return move(rows, 0);
  if (key === 'End') return move(rows, rows.length - 1);
  if (i < 0) return key === 'ArrowUp' ? { kind: 'exitTop' } : move(rows, 0);
  if (key === 'ArrowDown') return move(rows, Math.min(i + 1, rows.length - 1));
  if (key === 'ArrowUp') return i === 0 ? { kind: 'exitTop' } : move(rows, i - 1);
  return horizontal(rows, i, key);
}
