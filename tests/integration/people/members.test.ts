import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { sentTo } from '../../support/messages.ts';
import { outbox, userTypes, users } from '../../../src/server/db/schema/index.ts';
import { call, dept, deptIdByNo, lastLog, memberRow, role, staff, STAFF_PASSWORD, tenementIdOf } from './fixture.ts';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof actors>>;
let demo: number;
let hr: number;
let otherDept: number;
let typeId: number;
let welder: { userId: number; memberId: number };
let outsider: { userId: number; memberId: number };

type Member = {
  id: number;
  userId: number;
  name: string;
  account: string;
  phone: string | null;
  deptId: number | null;
  deptName: string | null;
  post: string | null;
  jobNo: string | null;
  userTypeId: number | null;
  userTypeName: string | null;
  roleIds: number[];
  roleNames: string;
  isTopAdmin: boolean;
  enabled: boolean;
  remark: string | null;
  createdAt: string;
};
type Page = { list: Member[]; totalCount: number; page: number; perPage: number };

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  t = await actors(app);
  demo = await tenementIdOf(app, 'T0001');
  const other = await tenementIdOf(app, 'T0002');
  hr = await deptIdByNo(app, 'D01');
  otherDept = await dept(app, other, 'X01', '别家部门', null);
  const [type] = await app.database.db.insert(userTypes).values({ tenementId: demo, name: '正式工' }).returning({ id: userTypes.id });
  welder = await staff(app, demo, { account: 'welder', name: '王焊工', phone: '13811110001', deptId: hr });
  await app.database.db.update(users).set({ email: 'welder@x.cn' }).where(eq(users.id, welder.userId));
  typeId = type!.id;
  await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: welder.memberId, userTypeId: typeId, post: '焊工', jobNo: 'E0100' });
  outsider = await staff(app, other, { account: 'outsider', name: '外人', phone: '13811110002', deptId: otherDept });
});
afterAll(async () => app.close());

describe('TenementUser/GetList and GetDetail', () => {
  it('refuses without a token, with bad input, without the menu', async () => {
    expect((await app.inject({ method: 'GET', url: '/recruit/api/TenementUser/GetList' })).statusCode).toBe(401);
    const bad = await call(app, t.admin, 'GET', '/TenementUser/GetList?perPage=1000&sort=password&deptId=x');
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!).sort()).toEqual(['deptId', 'perPage', 'sort']);
    expect((await call(app, t.recruiter, 'GET', '/TenementUser/GetList')).state).toBe(1100);
    expect((await call(app, t.seeker, 'GET', '/TenementUser/GetList')).state).toBe(1101);
    expect((await call(app, t.admin, 'GET', '/TenementUser/GetDetail')).state).toBe(1000);
    expect((await call(app, t.recruiter, 'GET', `/TenementUser/GetDetail?id=${welder.memberId}`)).state).toBe(1100);
  });

  it('lists the company’s people with department, type and role names, newest first', async () => {
    const { data } = await call<Page>(app, t.admin, 'GET', '/TenementUser/GetList?perPage=100');
    // The demo company's people: its administrator, the recruiter, the demo calendar's two interviewers, and this file's welder.
    expect(data.list.map((m) => m.account)).toEqual(['welder', 'demo_iv_chen', 'demo_iv_zhou', 'recruiter', 'admin']);
    expect(data.totalCount).toBe(5);
    const admin = data.list.find((m) => m.account === 'admin')!;
    expect(admin).toMatchObject({
      name: '系统管理员',
      phone: '13800000001',
      deptId: hr,
      deptName: '人力资源部',
      roleNames: '超级管理员',
      isTopAdmin: true,
      enabled: true,
    });
    expect(admin.roleIds).toHaveLength(1);
    expect(data.list[0]).toMatchObject({
      name: '王焊工',
      email: 'welder@x.cn',
      post: '焊工',
      jobNo: 'E0100',
      userTypeName: '正式工',
      roleIds: [],
      roleNames: '',
    });
    expect(Object.keys(data.list[0]!).sort()).toEqual(
      [
        'account',
        'createdAt',
        'deptId',
        'deptName',
        'email',
        'enabled',
        'id',
        'isTopAdmin',
        'jobNo',
        'name',
        'phone',
        'post',
        'remark',
        'roleIds',
        'roleNames',
        'userId',
        'userTypeId',
        'userTypeName',
      ].sort(),
    );
  });

  it('filters by name, phone, type, state and department (with or without the ones below)', async () => {
    const list = async (q: string) => (await call<Page>(app, t.admin, 'GET', `/TenementUser/GetList?${q}`)).data.list.map((m) => m.account);
    expect(await list('name_like=焊')).toEqual(['welder']);
    expect(await list('phone=13700000003')).toEqual(['recruiter']);
    expect(await list(`userTypeId=${typeId}`)).toEqual(['welder']);
    expect(await list('enabled=false')).toEqual([]);
    // 周 < 李 < 王 < 系 < 陈 by code point.
    expect(await list('sort=name')).toEqual(['demo_iv_zhou', 'recruiter', 'welder', 'admin', 'demo_iv_chen']);
    expect(await list('sort=-name')).toEqual(['demo_iv_chen', 'admin', 'welder', 'recruiter', 'demo_iv_zhou']);
    const root = await deptIdByNo(app, 'D00');
    expect((await list(`deptId=${root}`)).sort()).toEqual(['admin', 'demo_iv_chen', 'demo_iv_zhou', 'recruiter', 'welder']);
    expect(await list(`deptId=${root}&withChildren=false`)).toEqual([]);
    expect(await list(`deptId=${otherDept}`)).toEqual([]);
  });

  it('keeps companies apart: the other company sees only its own, and not a record of the first', async () => {
    const { data } = await call<Page>(app, t.other, 'GET', '/TenementUser/GetList');
    expect(data.list.map((m) => m.account).sort()).toEqual(['other_admin', 'outsider']);
    expect((await call(app, t.other, 'GET', `/TenementUser/GetDetail?id=${welder.memberId}`)).state).toBe(1102);
    expect((await call<Member>(app, t.admin, 'GET', `/TenementUser/GetDetail?id=${welder.memberId}`)).data).toMatchObject({
      account: 'welder',
      deptName: '人力资源部',
    });
  });
});

describe('TenementUser/Add and Create', () => {
  it('refuses without a token, with bad input, without the key', async () => {
    expect((await app.inject({ method: 'POST', url: '/recruit/api/TenementUser/Add', payload: {} })).statusCode).toBe(401);
    const bad = await call(app, t.admin, 'POST', '/TenementUser/Add', { phone: '123', deptId: 'x' });
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!).sort()).toEqual(['deptId', 'name', 'phone']);
    expect((await call(app, t.recruiter, 'POST', '/TenementUser/Add', { name: '张伟', phone: '13900000002', deptId: hr })).state).toBe(
      1100,
    );
    expect(
      (
        await call(app, t.recruiter, 'POST', '/TenementUser/Create', {
          account: 'nobody1',
          password: 'Aa1!aaaa',
          name: 'x',
          phone: '13811119999',
          deptId: hr,
        })
      ).state,
    ).toBe(1100);
  });

  // Joining takes the person's consent (issue 26): an existing account is invited and joins when its owner accepts.
  it('invites an existing account by phone, which joins once its owner accepts; another company’s department is 1102', async () => {
    expect((await call(app, t.admin, 'POST', '/TenementUser/Add', { name: '张伟', phone: '13900000002', deptId: otherDept })).state).toBe(
      1102,
    );
    expect((await call(app, t.other, 'POST', '/TenementUser/Add', { name: '张伟', phone: '13900000002', deptId: hr })).state).toBe(1102);
    const added = await call<{ invited: boolean; invitationId: number }>(app, t.admin, 'POST', '/TenementUser/Add', {
      name: '张伟',
      phone: '13900000002',
      deptId: hr,
      post: '质检员',
    });
    expect(added).toMatchObject({ state: 200, data: { invited: true, invitationId: expect.any(Number) } });
    expect(await lastLog(app, 'tenementUserInvite', 'add')).toMatchObject({ account: 'admin', recordId: String(added.data.invitationId) });
    expect((await call<{ totalCount: number }>(app, t.admin, 'GET', '/TenementUser/GetList?phone=13900000002')).data.totalCount).toBe(0);
    expect((await call(app, t.seeker, 'POST', '/TenementUser/AcceptInvitation', { id: added.data.invitationId })).state).toBe(200);
    const { data } = await call<{ list: Array<{ id: number }> }>(app, t.admin, 'GET', '/TenementUser/GetList?phone=13900000002');
    expect(await memberRow(app, data.list[0]!.id)).toMatchObject({
      tenementId: demo,
      name: '张伟',
      post: '质检员',
      deptId: hr,
      enabled: true,
      isTopAdmin: false,
    });
    expect((await call(app, t.admin, 'POST', '/TenementUser/Add', { name: '张伟', phone: '13900000002', deptId: hr })).state).toBe(1104);
  });

  it('opens a staff account for an unknown phone, its initial password sent by SMS and to be changed first', async () => {
    expect(
      (await call(app, t.admin, 'POST', '/TenementUser/Add', { name: '冲压工', phone: '13599999998', deptId: hr, account: 'ADMIN' })).state,
    ).toBe(1320);
    const added = await call<{ id: number; userId: number }>(app, t.admin, 'POST', '/TenementUser/Add', {
      name: '冲压工',
      phone: '13599999999',
      deptId: hr,
      email: 'press@x.cn',
    });
    expect(added.state).toBe(200);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, added.data.userId));
    expect(user).toMatchObject({ account: 'u13599999999', email: 'press@x.cn', isSeeker: false, mustChangePassword: true });
    // The phone gets the password; the outbox keeps the message with the password masked (issue 26).
    const [sms] = sentTo(app, '13599999999');
    const password = /初始密码 (\S+)，/.exec(sms!.body)![1]!;
    expect(sms!.body).toContain('u13599999999');
    const [stored] = await app.database.db.select().from(outbox).where(eq(outbox.target, '13599999999'));
    expect(stored!.body).toBe(sms!.body.replace(password, '******'));
    const token = await loginAs(app, 'u13599999999', password);
    expect((await call(app, token, 'GET', '/TenementUser/GetList')).state).toBe(1329);
    expect(await memberRow(app, added.data.id)).toMatchObject({ tenementId: demo, name: '冲压工', deptId: hr });
  });

  it('creates an account that must change its password, refusing weak passwords and taken names, phones and e-mails', async () => {
    const input = { account: 'fitter', password: 'Fitter@2026', name: '钳工甲', phone: '13811110003', email: 'Fitter@X.cn', deptId: hr };
    expect((await call(app, t.admin, 'POST', '/TenementUser/Create', { ...input, password: 'abcdef' })).errors).toHaveProperty('password');
    expect((await call(app, t.admin, 'POST', '/TenementUser/Create', { ...input, account: '1bad' })).errors).toHaveProperty('account');
    expect((await call(app, t.admin, 'POST', '/TenementUser/Create', { ...input, account: 'ADMIN' })).state).toBe(1320);
    expect((await call(app, t.admin, 'POST', '/TenementUser/Create', { ...input, phone: '13700000003' })).state).toBe(1321);
    expect((await call(app, t.admin, 'POST', '/TenementUser/Create', { ...input, email: 'welder@x.cn' })).state).toBe(1322);
    const made = await call<{ id: number; userId: number }>(app, t.admin, 'POST', '/TenementUser/Create', input);
    expect(made.state).toBe(200);
    const [u] = await app.database.db.select().from(users).where(eq(users.id, made.data.userId));
    expect(u).toMatchObject({ account: 'fitter', email: 'fitter@x.cn', mustChangePassword: true, isSeeker: false, name: '钳工甲' });
    const log = await lastLog(app, 'tenementUser', 'add');
    expect(JSON.stringify(log!.summary)).not.toContain('Fitter@2026');
    const login = await app.inject({
      method: 'POST',
      url: '/recruit/api/Login/SysLogin',
      payload: { account: 'fitter', password: 'Fitter@2026' },
    });
    expect(login.json().data).toMatchObject({ identity: 'manage', mustChangePassword: true });
  });
});

describe('TenementUser/Edit and UpdateUserDept', () => {
  it('refuses without a token, with bad input, without the key, and another company’s person stays unchanged', async () => {
    expect((await app.inject({ method: 'PUT', url: '/recruit/api/TenementUser/Edit', payload: { id: 1 } })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'PUT', '/TenementUser/Edit', { name: '' })).errors).toEqual({ id: '不能为空', name: '不能为空' });
    expect((await call(app, t.recruiter, 'PUT', '/TenementUser/Edit', { id: welder.memberId, name: 'x' })).state).toBe(1100);
    expect((await call(app, t.other, 'PUT', '/TenementUser/Edit', { id: welder.memberId, name: '改名' })).state).toBe(1102);
    expect((await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: outsider.memberId, name: '改名' })).state).toBe(1102);
    expect((await memberRow(app, outsider.memberId))!.name).toBe('外人');
    expect((await call(app, t.admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [], deptId: hr })).errors).toHaveProperty('ids');
    expect((await call(app, t.recruiter, 'PUT', '/TenementUser/UpdateUserDept', { ids: [welder.memberId], deptId: hr })).state).toBe(1100);
    expect(
      (await call(app, t.admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [welder.memberId, outsider.memberId], deptId: hr })).state,
    ).toBe(1102);
    expect((await call(app, t.other, 'PUT', '/TenementUser/UpdateUserDept', { ids: [welder.memberId], deptId: otherDept })).state).toBe(
      1102,
    );
    expect((await memberRow(app, welder.memberId))!.deptId).toBe(hr);
  });

  it('edits, clearing optional fields with null, and logs what changed', async () => {
    expect(
      (await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: welder.memberId, name: '王师傅', post: null, remark: '夜班' })).data,
    ).toEqual({ id: welder.memberId });
    expect(await memberRow(app, welder.memberId)).toMatchObject({ name: '王师傅', post: null, remark: '夜班', jobNo: 'E0100' });
    expect((await lastLog(app, 'tenementUser', 'edit'))!.summary).toEqual({
      before: { name: '王焊工', post: '焊工', remark: null },
      after: { name: '王师傅', post: null, remark: '夜班' },
    });
    expect((await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: welder.memberId, deptId: otherDept })).state).toBe(1102);
  });

  it('moves people to another department of the company', async () => {
    const quality = await deptIdByNo(app, 'D03');
    expect((await call(app, t.admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [welder.memberId], deptId: otherDept })).state).toBe(
      1102,
    );
    expect((await call(app, t.admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [welder.memberId], deptId: quality })).state).toBe(200);
    expect((await memberRow(app, welder.memberId))!.deptId).toBe(quality);
    expect((await lastLog(app, 'tenementUser', 'edit'))!.summary).toEqual({
      before: [{ id: welder.memberId, deptId: hr }],
      after: { deptId: quality },
    });
  });
});

describe('TenementUser/FuzzyQueryList and GetUserDrow', () => {
  it('refuses without a token, with bad input, without either menu', async () => {
    expect((await app.inject({ method: 'GET', url: '/recruit/api/TenementUser/FuzzyQueryList' })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', `/TenementUser/FuzzyQueryList?keyword=${'x'.repeat(51)}`)).state).toBe(1000);
    expect((await call(app, t.recruiter, 'GET', '/TenementUser/FuzzyQueryList?keyword=李')).state).toBe(1100);
    expect((await app.inject({ method: 'GET', url: '/recruit/api/TenementUser/GetUserDrow' })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', '/TenementUser/GetUserDrow?deptId=x')).state).toBe(1000);
    expect((await call(app, t.seeker, 'GET', '/TenementUser/GetUserDrow')).state).toBe(1101);
  });

  it('finds people by name or account, as "name (account)", in the caller’s company only', async () => {
    const { data } = await call<Array<{ value: number; display: string }>>(
      app,
      t.admin,
      'GET',
      '/TenementUser/FuzzyQueryList?keyword=recr',
    );
    const [recruiter] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'recruiter'));
    expect(data).toEqual([{ value: recruiter!.id, display: '李娜 (recruiter)' }]);
    expect((await call<unknown[]>(app, t.other, 'GET', '/TenementUser/FuzzyQueryList?keyword=recr')).data).toEqual([]);
    // Role grants (menu 103) use it too: a role with only that menu may search (with a rule on people:
    // a role without one sees only its own row since issue 26).
    const granter = await role(app, demo, { name: '授权员', menus: [103], scope: { valueType: 1 } });
    await staff(app, demo, { account: 'granter', name: '授权员甲', phone: '13811110009', deptId: hr, roleIds: [granter] });
    const token = await loginAs(app, 'granter', STAFF_PASSWORD);
    expect((await call<unknown[]>(app, token, 'GET', '/TenementUser/FuzzyQueryList?keyword=李')).data).toEqual([
      { value: recruiter!.id, display: '李娜 (recruiter)' },
    ]);
  });

  it('offers the enabled people of a department and below', async () => {
    const root = await deptIdByNo(app, 'D00');
    const names = async (q: string) =>
      (await call<Array<{ display: string }>>(app, t.admin, 'GET', `/TenementUser/GetUserDrow${q}`)).data.map((o) => o.display).sort();
    expect(await names(`?deptId=${hr}`)).toEqual(['冲压工', '张伟', '授权员甲', '李娜', '系统管理员', '钳工甲'].sort());
    expect((await names(`?deptId=${root}`)).length).toBe(9);
    expect(await names(`?deptId=${otherDept}`)).toEqual([]);
  });
});
