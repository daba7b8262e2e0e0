/**
 * The screens an admin can configure: the resource pages of their own menu tree (what they can
 * open), each with its shipped definition, loaded from the same lazy chunk its list uses.
 */
import { useEffect, useMemo, useState } from 'react';
import { registry } from '../../../../generated/admin/registry.ts';
import { useAccess } from '../../access/AccessContext.tsx';
import { flattenTree } from '../../access/keys.ts';
import type { ResourceDefinition } from '../../engine/types.ts';

export interface Screen {
  component: string;
  title: string;
  group: string | null;
}

export function useScreens(): Screen[] {
  const { tree } = useAccess();
  return useMemo(() => {
    const groupOf = new Map(flattenTree(tree).flatMap((g) => g.children.map((c) => [c.id, g.title] as const)));
    const seen = new Set<string>();
    return flattenTree(tree).flatMap((n) => {
      const c = n.component;
      if (!c || seen.has(c) || registry[c]?.kind !== 'resource') return [];
      seen.add(c);
      return [{ component: c, title: n.title, group: groupOf.get(n.id) ?? null }];
    });
  }, [tree]);
}

export type DefinitionState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; def: ResourceDefinition };

export function useDefinition(component: string | null): DefinitionState {
  const [state, setState] = useState<{ component: string; def: ResourceDefinition | null } | null>(null);
  useEffect(() => {
    const entry = component ? registry[component] : undefined;
    if (!component || entry?.kind !== 'resource') return;
    let live = true;
    entry.load().then(
      (m) => live && setState({ component, def: m.default.definition }),
      () => live && setState({ component, def: null }),
    );
    return () => {
      live = false;
    };
  }, [component]);
  if (!state || state.component !== component) return { status: 'loading' };
  return state.def ? { status: 'ready', def: state.def } : { status: 'error' };
}
