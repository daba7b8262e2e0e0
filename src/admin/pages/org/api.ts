/**
 * The organisation calls these screens make (wire shapes of /tmp/issue4 contracts), typed once.
 * Failures are shown by the http client; callers only decide what happens next.
 */
import { http, type Query } from '../../../shell/http.ts';
import type { DeptNode } from '../../../widgets/dept-tree/tree.ts';

export interface Paged<T> {
  list: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

export interface Option {
  value: number | string;
  display: string;
}

// ---- departments ----

export interface DeptDetail {
  id: number;
  parentId: number | null;
  parentName: string | null;
  deptNo: string;
  name: string;
  sort: number;
  remark: string | null;
  peopleCount: number;
  childCount: number;
}

export interface DeptInput {
  parentId: number | null;
  deptNo: string;
  name: string;
  sort?: number;
  remark?: string | null;
}

export const DEPT_IMPORT_URL = 'SysTenement/ImportDept';
export const DEPT_TEMPLATE_URL = 'SysTenement/DownloadTemplate';

export const deptApi = {
  tree: () => http.get<DeptNode[]>('SysTenement/GetTenementTree'),
  detail: (id: number) => http.get<DeptDetail>('SysTenement/Dept/Detail', { id }),
  add: (body: DeptInput) => http.post<{ id: number }>('SysTenement/Dept/Add', body),
  edit: (body: Partial<DeptInput> & { id: number }) => http.put<{ id: number }>('SysTenement/Dept/Edit', body),
  remove: (id: number) => http.delete<null>('SysTenement/Dept/Delete', { id }),
};

// ---- company info ----

export interface OfficePlace {
  id?: number;
  name: string;
  address: string;
  sort?: number;
}

export interface CompanyInfo {
  tenementId: number;
  tenementNo: string;
  name: string;
  shortName: string | null;
  logo: string | null;
  industry: string | null;
  sizeType: number | null;
  address: string | null;
  website: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  intro: string | null;
  published: boolean;
  officePlaces: OfficePlace[];
}

export type CompanyInfoInput = Partial<Omit<CompanyInfo, 'tenementId' | 'tenementNo'>>;

export const companyApi = {
  detail: () => http.get<CompanyInfo>('TenementCompanyInfo/GetCompanyInfoDetail'),
  save: (body: CompanyInfoInput) => http.put<null>('TenementCompanyInfo/UpdateCompanyInfoEntity', body),
};

// ---- team code and joining ----

export interface TeamCode {
  teamCode: string;
  tenementName: string;
}

export interface JoinForm {
  id: number;
  applyType: number;
  applicantUserId: number;
  account: string;
  name: string | null;
  phone: string | null;
  remark: string | null;
  reviewStatus: number;
  reviewerName: string | null;
  reviewRemark: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

export interface ReviewInput {
  id: number;
  approve: boolean;
  remark?: string;
  deptId?: number;
}

export const teamApi = {
  code: () => http.get<TeamCode>('TenementCode/GetTenementCode'),
  regenerate: () => http.put<{ teamCode: string }>('TenementCode/Update'),
  invite: (body: { phones?: string[]; emails?: string[] }) => http.post<{ sent: number }>('TenementUser/InviteUsersToJoin', body),
  reviews: (q: Query) => http.get<Paged<JoinForm>>('Form/GetTenementUserJoinReviewList', q),
  review: (body: ReviewInput) => http.post<null>('Form/ReviewForm', body),
  join: (body: { teamCode: string; name: string; remark?: string }) => http.post<{ formId: number }>('TenementCode/Join', body),
};

// ---- companies ----

export interface TenementRow {
  id: number;
  tenementNo: string;
  name: string;
  enabled: boolean;
  userCount: number;
  creatorAccount: string | null;
  createdAt: string;
}

export const tenementApi = {
  list: (q: Query) => http.get<Paged<TenementRow>>('SysTenement/GetTenementList', q),
  add: (body: { name: string; adminAccount: string }) => http.post<{ id: number; tenementNo: string }>('SysTenement/Tenement/Add', body),
  register: (body: { name: string; shortName?: string }) => http.post<{ id: number; tenementNo: string }>('SysTenement/Tenement/Register', body),
};

// ---- dropdowns (reference data: one answer per page load) ----

const dropdowns = new Map<string, Promise<Option[]>>();

export function dropdown(path: string, params?: Query): Promise<Option[]> {
  const key = `${path}?${JSON.stringify(params ?? {})}`;
  let hit = dropdowns.get(key);
  if (!hit) {
    hit = http.get<Option[]>(path, params);
    dropdowns.set(key, hit);
    hit.catch(() => dropdowns.delete(key));
  }
  return hit;
}
