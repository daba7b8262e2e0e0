/**
 * The role screen's custom buttons (resources/role.json): 授权菜单 and 授权用户, each a dialog loaded
 * on first use. The company's administrator role holds everything by definition and the server
 * refuses to change it, so its row shows every button disabled.
 */
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import '../../pages/access/i18n.ts';

export const commands = {
  grantMenu: lazy(() => import('./GrantMenuDialog.tsx')),
  grantUser: lazy(() => import('./GrantUserDialog.tsx')),
};

export const buttonLabels = {
  grantMenu: 'access:buttons.grantMenu',
  grantUser: 'access:buttons.grantUser',
};

export const rowButtonDisabled = (record: RaRecord) => record.isAdmin === true;
