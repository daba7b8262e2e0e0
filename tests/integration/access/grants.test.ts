import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { menus, roleFunctions, roleMenus, userRoles } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, latestLogs, roleIdOf, tenementIdOf, userIdOf } from './helpers.ts';
import { staff } from '../people/fixture.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let admin: string;
let recruiter: string;
let other: string;
let demoId: number;
let otherId: number;
let adminRole: number;
let recruiterRole: number;
let otherAdminRole: number;
let recruiterId: number;
let otherAdminId: number;
let fnId: Map<string, number>;

type Node = {
  id: number;
  title: string;
  path: string;
  functions: Array<{ id: number; functionKey: string; name: string }>;
  children: Node[];
};
type Tree = { tree: Node[]; menuIds: number[]; functionIds: number[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  ({ admin, recruiter, other } = await actors(app));
  demoId = await tenementIdOf(app, 'T0001');
  otherId = await tenementIdOf(app, 'T0002');
  adminRole = await roleIdOf(app, demoId, '超级管理员');
  recruiterRole = await roleIdOf(app, demoId, '招聘专员');
  otherAdminRole = await roleIdOf(app, otherId, '管理员');
  recruiterId = await userIdOf(app, 'recruiter');
  otherAdminId = await userIdOf(app, 'other_admin');
  const tree = (await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${adminRole}`)).data;
  fnId = new Map(flat(tree.tree).flatMap((n) => n.functions.map((f) => [f.functionKey, f.id] as const)));
});
afterAll(async () => app.close());

const newRole = async (token: string, name: string) => (await call<{ id: number }>(token, 'POST', '/Role/TenementAdd', { name })).data.id;
const keys = (...names: string[]) => names.map((k) => fnId.get(k)!);
type Controlled = { paths: string[]; functionKeys: string[]; isAdmin: boolean };
const recruiterView = async () => {
  const tree = (await call<Array<{ id: number; children: Array<{ id: number }> }>>(recruiter, 'GET', '/Menu/GetLoginMenuTree')).data;
  const ids = tree.flatMap((n) => [n.id, ...n.children.map((c) => c.id)]);
  return { ids, controlled: (await call<Controlled>(recruiter, 'GET', '/Menu/GetControlledMenus')).data };
};
const holders = async (roleId: number) =>
  (await app.database.db.select({ u: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId))).map((r) => r.u).sort();

describe('SysGrant/GetMenuTreeByRoleId', () => {
  it('answers every open menu with its keys, and what the role holds', async () => {
    const { data } = await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${recruiterRole}`);
    const position = data.tree.find((n) => n.id === 200)!;
    expect(position).toMatchObject({ title: '职位管理', path: '/web/position' });
    expect(position.children.find((n) => n.id === 202)!.functions.map((f) => f.functionKey)).toEqual(
      expect.arrayContaining(['positionType:add', 'positionType:delete']),
    );
    expect(data.menuIds).toEqual([1, 202]);
    expect(data.functionIds).toContain(fnId.get('positionType:add'));
    expect(data.functionIds).not.toContain(fnId.get('positionType:delete'));
  });

  it('gives the administrator role everything', async () => {
    const { data } = await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${adminRole}`);
    expect(data.menuIds).toHaveLength(flat(data.tree).length);
    expect(data.functionIds).toHaveLength(fnId.size);
  });

  it('refuses without a token, without the menu, bad input and another company’s role', async () => {
    expect((await app.inject({ method: 'GET', url: `/recruit/api/SysGrant/GetMenuTreeByRoleId?roleId=${recruiterRole}` })).statusCode).toBe(
      401,
    );
    expect((await call(recruiter, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${recruiterRole}`)).state).toBe(1100);
    expect((await call(admin, 'GET', '/SysGrant/GetMenuTreeByRoleId')).errors).toHaveProperty('roleId');
    expect((await call(other, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${recruiterRole}`)).state).toBe(1102);
    // The platform administrator may look at any company's role.
    expect((await call(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${otherAdminRole}`)).state).toBe(200);
  });
});

describe('granting menus and keys', () => {
  it('changes what the role’s holders may open, and logs the grant', async () => {
    const before = await recruiterView();
    expect(before.ids).not.toContain(203);
    expect(before.controlled.paths).not.toContain('/web/position/tags');
    const role = await newRole(admin, '标签编辑');
    const granted = keys('positionType:add', 'positionTags:add', 'positionTags:edit');
    const res = await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [1, 202, 203, 203],
      functionIds: granted,
    });
    expect(res).toMatchObject({ state: 200, data: null });
    const tree = (await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${role}`)).data;
    expect(tree.menuIds).toEqual([1, 202, 203]);
    expect(tree.functionIds).toEqual([...granted].sort((a, b) => a - b));
    const log = (await latestLogs(app, admin, 'role')).find((e) => e.action === 'grant' && e.recordId === String(role))!;
    expect(JSON.parse(log.summary)).toEqual({
      before: { menuIds: [], functionIds: [] },
      after: { menuIds: [1, 202, 203], functionIds: [...granted].sort((a, b) => a - b) },
    });

    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [recruiterId] })).state).toBe(200);
    const after = await recruiterView();
    expect(after.ids).toEqual(expect.arrayContaining([1, 200, 202, 203]));
    expect(after.controlled.paths).toContain('/web/position/tags');
    expect(after.controlled.functionKeys).toEqual(expect.arrayContaining(['positionTags:add', 'positionTags:edit']));
    expect(after.controlled.functionKeys).not.toContain('positionTags:delete');
    expect(after.controlled.isAdmin).toBe(false);

    // Narrowing the grant narrows the view at once.
    await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [1, 202],
      functionIds: keys('positionType:add'),
    });
    const narrowed = await recruiterView();
    expect(narrowed.ids).not.toContain(203);
    expect(narrowed.controlled.functionKeys).not.toContain('positionTags:add');

    // A disabled role gives nothing.
    await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: role, menuIds: [1, 203], functionIds: [] });
    expect((await recruiterView()).ids).toContain(203);
    await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [role], enabled: false });
    expect((await recruiterView()).ids).not.toContain(203);
    await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: role, userIds: [recruiterId] });
  });

  it('refuses unknown or closed menus and keys outside the granted menus', async () => {
    const role = await newRole(admin, '校验角色');
    const unknownMenu = await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [1, 999999],
      functionIds: [],
    });
    expect(unknownMenu).toMatchObject({ state: 1000, errors: { menuIds: expect.any(String) } });
    const outside = await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [202],
      functionIds: keys('positionTags:add'),
    });
    expect(outside).toMatchObject({ state: 1000, errors: { functionIds: expect.any(String) } });
    expect(
      (await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: role, menuIds: [202], functionIds: [999999] })).errors,
    ).toHaveProperty('functionIds');
    await app.database.db.update(menus).set({ enabled: false }).where(eq(menus.id, 204));
    try {
      expect(
        (await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: role, menuIds: [204], functionIds: [] })).errors,
      ).toHaveProperty('menuIds');
    } finally {
      await app.database.db.update(menus).set({ enabled: true }).where(eq(menus.id, 204));
    }
    expect((await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: role, menuIds: { a: 1 } })).errors).toMatchObject({
      menuIds: expect.any(String),
      functionIds: expect.any(String),
    });
    expect(await app.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, role))).toEqual([]);
  });

  it('locks the administrator role, keeps other companies’ roles out of reach and needs the key', async () => {
    expect(
      (await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: adminRole, menuIds: [1], functionIds: [] })).state,
    ).toBe(1130);
    expect(
      (await call(other, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: recruiterRole, menuIds: [1], functionIds: [] })).state,
    ).toBe(1102);
    expect(
      (
        await call(recruiter, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
          roleId: recruiterRole,
          menuIds: [1, 100, 103],
          functionIds: [],
        })
      ).state,
    ).toBe(1100);
    expect((await app.inject({ method: 'POST', url: '/recruit/api/SysGrant/TenementGrantRoleMenuFunc', payload: {} })).statusCode).toBe(
      401,
    );
    const kept = await app.database.db.select({ m: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, recruiterRole));
    expect(kept.map((r) => r.m).sort((a, b) => a - b)).toEqual([1, 202]);
  });

  it('lets the platform administrator grant any company’s role, and nobody else', async () => {
    const role = (await call<{ id: number }>(admin, 'POST', '/Role/Add', { tenementId: otherId, name: '平台授权' })).data.id;
    expect(
      (await call(admin, 'POST', '/SysGrant/GrantRoleMenuFunc', { roleId: role, menuIds: [1, 203], functionIds: keys('positionTags:add') }))
        .state,
    ).toBe(200);
    expect((await call<Tree>(other, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${role}`)).data.menuIds).toEqual([1, 203]);
    expect(
      (await call(admin, 'POST', '/SysGrant/GrantRoleMenuFunc', { roleId: otherAdminRole, menuIds: [1], functionIds: [] })).state,
    ).toBe(1130);
    expect((await call(other, 'POST', '/SysGrant/GrantRoleMenuFunc', { roleId: role, menuIds: [1], functionIds: [] })).state).toBe(1100);
    expect((await call(recruiter, 'POST', '/SysGrant/GrantRoleMenuFunc', { roleId: role, menuIds: [1], functionIds: [] })).state).toBe(
      1100,
    );
    expect((await app.inject({ method: 'POST', url: '/recruit/api/SysGrant/GrantRoleMenuFunc', payload: {} })).statusCode).toBe(401);
    expect((await call(admin, 'POST', '/SysGrant/GrantRoleMenuFunc', { roleId: role })).errors).toHaveProperty('menuIds');
    expect((await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${role}`)).data.menuIds).toEqual([1, 203]);
  });
});

describe('granting people', () => {
  type Users = { list: Array<{ userId: number; name: string; account: string; deptName: string | null }>; totalCount: number };

  it('gives a role to members, lists them, takes it back, and logs both', async () => {
    const role = await newRole(admin, '人员授权');
    const adminId = await userIdOf(app, 'admin');
    expect(
      (await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [recruiterId, adminId, recruiterId] })).state,
    ).toBe(200);
    expect(await holders(role)).toEqual([recruiterId, adminId].sort());
    const list = (await call<Users>(admin, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${role}`)).data;
    expect(list.totalCount).toBe(2);
    expect(list.list).toContainEqual({ userId: recruiterId, name: '李娜', account: 'recruiter', deptName: '人力资源部' });
    expect(
      (await call<Users>(admin, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${role}&keyword=recr`)).data.list.map((u) => u.userId),
    ).toEqual([recruiterId]);
    expect((await call<Users>(admin, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${role}&keyword=李`)).data.totalCount).toBe(1);
    expect((await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: role, userIds: [adminId] })).state).toBe(200);
    expect(await holders(role)).toEqual([recruiterId]);
    const log = (await latestLogs(app, admin, 'role')).filter((e) => e.action === 'grant' && e.recordId === String(role));
    expect(log.map((e) => JSON.parse(e.summary))).toEqual([
      { roleId: role, cancelled: [adminId] },
      { roleId: role, granted: expect.arrayContaining([recruiterId, adminId]) },
    ]);
    await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: role, userIds: [recruiterId] });
  });

  it('refuses people of other companies, other companies’ roles, bad input and callers without the key', async () => {
    const role = await newRole(admin, '人员校验');
    const seekerId = await userIdOf(app, 'seeker');
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [recruiterId, seekerId] })).state).toBe(
      1102,
    );
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [otherAdminId] })).state).toBe(1102);
    expect(await holders(role)).toEqual([]);
    expect((await call(other, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: recruiterRole, userIds: [otherAdminId] })).state).toBe(
      1102,
    );
    expect(
      (await call(other, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: recruiterRole, userIds: [recruiterId] })).state,
    ).toBe(1102);
    expect((await call(other, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${recruiterRole}`)).state).toBe(1102);
    expect(await holders(recruiterRole)).toEqual([recruiterId]);
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [] })).errors).toHaveProperty('userIds');
    expect((await call(admin, 'GET', '/SysGrant/GetRoleTenementUsers?roleId=0')).errors).toHaveProperty('roleId');
    expect((await call(recruiter, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: role, userIds: [recruiterId] })).state).toBe(1100);
    expect(
      (await call(recruiter, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: recruiterRole, userIds: [recruiterId] })).state,
    ).toBe(1100);
    expect((await call(recruiter, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${recruiterRole}`)).state).toBe(1100);
    for (const url of ['/SysGrant/GrantTenementUserRole', '/SysGrant/CancelGrantTenementUserRole']) {
      expect((await app.inject({ method: 'POST', url: `/recruit/api${url}`, payload: {} })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: `/recruit/api/SysGrant/GetRoleTenementUsers?roleId=${role}` })).statusCode).toBe(401);
  });

  it('lets the platform administrator manage any company’s holders (GetRoleUsers, GrantUsersRole)', async () => {
    const role = (await call<{ id: number }>(admin, 'POST', '/Role/Add', { tenementId: otherId, name: '平台人员' })).data.id;
    expect((await call(admin, 'POST', '/SysGrant/GrantUsersRole', { roleId: role, userIds: [otherAdminId] })).state).toBe(200);
    expect((await call(admin, 'POST', '/SysGrant/GrantUsersRole', { roleId: role, userIds: [recruiterId] })).state).toBe(1102);
    const list = (await call<Users>(admin, 'GET', `/SysGrant/GetRoleUsers?roleId=${role}`)).data;
    expect(list.list).toEqual([{ userId: otherAdminId, name: 'other_admin', account: 'other_admin', deptName: null }]);
    expect((await latestLogs(app, admin, 'role')).find((e) => e.action === 'grant' && e.recordId === String(role))).toBeDefined();
    for (const [method, url, payload] of [
      ['GET', `/SysGrant/GetRoleUsers?roleId=${role}`, undefined],
      ['POST', '/SysGrant/GrantUsersRole', { roleId: role, userIds: [otherAdminId] }],
    ] as const) {
      expect((await call(other, method, url, payload)).state).toBe(1100);
      expect((await call(recruiter, method, url, payload)).state).toBe(1100);
      expect((await app.inject({ method, url: `/recruit/api${url}`, payload: payload ?? {} })).statusCode).toBe(401);
    }
    expect((await call(admin, 'GET', '/SysGrant/GetRoleUsers')).errors).toHaveProperty('roleId');
    expect((await call(admin, 'POST', '/SysGrant/GrantUsersRole', { roleId: role })).errors).toHaveProperty('userIds');
  });

  it('replaces or cancels one person’s roles in the roles’ company (GrantUserRole, CancelGrantUserRole)', async () => {
    const a = await newRole(admin, '替换A');
    const b = await newRole(admin, '替换B');
    const theirs = (await call<{ id: number }>(admin, 'POST', '/Role/Add', { tenementId: otherId, name: '他司' })).data.id;
    const mine = async () =>
      (
        await app.database.db
          .select({ r: userRoles.roleId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, recruiterId), inArray(userRoles.roleId, [recruiterRole, a, b])))
      )
        .map((x) => x.r)
        .sort((x, y) => x - y);
    expect((await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [a, b] })).state).toBe(200);
    expect(await mine()).toEqual([a, b]);
    const log = (await latestLogs(app, admin, 'role')).find((e) => e.action === 'grant' && e.recordId === `${a},${b}`)!;
    expect(JSON.parse(log.summary)).toEqual({ userId: recruiterId, before: { roleIds: [recruiterRole] }, after: { roleIds: [a, b] } });
    expect((await call(admin, 'POST', '/SysGrant/CancelGrantUserRole', { userId: recruiterId, roleIds: [b] })).state).toBe(200);
    expect(await mine()).toEqual([a]);
    expect((await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [a, theirs] })).errors).toHaveProperty(
      'roleIds',
    );
    expect((await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [theirs] })).state).toBe(1102);
    expect((await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [999999] })).state).toBe(1102);
    expect((await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [] })).errors).toHaveProperty('roleIds');
    for (const url of ['/SysGrant/GrantUserRole', '/SysGrant/CancelGrantUserRole']) {
      expect((await call(other, 'POST', url, { userId: recruiterId, roleIds: [a] })).state).toBe(1100);
      expect((await call(recruiter, 'POST', url, { userId: recruiterId, roleIds: [a] })).state).toBe(1100);
      expect((await app.inject({ method: 'POST', url: `/recruit/api${url}`, payload: {} })).statusCode).toBe(401);
    }
    expect(await mine()).toEqual([a]);
    // Back to the demo role, so the recruiter's view is as the seed left it.
    await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [recruiterRole] });
    expect(await mine()).toEqual([recruiterRole]);
    expect(await app.database.db.select().from(roleFunctions).where(eq(roleFunctions.roleId, a))).toEqual([]);
  });
});

describe('no one hands out more than they hold', () => {
  it('refuses a role manager granting menus, keys or roles beyond their own, and lets them grant within', async () => {
    // The recruiter manages roles: menus 103 (roles) and 202, keys to grant menus and people.
    const manager = await newRole(admin, '角色专员');
    const own = { roleId: manager, menuIds: [1, 103, 202], functionIds: keys('role:grantMenu', 'role:grantUser', 'positionType:add') };
    expect((await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', own)).state).toBe(200);
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: manager, userIds: [recruiterId] })).state).toBe(200);
    const helper = await newRole(admin, '职位助理');
    const before = (await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${manager}`)).data;
    // Their own role widened to the departments screen: refused, unchanged.
    expect((await call(recruiter, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { ...own, menuIds: [...own.menuIds, 101] })).state).toBe(
      1100,
    );
    expect(
      (
        await call(recruiter, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
          ...own,
          functionIds: [...own.functionIds, ...keys('positionType:delete')],
        })
      ).state,
    ).toBe(1100);
    expect((await call<Tree>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${manager}`)).data).toEqual(before);
    // The administrator role, or a role holding more than they do, cannot be handed to anyone. (Handing a
    // role to themselves is 1170 whatever the role, since issue 26: a colleague is the grantee here.)
    const colleague = (await staff(app, demoId, { account: 'grant_colleague', name: '同事', phone: '13600009999', deptId: null })).userId;
    expect((await call(recruiter, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: adminRole, userIds: [colleague] })).state).toBe(
      1100,
    );
    expect(
      (await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: helper, menuIds: [101], functionIds: [] })).state,
    ).toBe(200);
    expect((await call(recruiter, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: helper, userIds: [colleague] })).state).toBe(1100);
    expect(await holders(helper)).toEqual([]);
    // Nor rewritten by them: replacing its menus would take away 101, which they do not hold (issue 26).
    expect(
      (await call(recruiter, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: helper, menuIds: [202], functionIds: [] })).state,
    ).toBe(1100);
    expect((await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: helper, menuIds: [], functionIds: [] })).state).toBe(
      200,
    );
    // Within their own menus and keys it works.
    expect(
      (
        await call(recruiter, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
          roleId: helper,
          menuIds: [202],
          functionIds: keys('positionType:add'),
        })
      ).state,
    ).toBe(200);
    expect((await call(recruiter, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: helper, userIds: [colleague] })).state).toBe(200);
    expect(await holders(helper)).toEqual([colleague]);
  });
});
