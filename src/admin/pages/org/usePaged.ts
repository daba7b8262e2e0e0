/**
 * A server-paged list of a hand-written screen: page and page size in state, the list call as a
 * query keyed by them and the filters (a stale answer is the data layer's to drop), the previous
 * rows kept on screen while the next page loads or when it fails, and a reload after writes.
 */
import { useCallback, useState } from 'react';
import type { ApiData, ApiPath, ApiQuery } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';

/** The GET calls that answer a page: `{ list, totalCount, page, perPage }`. */
export type ListPath = { [P in ApiPath<'get'>]: ApiData<P> extends { list: unknown[]; totalCount: number } ? P : never }[ApiPath<'get'>];
type Filters<P extends ListPath> = Omit<ApiQuery<P>, 'page' | 'perPage'>;
/** One row of a list call. */
export type RowOf<P extends ListPath> = ApiData<P> extends { list: Array<infer R> } ? R : never;

export function usePaged<P extends ListPath>(path: P, filters: Filters<P>, initialPerPage = 10) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const filterKey = JSON.stringify(filters);

  // New filters start from the first page.
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage(1);
  }

  // The generic path cannot show TypeScript that every list call takes page and perPage; ListPath's members do.
  const query = useApiQuery(path, { ...filters, page, perPage } as unknown as ApiQuery<P>);
  // The last answer stays on screen while another page loads, and when it fails.
  const [shown, setShown] = useState<ApiData<P> | undefined>(undefined);
  if (query.data !== undefined && query.data !== shown) setShown(query.data);
  const answer = (query.data ?? shown) as { list: Array<RowOf<P>>; totalCount: number } | undefined;

  const setPerPage = useCallback((n: number) => {
    setPerPageState(n);
    setPage(1);
  }, []);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    rows: answer?.list ?? [],
    total: answer?.totalCount ?? 0,
    page,
    perPage,
    loading: query.isFetching,
    failed: query.isError,
    setPage,
    setPerPage,
    reload,
  };
}
