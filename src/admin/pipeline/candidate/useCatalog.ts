/**
 * The fixed option lists (DropDown/<group>, every type at once) in the page's language, asked once
 * per group for the session: the drawer names a sex, an education or a job status by them.
 */
import { useApiQuery } from '../../../shell/query.ts';

type Group = 'Public' | 'Position' | 'Resume';

/** `name(type, value)`: the option's text, or null while loading or when unknown. */
export function useCatalog(group: Group): (type: string, value: string | number | null | undefined) => string | null {
  // Asked without a type, a DropDown group answers every list of it, keyed by type.
  const { data } = useApiQuery(`/DropDown/${group}`, undefined, { staleTime: Infinity });
  const lists = data && !Array.isArray(data) ? data : null;
  return (type, value) => {
    if (value === null || value === undefined) return null;
    return lists?.[type]?.find((o) => String(o.value) === String(value))?.display ?? null;
  };
}
