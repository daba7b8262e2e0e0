import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, latestLogs, roleIdOf, tenementIdOf, userIdOf } from './helpers.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let demoId: number;
let otherId: number;
let adminRole: number;
let recruiterRole: number;
let otherAdminRole: number;

beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  ({ admin, recruiter, seeker, other } = await actors(app));
  demoId = await tenementIdOf(app, 'T0001');
  otherId = await tenementIdOf(app, 'T0002');
  adminRole = await roleIdOf(app, demoId, '超级管理员');
  recruiterRole = await roleIdOf(app, demoId, '招聘专员');
  otherAdminRole = await roleIdOf(app, otherId, '管理员');
});
afterAll(async () => app.close());

type RoleRec = {
  id: number;
  tenementId: number;
  name: string;
  remark: string | null;
  sort: number;
  isAdmin: boolean;
  enabled: boolean;
  userCount: number;
  createdAt: string;
};
type Page<T> = { list: T[]; totalCount: number; page: number; perPage: number };
const roleRow = async (id: number) => (await app.database.db.select().from(roles).where(eq(roles.id, id)))[0];

describe('Role/GetPageList and Role/GetDropDown', () => {
  it('lists the caller’s company’s roles with how many people hold them, filtered and sorted', async () => {
    const page = (await call<Page<RoleRec>>(admin, 'GET', '/Role/GetPageList')).data;
    expect(page).toMatchObject({ totalCount: 2, page: 1, perPage: 10 });
    expect(page.list.map((r) => [r.name, r.isAdmin, r.userCount, r.tenementId])).toEqual([
      ['超级管理员', true, 1, demoId],
      ['招聘专员', false, 1, demoId],
    ]);
    expect((await call<Page<RoleRec>>(admin, 'GET', '/Role/GetPageList?name_like=招聘')).data.list.map((r) => r.id)).toEqual([
      recruiterRole,
    ]);
    expect((await call<Page<RoleRec>>(admin, 'GET', '/Role/GetPageList?sort=-id')).data.list.map((r) => r.id)).toEqual([
      recruiterRole,
      adminRole,
    ]);
    expect((await call<Page<RoleRec>>(other, 'GET', '/Role/GetPageList')).data.list.map((r) => r.id)).toEqual([otherAdminRole]);
  });

  it('lets only the platform administrator name another company', async () => {
    expect((await call<Page<RoleRec>>(admin, 'GET', `/Role/GetPageList?tenementId=${otherId}`)).data.list.map((r) => r.id)).toEqual([
      otherAdminRole,
    ]);
    expect((await call(other, 'GET', `/Role/GetPageList?tenementId=${demoId}`)).state).toBe(1100);
    expect((await call(other, 'GET', `/Role/GetPageList?tenementId=${otherId}`)).state).toBe(200);
    expect((await call(admin, 'GET', `/Role/GetDropDown?tenementId=${otherId}`)).data).toEqual([
      { value: otherAdminRole, display: '管理员' },
    ]);
    expect((await call(other, 'GET', `/Role/GetDropDown?tenementId=${demoId}`)).state).toBe(1100);
  });

  it('refuses without a token, without the menu, and bad input', async () => {
    expect((await app.inject({ method: 'GET', url: '/recruit/api/Role/GetPageList' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/recruit/api/Role/GetDropDown' })).statusCode).toBe(401);
    expect((await call(recruiter, 'GET', '/Role/GetPageList')).state).toBe(1100);
    expect((await call(seeker, 'GET', '/Role/GetDropDown')).state).toBe(1101);
    const bad = await call(admin, 'GET', '/Role/GetPageList?sort=password&perPage=1000');
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!)).toEqual(expect.arrayContaining(['sort', 'perPage']));
    expect((await call(admin, 'GET', '/Role/GetDropDown?tenementId=x')).state).toBe(1000);
  });

  it('offers the enabled roles as options to any manager', async () => {
    expect((await call(recruiter, 'GET', '/Role/GetDropDown')).data).toEqual([
      { value: adminRole, display: '超级管理员' },
      { value: recruiterRole, display: '招聘专员' },
    ]);
  });
});

describe('the Tenement family (the caller’s company)', () => {
  it('adds, edits, disables, enables and deletes a role, logging each write', async () => {
    const added = await call<{ id: number }>(admin, 'POST', '/Role/TenementAdd', {
      name: '  面试官 ',
      remark: '技术面试',
      sort: 5,
      tenementId: otherId,
    });
    expect(added.state).toBe(200);
    const id = added.data.id;
    // The caller's company, whatever the body says: Tenement calls take no company.
    expect(await roleRow(id)).toMatchObject({
      tenementId: demoId,
      name: '面试官',
      remark: '技术面试',
      sort: 5,
      isAdmin: false,
      enabled: true,
    });
    expect((await call(admin, 'PUT', '/Role/TenementEdit', { id, name: '面试官A', remark: null })).data).toEqual({ id });
    expect(await roleRow(id)).toMatchObject({ name: '面试官A', remark: null, sort: 5 });
    expect((await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [id], enabled: false })).data).toBeNull();
    expect((await roleRow(id))!.enabled).toBe(false);
    expect((await call(admin, 'GET', '/Role/GetDropDown')).data).not.toContainEqual(expect.objectContaining({ value: id }));
    await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [id], enabled: true });
    expect((await call(admin, 'DELETE', `/Role/TenementDelete?ids=${id}`)).data).toBeNull();
    expect(await roleRow(id)).toBeUndefined();
    const log = (await latestLogs(app, admin, 'role')).filter((e) => e.recordId === String(id));
    expect(log.map((e) => e.action)).toEqual(['delete', 'enable', 'enable', 'edit', 'add']);
    expect(JSON.parse(log[3]!.summary)).toEqual({
      before: { name: '面试官', remark: '技术面试' },
      after: { name: '面试官A', remark: null },
    });
    expect(JSON.parse(log[2]!.summary)).toEqual({ ids: [id], enabled: false });
  });

  it('keeps role names unique per company, not across companies', async () => {
    const dup = await call(admin, 'POST', '/Role/TenementAdd', { name: '招聘专员' });
    expect(dup).toMatchObject({ state: 1000, errors: { name: '已存在' } });
    const renamed = await call(admin, 'PUT', '/Role/TenementEdit', { id: recruiterRole, name: '超级管理员' });
    expect(renamed).toMatchObject({ state: 1000, errors: { name: '已存在' } });
    expect((await call(other, 'POST', '/Role/TenementAdd', { name: '招聘专员' })).state).toBe(200);
  });

  it('refuses bad input with every field named', async () => {
    const bad = await call(admin, 'POST', '/Role/TenementAdd', { name: '', sort: -1, remark: 'x'.repeat(201) });
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!).sort()).toEqual(['name', 'remark', 'sort']);
    expect((await call(admin, 'PUT', '/Role/TenementEdit', { name: 'x' })).errors).toHaveProperty('id');
    expect((await call(admin, 'DELETE', '/Role/TenementDelete')).errors).toHaveProperty('ids');
    expect((await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [recruiterRole] })).errors).toHaveProperty('enabled');
  });

  it('refuses without a token and without the keys', async () => {
    for (const [method, url] of [
      ['POST', '/Role/TenementAdd'],
      ['PUT', '/Role/TenementEdit'],
      ['DELETE', '/Role/TenementDelete?ids=1'],
      ['POST', '/Role/TenementEnableOrDisable'],
    ] as const) {
      expect((await app.inject({ method, url: `/recruit/api${url}`, payload: {} })).statusCode).toBe(401);
    }
    expect((await call(recruiter, 'POST', '/Role/TenementAdd', { name: '偷偷加' })).state).toBe(1100);
    expect((await call(recruiter, 'PUT', '/Role/TenementEdit', { id: recruiterRole, name: '改' })).state).toBe(1100);
    expect((await call(recruiter, 'DELETE', `/Role/TenementDelete?ids=${recruiterRole}`)).state).toBe(1100);
    expect((await call(recruiter, 'POST', '/Role/TenementEnableOrDisable', { ids: [recruiterRole], enabled: false })).state).toBe(1100);
    expect(await roleRow(recruiterRole)).toMatchObject({ name: '招聘专员', enabled: true });
  });

  it('answers another company’s role as not found and leaves it alone', async () => {
    const otherRole = (await call<{ id: number }>(other, 'POST', '/Role/TenementAdd', { name: '他们的角色' })).data.id;
    expect((await call(admin, 'PUT', '/Role/TenementEdit', { id: otherRole, name: '被改了' })).state).toBe(1102);
    expect((await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [otherRole], enabled: false })).state).toBe(1102);
    expect((await call(admin, 'DELETE', `/Role/TenementDelete?ids=${otherRole}`)).state).toBe(1102);
    // One foreign id spoils the whole batch.
    expect((await call(other, 'POST', '/Role/TenementEnableOrDisable', { ids: [otherRole, recruiterRole], enabled: false })).state).toBe(
      1102,
    );
    expect(await roleRow(otherRole)).toMatchObject({ name: '他们的角色', enabled: true });
    expect((await roleRow(recruiterRole))!.enabled).toBe(true);
  });

  it('locks the administrator role and refuses to delete a role people still hold', async () => {
    expect((await call(admin, 'PUT', '/Role/TenementEdit', { id: adminRole, name: '改名' })).state).toBe(1130);
    expect((await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [adminRole], enabled: false })).state).toBe(1130);
    expect((await call(admin, 'DELETE', `/Role/TenementDelete?ids=${adminRole}`)).state).toBe(1130);
    expect(await roleRow(adminRole)).toMatchObject({ name: '超级管理员', enabled: true });
    const inUse = await call(admin, 'DELETE', `/Role/TenementDelete?ids=${recruiterRole}`);
    expect(inUse).toMatchObject({ state: 1131, message: '该角色下还有1名用户，请先取消授权' });
    expect(await roleRow(recruiterRole)).toBeDefined();
  });
});

describe('the platform family (any company, platform administrator only)', () => {
  it('adds, edits, disables and deletes another company’s role', async () => {
    const added = await call<{ id: number }>(admin, 'POST', '/Role/Add', { tenementId: otherId, name: '平台建的角色', sort: 2 });
    const id = added.data.id;
    expect(await roleRow(id)).toMatchObject({ tenementId: otherId, name: '平台建的角色', sort: 2 });
    expect((await call(admin, 'PUT', '/Role/Edit', { id, remark: '备注' })).data).toEqual({ id });
    expect((await call(admin, 'POST', '/Role/EnableOrDisable', { ids: [id], enabled: false })).state).toBe(200);
    expect(await roleRow(id)).toMatchObject({ remark: '备注', enabled: false });
    expect((await call<Page<RoleRec>>(other, 'GET', '/Role/GetPageList?enabled=false')).data.list.map((r) => r.id)).toContain(id);
    expect((await call(admin, 'DELETE', `/Role/Delete?ids=${id}`)).state).toBe(200);
    expect(await roleRow(id)).toBeUndefined();
    expect((await latestLogs(app, admin, 'role')).filter((e) => e.recordId === String(id)).map((e) => e.action)).toEqual([
      'delete',
      'enable',
      'edit',
      'add',
    ]);
  });

  it('checks names, companies and the administrator role as the Tenement calls do', async () => {
    expect((await call(admin, 'POST', '/Role/Add', { tenementId: otherId, name: '管理员' })).errors).toEqual({ name: '已存在' });
    expect((await call(admin, 'POST', '/Role/Add', { tenementId: 999999, name: '无主' })).state).toBe(1102);
    expect((await call(admin, 'POST', '/Role/Add', { name: '缺公司' })).errors).toHaveProperty('tenementId');
    expect((await call(admin, 'PUT', '/Role/Edit', { id: otherAdminRole, name: 'x' })).state).toBe(1130);
    expect((await call(admin, 'POST', '/Role/EnableOrDisable', { ids: [otherAdminRole], enabled: false })).state).toBe(1130);
    expect((await call(admin, 'DELETE', `/Role/Delete?ids=${otherAdminRole}`)).state).toBe(1130);
    expect((await call(admin, 'PUT', '/Role/Edit', { id: 999999, name: 'x' })).state).toBe(1102);
    const held = await call(admin, 'DELETE', `/Role/Delete?ids=${recruiterRole}`);
    expect(held).toMatchObject({ state: 1131 });
  });

  it('is refused to another company’s top administrator and to a role without the keys', async () => {
    const calls = [
      ['POST', '/Role/Add', { tenementId: otherId, name: '越权' }],
      ['PUT', '/Role/Edit', { id: recruiterRole, name: '越权' }],
      ['DELETE', `/Role/Delete?ids=${recruiterRole}`, undefined],
      ['POST', '/Role/EnableOrDisable', { ids: [recruiterRole], enabled: false }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await app.inject({ method, url: `/recruit/api${url}`, payload: payload ?? {} })).statusCode).toBe(401);
      expect((await call(other, method, url, payload)).state).toBe(1100);
      expect((await call(recruiter, method, url, payload)).state).toBe(1100);
    }
    expect(await roleRow(recruiterRole)).toMatchObject({ name: '招聘专员', enabled: true });
    expect((await call(admin, 'POST', '/Role/EnableOrDisable', { ids: [recruiterRole] })).state).toBe(1000);
  });

  it('counts only members as holders', async () => {
    // A grant left behind by someone no longer in the company does not keep the role alive.
    const id = (await call<{ id: number }>(admin, 'POST', '/Role/TenementAdd', { name: '旧角色' })).data.id;
    await app.database.db.insert(userRoles).values({ userId: await userIdOf(app, 'seeker'), roleId: id });
    expect((await call<Page<RoleRec>>(admin, 'GET', '/Role/GetPageList?name_like=旧角色')).data.list[0]!.userCount).toBe(0);
    expect((await call(admin, 'DELETE', `/Role/TenementDelete?ids=${id}`)).state).toBe(200);
  });
});
