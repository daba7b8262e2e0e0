import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (the project's convention). */
export function lazyNamed<K extends string, P extends object = Record<string, never>>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
