/**
 * The people screen's custom buttons (resources/tenement-user.json): 调整部门 (a row, or the
 * selection when the definition offers it in bulk), 重置密码 and the 用户类型 toolbar dialog. Each
 * dialog loads on its first use.
 */
import { lazy } from 'react';
import '../../pages/access/i18n.ts';

export const commands = {
  changeDept: lazy(() => import('./ChangeDeptDialog.tsx')),
  resetPassword: lazy(() => import('./ResetPasswordCommand.tsx')),
  userType: lazy(() => import('./UserTypeDialog.tsx')),
};

export const buttonLabels = {
  changeDept: 'access:buttons.changeDept',
  resetPassword: 'access:buttons.resetPassword',
  userType: 'access:buttons.userType',
};
