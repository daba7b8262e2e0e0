/**
 * The organisation calls these screens make, typed by the contract (generated/client/api.ts).
 * Failures are shown by the http client; callers only decide what happens next.
 */
import { api, type ApiBody, type ApiData } from '../../../shell/api.ts';
import { postApiForm, type TransferOptions } from '../../../widgets/upload/transfer.ts';

// ---- departments ----

export type DeptDetail = ApiData<'/SysTenement/Dept/Detail'>;
export type DeptInput = ApiBody<'/SysTenement/Dept/Add'>;

/** 导入 of 部门管理: the workbook and its template, for the Excel import dialog. */
export const deptImport = {
  upload: (form: FormData, opts: TransferOptions) => postApiForm('/SysTenement/ImportDept', form, opts),
  template: () => api.download('/SysTenement/DownloadTemplate'),
};

/** A form's save: its per-field refusals show under the fields (useForm), not again as a toast. */
const inForm = { fieldsShown: true } as const;

export const deptApi = {
  add: (body: DeptInput) => api.post('/SysTenement/Dept/Add', body, inForm),
  edit: (body: ApiBody<'/SysTenement/Dept/Edit', 'put'>) => api.put('/SysTenement/Dept/Edit', body, inForm),
  remove: (id: number) => api.delete('/SysTenement/Dept/Delete', { id }),
};

// ---- company info ----

export type CompanyInfo = ApiData<'/TenementCompanyInfo/GetCompanyInfoDetail'>;
export type CompanyInfoInput = ApiBody<'/TenementCompanyInfo/UpdateCompanyInfoEntity', 'put'>;
export type OfficePlace = NonNullable<CompanyInfoInput['officePlaces']>[number];

// ---- team code and joining ----

export type TeamCode = ApiData<'/TenementCode/GetTenementCode'>;
export type JoinForm = ApiData<'/Form/GetTenementUserJoinReviewList'>['list'][number];
export type ReviewInput = ApiBody<'/Form/ReviewForm'>;

export const teamApi = {
  regenerate: () => api.put('/TenementCode/Update'),
  invite: (body: ApiBody<'/TenementUser/InviteUsersToJoin'>) => api.post('/TenementUser/InviteUsersToJoin', body),
  review: (body: ReviewInput) => api.post('/Form/ReviewForm', body, inForm),
  join: (body: ApiBody<'/TenementCode/Join'>) => api.post('/TenementCode/Join', body),
};

// ---- companies ----

export type TenementRow = ApiData<'/SysTenement/GetTenementList'>['list'][number];

export const tenementApi = {
  add: (body: ApiBody<'/SysTenement/Tenement/Add'>) => api.post('/SysTenement/Tenement/Add', body, inForm),
  register: (body: ApiBody<'/SysTenement/Tenement/Register'>) => api.post('/SysTenement/Tenement/Register', body),
};
