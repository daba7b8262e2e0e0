import { describe, expect, it } from 'vitest';
import type { GrantMenuNode } from '../../../src/admin/pages/access/api.ts';
import { functionLabel, sortFunctions } from '../../../src/admin/pages/access/functionLabel.ts';
import {
  NOTHING,
  ancestorsOf,
  branchIds,
  normalize,
  selectAll,
  stateOf,
  toPayload,
  toggleFunction,
  toggleMenu,
  type Grants,
} from '../../../src/admin/pages/access/menuGrant.ts';

const fn = (id: number, key: string) => ({ id, functionKey: key, name: key });
const page = (id: number, title: string, functions: ReturnType<typeof fn>[] = []): GrantMenuNode => ({
  id,
  title,
  path: `/web/${id}`,
  children: [],
  functions,
});
const group = (id: number, title: string, children: GrantMenuNode[]): GrantMenuNode => ({
  id,
  title,
  path: `/web/${id}`,
  children,
  functions: [],
});

const users = page(102, '用户管理', [fn(1, 'tenementUser:add'), fn(2, 'tenementUser:edit'), fn(3, 'tenementUser:changeDept')]);
const roles = page(103, '角色管理', [fn(4, 'role:add')]);
const types = page(202, '职位类型', [fn(5, 'positionType:add'), fn(6, 'positionType:delete')]);
const tree: GrantMenuNode[] = [page(1, '首页'), group(100, '组织管理', [users, roles]), group(200, '职位管理', [types])];

const grants = (menus: number[], functions: number[]): Grants => ({ menus: new Set(menus), functions: new Set(functions) });

describe('the menu grant tree', () => {
  it("checks a key's menu and the groups above it", () => {
    const g = toggleFunction(tree, NOTHING, 102, 3, true);
    expect(toPayload(g)).toEqual({ menuIds: [100, 102], functionIds: [3] });
    expect(stateOf(users, g)).toBe('indeterminate');
    expect(stateOf(tree[1]!, g)).toBe('indeterminate');
    expect(stateOf(tree[2]!, g)).toBe('unchecked');
  });
  it('keeps the menu when a key is unchecked', () => {
    const g = toggleFunction(tree, grants([100, 102], [1, 3]), 102, 3, false);
    expect(toPayload(g)).toEqual({ menuIds: [100, 102], functionIds: [1] });
  });
  it('checks everything under a menu, and unchecking it clears its keys', () => {
    const on = toggleMenu(tree, NOTHING, users, true);
    expect(toPayload(on)).toEqual({ menuIds: [100, 102], functionIds: [1, 2, 3] });
    expect(stateOf(users, on)).toBe('checked');
    expect(stateOf(tree[1]!, on)).toBe('indeterminate');
    const off = toggleMenu(tree, grants([100, 102, 103], [1, 2, 4]), users, false);
    expect(toPayload(off)).toEqual({ menuIds: [100, 103], functionIds: [4] });
  });
  it('clears a group once nothing under it is granted, and fills it when everything is', () => {
    const off = toggleMenu(tree, grants([100, 102], [1]), users, false);
    expect(toPayload(off)).toEqual({ menuIds: [], functionIds: [] });
    let g = toggleMenu(tree, NOTHING, users, true);
    g = toggleMenu(tree, g, roles, true);
    expect(stateOf(tree[1]!, g)).toBe('checked');
    g = toggleMenu(tree, g, tree[1]!, false);
    expect(toPayload(g)).toEqual({ menuIds: [], functionIds: [] });
  });
  it('grants a page without keys (read only), shown as partly checked when it has keys', () => {
    const g = normalize(tree, { menus: [202], functions: [] });
    expect(toPayload(g)).toEqual({ menuIds: [200, 202], functionIds: [] });
    expect(stateOf(types, g)).toBe('indeterminate');
    expect(stateOf(tree[0]!, normalize(tree, { menus: [1], functions: [] }))).toBe('checked');
  });
  it('repairs what the server sends: unknown ids out, keys without their menu bring it in', () => {
    const g = normalize(tree, { menus: [999, 100], functions: [5, 777] });
    expect(toPayload(g)).toEqual({ menuIds: [200, 202], functionIds: [5] });
  });
  it('selects all and finds ancestors and branches', () => {
    expect(toPayload(selectAll(tree))).toEqual({ menuIds: [1, 100, 102, 103, 200, 202], functionIds: [1, 2, 3, 4, 5, 6] });
    expect(ancestorsOf(tree, 202)).toEqual([200]);
    expect(ancestorsOf(tree, 1)).toEqual([]);
    expect(ancestorsOf(tree, 404)).toEqual([]);
    expect([...branchIds(tree)]).toEqual([100, 200]);
  });
});

describe('function key labels', () => {
  const t = (key: string, o?: Record<string, unknown>) =>
    (({ 'functions.add': '新增', 'functions.changeDept': '调整部门' }) as Record<string, string>)[key] ?? String(o?.defaultValue ?? key);
  it('name a seeded key by its action, keep a name given by the menu administrators', () => {
    expect(functionLabel(t, { functionKey: 'tenementUser:add', name: 'tenementUser:add' })).toBe('新增');
    expect(functionLabel(t, { functionKey: 'tenementUser:changeDept', name: 'tenementUser:changeDept' })).toBe('调整部门');
    expect(functionLabel(t, { functionKey: 'x:mystery', name: 'x:mystery' })).toBe('mystery');
    expect(functionLabel(t, { functionKey: 'x:add', name: '添加记录' })).toBe('添加记录');
  });
  it('sort keys as screens show their buttons, the rest by key', () => {
    const keys = ['p:delete', 'p:zeta', 'p:enable', 'p:add', 'p:alpha', 'p:export', 'p:edit'].map((k) => ({ functionKey: k }));
    expect(sortFunctions(keys).map((f) => f.functionKey)).toEqual([
      'p:add',
      'p:edit',
      'p:enable',
      'p:delete',
      'p:export',
      'p:alpha',
      'p:zeta',
    ]);
  });
});
