/**
 * react-admin's data-provider parameters → the server's generic CRUD contract, as pure
 * functions. List: `page`, `perPage`, `sort=(-)field` and flat filter params (`prop`, `prop_like`,
 * `prop_gte`, `prop_lte`); delete: repeated `ids`; enable: `{ids, enabled}`.
 */
import type { ApiData, ApiPath } from '../../shell/api.ts';
import type { Query, QueryScalar, QueryValue } from '../../shell/httpCore.ts';

export interface SortPayload {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ListParamsInput {
  pagination?: { page: number; perPage: number };
  sort?: SortPayload;
  filter?: Readonly<Record<string, unknown>>;
}

/** The GET calls that answer a page of rows. */
export type ListPath = { [P in ApiPath<'get'>]: ApiData<P> extends { list: unknown[]; totalCount: number } ? P : never }[ApiPath<'get'>];

/** The server's list page (`data` of a list call) as the contract types it, with rows of type T. */
/** A list answer; searches that stop counting at a cap (the talent centre) also say `totalCapped`. */
export type ListPage<T> = Omit<ApiData<ListPath>, 'list'> & { list: T[]; totalCapped?: boolean };

/** Columns the server owns: never written back by create or update. */
export const SYSTEM_FIELDS: readonly string[] = ['id', 'createdAt', 'updatedAt', 'enabled'];

export const MAX_PER_PAGE = 100;

export function sortParam(sort: SortPayload | undefined): string | undefined {
  if (!sort?.field) return undefined;
  return sort.order === 'DESC' ? `-${sort.field}` : sort.field;
}

/** `-sort` → `{field: 'sort', order: 'DESC'}`; the definition's `list.defaultSort`. */
export function parseSort(text: string | undefined, fallback: SortPayload = { field: 'id', order: 'DESC' }): SortPayload {
  if (!text) return fallback;
  return text.startsWith('-') ? { field: text.slice(1), order: 'DESC' } : { field: text, order: 'ASC' };
}

function isScalar(v: unknown): v is QueryScalar {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date;
}

function cleanScalar(v: unknown): QueryScalar | undefined {
  if (!isScalar(v)) return undefined;
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' && !Number.isFinite(v)) return undefined;
  return v;
}

/** Filter values as flat query params; empty strings, nulls and nested objects are left out. */
export function filterParams(filter: Readonly<Record<string, unknown>> | undefined): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, raw] of Object.entries(filter ?? {})) {
    if (Array.isArray(raw)) {
      const items = raw.map(cleanScalar).filter((v): v is QueryScalar => v !== undefined);
      if (items.length) out[key] = items;
      continue;
    }
    const v = cleanScalar(raw);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

export function listParams(p: ListParamsInput): Query {
  const page = Math.max(1, Math.floor(p.pagination?.page ?? 1));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(p.pagination?.perPage ?? 10)));
  const sort = sortParam(p.sort);
  // Filters first so a filter named like a paging param cannot override paging.
  return { ...filterParams(p.filter), page, perPage, ...(sort ? { sort } : {}) };
}

/** The export call takes the list's filters and sort, not its page. */
export function exportParams(p: Omit<ListParamsInput, 'pagination'>): Query {
  const sort = sortParam(p.sort);
  return { ...filterParams(p.filter), ...(sort ? { sort } : {}) };
}

/** A list answer as react-admin reads it; a count the server stopped at its cap (`totalCapped`) rides in meta. */
export function toListResult<T>(page: ListPage<T>): { data: T[]; total: number; meta?: { totalCapped: true } } {
  return { data: page.list, total: page.totalCount, ...(page.totalCapped ? { meta: { totalCapped: true as const } } : {}) };
}

/** The fields a form may write: the server's own columns are dropped. */
export function writableFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!SYSTEM_FIELDS.includes(k)) out[k] = v;
  return out;
}

export function updateBody(id: string | number, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { id, ...writableFields(data) };
}

export function deleteParams(ids: ReadonlyArray<string | number>): Query {
  return { ids: [...ids] };
}

export function enableBody(ids: ReadonlyArray<string | number>, enabled: boolean): { ids: number[]; enabled: boolean } {
  return { ids: ids.map(Number), enabled };
}

/** updateMany with only `enabled` in its data is the enable call, not N updates. */
export function isEnableOnly(data: Readonly<Record<string, unknown>>): data is { enabled: boolean } {
  const keys = Object.keys(data);
  return keys.length === 1 && keys[0] === 'enabled' && typeof data.enabled === 'boolean';
}
