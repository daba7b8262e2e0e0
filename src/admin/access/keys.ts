/**
 * Function keys as pure rules, so tests pin them down: the key of a button, the keys a menu tree
 * grants, the seeds' two element rules (show-if-has-key, hide-if-has-key; a missing key is an
 * error), and react-admin's canAccess answered from the same keys.
 */

import type { MenuNode } from '../../common/menu.ts';

export type { MenuNode };

/** What the caller may open and press: the tree plus Menu/GetControlledMenus. */
export interface AccessData {
  tree: readonly MenuNode[];
  /** The caller's function keys (GetControlledMenus.functionKeys). */
  keys: ReadonlySet<string>;
  paths: ReadonlySet<string>;
  isAdmin: boolean;
}

const KEY_PATTERN = /^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/;

/** The definition's button → its key: `button.functionKey` or `<menu.key>:<button.name>`. */
export function functionKeyOf(button: { name: string; functionKey?: string }, menuKey: string): string {
  return button.functionKey ?? `${menuKey}:${button.name}`;
}

export function flattenTree(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((n) => [n, ...flattenTree(n.children)]);
}

export function keysInTree(tree: readonly MenuNode[]): Set<string> {
  return new Set(flattenTree(tree).flatMap((n) => n.childFunction.map((f) => f.functionKey)));
}

export class FunctionKeyError extends Error {
  constructor(key: string, reason: 'malformed' | 'unknown') {
    super(
      reason === 'malformed'
        ? `Function key "${key}" is missing or malformed (expected "<menu>:<action>")`
        : `Unknown function key "${key}": not in the route's functions, the menu tree or any resource definition`,
    );
    this.name = 'FunctionKeyError';
  }
}

export interface KeyContext {
  /** The menu node of the page asking (its childFunction list); null outside a menu page. */
  node: MenuNode | null;
  access: AccessData;
  /** Keys the loaded resource definitions declare, granted or not. */
  isDeclared: (key: string) => boolean;
}

/**
 * Whether the current route holds `key` (the seeds: "shows only if the current route has the
 * key"). A key nobody knows is a configuration bug, so it throws instead of silently hiding.
 * The tree only lists granted functions, so declared keys count as known too: a non-admin
 * lacking a grant gets `false`, not an error.
 */
export function routeHasKey(key: string, ctx: KeyContext): boolean {
  if (!key || !KEY_PATTERN.test(key)) throw new FunctionKeyError(key, 'malformed');
  const onRoute = ctx.node ? ctx.node.childFunction.some((f) => f.functionKey === key) : ctx.access.keys.has(key);
  if (onRoute) return true;
  const known = ctx.access.keys.has(key) || keysInTree(ctx.access.tree).has(key) || ctx.isDeclared(key);
  if (!known) throw new FunctionKeyError(key, 'unknown');
  return false;
}

export type KeyRule = { show: string; hide?: undefined } | { hide: string; show?: undefined };

/** The seeds' two rules: `show` renders only with the key, `hide` renders only without it. */
export function ruleKey(rule: KeyRule): string {
  return rule.show ?? rule.hide;
}

export function ruleAllows(rule: KeyRule, has: boolean): boolean {
  return rule.show !== undefined ? has : !has;
}

/** react-admin's action names → the definition's button names. */
const ACTION_BUTTON: Readonly<Record<string, string>> = { create: 'add', clone: 'add', edit: 'edit', delete: 'delete', export: 'export' };

export function findNodeByComponent(tree: readonly MenuNode[], component: string): MenuNode | undefined {
  return flattenTree(tree).find((n) => n.component === component);
}

/**
 * react-admin's canAccess from the same keys: reading a resource needs its menu node, any other
 * action needs `<menu.key>:<button>` among the caller's keys.
 */
export function canAccessResource(access: AccessData, menuKey: string, action: string): boolean {
  if (action === 'list' || action === 'show') return findNodeByComponent(access.tree, menuKey) !== undefined;
  return access.keys.has(`${menuKey}:${ACTION_BUTTON[action] ?? action}`);
}
