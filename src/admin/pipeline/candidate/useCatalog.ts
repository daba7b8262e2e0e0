/**
 * The fixed option lists (DropDown/<group>, every type at once) in the page's language, fetched once
 * per group for the page's life: the drawer names a sex, an education or a job status by them.
 */
import { useEffect, useState } from 'react';
import { http } from '../../../shell/http.ts';

type Option = { value: string | number; display: string };
type Lists = Readonly<Record<string, readonly Option[]>>;

const cache = new Map<string, Promise<Lists>>();

function load(group: string): Promise<Lists> {
  let hit = cache.get(group);
  if (!hit) {
    hit = http.get<Lists>(`DropDown/${group}`);
    cache.set(group, hit);
    hit.catch(() => cache.delete(group));
  }
  return hit;
}

/** `name(type, value)`: the option's text, or null while loading or when unknown. */
export function useCatalog(group: string): (type: string, value: string | number | null | undefined) => string | null {
  const [lists, setLists] = useState<Lists | null>(null);
  useEffect(() => {
    let live = true;
    load(group).then((l) => live && setLists(l), () => undefined);
    return () => {
      live = false;
    };
  }, [group]);
  return (type, value) => {
    if (value === null || value === undefined) return null;
    return lists?.[type]?.find((o) => String(o.value) === String(value))?.display ?? null;
  };
}
