import { describe, expect, it } from 'vitest';
import {
  deptIdOf,
  filterTree,
  findDept,
  initialExpanded,
  pathOf,
  pathText,
  treeKeyOutcome,
  visibleRows,
  type DeptNode,
} from '../../../src/widgets/dept-tree/tree.ts';

const dept = (id: number, name: string, deptNo: string, children: DeptNode[] = [], parentId: number | null = null): DeptNode => ({
  id,
  tenementName: name,
  deptNo,
  parentId,
  children,
});

/** 总部 > 生产部 > 一车间 / 二车间, 总部 > 人力资源部, and a second root 研发中心 without children. */
const tree: DeptNode[] = [
  dept(1, '总部', 'D01', [
    dept(2, '生产部', 'D0101', [dept(3, '一车间', 'D010101', [], 2), dept(4, '二车间', 'D010102', [], 2)], 1),
    dept(5, '人力资源部', 'HR01', [], 1),
  ]),
  dept(6, '研发中心', 'RD01'),
];

const ids = (nodes: readonly DeptNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, ids(n.children)] : n.id));

describe('department tree lookups', () => {
  it('finds a department and the way down to it', () => {
    expect(pathOf(tree, 4)?.map((n) => n.id)).toEqual([1, 2, 4]);
    expect(pathOf(tree, 6)?.map((n) => n.id)).toEqual([6]);
    expect(pathOf(tree, 99)).toBeNull();
    expect(findDept(tree, 5)?.tenementName).toBe('人力资源部');
    expect(findDept(tree, null)).toBeNull();
    expect(pathText(tree, 3)).toBe('总部 / 生产部 / 一车间');
    expect(pathText(tree, 99)).toBe('');
  });

  it('reads an id from a number or digits, nothing else', () => {
    expect(deptIdOf(3)).toBe(3);
    expect(deptIdOf(' 12 ')).toBe(12);
    expect(deptIdOf('')).toBeNull();
    expect(deptIdOf('D01')).toBeNull();
    expect(deptIdOf(1.5)).toBeNull();
    expect(deptIdOf(null)).toBeNull();
  });
});

describe('department search', () => {
  it('keeps every department for an empty query', () => {
    const f = filterTree(tree, '  ');
    expect(ids(f.nodes)).toEqual(ids(tree));
    expect([...f.expand]).toEqual([]);
  });

  it('keeps matches with their ancestors opened, by name or number, case aside', () => {
    const byName = filterTree(tree, '二车');
    expect(ids(byName.nodes)).toEqual([[1, [[2, [4]]]]]);
    expect([...byName.expand].sort()).toEqual([1, 2]);
    expect(ids(filterTree(tree, 'hr01').nodes)).toEqual([[1, [5]]]);
  });

  it("keeps a matching department's whole subtree, closed", () => {
    const f = filterTree(tree, '生产');
    expect(ids(f.nodes)).toEqual([[1, [[2, [3, 4]]]]]);
    expect(f.expand.has(2)).toBe(false);
  });

  it('finds nothing without dropping the tree it searched', () => {
    expect(filterTree(tree, '财务').nodes).toEqual([]);
    expect(tree[0]!.children).toHaveLength(2);
  });
});

describe('visible rows', () => {
  it("lists open departments' children under them, with depth and parent", () => {
    const rows = visibleRows(tree, new Set([1]));
    expect(rows.map((r) => [r.node.id, r.depth, r.parentId, r.hasChildren, r.expanded])).toEqual([
      [1, 0, null, true, true],
      [2, 1, 1, true, false],
      [5, 1, 1, false, false],
      [6, 0, null, false, false],
    ]);
  });

  it('opens the top level and the way to the chosen department', () => {
    expect([...initialExpanded(tree, null)]).toEqual([1]);
    expect([...initialExpanded(tree, 4)].sort()).toEqual([1, 2]);
    expect([...initialExpanded(tree, 99)]).toEqual([1]);
  });
});

describe('tree keys', () => {
  const rows = visibleRows(tree, new Set([1]));

  it('moves up and down, jumps with Home and End, and leaves upwards from the top', () => {
    expect(treeKeyOutcome(rows, 2, 'ArrowDown')).toEqual({ kind: 'move', id: 5 });
    expect(treeKeyOutcome(rows, 6, 'ArrowDown')).toEqual({ kind: 'move', id: 6 });
    expect(treeKeyOutcome(rows, 5, 'ArrowUp')).toEqual({ kind: 'move', id: 2 });
    expect(treeKeyOutcome(rows, 1, 'ArrowUp')).toEqual({ kind: 'exitTop' });
    expect(treeKeyOutcome(rows, 5, 'Home')).toEqual({ kind: 'move', id: 1 });
    expect(treeKeyOutcome(rows, 1, 'End')).toEqual({ kind: 'move', id: 6 });
  });

  it('starts at the first row when none is active', () => {
    expect(treeKeyOutcome(rows, null, 'ArrowDown')).toEqual({ kind: 'move', id: 1 });
    expect(treeKeyOutcome(rows, 42, 'ArrowRight')).toEqual({ kind: 'move', id: 1 });
    expect(treeKeyOutcome(rows, null, 'ArrowUp')).toEqual({ kind: 'exitTop' });
    expect(treeKeyOutcome([], null, 'ArrowDown')).toEqual({ kind: 'none' });
  });

  it('opens, steps in, closes and steps out with right and left', () => {
    expect(treeKeyOutcome(rows, 2, 'ArrowRight')).toEqual({ kind: 'expand', id: 2 });
    expect(treeKeyOutcome(rows, 1, 'ArrowRight')).toEqual({ kind: 'move', id: 2 });
    expect(treeKeyOutcome(rows, 5, 'ArrowRight')).toEqual({ kind: 'none' });
    expect(treeKeyOutcome(rows, 1, 'ArrowLeft')).toEqual({ kind: 'collapse', id: 1 });
    expect(treeKeyOutcome(rows, 5, 'ArrowLeft')).toEqual({ kind: 'move', id: 1 });
    expect(treeKeyOutcome(rows, 6, 'ArrowLeft')).toEqual({ kind: 'none' });
  });
});
