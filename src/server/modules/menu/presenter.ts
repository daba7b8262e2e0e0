import type { Grants } from '../access/service.ts';
import type { MenuRow } from '../access/repository.ts';
import type { MenuNode } from '../../../common/menu.ts';
import type { Lang } from '../../../common/states.ts';
import { menuTitle } from '../../i18n/menu-titles.ts';

export type { MenuNode };

/** The caller's menu tree, titles in the caller's language. */
export function menuTree(grants: Grants, lang: Lang): MenuNode[] {
  const fnsByMenu = new Map<number, MenuNode['childFunction']>();
  for (const f of grants.functions) {
    const list = fnsByMenu.get(f.menuId) ?? [];
    list.push({ functionKey: f.functionKey, name: f.name });
    fnsByMenu.set(f.menuId, list);
  }
  const node = (m: MenuRow): MenuNode => ({
    id: m.id,
    path: m.path,
    title: menuTitle(m, lang),
    icon: m.icon,
    level: m.level,
    visible: m.visible,
    alwaysShow: m.alwaysShow,
    keepAlive: m.keepAlive,
    redirect: m.redirect,
    component: m.component,
    childFunction: fnsByMenu.get(m.id) ?? [],
    children: [],
  });
  const nodes = new Map(grants.menus.map((m) => [m.id, node(m)]));
  const roots: MenuNode[] = [];
  // grants.menus is ordered by level then sort, so parents exist before their children attach.
  for (const m of grants.menus) {
    const n = nodes.get(m.id)!;
    const parent = m.parentId === null ? undefined : nodes.get(m.parentId);
    if (parent) parent.children.push(n);
    else if (m.parentId === null) roots.push(n);
  }
  return roots;
}
