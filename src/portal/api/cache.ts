/**
 * A write that answers the whole record it changed (a resume section, entry papers, onboarding
 * details, special-form answers) puts that answer where useApiQuery keeps the read of it, typed by
 * the contract: the page shows it at once and asks nothing more, as before the data layer.
 */
import type { ApiData, ApiPath, ApiQuery } from '../../shell/api.ts';
import { queryClient } from '../../shell/query.ts';

/** `query` as the read was asked (useApiQuery keys by path and query, {} for none). */
export function setAnswer<P extends ApiPath<'get'>>(path: P, query: ApiQuery<P> | undefined, data: ApiData<P>): void {
  queryClient.setQueryData([path, query ?? {}], data);
}
