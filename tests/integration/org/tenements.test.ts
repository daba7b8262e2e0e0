import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyInfos, depts, roles, tenementUsers, tenements, userRoles, users } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
});
afterAll(async () => app.close());

type Row = {
  id: number;
  tenementNo: string;
  name: string;
  enabled: boolean;
  userCount: number;
  creatorAccount: string | null;
  createdAt: string;
};
type Controlled = { paths: string[]; functionKeys: string[]; isAdmin: boolean };
const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const list = async (token: string, query = '') =>
  body<{ list: Row[]; totalCount: number }>(await call(token, 'GET', `/SysTenement/GetTenementList${query}`));
const db = () => app.database.db;

/** The account's session switched to managing the given company, and what it may open there. */
async function manage(token: string, tenementId: number) {
  expect(body(await call(token, 'POST', '/Login/ChangeLogin', { identity: 'manage', tenementId })).state).toBe(200);
  return body<Controlled>(await call(token, 'GET', '/Menu/GetControlledMenus')).data;
}

describe('SysTenement/GetTenement and GetTenementInfo', () => {
  it('answers the caller’s company without its team code', async () => {
    expect((await call(null, 'GET', '/SysTenement/GetTenement')).statusCode).toBe(401);
    expect(body(await call(seeker, 'GET', '/SysTenement/GetTenement')).state).toBe(1101);
    const own = body<Record<string, unknown>>(await call(admin, 'GET', '/SysTenement/GetTenement')).data;
    expect(own).toMatchObject({ tenementNo: 'T0001', name: '华东精密制造有限公司', creatorName: '系统管理员', userCount: 4, deptCount: 7 });
    expect(Object.keys(own).sort()).toEqual(['createdAt', 'creatorName', 'deptCount', 'id', 'name', 'tenementNo', 'userCount']);
    expect(body(await call(other, 'GET', '/SysTenement/GetTenement')).data).toMatchObject({
      tenementNo: 'T0002',
      userCount: 1,
      deptCount: 0,
      creatorName: null,
    });
  });

  it('shows a join screen what it needs of a company, to anyone', async () => {
    expect(body(await call(null, 'GET', '/SysTenement/GetTenementInfo?tenementNo=T0001')).data).toEqual({
      tenementNo: 'T0001',
      name: '华东精密制造有限公司',
      shortName: '华东精密',
      logo: null,
    });
    expect(body(await call(null, 'GET', '/SysTenement/GetTenementInfo?tenementNo=T9999')).state).toBe(1102);
    expect(body(await call(null, 'GET', '/SysTenement/GetTenementInfo')).errors).toHaveProperty('tenementNo');
  });
});

describe('SysTenement/GetTenementList', () => {
  it('lists every company to the platform administrator and only their own to others', async () => {
    expect((await call(null, 'GET', '/SysTenement/GetTenementList')).statusCode).toBe(401);
    expect(body(await call(seeker, 'GET', '/SysTenement/GetTenementList')).state).toBe(1101);
    const all = (await list(admin)).data;
    expect(all.list.map((r) => r.tenementNo)).toEqual(['T0001', 'T0002']);
    expect(all.list[0]).toMatchObject({ name: '华东精密制造有限公司', enabled: true, userCount: 4, creatorAccount: 'admin' });
    expect((await list(other)).data.list.map((r) => r.tenementNo)).toEqual(['T0002']);
    expect((await list(recruiter)).data.list.map((r) => r.tenementNo)).toEqual(['T0001']);
    expect((await list(admin, `?name_like=${encodeURIComponent('另一')}`)).data.list.map((r) => r.tenementNo)).toEqual(['T0002']);
    expect((await list(admin, '?sort=-id&perPage=1')).data).toMatchObject({ totalCount: 2, list: [{ tenementNo: 'T0002' }] });
    expect((await list(admin, '?sort=teamCode')).state).toBe(1000);
    expect((await list(admin, '?perPage=101')).state).toBe(1000);
  });
});

describe('SysTenement/Tenement/Register', () => {
  it('is for logged-in users with a valid name', async () => {
    expect((await call(null, 'POST', '/SysTenement/Tenement/Register', { name: '无名公司' })).statusCode).toBe(401);
    expect(body(await call(seeker, 'POST', '/SysTenement/Tenement/Register', { name: ' ' })).errors).toEqual({ name: '不能为空' });
    expect(body(await call(seeker, 'POST', '/SysTenement/Tenement/Register', { name: '华东精密制造有限公司' })).errors).toEqual({
      name: '已存在',
    });
  });

  it('makes the company, its root department, its administrator role, and the caller its top administrator', async () => {
    const res = body<{ id: number; tenementNo: string }>(
      await call(seeker, 'POST', '/SysTenement/Tenement/Register', { name: '星河电子有限公司', shortName: '星河电子' }),
    );
    expect(res).toMatchObject({ state: 200, data: { tenementNo: 'T0003' } });
    const id = res.data.id;
    const [me] = await db().select().from(users).where(eq(users.account, 'seeker'));
    expect((await db().select().from(tenements).where(eq(tenements.id, id)))[0]).toMatchObject({
      name: '星河电子有限公司',
      creatorUserId: me!.id,
      enabled: true,
    });
    expect((await db().select().from(tenements).where(eq(tenements.id, id)))[0]!.teamCode).toMatch(/^[A-Z0-9]{15}$/);
    expect((await db().select().from(companyInfos).where(eq(companyInfos.tenementId, id)))[0]).toMatchObject({ shortName: '星河电子' });
    const ds = await db().select().from(depts).where(eq(depts.tenementId, id));
    expect(ds).toEqual([expect.objectContaining({ parentId: null, deptNo: 'T0003', name: '星河电子有限公司', path: `/${ds[0]!.id}/` })]);
    const rs = await db().select().from(roles).where(eq(roles.tenementId, id));
    expect(rs).toEqual([expect.objectContaining({ name: '超级管理员', isAdmin: true, enabled: true })]);
    const members = await db().select().from(tenementUsers).where(eq(tenementUsers.tenementId, id));
    expect(members).toEqual([
      expect.objectContaining({ userId: me!.id, deptId: ds[0]!.id, name: '张伟', isTopAdmin: true, enabled: true }),
    ]);
    expect(await db().select().from(userRoles).where(eq(userRoles.roleId, rs[0]!.id))).toEqual([{ userId: me!.id, roleId: rs[0]!.id }]);
    expect(body(await call(null, 'GET', '/SysTenement/GetTenementInfo?tenementNo=T0003')).data).toEqual({
      tenementNo: 'T0003',
      name: '星河电子有限公司',
      shortName: '星河电子',
      logo: null,
    });
  });

  it('lets the creator log in, manage the new company, see every menu and key, and find the register in its log', async () => {
    // A login on another kind of client, so the seeker's first session stays.
    const token = await loginAs(app, 'seeker', 'Seeker@2026', 3);
    const t = (await db().select().from(tenements).where(eq(tenements.tenementNo, 'T0003')))[0]!;
    const mine = await manage(token, t.id);
    const everything = body<Controlled>(await call(admin, 'GET', '/Menu/GetControlledMenus')).data;
    expect(mine.isAdmin).toBe(true);
    expect(mine.paths).toEqual(everything.paths);
    expect(mine.functionKeys).toEqual(everything.functionKeys);
    expect(body(await call(token, 'GET', '/SysTenement/GetTenement')).data).toMatchObject({
      tenementNo: 'T0003',
      creatorName: '张伟',
      userCount: 1,
      deptCount: 1,
    });
    expect((await list(token)).data.list.map((r) => r.tenementNo)).toEqual(['T0003']);
    const log = body<{ list: Array<{ account: string; action: string; resource: string; recordId: string; summary: string }> }>(
      await call(token, 'GET', '/OperationLog/GetList?resource=tenement'),
    ).data.list;
    expect(log).toEqual([expect.objectContaining({ account: 'seeker', action: 'add', recordId: String(t.id) })]);
    expect(JSON.parse(log[0]!.summary).after).toMatchObject({ tenementNo: 'T0003', name: '星河电子有限公司' });
    // Nothing of it shows in the demo company's log.
    expect(body<{ list: unknown[] }>(await call(admin, 'GET', '/OperationLog/GetList?resource=tenement')).data.list).toEqual([]);
  });
});

describe('SysTenement/Tenement/Add', () => {
  it('is the platform administrator’s, with the key', async () => {
    expect((await call(null, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'recruiter' })).statusCode).toBe(401);
    expect(body(await call(seeker, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'recruiter' })).state).toBe(1101);
    expect(body(await call(recruiter, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'recruiter' })).state).toBe(
      1100,
    );
    // The top administrator of another company is not the platform's.
    expect(body(await call(other, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'other_admin' })).state).toBe(
      1100,
    );
    expect((await db().select().from(tenements).where(eq(tenements.name, '远东机械'))).length).toBe(0);
  });

  it('refuses bad input (1000) and an account that does not exist (1323)', async () => {
    expect(Object.keys(body(await call(admin, 'POST', '/SysTenement/Tenement/Add', { name: '' })).errors!).sort()).toEqual([
      'adminAccount',
      'name',
    ]);
    expect(body(await call(admin, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'nobody' })).state).toBe(1323);
  });

  it('opens a company whose top administrator is an existing account, logged in the platform company', async () => {
    const res = body<{ id: number; tenementNo: string }>(
      await call(admin, 'POST', '/SysTenement/Tenement/Add', { name: '远东机械', adminAccount: 'Recruiter' }),
    );
    expect(res.data.tenementNo).toBe('T0004');
    const log = body<{ list: Array<{ action: string; recordId: string; summary: string }> }>(
      await call(admin, 'GET', '/OperationLog/GetList?resource=tenement'),
    ).data.list;
    expect(log).toEqual([expect.objectContaining({ action: 'add', recordId: String(res.data.id) })]);
    expect(JSON.parse(log[0]!.summary).after).toMatchObject({ name: '远东机械', adminAccount: 'recruiter', tenementNo: 'T0004' });
    const token = await loginAs(app, 'recruiter', 'Recruit@2026', 3);
    const granted = await manage(token, res.data.id);
    expect(granted.isAdmin).toBe(true);
    expect(granted.functionKeys).toContain('dept:add');
    expect(body(await call(token, 'GET', '/SysTenement/GetTenementTree')).data).toEqual([
      { id: expect.any(Number), deptNo: 'T0004', tenementName: '远东机械', parentId: null, children: [] },
    ]);
    expect((await list(token)).data.list.map((r) => r.tenementNo)).toEqual(['T0001', 'T0004']);
    expect((await list(admin)).data.totalCount).toBe(4);
  });
});
