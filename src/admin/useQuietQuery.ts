/**
 * useApiQuery (src/shell/query.ts) for the few back-office reads that say a failure themselves: the
 * http client's options (`silent`, `quietStates`) travel with the call. Keyed as useApiQuery keys
 * (path, then query), so `invalidate(path)` reaches these too.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type ApiData, type ApiPath, type ApiQuery } from '../shell/api.ts';
import type { CallOptions } from '../shell/http.ts';

type Loose = (path: string, query?: unknown, opts?: CallOptions) => Promise<unknown>;

export function useQuietQuery<P extends ApiPath<'get'>>(
  path: P,
  query: ApiQuery<P> | null,
  opts: Pick<CallOptions, 'silent' | 'quietStates'>,
  options: { staleTime?: number } = {},
): UseQueryResult<ApiData<P>> {
  return useQuery({
    queryKey: [path, query ?? {}],
    // api.get's rest arguments depend on the path; this one is generic over every GET.
    queryFn: ({ signal }) => (api.get as unknown as Loose)(path, query ?? undefined, { ...opts, signal }) as Promise<ApiData<P>>,
    enabled: query !== null,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}
