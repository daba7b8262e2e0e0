/** Company reads of the job-seeker pages (public). */
import { useApiQuery } from '../../shell/query.ts';

/**
 * The site's own company: the first published one (companies list in creation order, so the
 * operator's own, created first, leads). About-us and the place/factory filters use it; asked once
 * a session (a failed ask is asked again by the next page that wants it). `wanted` false asks nothing.
 */
export function useSiteCompanyId(wanted: boolean): { id: number | null; none: boolean; loading: boolean } {
  const site = useApiQuery('/TenementCompanyInfo/GetCompanyInfoList', wanted ? { page: 1, perPage: 1 } : null, { staleTime: Infinity });
  const first = site.data?.list[0];
  return { id: first?.tenementId ?? null, none: site.data !== undefined && !first, loading: site.isFetching };
}
