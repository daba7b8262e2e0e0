import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { call, deptIdByNo, role, staff, STAFF_PASSWORD, tenementIdOf } from './fixture.ts';
import { HISTORY_ACCOUNT, HISTORY_APPLICATIONS } from '../../../src/server/db/seed/demo-history.ts';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof actors>>;
let adder: string;

beforeAll(async () => {
  app = await testApp();
  t = await actors(app);
  const demo = await tenementIdOf(app, 'T0001');
  // Holds every key of the account page (911) but is not the platform's top administrator.
  const r = await role(app, demo, {
    name: '账号员',
    menus: [102, 911],
    keys: ['tenementUser:add', 'account:resetPassword', 'account:grant'],
  });
  await staff(app, demo, { account: 'adder', name: '添加员', phone: '13877770001', deptId: await deptIdByNo(app, 'D01'), roleIds: [r] });
  adder = await loginAs(app, 'adder', STAFF_PASSWORD);
});
afterAll(async () => app.close());

type Account = {
  id: number;
  account: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  enabled: boolean;
  isSeeker: boolean;
  mustChangePassword: boolean;
  tenementNames: string;
  createdAt: string;
};

describe('User/GetPageList', () => {
  it('refuses without a token, with bad input, to a company administrator who is not the platform’s, and to the recruiter', async () => {
    expect((await app.inject({ method: 'GET', url: api('/User/GetPageList') })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', '/User/GetPageList?perPage=0')).errors).toEqual({ perPage: '不能小于1' });
    expect((await call(app, t.recruiter, 'GET', '/User/GetPageList')).state).toBe(1100);
    expect((await call(app, t.other, 'GET', '/User/GetPageList')).state).toBe(1100);
    expect((await call(app, adder, 'GET', '/User/GetPageList')).state).toBe(1100);
    expect((await call(app, t.seeker, 'GET', '/User/GetPageList')).state).toBe(1101);
  });

  it('lists every account of the platform with its companies, filtered by account, name and phone', async () => {
    const { data } = await call<{ list: Account[]; totalCount: number }>(app, t.admin, 'GET', '/User/GetPageList?perPage=100');
    // Besides the demo and test accounts, the 31 demo candidates of the pipeline (cand001 ...), the demo
    // calendar's two interviewers, the demo offers' three candidates and the demo salary approvals' three
    // (salary001 ...); and the demo history's 420
    // candidates (hist0001 ..., demo-history.ts), read here page by page.
    const pages = [data.list];
    for (let page = 2; (page - 1) * 100 < data.totalCount; page += 1)
      pages.push((await call<{ list: Account[] }>(app, t.admin, 'GET', `/User/GetPageList?perPage=100&page=${page}`)).data.list);
    const all = pages.flat().map((a) => a.account);
    expect(all.filter((a) => HISTORY_ACCOUNT.test(a))).toHaveLength(HISTORY_APPLICATIONS);
    const accounts = all.filter((a) => !HISTORY_ACCOUNT.test(a)).sort();
    expect(accounts.filter((a) => !/^cand\d{3}$/.test(a))).toEqual([
      'adder',
      'admin',
      'demo_iv_chen',
      'demo_iv_zhou',
      'offer003',
      'offer004',
      'offer005',
      'other_admin',
      'recruiter',
      'salary001',
      'salary002',
      'salary003',
      'seeker',
    ]);
    expect(accounts.filter((a) => /^cand\d{3}$/.test(a))).toHaveLength(31);
    expect(data.totalCount).toBe(44 + HISTORY_APPLICATIONS);
    expect(pages.flat().find((a) => a.account === 'seeker')).toMatchObject({
      name: '张伟',
      phone: '13900000002',
      isSeeker: true,
      mustChangePassword: false,
      enabled: true,
      tenementNames: '',
    });
    expect(pages.flat().find((a) => a.account === 'other_admin')!.tenementNames).toBe('另一家公司');
    expect(Object.keys(data.list[0]!).sort()).toEqual([
      'account',
      'createdAt',
      'email',
      'enabled',
      'id',
      'isSeeker',
      'mustChangePassword',
      'name',
      'phone',
      'tenementNames',
    ]);
    const q = async (s: string) =>
      (await call<{ list: Account[] }>(app, t.admin, 'GET', `/User/GetPageList?${s}`)).data.list.map((a) => a.account);
    expect(await q('account_like=ADM')).toEqual(['other_admin', 'admin']);
    expect(await q('name_like=李')).toEqual(['recruiter']);
    expect(await q('phone=13900000002')).toEqual(['seeker']);
  });
});

describe('User/GetUserInfoByCon', () => {
  it('refuses without a token, with bad input, without tenementUser:add', async () => {
    expect((await app.inject({ method: 'GET', url: api('/User/GetUserInfoByCon?account=seeker') })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', '/User/GetUserInfoByCon?phone=123')).errors).toEqual({ phone: '格式不正确' });
    expect((await call(app, t.admin, 'GET', '/User/GetUserInfoByCon')).errors).toEqual({ account: '不能为空' });
    expect((await call(app, t.recruiter, 'GET', '/User/GetUserInfoByCon?account=seeker')).state).toBe(1100);
  });

  // Lookups are not oracles (issue 26): one criterion, no id, and "not addable" reads as "no account".
  it('finds an addable account by one of account, phone or e-mail with its contacts masked and no id; anything else is 1323', async () => {
    const expected = { name: '张伟', phone: '139****0002', email: `seek${'*'.repeat(12)}ocal` };
    expect((await call(app, adder, 'GET', '/User/GetUserInfoByCon?account=Seeker')).data).toEqual(expected);
    expect((await call(app, t.other, 'GET', '/User/GetUserInfoByCon?phone=13900000002')).data).toEqual(expected);
    expect((await call(app, t.admin, 'GET', '/User/GetUserInfoByCon?email=SEEKER@recruit.local')).data).toEqual(expected);
    expect((await call(app, t.admin, 'GET', '/User/GetUserInfoByCon?account=seeker&phone=13800000001')).errors).toEqual({
      phone: '账号、手机号、邮箱只能填写其中一项',
    });
    const none = await call(app, t.admin, 'GET', '/User/GetUserInfoByCon?account=nobody');
    expect(none).toEqual({ state: 1323, message: '账号不存在', data: null });
    expect(await call(app, t.admin, 'GET', '/User/GetUserInfoByCon?account=recruiter')).toEqual(none);
    expect(await call(app, t.other, 'GET', '/User/GetUserInfoByCon?account=admin')).toEqual(none);
  });
});
