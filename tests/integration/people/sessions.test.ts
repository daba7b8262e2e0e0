import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import { loginAs, testApp, listenOnLoopback } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { roles, userRoles, users } from '../../../src/server/db/schema/index.ts';
import { passwordProblem } from '../../../src/common/validators.ts';
import { sentTo } from '../../support/messages.ts';
import { call, deptIdByNo, lastLog, listen, memberRow, role, staff, STAFF_PASSWORD, tenementIdOf } from './fixture.ts';

let app: FastifyInstance;
let base: string;
let t: Awaited<ReturnType<typeof actors>>;
let demo: number;
let hr: number;
let production: number;
let subAdmin: string;
let outsider: { userId: number; memberId: number };
const connections: HubConnection[] = [];

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  base = await listenOnLoopback(app);
  t = await actors(app);
  demo = await tenementIdOf(app, 'T0001');
  hr = await deptIdByNo(app, 'D01');
  production = await deptIdByNo(app, 'D02');
  // An administrator who is not the top administrator: may act on everyone but the top and themselves.
  const [adminRole] = await app.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenementId, demo), eq(roles.isAdmin, true)));
  await staff(app, demo, { account: 'subadmin', name: '副管理员', phone: '13844440000', deptId: hr, roleIds: [adminRole!.id] });
  subAdmin = await loginAs(app, 'subadmin', STAFF_PASSWORD);
  outsider = await staff(app, await tenementIdOf(app, 'T0002'), { account: 'outsider', name: '外人', phone: '13844449999', deptId: null });
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

const person = (n: number, roleIds: number[] = []) =>
  staff(app, demo, { account: `worker${n}`, name: `工人${n}`, phone: `1384444000${n}`, deptId: production, roleIds });
const userInfo = (token: string) => call<{ mustChangePassword: boolean }>(app, token, 'GET', '/User/GetUserInfo');

describe('TenementUser/EnableOrDisable', () => {
  it('refuses without a token, with bad input, without the key, on another company’s person, the top administrator and oneself', async () => {
    const p = await person(1);
    expect((await app.inject({ method: 'PUT', url: '/recruit/api/TenementUser/EnableOrDisable', payload: {} })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'PUT', '/TenementUser/EnableOrDisable', { ids: [] })).errors).toEqual({
      ids: '至少1项',
      enabled: '不能为空',
    });
    expect((await call(app, t.recruiter, 'PUT', '/TenementUser/EnableOrDisable', { ids: [p.memberId], enabled: false })).state).toBe(1100);
    expect((await call(app, t.other, 'PUT', '/TenementUser/EnableOrDisable', { ids: [p.memberId], enabled: false })).state).toBe(1102);
    expect((await memberRow(app, p.memberId))!.enabled).toBe(true);
    const top = (
      await call<{ list: Array<{ id: number; isTopAdmin: boolean }> }>(app, t.admin, 'GET', '/TenementUser/GetList?perPage=100')
    ).data.list.find((m) => m.isTopAdmin)!.id;
    expect((await call(app, subAdmin, 'PUT', '/TenementUser/EnableOrDisable', { ids: [top], enabled: false })).state).toBe(1128);
    const self = (
      await call<{ list: Array<{ id: number; account: string }> }>(app, t.admin, 'GET', '/TenementUser/GetList?name_like=副管理员')
    ).data.list[0]!.id;
    expect((await call(app, subAdmin, 'PUT', '/TenementUser/EnableOrDisable', { ids: [self, p.memberId], enabled: false })).state).toBe(
      1129,
    );
    expect((await memberRow(app, p.memberId))!.enabled).toBe(true);
  });

  it('disabling ends the person’s management session here with 4004, pushed to their open page; enabling lets them back', async () => {
    const p = await person(2);
    const token = await loginAs(app, 'worker2', STAFF_PASSWORD);
    const messages = await listen(base, token, connections);
    expect((await call(app, t.admin, 'PUT', '/TenementUser/EnableOrDisable', { ids: [p.memberId], enabled: false })).state).toBe(200);
    await expect.poll(() => messages.length, { timeout: 5000 }).toBe(1);
    expect(messages[0]).toEqual({ event: 'ConnectMessage', payload: { state: 4004, message: '账号已被禁用，请联系管理员' } });
    expect((await userInfo(token)).state).toBe(4004);
    expect((await memberRow(app, p.memberId))!.enabled).toBe(false);
    expect(await lastLog(app, 'tenementUser', 'enable')).toMatchObject({
      account: 'admin',
      recordId: String(p.memberId),
      summary: { ids: [p.memberId], enabled: false },
    });
    expect((await call(app, t.admin, 'PUT', '/TenementUser/EnableOrDisable', { ids: [p.memberId], enabled: true })).state).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/recruit/api/Login/SysLogin',
      payload: { account: 'worker2', password: STAFF_PASSWORD },
    });
    expect(again.json().data).toMatchObject({ identity: 'manage', isHasManage: true });
  });
});

describe('TenementUser/Delete', () => {
  it('refuses without a token, with bad input, without the key, on another company’s person, the top administrator and oneself', async () => {
    const p = await person(3);
    expect((await app.inject({ method: 'DELETE', url: `/recruit/api/TenementUser/Delete?ids=${p.memberId}` })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'DELETE', '/TenementUser/Delete?ids=x')).errors).toEqual({ 'ids.0': '类型不正确' });
    expect((await call(app, t.recruiter, 'DELETE', `/TenementUser/Delete?ids=${p.memberId}`)).state).toBe(1100);
    expect((await call(app, t.other, 'DELETE', `/TenementUser/Delete?ids=${p.memberId}`)).state).toBe(1102);
    expect((await call(app, t.admin, 'DELETE', `/TenementUser/Delete?ids=${p.memberId}&ids=${outsider.memberId}`)).state).toBe(1102);
    expect(await memberRow(app, p.memberId)).toBeDefined();
    expect(await memberRow(app, outsider.memberId)).toBeDefined();
    const top = (
      await call<{ list: Array<{ id: number; isTopAdmin: boolean }> }>(app, t.admin, 'GET', '/TenementUser/GetList?perPage=100')
    ).data.list.find((m) => m.isTopAdmin)!.id;
    expect((await call(app, subAdmin, 'DELETE', `/TenementUser/Delete?ids=${top}`)).state).toBe(1128);
    const self = (await call<{ list: Array<{ id: number }> }>(app, t.admin, 'GET', '/TenementUser/GetList?name_like=副管理员')).data
      .list[0]!.id;
    expect((await call(app, subAdmin, 'DELETE', `/TenementUser/Delete?ids=${self}`)).state).toBe(1129);
  });

  it('removes the membership and its roles (not the account), ending their session here with 4005 and a push', async () => {
    const clerk = await role(app, demo, { name: '文员', menus: [1] });
    const p = await person(4, [clerk]);
    const token = await loginAs(app, 'worker4', STAFF_PASSWORD);
    const messages = await listen(base, token, connections);
    expect((await call(app, t.admin, 'DELETE', `/TenementUser/Delete?ids=${p.memberId}`)).state).toBe(200);
    await expect.poll(() => messages.length, { timeout: 5000 }).toBe(1);
    expect(messages[0]).toEqual({ event: 'ConnectMessage', payload: { state: 4005, message: '您已被移出该企业，请重新登录' } });
    expect((await userInfo(token)).state).toBe(4005);
    expect(await memberRow(app, p.memberId)).toBeUndefined();
    expect(await app.database.db.select().from(userRoles).where(eq(userRoles.userId, p.userId))).toEqual([]);
    expect(await app.database.db.select({ id: users.id }).from(users).where(eq(users.id, p.userId))).toHaveLength(1);
    expect((await lastLog(app, 'tenementUser', 'delete'))!.recordId).toBe(String(p.memberId));
  });
});

describe('User/initializePassword, the must-change gate and User/ChangePassword', () => {
  it('refuses without a token, with bad input, without the key, and on another company’s member or the top administrator', async () => {
    const p = await person(5);
    expect(
      (await app.inject({ method: 'POST', url: '/recruit/api/User/initializePassword', payload: { userId: p.userId } })).statusCode,
    ).toBe(401);
    expect((await call(app, t.admin, 'POST', '/User/initializePassword', {})).errors).toEqual({ userId: '不能为空' });
    expect((await call(app, t.recruiter, 'POST', '/User/initializePassword', { userId: p.userId })).state).toBe(1100);
    expect((await call(app, t.other, 'POST', '/User/initializePassword', { userId: p.userId })).state).toBe(1102);
    const [admin] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
    expect((await call(app, subAdmin, 'POST', '/User/initializePassword', { userId: admin!.id })).state).toBe(1128);
    const [before] = await app.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, p.userId));
    expect(await loginAs(app, 'worker5', STAFF_PASSWORD)).toBeTruthy();
    const [after] = await app.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, p.userId));
    expect(after!.hash).toBe(before!.hash);
  });

  it('a company resetter reaches only members inside its data scope', async () => {
    const resetter = await role(app, demo, {
      name: '重置员',
      menus: [102],
      keys: ['tenementUser:resetPassword'],
      scope: { valueType: 2, deptIds: [production] },
    });
    await staff(app, demo, { account: 'resetter', name: '重置员甲', phone: '13844441111', deptId: hr, roleIds: [resetter] });
    const token = await loginAs(app, 'resetter', STAFF_PASSWORD);
    const [recruiter] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'recruiter'));
    expect((await call(app, token, 'POST', '/User/initializePassword', { userId: recruiter!.id })).state).toBe(1102);
    const p = await person(6);
    const res = await call(app, token, 'POST', '/User/initializePassword', { userId: p.userId });
    expect(res.state).toBe(200);
    expect(await lastLog(app, 'tenementUser', 'edit')).toMatchObject({ account: 'resetter', recordId: String(p.memberId) });
  });

  it('sets a random 12-character password to change at next login and ends every session with 4006', async () => {
    const p = await person(7);
    const token = await loginAs(app, 'worker7', STAFF_PASSWORD);
    const messages = await listen(base, token, connections);
    // No one sees another person's password (issue 26): it goes to the owner's phone, the answer says where.
    const res = await call<{ channel: string; to: string }>(app, t.admin, 'POST', '/User/initializePassword', { userId: p.userId });
    expect(res.data).toEqual({ channel: 'sms', to: '138****0007' });
    const password = /初始密码 (\S+)，/.exec(sentTo(app, '13844440007').at(-1)!.body)![1]!;
    expect(password).toHaveLength(12);
    expect(passwordProblem(password)).toBeNull();
    await expect.poll(() => messages.length, { timeout: 5000 }).toBe(1);
    expect(messages[0]).toEqual({ event: 'ConnectMessage', payload: { state: 4006, message: '账号信息失效，请重新登录' } });
    expect((await userInfo(token)).state).toBe(4006);
    expect(JSON.stringify((await lastLog(app, 'account', 'edit'))!.summary)).not.toContain(password);

    // The must-change gate: only GetUserInfo, ChangePassword and public calls until the password changes.
    const fresh = await loginAs(app, 'worker7', password);
    expect((await userInfo(fresh)).data.mustChangePassword).toBe(true);
    expect((await call(app, fresh, 'GET', '/TenementUser/UserType/GetDropDownList')).state).toBe(1329);
    expect((await call(app, fresh, 'POST', '/Login/CheckLogin')).state).toBe(1329);
    expect((await call(app, fresh, 'GET', '/Form/GetFormList')).state).toBe(1329);
    expect((await call(app, fresh, 'GET', '/DropDown/Public?type=Sex')).state).toBe(200);

    expect((await app.inject({ method: 'POST', url: '/recruit/api/User/ChangePassword', payload: {} })).statusCode).toBe(401);
    expect((await call(app, fresh, 'POST', '/User/ChangePassword', { oldPassword: password, newPassword: 'short' })).errors).toEqual({
      newPassword: '密码长度为8-128位',
    });
    expect((await call(app, fresh, 'POST', '/User/ChangePassword', { oldPassword: 'Wrong@2026', newPassword: 'Worker7@2026' })).state).toBe(
      1330,
    );
    expect((await call(app, fresh, 'POST', '/User/ChangePassword', { oldPassword: password, newPassword: password })).state).toBe(1324);
    expect((await call(app, fresh, 'POST', '/User/ChangePassword', { oldPassword: password, newPassword: 'Worker7@2026' })).state).toBe(
      200,
    );
    expect((await userInfo(fresh)).data.mustChangePassword).toBe(false);
    expect((await call(app, fresh, 'GET', '/TenementUser/UserType/GetDropDownList')).state).toBe(200);
    expect((await call(app, fresh, 'POST', '/Login/LogOut')).state).toBe(200);
  });

  it('lets the platform administrator reset any account, and a password change end the user’s other sessions', async () => {
    const desk = await loginAs(app, 'outsider', STAFF_PASSWORD, 1);
    const mobile = await loginAs(app, 'outsider', STAFF_PASSWORD, 3);
    const messages = await listen(base, mobile, connections);
    expect(
      (await call(app, desk, 'POST', '/User/ChangePassword', { oldPassword: STAFF_PASSWORD, newPassword: 'Outsider@2026' })).state,
    ).toBe(200);
    await expect.poll(() => messages.length, { timeout: 5000 }).toBe(1);
    expect(messages[0]).toMatchObject({ event: 'ConnectMessage', payload: { state: 4002 } });
    expect((await userInfo(mobile)).state).toBe(4002);
    expect((await userInfo(desk)).state).toBe(200);
    // admin is the top administrator of the platform company (T0001) and holds account:resetPassword.
    expect((await call(app, t.admin, 'POST', '/User/initializePassword', { userId: outsider.userId })).state).toBe(200);
    expect((await userInfo(desk)).state).toBe(4006);
    expect(await lastLog(app, 'account', 'edit')).toMatchObject({ account: 'admin', recordId: String(outsider.userId) });
  });
});
