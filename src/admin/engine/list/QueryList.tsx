/**
 * A server list of a hand-written screen on the engine's parts: the screen asks its list call
 * through useApiQuery (`keepPrevious`, so a page on screen stays while the next loads) with the
 * page and size of usePaging, and QueryList puts the answer in a react-admin list context, so the
 * engine's table (RecordTable), pager (EnginePagination) and states (loading, empty, failed with
 * a retry) read it exactly as they read a definition's list.
 *
 *   const paging = usePaging(filters);
 *   const query = useApiQuery('/SpecialForm/GetList', { ...filters, ...paging.params }, { keepPrevious: true });
 *   const list = useQueryList('specialForm', query, paging);
 *   <QueryList value={list}><RecordTable>…columns…</RecordTable></QueryList>
 *
 * A screen that searches keeps its filters (useState) and hands them to useQueryList; QueryList's
 * `filters` are react-admin inputs drawn by react-admin's FilterForm, exactly as a definition's list
 * draws its search row (same inputs, search as typing pauses, a clear button).
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FilterForm, ListContextProvider, ResourceContextProvider, type ListControllerResult, type RaRecord } from 'react-admin';
import type { ListPage } from '../../data/mapping.ts';
import { EnginePagination } from './EnginePagination.tsx';
import { RecordTable, type RecordTableProps } from './RecordTable.tsx';
import { ListErrorPanel } from './ListStates.tsx';
import { pageCount } from './paging.ts';

export interface Paging {
  page: number;
  perPage: number;
  /** What the list call takes: `{ page, perPage }`. */
  params: { page: number; perPage: number };
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

/** Page and page size of a server list; other filters (compared by value) start again from page 1. */
export function usePaging(filters: unknown, initialPerPage = 10): Paging {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const filterKey = JSON.stringify(filters ?? null);
  const [seen, setSeen] = useState(filterKey);
  if (seen !== filterKey) {
    setSeen(filterKey);
    setPage(1);
  }
  const setPerPage = (n: number) => {
    setPerPageState(n);
    setPage(1);
  };
  return { page, perPage, params: { page, perPage }, setPage, setPerPage };
}

/** What useApiQuery answers for a list call, as far as the list needs it. */
export interface ListQuery<R> {
  data: Pick<ListPage<R>, 'list' | 'totalCount'> | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

const noop = () => undefined;
const NO_IDS: never[] = [];
const NO_SORT = { field: '', order: 'ASC' } as const;

/** A screen's search: the values its list call takes, and how the search row changes them. */
export interface QueryFilters<F extends object> {
  values: F;
  set: (values: F) => void;
}

/** What the search row typed, without the empty and the blank: an emptied box no longer filters. */
function typed<F extends object>(values: Record<string, unknown>): F {
  const kept = Object.entries(values)
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v] as const)
    .filter(([, v]) => v !== '' && v !== undefined && v !== null);
  return Object.fromEntries(kept) as F;
}

/** The list context of an answer: what the engine's table, pager, states and search row read. */
function listValue<R extends RaRecord>(
  resource: string,
  query: ListQuery<R>,
  paging: Paging,
  filters?: QueryFilters<object>,
): ListControllerResult<R> {
  const { page, perPage, setPage, setPerPage } = paging;
  const answer = query.data;
  const base = {
    resource,
    page,
    perPage,
    setPage,
    setPerPage,
    sort: NO_SORT,
    setSort: noop,
    filterValues: filters?.values ?? {},
    displayedFilters: {},
    setFilters: filters ? (values: Record<string, unknown>) => filters.set(typed(values)) : noop,
    showFilter: noop,
    hideFilter: noop,
    selectedIds: NO_IDS,
    onSelect: noop,
    onSelectAll: noop,
    onToggleItem: noop,
    onUnselectItems: noop,
    refetch: () => void query.refetch(),
    exporter: false as const,
    isFetching: query.isFetching,
    isLoading: query.isPending && query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    hasPreviousPage: page > 1,
    hasNextPage: answer ? page * perPage < answer.totalCount : false,
  };
  if (answer)
    return { ...base, data: answer.list, total: answer.totalCount, error: query.error, isPending: false } as ListControllerResult<R>;
  if (query.error) return { ...base, data: undefined, total: undefined, meta: undefined, error: query.error, isPending: false };
  return { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
}

export function useQueryList<R extends RaRecord, F extends object = object>(
  resource: string,
  query: ListQuery<R>,
  paging: Paging,
  filters?: QueryFilters<F>,
): ListControllerResult<R> {
  const answer = query.data;
  // The last row of the last page went (a delete elsewhere): show the page that is now last.
  if (answer && answer.list.length === 0 && answer.totalCount > 0 && paging.page > 1)
    paging.setPage(pageCount(answer.totalCount, paging.perPage));
  return listValue(resource, query, paging, filters as QueryFilters<object> | undefined);
}

/** The search row (`filters`), the list's table (children) or the failed state with its retry, then the pager. */
export function QueryList<R extends RaRecord>({
  value,
  filters,
  children,
}: {
  value: ListControllerResult<R>;
  /** The search row's inputs (react-admin inputs with `alwaysOn`), whose sources are the QueryFilters' keys. */
  filters?: ReactElement[];
  children: ReactNode;
}) {
  return (
    <ResourceContextProvider value={value.resource}>
      <ListContextProvider value={value}>
        {filters && (
          <Box sx={{ px: 2, pt: 1 }}>
            <FilterForm filters={filters} />
          </Box>
        )}
        {value.error && !value.data ? <ListErrorPanel /> : children}
        <EnginePagination />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

/** The engine's pager alone, for a server list the screen draws itself (one side of a transfer list). */
export function QueryPager<R extends RaRecord>({ value, compact }: { value: ListControllerResult<R>; compact?: boolean }) {
  return (
    <ListContextProvider value={value}>
      <EnginePagination compact={compact} />
    </ListContextProvider>
  );
}

export interface RowsTableProps<R extends RaRecord> extends Omit<RecordTableProps<R>, 'data' | 'total' | 'isPending' | 'resource'> {
  /** Every row, on one page; undefined while they load. */
  rows: R[] | undefined;
  /** Names the table (react-admin keeps its column state under it). */
  resource: string;
}

/**
 * The engine's table over rows the screen holds (an editing table, a short list read whole), in a
 * list context of its own: nothing of a list the screen sits in (a dialog over a definition's list)
 * leaks into it.
 */
export function RowsTable<R extends RaRecord>({ rows, resource, ...rest }: RowsTableProps<R>) {
  const value = listValue<R>(
    resource,
    {
      data: rows && { list: rows, totalCount: rows.length },
      error: null,
      isPending: !rows,
      isFetching: !rows,
      isPlaceholderData: false,
      refetch: noop,
    },
    { page: 1, perPage: Math.max(rows?.length ?? 0, 1), params: { page: 1, perPage: 1 }, setPage: noop, setPerPage: noop },
  );
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={value}>
        <RecordTable<R> {...rest} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
