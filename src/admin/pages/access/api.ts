/**
 * The calls of the access screens, typed by the contract (generated/client/api.ts). Failures reach
 * the user through the http client's toasts; callers only decide what happens next.
 */
import { api, type ApiData, type ApiQuery } from '../../../shell/api.ts';
import type { CallOptions } from '../../../shell/http.ts';

/** One of the company's invitations to an existing account: the phone masked, nothing else of the account. */
export type CompanyInvitation = ApiData<'/TenementUser/GetInvitationList'>['list'][number];

/** Where a reset password went (the owner's phone or e-mail, masked); the password itself never comes back. */
export type ResetSent = ApiData<'/User/initializePassword', 'post'>;

export type RoleGrants = ApiData<'/SysGrant/GetMenuTreeByRoleId'>;
export type GrantMenuNode = RoleGrants['tree'][number];
export type MenuFunction = GrantMenuNode['functions'][number];

/** A holder of a role as the reader may see them: name and account masked, or absent when hidden. */
export type RoleUser = ApiData<'/SysGrant/GetRoleTenementUsers'>['list'][number];

/** "name (account)", with what a controlled field hides left out. */
export const roleUserLabel = (u: RoleUser): string =>
  [u.name, u.account === undefined ? undefined : `(${u.account})`].filter((p) => p !== undefined).join(' ') || `#${u.userId}`;

export type DataPermissionRule = ApiData<'/DataPermission/GetDataPermission'>[number];
export type TableOption = ApiData<'/DataPermission/GetTableSimpleByMenu'>[number];
export type AccountRow = ApiData<'/User/GetPageList'>['list'][number];

export const accessApi = {
  changeDept: (ids: number[], deptId: number) => api.put('/TenementUser/UpdateUserDept', { ids, deptId }),
  resetPassword: (userId: number) => api.post('/User/initializePassword', { userId }),
  invitations: () => api.get('/TenementUser/GetInvitationList', { perPage: 100 }),
  cancelInvitation: (id: number) => api.post('/TenementUser/CancelInvitation', { id }),
  userTypes: () => api.get('/TenementUser/UserType/GetDropDownList'),
  saveUserType: (body: { id?: number; name: string; sort?: number }) => api.post('/TenementUser/UserType/Operate', body),
  // 1132 (still given to someone) shows in the dialog instead of a toast.
  deleteUserType: (id: number) => api.delete('/TenementUser/UserType/Delete', { id }, { quietStates: [1132] }),
  findPeople: (keyword: string, opts?: CallOptions) => api.get('/TenementUser/FuzzyQueryList', { keyword }, opts),
  roleGrants: (roleId: number) => api.get('/SysGrant/GetMenuTreeByRoleId', { roleId }),
  grantMenus: (body: { roleId: number; menuIds: number[]; functionIds: number[] }) => api.post('/SysGrant/TenementGrantRoleMenuFunc', body),
  roleUsers: (params: ApiQuery<'/SysGrant/GetRoleTenementUsers'>, opts?: CallOptions) => api.get('/SysGrant/GetRoleTenementUsers', params, opts),
  grantUsers: (roleId: number, userIds: number[]) => api.post('/SysGrant/GrantTenementUserRole', { roleId, userIds }),
  revokeUsers: (roleId: number, userIds: number[]) => api.post('/SysGrant/CancelGrantTenementUserRole', { roleId, userIds }),
  roles: () => api.get('/Role/GetDropDown'),
  // Only to know which role is the administrators' (a caller without the 角色管理 menu goes without).
  rolePage: () => api.get('/Role/GetPageList', { page: 1, perPage: 100 }, { silent: true }),
  rules: (roleId: number) => api.get('/DataPermission/GetDataPermission', { roleId }),
  saveRule: (body: { roleId: number; tableName: string; valueType: number; deptIds?: number[]; visibleFields?: string[] }) => api.post('/DataPermission/Add', body),
  deleteRules: (ids: number[]) => api.delete('/DataPermission/Delete', { ids }),
  tables: () => api.get('/DataPermission/GetTableSimpleByMenu'),
  columns: (tableName: string) => api.get('/DataPermission/GetAllColumnSimple', { tableName }),
  // Read for the data-permission editor; a caller without the 受控字段 menu gets every column instead.
  controlledFields: (tableName: string) => api.get('/ControlledField/GetControlledField', { tableName, page: 1, perPage: 100 }, { silent: true }),
  scopes: () => api.get('/DropDown/Permission/FieldValueType'),
  accounts: (params: ApiQuery<'/User/GetPageList'>) => api.get('/User/GetPageList', params),
};
