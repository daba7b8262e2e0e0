/**
 * The grant tree's rules as pure functions over (menu ids, function ids), so tests pin them:
 * - checking a function key checks its menu (and the menus above it);
 * - checking a menu checks everything under it, unchecking it clears everything under it;
 * - a menu with child menus is granted exactly when something under it is (a group alone opens
 *   nothing), so unchecking the last child clears the group too;
 * - a menu shows checked when it and everything under it is granted, indeterminate when only part
 *   of it is (a page granted without some of its keys included).
 */
import type { GrantMenuNode } from './api.ts';

export interface Grants {
  menus: ReadonlySet<number>;
  functions: ReadonlySet<number>;
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

interface Subtree {
  menus: number[];
  functions: number[];
}

/** Every menu and function id at and under `node`. */
export function subtreeOf(node: GrantMenuNode): Subtree {
  const menus = [node.id];
  const functions = node.functions.map((f) => f.id);
  for (const child of node.children) {
    const below = subtreeOf(child);
    menus.push(...below.menus);
    functions.push(...below.functions);
  }
  return { menus, functions };
}

function allOf(tree: readonly GrantMenuNode[]): Subtree {
  const out: Subtree = { menus: [], functions: [] };
  for (const n of tree) {
    const s = subtreeOf(n);
    out.menus.push(...s.menus);
    out.functions.push(...s.functions);
  }
  return out;
}

/**
 * The grants made consistent with the tree: unknown ids dropped, a function's menu granted, a
 * group granted exactly when something under it is. Returns whether the node ends up granted.
 */
function settle(node: GrantMenuNode, menus: Set<number>, functions: Set<number>): boolean {
  let below = false;
  for (const child of node.children) below = settle(child, menus, functions) || below;
  const ownKeys = node.functions.some((f) => functions.has(f.id));
  const granted = node.children.length > 0 ? below || ownKeys : menus.has(node.id) || ownKeys;
  if (granted) menus.add(node.id);
  else menus.delete(node.id);
  return granted;
}

export function normalize(tree: readonly GrantMenuNode[], grants: { menus: Iterable<number>; functions: Iterable<number> }): Grants {
  const known = allOf(tree);
  const knownMenus = new Set(known.menus);
  const knownFunctions = new Set(known.functions);
  const menus = new Set([...grants.menus].filter((id) => knownMenus.has(id)));
  const functions = new Set([...grants.functions].filter((id) => knownFunctions.has(id)));
  for (const n of tree) settle(n, menus, functions);
  return { menus, functions };
}

export function stateOf(node: GrantMenuNode, grants: Grants): CheckState {
  const { menus, functions } = subtreeOf(node);
  const total = menus.length + functions.length;
  const on = menus.filter((id) => grants.menus.has(id)).length + functions.filter((id) => grants.functions.has(id)).length;
  if (on === 0) return 'unchecked';
  return on === total ? 'checked' : 'indeterminate';
}

/** Check a menu (everything under it) or uncheck it (nothing under it stays). */
export function toggleMenu(tree: readonly GrantMenuNode[], grants: Grants, node: GrantMenuNode, on: boolean): Grants {
  const { menus, functions } = subtreeOf(node);
  const nextMenus = new Set(grants.menus);
  const nextFunctions = new Set(grants.functions);
  for (const id of menus) on ? nextMenus.add(id) : nextMenus.delete(id);
  for (const id of functions) on ? nextFunctions.add(id) : nextFunctions.delete(id);
  // Checking reaches up: the menus above open the way to this one.
  if (on) for (const id of ancestorsOf(tree, node.id)) nextMenus.add(id);
  return normalize(tree, { menus: nextMenus, functions: nextFunctions });
}

/** Check a function key (its menu with it) or uncheck it (the menu stays). */
export function toggleFunction(tree: readonly GrantMenuNode[], grants: Grants, menuId: number, functionId: number, on: boolean): Grants {
  const nextMenus = new Set(grants.menus);
  const nextFunctions = new Set(grants.functions);
  if (on) {
    nextFunctions.add(functionId);
    nextMenus.add(menuId);
    for (const id of ancestorsOf(tree, menuId)) nextMenus.add(id);
  } else {
    nextFunctions.delete(functionId);
  }
  return normalize(tree, { menus: nextMenus, functions: nextFunctions });
}

export function selectAll(tree: readonly GrantMenuNode[]): Grants {
  const all = allOf(tree);
  return { menus: new Set(all.menus), functions: new Set(all.functions) };
}

export const NOTHING: Grants = { menus: new Set(), functions: new Set() };

/** The ids of the menus above `id`, top first; empty when it is a top menu or unknown. */
export function ancestorsOf(tree: readonly GrantMenuNode[], id: number): number[] {
  for (const n of tree) {
    if (n.id === id) return [];
    const below = ancestorsOf(n.children, id);
    if (below.length > 0 || n.children.some((c) => c.id === id)) return [n.id, ...below];
  }
  return [];
}

/** What the save call sends, sorted so equal grants compare equal. */
export function toPayload(grants: Grants): { menuIds: number[]; functionIds: number[] } {
  return { menuIds: [...grants.menus].sort((a, b) => a - b), functionIds: [...grants.functions].sort((a, b) => a - b) };
}

/** Every menu with child menus: opened at first (the keys sit on one line under each page). */
export function branchIds(tree: readonly GrantMenuNode[]): Set<number> {
  const open = new Set<number>();
  const walk = (nodes: readonly GrantMenuNode[]) => {
    for (const n of nodes) {
      if (n.children.length > 0) open.add(n.id);
      walk(n.children);
    }
  };
  walk(tree);
  return open;
}
