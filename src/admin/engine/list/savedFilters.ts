/**
 * A user's saved filters of one list ("我的筛选"), as pure rules: what is worth saving, which names
 * are acceptable, and what applying one sends. They live in react-admin's store, which the admin
 * keeps on the server per user, so they follow the user to another browser. react-admin's own
 * saved queries apply through the URL, which these lists do not sync with.
 */

export type FilterValues = Record<string, unknown>;

export interface SavedFilter {
  name: string;
  filter: FilterValues;
}

/** Enough for real use, and keeps the stored value far below the store's 64 KiB per key. */
export const MAX_SAVED_FILTERS = 20;
export const MAX_FILTER_NAME_LENGTH = 30;

export function savedFiltersKey(resource: string): string {
  return `${resource}.engine.savedFilters`;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isEmptyFilterValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The values worth saving: cleared inputs leave '' or null behind, which filter nothing. */
export function cleanFilter(values: FilterValues | undefined): FilterValues {
  const out: FilterValues = {};
  for (const [k, v] of Object.entries(values ?? {})) if (!isEmptyFilterValue(v)) out[k] = v;
  return out;
}

/**
 * What the store holds, trusted only as far as it is a list of `{name, filter}`: the value came
 * over the wire and may predate this code.
 */
export function readSaved(value: unknown): SavedFilter[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is SavedFilter => isPlainObject(v) && typeof v.name === 'string' && isPlainObject(v.filter));
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

export type NameProblem = 'empty' | 'tooLong' | 'taken' | 'full';

/** Why a name cannot be saved, or null. Names are unique per list, ignoring case and spaces around. */
export function nameProblem(saved: readonly SavedFilter[], name: string): NameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if (trimmed.length > MAX_FILTER_NAME_LENGTH) return 'tooLong';
  if (saved.some((s) => nameKey(s.name) === nameKey(trimmed))) return 'taken';
  if (saved.length >= MAX_SAVED_FILTERS) return 'full';
  return null;
}

/** The list with a new entry at the end; unchanged when the name is not acceptable. */
export function addSaved(saved: readonly SavedFilter[], name: string, filter: FilterValues): SavedFilter[] {
  if (nameProblem(saved, name)) return [...saved];
  return [...saved, { name: name.trim(), filter: cleanFilter(filter) }];
}

export function removeSaved(saved: readonly SavedFilter[], name: string): SavedFilter[] {
  return saved.filter((s) => s.name !== name);
}

/**
 * What applying a saved filter sends: only the list's current filter sources, so a filter the
 * definition has dropped since does not reach the server as an unknown parameter.
 */
export function applicableFilter(filter: FilterValues, sources: readonly string[]): FilterValues {
  const out: FilterValues = {};
  for (const [k, v] of Object.entries(cleanFilter(filter))) if (sources.includes(k)) out[k] = v;
  return out;
}

/** react-admin's displayedFilters for a filter: its inputs show, hidden ones included. */
export function displayedFiltersOf(filter: FilterValues): Record<string, boolean> {
  return Object.fromEntries(Object.keys(filter).map((k) => [k, true]));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (isPlainObject(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical(v[k])]),
    );
  return v;
}

/** Whether two filters filter the same way (key order and empty values aside). */
export function sameFilter(a: FilterValues, b: FilterValues): boolean {
  return JSON.stringify(canonical(cleanFilter(a))) === JSON.stringify(canonical(cleanFilter(b)));
}
