/**
 * Function keys in React: the caller's access for the whole admin, the menu node of the page a
 * component renders in (kept-alive pages are hidden, not unmounted, so the node comes from the
 * page slot rather than the URL), and the seeds' two element rules.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { isDeclaredKey } from './declared.ts';
import { routeHasKey, ruleAllows, ruleKey, type AccessData, type KeyRule, type MenuNode } from './keys.ts';

const AccessContext = createContext<AccessData | null>(null);
const RouteNodeContext = createContext<MenuNode | null>(null);

export function AccessProvider({ value, children }: { value: AccessData; children: ReactNode }) {
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function RouteNodeProvider({ node, children }: { node: MenuNode | null; children: ReactNode }) {
  return <RouteNodeContext.Provider value={node}>{children}</RouteNodeContext.Provider>;
}

export function useAccess(): AccessData {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess outside <AccessProvider>');
  return access;
}

export function useRouteNode(): MenuNode | null {
  return useContext(RouteNodeContext);
}

/** Whether the current route holds the key; throws for a key no one knows (the seeds' rule). */
export function useHasKey(key: string): boolean {
  const access = useAccess();
  const node = useRouteNode();
  return routeHasKey(key, { access, node, isDeclared: isDeclaredKey });
}

type IfKeyProps = KeyRule & { children: ReactNode };

/** `<IfKey show="positionType:add">` renders with the key; `<IfKey hide="...">` without it. */
export function IfKey(props: IfKeyProps) {
  const rule: KeyRule = props.show !== undefined ? { show: props.show } : { hide: props.hide };
  const has = useHasKey(ruleKey(rule));
  return ruleAllows(rule, has) ? props.children : null;
}
