/**
 * Issue 26, grants (review items 5, 6, 10 and 13): taking away and disabling follow the rules of
 * granting; a role handed out or a rule written is no wider than the writer's own data scope and
 * visible fields; controlled fields are unmasked by administrators only; the holders of a role are
 * listed through the people data scope; permission and joining pushes reach only the sessions acting
 * for the company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import { roles, tenementUsers, userRoles, users } from '../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../generated/server/tables.ts';
import { api, auth, body, loginAs, testApp, type Envelope, listenOnLoopback } from '../support/test-app.ts';
import { demoCompanyId, freshSeeker } from '../support/resume-fixtures.ts';
import { secondTenement } from '../support/tenants.ts';
import { dept, listen, role, staff, STAFF_PASSWORD } from '../integration/people/fixture.ts';

let app: FastifyInstance;
let base: string;
let admin: string;
let company: number;
let root: number;
let serial = 0;
const connections: HubConnection[] = [];

beforeAll(async () => {
  app = await testApp();
  base = await listenOnLoopback(app);
  admin = await loginAs(app, 'admin', 'Admin@2026');
  company = await demoCompanyId(app.database.db);
  root = await dept(app, company, 'E1ROOT', '授权测试部', null);
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T = unknown>(token: string, method: Method, url: string, payload?: object): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) }));
}

/** A member of the demo company with these roles, logged in as management. */
async function member(
  roleIds: number[],
  deptId: number | null = null,
  name?: string,
): Promise<{ token: string; userId: number; account: string }> {
  serial += 1;
  const account = `grantee${serial}`;
  const s = await staff(app, company, {
    account,
    name: name ?? `授权${serial}`,
    phone: `1350000${String(1000 + serial)}`,
    deptId,
    roleIds,
  });
  return { token: await loginAs(app, account, STAFF_PASSWORD), userId: s.userId, account };
}

const holds = async (roleId: number, userId: number) =>
  (
    await app.database.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.roleId, roleId), eq(userRoles.userId, userId)))
  ).length === 1;
const enabledOf = async (roleId: number) =>
  (await app.database.db.select({ enabled: roles.enabled }).from(roles).where(eq(roles.id, roleId)))[0]!.enabled;

describe('grants (E1)', () => {
  it('takes roles away and disables them only within what the caller holds; the administrator role is for administrators (item 5)', async () => {
    const [adminRole] = await app.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenementId, company), eq(roles.isAdmin, true)));
    const manager = await role(app, company, {
      name: '收回员',
      menus: [1, 103, 105],
      keys: ['role:grantUser', 'role:grantMenu', 'role:enable', 'dataPermission:delete'],
      scope: { valueType: 1 },
    });
    const strong = await role(app, company, { name: '强角色', menus: [1, 101, 102, 103], keys: ['tenementUser:add', 'role:add'] });
    const weak = await role(app, company, { name: '弱角色', menus: [1, 103] });
    const g = await member([manager]);
    const otherAdmin = await member([adminRole!.id]);
    const peer = await member([strong, weak]);
    // The company's other administrator keeps the administrator role.
    expect(
      (await call(g.token, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: adminRole!.id, userIds: [otherAdmin.userId] })).state,
    ).toBe(1100);
    expect(await holds(adminRole!.id, otherAdmin.userId)).toBe(true);
    // A role broader than the caller's: neither taken away nor disabled (nor enabled again).
    expect((await call(g.token, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: strong, userIds: [peer.userId] })).state).toBe(
      1100,
    );
    expect(await holds(strong, peer.userId)).toBe(true);
    expect((await call(g.token, 'POST', '/Role/TenementEnableOrDisable', { ids: [strong], enabled: false })).state).toBe(1100);
    expect(await enabledOf(strong)).toBe(true);
    await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [strong], enabled: false });
    expect((await call(g.token, 'POST', '/Role/TenementEnableOrDisable', { ids: [strong], enabled: true })).state).toBe(1100);
    expect(await enabledOf(strong)).toBe(false);
    // Nor cut down: replacing its menus takes away menus and keys the caller does not hold.
    expect(
      (await call(g.token, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: strong, menuIds: [1], functionIds: [] })).state,
    ).toBe(1100);
    // A data rule of a role the caller holds is not theirs to delete (B's 1170 covers Delete).
    const rules = await call<Array<{ id: number }>>(admin, 'GET', `/DataPermission/GetDataPermission?roleId=${manager}`);
    expect((await call(g.token, 'DELETE', `/DataPermission/Delete?ids=${rules.data[0]!.id}`)).state).toBe(1170);
    // Within the caller's own menus and keys both go through; the administrators may do either.
    expect((await call(g.token, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: weak, userIds: [peer.userId] })).state).toBe(
      200,
    );
    expect((await call(g.token, 'POST', '/Role/TenementEnableOrDisable', { ids: [weak], enabled: false })).state).toBe(200);
    expect((await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: strong, userIds: [peer.userId] })).state).toBe(
      200,
    );
    expect((await call(otherAdmin.token, 'POST', '/Role/TenementEnableOrDisable', { ids: [strong], enabled: true })).state).toBe(200);
  });

  it('grants roles and writes rules no wider than the caller’s own data scope and visible fields (item 6)', async () => {
    const db = app.database.db;
    await db.insert(controlledFieldTable).values([
      { tenementId: company, tableName: 'tenement_users', fieldName: 'phone', fieldLabel: '手机号', controlType: 'mask' },
      { tenementId: company, tableName: 'tenement_users', fieldName: 'jobNo', fieldLabel: '工号', controlType: 'hide' },
    ]);
    const mine = await dept(app, company, 'E1A', '甲组', root);
    const elsewhere = await dept(app, company, 'E1B', '乙组', root);
    const keys = ['role:grantUser', 'dataPermission:add'];
    const granter = await role(app, company, {
      name: '本部门授权员',
      menus: [1, 103, 105],
      keys,
      scope: { valueType: 3, visibleFields: ['jobNo'] },
    });
    const g = await member([granter], mine);
    const peer = await member([], mine);
    const refused = async (url: string, payload: object) => {
      const b = await call(g.token, 'POST', url, payload);
      expect(b.state, JSON.stringify(payload)).toBe(1172);
    };
    const wide = async (name: string, scope: { valueType: number; deptIds?: number[]; visibleFields?: string[] }) =>
      role(app, company, { name, menus: [1], scope });
    // Handing out a role: all rows, own department and below, another department, or a field the caller sees masked.
    const beyond: Array<[string, { valueType: number; deptIds?: number[]; visibleFields?: string[] }]> = [
      ['全部行', { valueType: 1 }],
      ['本部门及以下', { valueType: 4 }],
      ['乙组行', { valueType: 2, deptIds: [elsewhere] }],
      ['可见手机', { valueType: 3, visibleFields: ['phone'] }],
    ];
    for (const [name, scope] of beyond) {
      const r = await wide(name, scope);
      await refused('/SysGrant/GrantTenementUserRole', { roleId: r, userIds: [peer.userId] });
      expect(await holds(r, peer.userId)).toBe(false);
    }
    const narrow = await wide('甲组行', { valueType: 2, deptIds: [mine], visibleFields: ['jobNo'] });
    expect((await call(g.token, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: narrow, userIds: [peer.userId] })).state).toBe(200);
    // Writing the rule of a role the caller does not hold: the same bounds, on every scoped table.
    const target = await role(app, company, { name: '待配规则', menus: [1] });
    await refused('/DataPermission/Add', { roleId: target, tableName: 'tenement_users', valueType: 1 });
    await refused('/DataPermission/Add', { roleId: target, tableName: 'tenement_users', valueType: 2, deptIds: [mine, elsewhere] });
    await refused('/DataPermission/Add', { roleId: target, tableName: 'tenement_users', valueType: 3, visibleFields: ['phone'] });
    await refused('/DataPermission/Add', { roleId: target, tableName: 'positions', valueType: 3 });
    expect(await call<unknown[]>(admin, 'GET', `/DataPermission/GetDataPermission?roleId=${target}`)).toMatchObject({
      state: 200,
      data: [],
    });
    expect(
      (
        await call(g.token, 'POST', '/DataPermission/Add', {
          roleId: target,
          tableName: 'tenement_users',
          valueType: 2,
          deptIds: [mine],
          visibleFields: ['jobNo', 'post'],
        })
      ).state,
    ).toBe(200);
    expect((await call(g.token, 'POST', '/DataPermission/Add', { roleId: target, tableName: 'positions', valueType: 5 })).state).toBe(200);
    // Controlled fields: a key holder who is no administrator may add one (it only masks more) but
    // neither edit nor delete one (either can unmask it for everyone, the caller included).
    const fieldsRole = await role(app, company, {
      name: '受控字段员',
      menus: [1, 107],
      keys: ['controlledField:add', 'controlledField:edit', 'controlledField:delete'],
    });
    const f = await member([fieldsRole], mine);
    const [phone] = await db
      .select()
      .from(controlledFieldTable)
      .where(and(eq(controlledFieldTable.tenementId, company), eq(controlledFieldTable.fieldName, 'phone')));
    const edit = await call(f.token, 'PUT', '/ControlledField/Edit', {
      id: phone!.id,
      tableName: 'positions',
      fieldName: 'headcount',
      fieldLabel: '人数',
      controlType: 'mask',
    });
    expect(edit.state).toBe(1173);
    expect((await call(f.token, 'DELETE', `/ControlledField/Delete?ids=${phone!.id}`)).state).toBe(1173);
    expect((await db.select().from(controlledFieldTable).where(eq(controlledFieldTable.id, phone!.id)))[0]).toMatchObject({
      tableName: 'tenement_users',
      fieldName: 'phone',
    });
    expect(
      (
        await call(f.token, 'POST', '/ControlledField/Add', {
          tableName: 'tenement_users',
          fieldName: 'email',
          fieldLabel: '邮箱',
          controlType: 'mask',
        })
      ).state,
    ).toBe(200);
    expect((await call(admin, 'PUT', '/ControlledField/Edit', { id: phone!.id, remark: '管理员可改' })).state).toBe(200);
  });

  it('lists the holders of a role through the people data scope: out of scope left out, controlled fields masked (item 10)', async () => {
    const db = app.database.db;
    const a = await dept(app, company, 'E1C', '丙组', root);
    const b = await dept(app, company, 'E1D', '丁组', root);
    await db
      .insert(controlledFieldTable)
      .values({ tenementId: company, tableName: 'tenement_users', fieldName: 'account', fieldLabel: '账号', controlType: 'mask' });
    const viewer = await role(app, company, {
      name: '丙组查看',
      menus: [1, 103],
      scope: { valueType: 2, deptIds: [a], visibleFields: [] },
    });
    const v = await member([viewer], a);
    const held = await role(app, company, { name: '被查角色', menus: [1] });
    const inside = await member([held], a, '丙组人');
    const outside = await member([held], b, '丁组人');
    type Users = { list: Array<{ userId: number; name: string; account: string; deptName: string | null }>; totalCount: number };
    const seen = await call<Users>(v.token, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${held}`);
    expect(seen.state).toBe(200);
    expect(seen.data.list).toEqual([
      {
        userId: inside.userId,
        name: '丙组人',
        account: `${inside.account.slice(0, 2)}${'*'.repeat(inside.account.length - 4)}${inside.account.slice(-2)}`,
        deptName: '丙组',
      },
    ]);
    expect(seen.data.totalCount).toBe(1);
    expect(seen.data.list.some((u) => u.userId === outside.userId)).toBe(false);
    // A keyword on a column masked for the caller is refused, as on the people list.
    expect((await call(v.token, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${held}&keyword=grantee`)).errors).toHaveProperty('keyword');
    // The administrator still sees every holder, unmasked.
    const all = await call<Users>(admin, 'GET', `/SysGrant/GetRoleTenementUsers?roleId=${held}`);
    expect(all.data.list.map((u) => u.account).sort()).toEqual([inside.account, outside.account].sort());
    expect((await db.select().from(tenementUsers).where(eq(tenementUsers.userId, outside.userId))).length).toBe(1);
  });

  it('removes or disables members only within what the caller holds: an administrator is for administrators', async () => {
    const remover = await role(app, company, {
      name: 'E1移除',
      menus: [1, 102],
      keys: ['tenementUser:delete', 'tenementUser:enable'],
      scope: { valueType: 1 },
    });
    const y = await member([remover]);
    const [adminRole] = await app.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenementId, company), eq(roles.isAdmin, true)));
    const boss = await member([adminRole!.id]);
    const peer = await member([remover]);
    const memberIdOf = async (userId: number) =>
      (
        await app.database.db
          .select({ id: tenementUsers.id, enabled: tenementUsers.enabled })
          .from(tenementUsers)
          .where(and(eq(tenementUsers.tenementId, company), eq(tenementUsers.userId, userId)))
      )[0];
    const bossRow = (await memberIdOf(boss.userId))!;
    expect((await call(y.token, 'PUT', '/TenementUser/EnableOrDisable', { ids: [bossRow.id], enabled: false })).state).toBe(1100);
    expect((await call(y.token, 'DELETE', `/TenementUser/Delete?ids=${bossRow.id}`)).state).toBe(1100);
    expect(await memberIdOf(boss.userId)).toEqual({ id: bossRow.id, enabled: true });
    // A colleague holding no more than the caller may be disabled and removed.
    const peerRow = (await memberIdOf(peer.userId))!;
    expect((await call(y.token, 'PUT', '/TenementUser/EnableOrDisable', { ids: [peerRow.id], enabled: false })).state).toBe(200);
    expect((await call(y.token, 'DELETE', `/TenementUser/Delete?ids=${peerRow.id}`)).state).toBe(200);
    expect(await memberIdOf(peer.userId)).toBeUndefined();
  });

  it('pushes permission and joining notices only to the sessions acting as management for that company (item 13)', async () => {
    const reviewer = await role(app, company, { name: 'E1审核员', menus: [1, 104], keys: ['teamCode:review'] });
    const x = await member([reviewer]);
    const other = await secondTenement(app, 'e1_other', 'Other@2026');
    await app.database.db.insert(tenementUsers).values({ tenementId: other.tenementId, userId: x.userId, name: 'X在乙公司' });
    // Session A (web) acts for the demo company; session B (mobile) for the other company.
    const sessionB = await loginAs(app, x.account, STAFF_PASSWORD, 3);
    expect((await call(sessionB, 'POST', '/Login/ChangeLogin', { identity: 'manage', tenementId: other.tenementId })).state).toBe(200);
    const inA = await listen(base, x.token, connections);
    const inB = await listen(base, sessionB, connections);
    const extra = await role(app, company, { name: 'E1推送', menus: [1] });
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: extra, userIds: [x.userId] })).state).toBe(200);
    await expect.poll(() => inA.filter((m) => m.event === 'PermissionsMessage').length, { timeout: 5000 }).toBe(1);
    // A join request to the demo company: its reviewers hear of it in their demo sessions only.
    const code = (await call<{ teamCode: string }>(admin, 'GET', '/TenementCode/GetTenementCode')).data.teamCode;
    const joiner = await loginAs(app, other.account, other.password);
    const seekerSide = await call(joiner, 'POST', '/TenementCode/Join', { teamCode: code, name: '乙公司管理员' });
    expect(seekerSide.state).toBe(200);
    await expect.poll(() => inA.filter((m) => m.event === 'NoticeMessage').length, { timeout: 5000 }).toBe(1);
    // An invitation X sends for the demo company is answered: X hears it in the demo session only.
    const inviter = await role(app, company, { name: 'E1邀请', menus: [1, 102], keys: ['tenementUser:add'], scope: { valueType: 1 } });
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: inviter, userIds: [x.userId] })).state).toBe(200);
    const invitee = await freshSeeker(app, 'e1inv');
    await app.database.db.update(users).set({ phone: '13911112222' }).where(eq(users.id, invitee.userId));
    const sent = await call<{ invitationId: number }>(x.token, 'POST', '/TenementUser/Add', {
      name: '受邀人',
      phone: '13911112222',
      deptId: root,
    });
    expect(sent.state).toBe(200);
    expect((await call(invitee.token, 'POST', '/TenementUser/DeclineInvitation', { id: sent.data.invitationId })).state).toBe(200);
    await expect.poll(() => inA.filter((m) => m.event === 'NoticeMessage').length, { timeout: 5000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(inB).toEqual([]);
  });
});
