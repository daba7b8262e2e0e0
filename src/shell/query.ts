/**
 * The client data layer of every hand-written page: TanStack Query over the typed API (api.ts). One
 * QueryClient serves the whole web app, react-admin's lists included (AdminContext is given it), so a
 * write anywhere can refresh what any screen shows. Loading, error, caching, refetch after a write and
 * dropping a stale answer are the library's, not each page's.
 *
 *   const info = useApiQuery('/TenementCompanyInfo/GetCompanyInfoDetail');      // info.data, info.isPending
 *   const save = useApiMutation('post', '/TenementCompanyInfo/UpdateCompanyInfoEntity', {
 *     invalidates: ['/TenementCompanyInfo/GetCompanyInfoDetail'],
 *   });
 *   save.mutate(values);
 */
import { QueryClient, keepPreviousData, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type ApiBody, type ApiData, type ApiPath, type ApiQuery } from './api.ts';
import type { CallOptions } from './http.ts';
import { getToken, subscribeToken } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client has shown why a call failed; asking again would show it again.
      retry: false,
      refetchOnWindowFocus: false,
      // Going back to a screen shows its last answer at once and asks again behind it (react-admin's
      // lists rely on that too, so answers are not kept fresh for a while).
    },
    mutations: { retry: false },
  },
});

// Answers belong to the session that asked: a login, a logout or another account drops them all.
let sessionToken = getToken();
subscribeToken(() => {
  const token = getToken();
  if (token === sessionToken) return;
  sessionToken = token;
  queryClient.clear();
});

type Loose = (path: string, arg?: unknown, opts?: CallOptions) => Promise<unknown>;

export interface ApiQueryOptions {
  /** false holds the call (no id yet, a dialog closed). */
  enabled?: boolean;
  /** Keep showing the previous answer while the next page or filter loads (lists). */
  keepPrevious?: boolean;
  staleTime?: number;
  /** The screen owns a failure (an optional notice, a hint): no toast, no session ended (the HTTP client's `silent`). */
  silent?: boolean;
  /** States the screen shows itself (an empty state): no toast for them (the HTTP client's `quietStates`). */
  quietStates?: readonly number[];
}

/** The HTTP client's options a query passes on (only those it was given). */
const callOptions = (signal: AbortSignal, o: ApiQueryOptions): CallOptions => ({
  signal,
  ...(o.silent ? { silent: true } : {}),
  ...(o.quietStates ? { quietStates: o.quietStates } : {}),
});

/**
 * A GET as a query, keyed by its path and query. `query` null holds the call too (a required id
 * not known yet). Aborted when the screen leaves before it answers.
 */
export function useApiQuery<P extends ApiPath<'get'>>(
  path: P,
  query?: ApiQuery<P> | null,
  options: ApiQueryOptions = {},
): UseQueryResult<ApiData<P>> {
  return useQuery({
    queryKey: [path, query ?? {}],
    queryFn: ({ signal }) => (api.get as unknown as Loose)(path, query ?? undefined, callOptions(signal, options)) as Promise<ApiData<P>>,
    enabled: query !== null && options.enabled !== false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

/**
 * A write that answers the whole record it changed puts that answer where useApiQuery keeps the read
 * of it (`query` as the read was asked; {} for none): the screen shows it at once and asks nothing more.
 */
export function setAnswer<P extends ApiPath<'get'>>(path: P, query: ApiQuery<P> | undefined, data: ApiData<P>): void {
  queryClient.setQueryData([path, query ?? {}], data);
}

/** Refetch every query of these paths (whatever their query), e.g. after a write. */
export function invalidate(...paths: ReadonlyArray<ApiPath<'get'>>): Promise<void> {
  return Promise.all(paths.map((p) => queryClient.invalidateQueries({ queryKey: [p] }))).then(() => undefined);
}

type WriteVerb = 'post' | 'put' | 'delete';
type WriteArg<V extends WriteVerb, P extends ApiPath<V>> = V extends 'delete'
  ? ApiQuery<P, 'delete'>
  : ApiBody<P, V extends 'put' ? 'put' : 'post'>;

/** A write: `mutate(body)` (the query for a DELETE); the named GETs are refetched once it succeeds. */
export function useApiMutation<V extends WriteVerb, P extends ApiPath<V>>(
  verb: V,
  path: P,
  options: { invalidates?: ReadonlyArray<ApiPath<'get'>> } = {},
) {
  return useMutation({
    mutationFn: (arg: WriteArg<V, P>) => (api[verb] as unknown as Loose)(path, arg) as Promise<ApiData<P, V>>,
    onSuccess: () => (options.invalidates?.length ? invalidate(...options.invalidates) : undefined),
  });
}
