/**
 * Authorization-matrix entries of the access module's routes (Role/*, SysGrant/*, DataPermission/*),
 * for tests/integration/platform/authorization-matrix.test.ts to spread into its table.
 */
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const get = (url: string): Req => ({ method: 'GET', url });
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${(serial += 1)}`;

type RoleList = { list: Array<{ id: number; tenementId: number }> };
const newRole = async (c: MatrixCtx) =>
  (await c.ok<{ id: number }>({ method: 'POST', url: '/Role/TenementAdd', payload: { name: unique('矩阵角色') } })).id;
const demoRole = async (c: MatrixCtx) => (await c.ok<RoleList>(get('/Role/GetPageList?name_like=招聘专员'))).list[0]!.id;
const ownTenement = async (c: MatrixCtx) => (await c.ok<RoleList>(get('/Role/GetPageList'))).list[0]!.tenementId;
const recruiterUser = async (c: MatrixCtx) =>
  (await c.ok<{ list: Array<{ userId: number }> }>(get(`/SysGrant/GetRoleTenementUsers?roleId=${await demoRole(c)}`))).list[0]!.userId;
const roles = (c: MatrixCtx) => () => c.ok(get('/Role/GetPageList?perPage=100'));

/** Another company's administrator names the demo company's recruiter role. */
const onDemoRole = (make: (id: number, c: MatrixCtx) => Req, read: (id: number, c: MatrixCtx) => () => Promise<unknown>) => ({
  record: async (c: MatrixCtx) => {
    const id = await demoRole(c);
    return { req: make(id, c), read: read(id, c) };
  },
});
const grantsOf = (id: number, c: MatrixCtx) => () => c.ok(get(`/SysGrant/GetMenuTreeByRoleId?roleId=${id}`));
const holdersOf = (id: number, c: MatrixCtx) => () => c.ok(get(`/SysGrant/GetRoleTenementUsers?roleId=${id}`));
const rulesOf = (id: number, c: MatrixCtx) => () => c.ok(get(`/DataPermission/GetDataPermission?roleId=${id}`));

export const accessEntries: Entries = {
  'GET /Role/GetPageList': { ok: () => get('/Role/GetPageList'), cross: { list: true } },
  'GET /Role/GetDropDown': { ok: () => get('/Role/GetDropDown'), cross: { list: true } },
  'POST /Role/TenementAdd': {
    ok: () => ({ method: 'POST', url: '/Role/TenementAdd', payload: { name: unique('角色') } }),
    cross: { own: 'adds to the caller’s company' },
  },
  'PUT /Role/TenementEdit': {
    ok: async (c) => ({ method: 'PUT', url: '/Role/TenementEdit', payload: { id: await newRole(c), name: unique('改') } }),
    cross: onDemoRole(
      (id) => ({ method: 'PUT', url: '/Role/TenementEdit', payload: { id, name: '越权' } }),
      (_, c) => roles(c),
    ),
  },
  'DELETE /Role/TenementDelete': {
    ok: async (c) => ({ method: 'DELETE', url: `/Role/TenementDelete?ids=${await newRole(c)}` }),
    cross: onDemoRole(
      (id) => ({ method: 'DELETE', url: `/Role/TenementDelete?ids=${id}` }),
      (_, c) => roles(c),
    ),
  },
  'POST /Role/TenementEnableOrDisable': {
    ok: async (c) => ({ method: 'POST', url: '/Role/TenementEnableOrDisable', payload: { ids: [await newRole(c)], enabled: false } }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/Role/TenementEnableOrDisable', payload: { ids: [id], enabled: false } }),
      (_, c) => roles(c),
    ),
  },
  'POST /Role/Add': {
    ok: async (c) => ({ method: 'POST', url: '/Role/Add', payload: { tenementId: await ownTenement(c), name: unique('平台角色') } }),
    cross: { shared: 'platform only' },
  },
  'PUT /Role/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/Role/Edit', payload: { id: await newRole(c), name: unique('改') } }),
    cross: onDemoRole(
      (id) => ({ method: 'PUT', url: '/Role/Edit', payload: { id, name: '越权' } }),
      (_, c) => roles(c),
    ),
  },
  'DELETE /Role/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/Role/Delete?ids=${await newRole(c)}` }),
    cross: onDemoRole(
      (id) => ({ method: 'DELETE', url: `/Role/Delete?ids=${id}` }),
      (_, c) => roles(c),
    ),
  },
  'POST /Role/EnableOrDisable': {
    ok: async (c) => ({ method: 'POST', url: '/Role/EnableOrDisable', payload: { ids: [await newRole(c)], enabled: false } }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/Role/EnableOrDisable', payload: { ids: [id], enabled: false } }),
      (_, c) => roles(c),
    ),
  },
  'GET /SysGrant/GetMenuTreeByRoleId': {
    ok: async (c) => get(`/SysGrant/GetMenuTreeByRoleId?roleId=${await demoRole(c)}`),
    cross: onDemoRole((id) => get(`/SysGrant/GetMenuTreeByRoleId?roleId=${id}`), grantsOf),
  },
  'POST /SysGrant/TenementGrantRoleMenuFunc': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/TenementGrantRoleMenuFunc',
      payload: { roleId: await newRole(c), menuIds: [1], functionIds: [] },
    }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/SysGrant/TenementGrantRoleMenuFunc', payload: { roleId: id, menuIds: [1], functionIds: [] } }),
      grantsOf,
    ),
  },
  'POST /SysGrant/GrantRoleMenuFunc': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/GrantRoleMenuFunc',
      payload: { roleId: await newRole(c), menuIds: [1], functionIds: [] },
    }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/SysGrant/GrantRoleMenuFunc', payload: { roleId: id, menuIds: [1], functionIds: [] } }),
      grantsOf,
    ),
  },
  'GET /SysGrant/GetRoleTenementUsers': {
    ok: async (c) => get(`/SysGrant/GetRoleTenementUsers?roleId=${await demoRole(c)}`),
    cross: onDemoRole((id) => get(`/SysGrant/GetRoleTenementUsers?roleId=${id}`), holdersOf),
  },
  'GET /SysGrant/GetRoleUsers': {
    ok: async (c) => get(`/SysGrant/GetRoleUsers?roleId=${await demoRole(c)}`),
    cross: onDemoRole((id) => get(`/SysGrant/GetRoleUsers?roleId=${id}`), holdersOf),
  },
  'POST /SysGrant/GrantTenementUserRole': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/GrantTenementUserRole',
      payload: { roleId: await newRole(c), userIds: [await recruiterUser(c)] },
    }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/SysGrant/GrantTenementUserRole', payload: { roleId: id, userIds: [1] } }),
      holdersOf,
    ),
  },
  'POST /SysGrant/CancelGrantTenementUserRole': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/CancelGrantTenementUserRole',
      payload: { roleId: await newRole(c), userIds: [await recruiterUser(c)] },
    }),
    cross: {
      record: async (c) => {
        const id = await demoRole(c);
        return {
          req: { method: 'POST', url: '/SysGrant/CancelGrantTenementUserRole', payload: { roleId: id, userIds: [await recruiterUser(c)] } },
          read: holdersOf(id, c),
        };
      },
    },
  },
  'POST /SysGrant/GrantUsersRole': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/GrantUsersRole',
      payload: { roleId: await newRole(c), userIds: [await recruiterUser(c)] },
    }),
    cross: onDemoRole((id) => ({ method: 'POST', url: '/SysGrant/GrantUsersRole', payload: { roleId: id, userIds: [1] } }), holdersOf),
  },
  'POST /SysGrant/GrantUserRole': {
    // Gives the recruiter its own demo role again: the matrix's later calls find it unchanged.
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/GrantUserRole',
      payload: { userId: await recruiterUser(c), roleIds: [await demoRole(c)] },
    }),
    cross: {
      record: async (c) => {
        const id = await demoRole(c);
        return {
          req: { method: 'POST', url: '/SysGrant/GrantUserRole', payload: { userId: await recruiterUser(c), roleIds: [await newRole(c)] } },
          read: holdersOf(id, c),
        };
      },
    },
  },
  'POST /SysGrant/CancelGrantUserRole': {
    ok: async (c) => ({
      method: 'POST',
      url: '/SysGrant/CancelGrantUserRole',
      payload: { userId: await recruiterUser(c), roleIds: [await newRole(c)] },
    }),
    cross: {
      record: async (c) => {
        const id = await demoRole(c);
        return {
          req: { method: 'POST', url: '/SysGrant/CancelGrantUserRole', payload: { userId: await recruiterUser(c), roleIds: [id] } },
          read: holdersOf(id, c),
        };
      },
    },
  },
  'GET /DataPermission/GetDataPermission': {
    ok: async (c) => get(`/DataPermission/GetDataPermission?roleId=${await demoRole(c)}`),
    cross: onDemoRole((id) => get(`/DataPermission/GetDataPermission?roleId=${id}`), rulesOf),
  },
  'POST /DataPermission/Add': {
    ok: async (c) => ({
      method: 'POST',
      url: '/DataPermission/Add',
      payload: { roleId: await newRole(c), tableName: 'tenement_users', valueType: 5 },
    }),
    cross: onDemoRole(
      (id) => ({ method: 'POST', url: '/DataPermission/Add', payload: { roleId: id, tableName: 'tenement_users', valueType: 5 } }),
      rulesOf,
    ),
  },
  'DELETE /DataPermission/Delete': {
    ok: async (c) => {
      const { id } = await c.ok<{ id: number }>({
        method: 'POST',
        url: '/DataPermission/Add',
        payload: { roleId: await newRole(c), tableName: 'tenement_users', valueType: 1 },
      });
      return { method: 'DELETE', url: `/DataPermission/Delete?ids=${id}` };
    },
    cross: {
      record: async (c) => {
        const roleId = await newRole(c);
        const { id } = await c.ok<{ id: number }>({
          method: 'POST',
          url: '/DataPermission/Add',
          payload: { roleId, tableName: 'tenement_users', valueType: 3 },
        });
        return { req: { method: 'DELETE', url: `/DataPermission/Delete?ids=${id}` }, read: rulesOf(roleId, c) };
      },
    },
  },
  'GET /DataPermission/GetTableSimpleByMenu': {
    ok: () => get('/DataPermission/GetTableSimpleByMenu'),
    cross: { shared: 'the registry of tables under data permissions' },
  },
  'GET /DataPermission/GetAllColumnSimple': {
    ok: () => get('/DataPermission/GetAllColumnSimple?tableName=tenement_users'),
    cross: { shared: 'the registry of tables under data permissions' },
  },
};
