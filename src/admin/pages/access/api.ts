/**
 * The calls of the access screens, typed by the contract (generated/client/api.ts). Failures reach
 * the user through the http client's toasts; callers only decide what happens next.
 */
import { api, type ApiBody, type ApiData } from '../../../shell/api.ts';

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
export type AccountRow = ApiData<'/User/GetPageList'>['list'][number];

export const accessApi = {
  changeDept: (ids: number[], deptId: number) => api.put('/TenementUser/UpdateUserDept', { ids, deptId }),
  resetPassword: (userId: number) => api.post('/User/initializePassword', { userId }),
  cancelInvitation: (id: number) => api.post('/TenementUser/CancelInvitation', { id }),
  saveUserType: (body: ApiBody<'/TenementUser/UserType/Operate'>) => api.post('/TenementUser/UserType/Operate', body),
  // 1132 (still given to someone) shows in the dialog instead of a toast.
  deleteUserType: (id: number) => api.delete('/TenementUser/UserType/Delete', { id }, { quietStates: [1132] }),
  grantMenus: (body: ApiBody<'/SysGrant/TenementGrantRoleMenuFunc'>) => api.post('/SysGrant/TenementGrantRoleMenuFunc', body),
  grantUsers: (roleId: number, userIds: number[]) => api.post('/SysGrant/GrantTenementUserRole', { roleId, userIds }),
  revokeUsers: (roleId: number, userIds: number[]) => api.post('/SysGrant/CancelGrantTenementUserRole', { roleId, userIds }),
  saveRule: (body: ApiBody<'/DataPermission/Add'>) => api.post('/DataPermission/Add', body),
};
