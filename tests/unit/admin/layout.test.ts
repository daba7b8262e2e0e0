import { describe, expect, it } from 'vitest';
import {
  buildSidebar,
  findNode,
  findTrail,
  landingPath,
  samePath,
  sidebarOpenFromCookie,
  type SidebarItem,
} from '../../../src/admin/layout/menuModel.ts';
import {
  HOME_TAG,
  close,
  closeAll,
  closeOthers,
  needsScroll,
  nextActive,
  visit,
  withHome,
  type Tag,
} from '../../../src/admin/layout/tagsModel.ts';
import { personalCentrePath } from '../../../src/admin/layout/personalCentre.ts';
import { node, seededTree } from './fixtures.ts';

const shape = (items: SidebarItem[]): unknown[] =>
  items.map((i) =>
    i.kind === 'group' ? { group: i.node.title, children: shape(i.children) } : { link: i.node.title, configured: i.configured },
  );

describe('sidebar from the menu tree', () => {
  const known = (c: string) => ['home', 'positionType'].includes(c);

  it('skips hidden nodes and empty groups, keeps alwaysShow submenus, marks unknown components', () => {
    expect(shape(buildSidebar(seededTree(), known))).toEqual([
      { link: '首页', configured: true },
      { group: '职位管理', children: [{ link: '职位类型', configured: true }] },
      // One visible child and no alwaysShow: the group collapses into its child's link.
      { link: '成员管理', configured: false },
    ]);
  });

  it('renders a submenu for two or more visible children', () => {
    const tree = [
      node('/web/a', {
        title: 'A',
        children: [node('/web/a/x', { title: 'X', component: 'x' }), node('/web/a/y', { title: 'Y', component: 'y' })],
      }),
    ];
    expect(shape(buildSidebar(tree, () => true))).toEqual([
      {
        group: 'A',
        children: [
          { link: 'X', configured: true },
          { link: 'Y', configured: true },
        ],
      },
    ]);
  });

  it('finds the breadcrumb trail and nodes case-insensitively', () => {
    expect(findTrail(seededTree(), '/web/position/type').map((n) => n.title)).toEqual(['职位管理', '职位类型']);
    expect(findNode(seededTree(), '/WEB/position/TYPE/')?.title).toBe('职位类型');
    expect(findTrail(seededTree(), '/web/none')).toEqual([]);
    expect(samePath('/web/a/', '/web/A')).toBe(true);
  });

  it('sends a group path to its redirect or first visible page', () => {
    const [, position, org] = seededTree();
    expect(landingPath(position!)).toBe('/web/position/type');
    expect(landingPath({ ...org!, redirect: '/web/org/users' })).toBe('/web/org/users');
  });

  it('remembers the desktop sidebar in the sidebarStatus cookie (open by default)', () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie('1')).toBe(true);
    expect(sidebarOpenFromCookie('0')).toBe(false);
  });

  it('leads role 1 to personal info and everyone else to basic info', () => {
    expect(personalCentrePath([1, 5])).toBe('/userCenter/personalInfo');
    expect(personalCentrePath([2])).toBe('/userCenter/components/basicInfo');
    expect(personalCentrePath(undefined)).toBe('/userCenter/components/basicInfo');
  });
});

const tag = (path: string, keepAlive = true): Tag => ({ path, title: path, affix: false, keepAlive });

describe('visited-views tags', () => {
  const tags = withHome([tag('/web/a'), tag('/web/b'), tag('/web/c')]);

  it('always holds the affixed home tag first', () => {
    expect(withHome([])).toEqual([HOME_TAG]);
    expect(tags[0]).toBe(HOME_TAG);
  });

  it('adds a visited route once and updates its title', () => {
    expect(visit(tags, tag('/web/a'))).toHaveLength(4);
    expect(visit(tags, { ...tag('/web/a'), title: 'A' })[1]?.title).toBe('A');
    expect(visit(tags, tag('/web/d')).at(-1)?.path).toBe('/web/d');
  });

  it('never closes the home tag', () => {
    expect(close(tags, HOME_TAG.path)).toHaveLength(4);
    expect(closeAll(tags)).toEqual([HOME_TAG]);
    expect(closeOthers(tags, '/web/b').map((t) => t.path)).toEqual(['/web/home', '/web/b']);
  });

  it('moves to the neighbour when the active tag closes', () => {
    expect(nextActive(tags, close(tags, '/web/b'), '/web/b')).toBe('/web/a');
    expect(nextActive(tags, close(tags, '/web/c'), '/web/b')).toBeNull();
    expect(nextActive(tags, closeAll(tags), '/web/c')).toBe('/web/home');
  });

  it('shows scroll arrows above 6 tags', () => {
    expect(needsScroll(withHome([1, 2, 3, 4, 5].map((i) => tag(`/web/${i}`))))).toBe(false);
    expect(needsScroll(withHome([1, 2, 3, 4, 5, 6].map((i) => tag(`/web/${i}`))))).toBe(true);
  });
});
