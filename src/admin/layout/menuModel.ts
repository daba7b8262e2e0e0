/**
 * The sidebar, breadcrumb and routing read the server's menu tree through these pure functions
 * (the seeds' rules: hidden nodes skipped, a single visible child collapses into one link, else a
 * submenu; `alwaysShow` keeps a submenu even for one child, as the menu data intends).
 */
import { flattenTree, type MenuNode } from '../access/keys.ts';

export type SidebarItem =
  | { kind: 'link'; node: MenuNode; configured: boolean }
  | { kind: 'group'; node: MenuNode; children: SidebarItem[] };

export const HOME_PATH = '/web/home';

function itemOf(node: MenuNode, isConfigured: (component: string) => boolean): SidebarItem | null {
  if (!node.visible) return null;
  const children = node.children.map((c) => itemOf(c, isConfigured)).filter((c): c is SidebarItem => c !== null);
  if (children.length === 0) {
    // A group whose children are all hidden (or not granted) has nothing to open.
    if (node.children.length > 0 && !node.component) return null;
    if (!node.component && node.alwaysShow) return null;
    return { kind: 'link', node, configured: node.component !== null && isConfigured(node.component) };
  }
  if (children.length === 1 && !node.alwaysShow) return children[0] ?? null;
  return { kind: 'group', node, children };
}

export function buildSidebar(tree: readonly MenuNode[], isConfigured: (component: string) => boolean): SidebarItem[] {
  return tree.map((n) => itemOf(n, isConfigured)).filter((i): i is SidebarItem => i !== null);
}

/** Paths compare like React Router matches them: case-insensitive, without a trailing slash. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return norm(a) === norm(b);
}

/** The chain of nodes from a root down to the node at `path`; empty when no node has it. */
export function findTrail(tree: readonly MenuNode[], path: string): MenuNode[] {
  for (const node of tree) {
    if (samePath(node.path, path)) return [node];
    const below = findTrail(node.children, path);
    if (below.length) return [node, ...below];
  }
  return [];
}

export function findNode(tree: readonly MenuNode[], path: string): MenuNode | null {
  return findTrail(tree, path).at(-1) ?? null;
}

/**
 * The title of the page at `path` as the server sends it, in the caller's language; null when the
 * tree lacks the path (home, when a grant left it out: the caller uses its own label then).
 */
export function titleAt(tree: readonly MenuNode[], path: string): string | null {
  return findNode(tree, path)?.title ?? null;
}

/** Where a group's own path leads: its redirect, else its first visible page. */
export function landingPath(node: MenuNode): string | null {
  if (node.redirect && !samePath(node.redirect, node.path)) return node.redirect;
  const leaf = flattenTree(node.children).find((n) => n.visible && n.component);
  return leaf?.path ?? null;
}

export const SIDEBAR_COOKIE = 'sidebarStatus';

/** The cookie keeps '1' for an open desktop sidebar and '0' for a collapsed one (open by default). */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== '0';
}
