/**
 * The calls of the access screens, typed as the issue-4 contracts answer them. Failures reach the
 * user through the http client's toasts; callers only decide what happens next.
 */
import { http, type CallOptions } from '../../../shell/http.ts';
import type { Option } from '../../engine/types.ts';

/** One of the company's invitations to an existing account: the phone masked, nothing else of the account. */
export interface CompanyInvitation {
  id: number;
  name: string;
  phone: string | null;
  /** 0 waiting, 1 accepted, 2 declined, 3 cancelled, 4 expired. */
  status: number;
  inviterName: string | null;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

/** Where a reset password went (the owner's phone or e-mail, masked); the password itself never comes back. */
export interface ResetSent {
  channel: 'sms' | 'mail';
  to: string;
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

export interface MenuFunction {
  id: number;
  functionKey: string;
  name: string;
}

export interface GrantMenuNode {
  id: number;
  title: string;
  path: string;
  children: GrantMenuNode[];
  functions: MenuFunction[];
}

export interface RoleGrants {
  tree: GrantMenuNode[];
  menuIds: number[];
  functionIds: number[];
}

/** A holder of a role as the reader may see them: name and account masked, or absent when hidden. */
export interface RoleUser {
  userId: number;
  name?: string;
  account?: string;
  deptName: string | null;
}

/** "name (account)", with what a controlled field hides left out. */
export const roleUserLabel = (u: RoleUser): string =>
  [u.name, u.account === undefined ? undefined : `(${u.account})`].filter((p) => p !== undefined).join(' ') || `#${u.userId}`;

export interface DataPermissionRule {
  id: number;
  roleId: number;
  menuId: number | null;
  tableName: string;
  tableLabel: string;
  valueType: number;
  deptIds: number[];
  deptNames: string[];
  visibleFields: string[];
}

export interface TableOption extends Option {
  menuId?: number | null;
}

export interface AccountRow {
  id: number;
  account: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  enabled: boolean;
  isSeeker: boolean;
  mustChangePassword: boolean;
  tenementNames: string[] | string | null;
  createdAt: string;
}

/** A row of the generic ControlledField list (menu 107). */
export interface ControlledFieldRow {
  id: number;
  tableName: string;
  fieldName: string;
  fieldLabel: string;
  controlType: 'mask' | 'hide';
}

export const accessApi = {
  changeDept: (ids: readonly (number | string)[], deptId: number) => http.put<null>('TenementUser/UpdateUserDept', { ids, deptId }),
  resetPassword: (userId: number) => http.post<ResetSent>('User/initializePassword', { userId }),
  invitations: () => http.get<Page<CompanyInvitation>>('TenementUser/GetInvitationList', { perPage: 100 }),
  cancelInvitation: (id: number) => http.post<null>('TenementUser/CancelInvitation', { id }),
  userTypes: () => http.get<Option[]>('TenementUser/UserType/GetDropDownList'),
  saveUserType: (body: { id?: number; name: string; sort?: number }) => http.post<{ id: number }>('TenementUser/UserType/Operate', body),
  // 1132 (still given to someone) shows in the dialog instead of a toast.
  deleteUserType: (id: number) => http.delete<null>('TenementUser/UserType/Delete', { id }, { quietStates: [1132] }),
  findPeople: (keyword: string, opts?: CallOptions) => http.get<Option[]>('TenementUser/FuzzyQueryList', { keyword }, opts),
  roleGrants: (roleId: number) => http.get<RoleGrants>('SysGrant/GetMenuTreeByRoleId', { roleId }),
  grantMenus: (body: { roleId: number; menuIds: number[]; functionIds: number[] }) => http.post<null>('SysGrant/TenementGrantRoleMenuFunc', body),
  roleUsers: (params: { roleId: number; page: number; perPage: number; keyword?: string }, opts?: CallOptions) => http.get<Page<RoleUser>>('SysGrant/GetRoleTenementUsers', params, opts),
  grantUsers: (roleId: number, userIds: number[]) => http.post<null>('SysGrant/GrantTenementUserRole', { roleId, userIds }),
  revokeUsers: (roleId: number, userIds: number[]) => http.post<null>('SysGrant/CancelGrantTenementUserRole', { roleId, userIds }),
  roles: () => http.get<Option[]>('Role/GetDropDown'),
  // Only to know which role is the administrators' (a caller without the 角色管理 menu goes without).
  rolePage: () => http.get<Page<{ id: number; isAdmin: boolean }>>('Role/GetPageList', { page: 1, perPage: 100 }, { silent: true }),
  rules: (roleId: number) => http.get<DataPermissionRule[]>('DataPermission/GetDataPermission', { roleId }),
  saveRule: (body: { roleId: number; tableName: string; valueType: number; deptIds?: number[]; visibleFields?: string[] }) => http.post<{ id: number }>('DataPermission/Add', body),
  deleteRules: (ids: readonly number[]) => http.delete<null>('DataPermission/Delete', { ids }),
  tables: () => http.get<TableOption[]>('DataPermission/GetTableSimpleByMenu'),
  columns: (tableName: string) => http.get<Option[]>('DataPermission/GetAllColumnSimple', { tableName }),
  // Read for the data-permission editor; a caller without the 受控字段 menu gets every column instead.
  controlledFields: (tableName: string) => http.get<Page<ControlledFieldRow>>('ControlledField/GetControlledField', { tableName, page: 1, perPage: 100 }, { silent: true }),
  scopes: () => http.get<Option[]>('DropDown/Permission/FieldValueType'),
  accounts: (params: { page: number; perPage: number; account_like?: string; name_like?: string; phone?: string }) => http.get<Page<AccountRow>>('User/GetPageList', params),
};
