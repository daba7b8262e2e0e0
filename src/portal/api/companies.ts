/** Company calls (public): the list, one company's profile. */
import { api } from '../../shell/api.ts';
import type { CompanyItem } from './types.ts';

export const companyList = (q: { page: number; perPage: number; name_like?: string }) =>
  api.get('/TenementCompanyInfo/GetCompanyInfoList', q);

export const companyDetail = (tenementId: number) => api.get('/TenementCompanyInfo/GetCompanyInfoDetail', { tenementId });

/**
 * The site's own company: the first published one (companies list in creation order, so the
 * operator's own, created first, leads). About-us and the place/factory filters use it.
 */
let siteCompany: Promise<CompanyItem | null> | null = null;
export function loadSiteCompany(): Promise<CompanyItem | null> {
  siteCompany ??= companyList({ page: 1, perPage: 1 }).then(
    (r) => r.list[0] ?? null,
    (e: unknown) => {
      siteCompany = null;
      throw e;
    },
  );
  return siteCompany;
}
