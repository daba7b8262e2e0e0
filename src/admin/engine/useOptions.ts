/**
 * The choices of a select: the field's static options or enum, yes/no for booleans, or its
 * dropdown call (`options.source`), reloaded when a parent field's value changes. Dropdown answers
 * are cached per URL and parameters for the page's life: they are reference data.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../../shell/http.ts';
import type { QueryValue } from '../../shell/httpCore.ts';
import { staticOptions } from './format.ts';
import type { FieldDef, Option } from './types.ts';

const cache = new Map<string, Promise<Option[]>>();

function fetchOptions(source: string, params: Readonly<Record<string, QueryValue>>): Promise<Option[]> {
  const key = `${source}?${JSON.stringify(params)}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = http.get<Option[]>(source, params);
    cache.set(key, hit);
    // A failure must not stick: the next render asks again.
    hit.catch(() => cache.delete(key));
  }
  return hit;
}

/** Per source, how often its answers were dropped: a hook showing it asks again. */
const generations = new Map<string, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Forget the cached answers of a dropdown call (a screen just changed its rows, e.g. the user
 * types): every select showing it reloads.
 */
export function forgetOptions(source: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${source}?`)) cache.delete(key);
  generations.set(source, (generations.get(source) ?? 0) + 1);
  for (const l of listeners) l();
}

export interface OptionsState {
  options: Option[];
  loading: boolean;
}

/** Where a field's static choices are translated: `resources.<resource>.options.<prop>.<value>`. */
export interface OptionNaming {
  resource: string;
  prop: string;
}

/** `parent` is `{[parentKey]: value}`; undefined means no parent. */
export function useOptions(field: FieldDef | undefined, parent?: Readonly<Record<string, QueryValue>>, naming?: OptionNaming): OptionsState {
  const t = useTranslate();
  const source = field?.options?.source;
  const parentJson = JSON.stringify(parent ?? {});
  const generation = useSyncExternalStore(subscribe, () => (source ? (generations.get(source) ?? 0) : 0), () => 0);
  const [loaded, setLoaded] = useState<{ key: string; options: Option[] } | null>(null);
  const key = source ? `${source}?${parentJson}#${generation}` : '';
  // A dependent list waits for its parent's choice rather than asking the server without it.
  const waiting = parent !== undefined && Object.values(parent).some((v) => v === null || v === '');
  useEffect(() => {
    if (!source || waiting) return;
    let live = true;
    const params = JSON.parse(parentJson) as Record<string, QueryValue>;
    const done = `${source}?${parentJson}#${generation}`;
    fetchOptions(source, params).then(
      (options) => live && setLoaded({ key: done, options }),
      () => live && setLoaded({ key: done, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [source, parentJson, generation, waiting]);
  if (source && waiting) return { options: [], loading: false };
  if (source) return loaded?.key === key ? { options: loaded.options, loading: false } : { options: [], loading: true };
  if (field?.type === 'boolean') return { options: [{ value: true, display: t('admin.boolean.true') }, { value: false, display: t('admin.boolean.false') }], loading: false };
  const choices = staticOptions(field) ?? [];
  if (!naming || !field?.options?.static) return { options: choices, loading: false };
  return { options: choices.map((o) => ({ ...o, display: t(`resources.${naming.resource}.options.${naming.prop}.${String(o.value)}`, { _: o.display }) })), loading: false };
}

/** react-admin's choice shape; values as strings so URL params and MUI selects agree. */
export function toChoices(options: readonly Option[]): Array<{ id: string; name: string }> {
  return options.map((o) => ({ id: String(o.value), name: o.display }));
}
