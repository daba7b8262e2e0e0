/**
 * The people screen's custom buttons (resources/tenement-user.json): 调整部门 (a row, or the
 * selection when the definition offers it in bulk), 重置密码 and the 用户类型 and 邀请记录 toolbar
 * dialogs. Each dialog loads on its first use.
 */
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import '../../pages/access/i18n.ts';

export const commands = {
  changeDept: lazy(() => import('./ChangeDeptDialog.tsx')),
  resetPassword: lazy(() => import('./ResetPasswordCommand.tsx')),
  userType: lazy(() => import('./UserTypeDialog.tsx')),
  invitations: lazy(() => import('./InvitationsDialog.tsx')),
};

export const buttonLabels = {
  changeDept: 'access:buttons.changeDept',
  resetPassword: 'access:buttons.resetPassword',
  userType: 'access:buttons.userType',
  invitations: 'access:buttons.invitations',
};

/** Add with the phone of an existing account invites its owner instead of adding them: say so. */
export const createdNotice = (saved: RaRecord): string | undefined => (saved.invited === true ? 'access:invitations.sent' : undefined);
