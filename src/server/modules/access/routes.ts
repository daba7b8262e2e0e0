import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { Role } from '../../../../generated/definitions/Role.ts';
import * as roles from './role-service.ts';
import * as grants from './grant-service.ts';
import * as perms from './data-permission-service.ts';
import * as rs from './role-schemas.ts';
import * as gs from './grant-schemas.ts';
import * as ds from './data-permission-schemas.ts';

const ROLE_MENU = Role.menu.id;
/** The 数据权限 page of resources/_menu.json. */
const DATA_PERMISSION_MENU = 105;
const manage = { auth: 'manage' as const };
const read = (menu: number) => ({ auth: 'manage' as const, menu });
const write = (fn: string) => ({ auth: 'manage' as const, fn });
/** The platform family: the platform company's top administrator, acting on any company. */
const platform = (fn: string) => ({ auth: 'manage' as const, fn, platform: true });

/** Role/*: the Tenement calls act on the caller's company, the others on any company (platform). */
export function roleRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/Role/GetPageList', { schema: rs.roleList, config: read(ROLE_MENU) }, async (req) =>
    ok(req, await roles.listRoles(deps, managerOf(req), req.query)),
  );
  r.get('/Role/GetDropDown', { schema: rs.roleDropDown, config: manage }, async (req) =>
    ok(req, await roles.roleDropDown(deps, managerOf(req), req.query.tenementId)),
  );
  r.post('/Role/TenementAdd', { schema: rs.tenementAdd, config: write('role:add') }, async (req) =>
    ok(req, await roles.addRole(deps, managerOf(req), req.body)),
  );
  r.put('/Role/TenementEdit', { schema: rs.tenementEdit, config: write('role:edit') }, async (req) =>
    ok(req, await roles.editRole(deps, managerOf(req), 'tenement', req.body)),
  );
  r.delete('/Role/TenementDelete', { schema: rs.tenementDelete, config: write('role:delete') }, async (req) =>
    ok(req, await roles.deleteRoles(deps, managerOf(req), 'tenement', req.query.ids)),
  );
  r.post('/Role/TenementEnableOrDisable', { schema: rs.tenementEnable, config: write('role:enable') }, async (req) =>
    ok(req, await roles.enableRoles(deps, managerOf(req), 'tenement', req.body.ids, req.body.enabled)),
  );
  r.post('/Role/Add', { schema: rs.platformAdd, config: platform('role:add') }, async (req) =>
    ok(req, await roles.addRole(deps, managerOf(req), req.body)),
  );
  r.put('/Role/Edit', { schema: rs.platformEdit, config: platform('role:edit') }, async (req) =>
    ok(req, await roles.editRole(deps, managerOf(req), 'platform', req.body)),
  );
  r.delete('/Role/Delete', { schema: rs.platformDelete, config: platform('role:delete') }, async (req) =>
    ok(req, await roles.deleteRoles(deps, managerOf(req), 'platform', req.query.ids)),
  );
  r.post('/Role/EnableOrDisable', { schema: rs.platformEnable, config: platform('role:enable') }, async (req) =>
    ok(req, await roles.enableRoles(deps, managerOf(req), 'platform', req.body.ids, req.body.enabled)),
  );
}

/** SysGrant/*: menus and keys of a role, and who holds it. */
export function grantRoutes({ api, deps }: RouteContext) {
  api.addSchema(gs.grantNodeSchema);
  const r = typed(api);
  // Untyped: json-schema-to-ts cannot follow the recursive $ref of the tree.
  api.get<{ Querystring: { roleId: number } }>(
    '/SysGrant/GetMenuTreeByRoleId',
    { schema: gs.menuTreeByRole, config: read(ROLE_MENU) },
    async (req) => ok(req, await grants.menuTreeOfRole(deps, managerOf(req), req.query.roleId, req.lang)),
  );
  r.post('/SysGrant/TenementGrantRoleMenuFunc', { schema: gs.tenementGrantMenus, config: write('role:grantMenu') }, async (req) =>
    ok(req, await grants.grantRoleMenus(deps, managerOf(req), 'tenement', req.body)),
  );
  r.post('/SysGrant/GrantRoleMenuFunc', { schema: gs.platformGrantMenus, config: platform('role:grantMenu') }, async (req) =>
    ok(req, await grants.grantRoleMenus(deps, managerOf(req), 'platform', req.body)),
  );
  r.get('/SysGrant/GetRoleTenementUsers', { schema: gs.tenementRoleUsers, config: read(ROLE_MENU) }, async (req) =>
    ok(req, await grants.roleUsers(deps, managerOf(req), 'tenement', req.query)),
  );
  r.get('/SysGrant/GetRoleUsers', { schema: gs.platformRoleUsers, config: { ...read(ROLE_MENU), platform: true } }, async (req) =>
    ok(req, await grants.roleUsers(deps, managerOf(req), 'platform', req.query)),
  );
  r.post('/SysGrant/GrantTenementUserRole', { schema: gs.tenementGrantUsers, config: write('role:grantUser') }, async (req) =>
    ok(req, await grants.setRoleUsers(deps, managerOf(req), 'tenement', req.body, true)),
  );
  r.post('/SysGrant/CancelGrantTenementUserRole', { schema: gs.tenementCancelUsers, config: write('role:grantUser') }, async (req) =>
    ok(req, await grants.setRoleUsers(deps, managerOf(req), 'tenement', req.body, false)),
  );
  r.post('/SysGrant/GrantUsersRole', { schema: gs.platformGrantUsers, config: platform('role:grantUser') }, async (req) =>
    ok(req, await grants.setRoleUsers(deps, managerOf(req), 'platform', req.body, true)),
  );
  r.post('/SysGrant/GrantUserRole', { schema: gs.platformGrantUserRoles, config: platform('role:grantUser') }, async (req) =>
    ok(req, await grants.setUserRoles(deps, managerOf(req), req.body, 'replace')),
  );
  r.post('/SysGrant/CancelGrantUserRole', { schema: gs.platformCancelUserRoles, config: platform('role:grantUser') }, async (req) =>
    ok(req, await grants.setUserRoles(deps, managerOf(req), req.body, 'cancel')),
  );
}

/** DataPermission/*: row scope and visible controlled fields per role and table. */
export function dataPermissionRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/DataPermission/GetDataPermission', { schema: ds.rolePermissions, config: read(DATA_PERMISSION_MENU) }, async (req) =>
    ok(req, await perms.rolePermissions(deps, managerOf(req), req.query.roleId, req.lang)),
  );
  r.post('/DataPermission/Add', { schema: ds.addPermission, config: write('dataPermission:add') }, async (req) =>
    ok(req, await perms.savePermission(deps, managerOf(req), req.body)),
  );
  r.delete('/DataPermission/Delete', { schema: ds.deletePermissions, config: write('dataPermission:delete') }, async (req) =>
    ok(req, await perms.deletePermissions(deps, managerOf(req), req.query.ids)),
  );
  r.get('/DataPermission/GetTableSimpleByMenu', { schema: ds.tableOptions, config: manage }, async (req) =>
    ok(req, perms.scopedTables(req.query.menuId, req.lang)),
  );
  r.get('/DataPermission/GetAllColumnSimple', { schema: ds.columnOptions, config: manage }, async (req) =>
    ok(req, perms.scopedColumns(req.query.tableName, req.lang)),
  );
}

export function accessRoutes(ctx: RouteContext) {
  roleRoutes(ctx);
  grantRoutes(ctx);
  dataPermissionRoutes(ctx);
}
