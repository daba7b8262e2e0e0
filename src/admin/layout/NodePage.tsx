/**
 * The page of a menu node, loaded lazily from the generated registry: a resource module's list
 * (registered with react-admin so its hooks know the resource) or a hand-written page. Each
 * registry key gets one lazy component for the page's life so remounts do not reload the chunk.
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { ResourceContextProvider, useResourceDefinitionContext, useTranslate } from 'react-admin';
import { registry } from '../../../generated/admin/registry.ts';
import type { MenuNode } from '../access/keys.ts';
import type { ResourceModule } from '../engine/types.ts';
import { resourceTitle } from '../engine/labels.ts';
import { UnconfiguredPage } from './placeholders.tsx';

export function isRegistered(component: string): boolean {
  return Object.hasOwn(registry, component);
}

function ResourcePage({ module }: { module: ResourceModule }) {
  const t = useTranslate();
  const { register } = useResourceDefinitionContext();
  const { name, list: ListView, create, edit, show, icon, recordRepresentation, definition } = module;
  useEffect(() => {
    register({
      name,
      options: { label: resourceTitle(t, definition) },
      hasList: true,
      hasCreate: !!create,
      hasEdit: !!edit,
      hasShow: !!show,
      icon,
      recordRepresentation,
    });
  }, [register, name, create, edit, show, icon, recordRepresentation, definition, t]);
  return (
    <ResourceContextProvider value={name}>
      <ListView />
    </ResourceContextProvider>
  );
}

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageFor(component: string): LazyExoticComponent<ComponentType> | null {
  const entry = registry[component];
  if (!entry) return null;
  let page = pages.get(component);
  if (!page) {
    page =
      entry.kind === 'resource'
        ? lazy(async () => {
            const { default: module } = await entry.load();
            return { default: () => <ResourcePage module={module} /> };
          })
        : lazy(entry.load);
    pages.set(component, page);
  }
  return page;
}

export function NodePage({ node }: { node: MenuNode }) {
  const Page = node.component ? pageFor(node.component) : null;
  return Page ? <Page /> : <UnconfiguredPage title={node.title} component={node.component} />;
}
