import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dataPermissions, depts } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, latestLogs, roleIdOf, tenementIdOf } from './helpers.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let adminRole: number;
let role: number;
let otherRole: number;
let hr: number;
let production: number;
let otherDept: number;

type Rule = {
  id: number;
  roleId: number;
  menuId: number;
  tableName: string;
  tableLabel: string;
  valueType: number;
  deptIds: number[];
  deptNames: string[];
  visibleFields: string[];
};
type Option = { value: string; display: string; menuId?: number };
const en = JSON.parse(readFileSync('locales/en/resources.json', 'utf8')) as {
  resources: Record<string, { name: string; fields: Record<string, string> }>;
};

beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  ({ admin, recruiter, seeker, other } = await actors(app));
  const demoId = await tenementIdOf(app, 'T0001');
  const otherId = await tenementIdOf(app, 'T0002');
  adminRole = await roleIdOf(app, demoId, '超级管理员');
  role = (await call<{ id: number }>(admin, 'POST', '/Role/TenementAdd', { name: '部门主管' })).data.id;
  otherRole = (await call<{ id: number }>(other, 'POST', '/Role/TenementAdd', { name: '他司主管' })).data.id;
  const byName = new Map((await app.database.db.select().from(depts).where(eq(depts.tenementId, demoId))).map((d) => [d.name, d.id]));
  hr = byName.get('人力资源部')!;
  production = byName.get('生产部')!;
  const [o] = await app.database.db
    .insert(depts)
    .values({ tenementId: otherId, deptNo: 'X01', name: '他司部门', path: '/' })
    .returning({ id: depts.id });
  otherDept = o!.id;
});
afterAll(async () => app.close());

const rules = async (token: string, roleId: number, lang?: string) =>
  call<Rule[]>(token, 'GET', `/DataPermission/GetDataPermission?roleId=${roleId}`, undefined, lang);

describe('DataPermission/Add and GetDataPermission', () => {
  it('saves one rule per role and table, replacing it when added again, and logs both', async () => {
    const first = await call<{ id: number }>(admin, 'POST', '/DataPermission/Add', {
      roleId: role,
      tableName: 'tenement_users',
      valueType: 2,
      deptIds: [production, hr, hr],
      visibleFields: ['phone'],
    });
    expect(first.state).toBe(200);
    expect((await rules(admin, role)).data).toEqual([
      {
        id: first.data.id,
        roleId: role,
        menuId: 102,
        tableName: 'tenement_users',
        tableLabel: '用户管理',
        valueType: 2,
        deptIds: [production, hr],
        deptNames: ['生产部', '人力资源部'],
        visibleFields: ['phone'],
      },
    ]);
    const again = await call<{ id: number }>(admin, 'POST', '/DataPermission/Add', {
      roleId: role,
      tableName: 'tenement_users',
      valueType: 4,
      deptIds: [hr],
      visibleFields: ['phone', 'email'],
    });
    expect(again.data.id).toBe(first.data.id);
    // Chosen departments only matter for "chosen departments": other kinds keep none.
    expect((await rules(admin, role)).data).toEqual([
      expect.objectContaining({ valueType: 4, deptIds: [], deptNames: [], visibleFields: ['phone', 'email'] }),
    ]);
    expect(await app.database.db.select().from(dataPermissions).where(eq(dataPermissions.roleId, role))).toHaveLength(1);
    const log = (await latestLogs(app, admin, 'dataPermission')).filter((e) => e.recordId === String(first.data.id));
    expect(log.map((e) => e.action)).toEqual(['edit', 'add']);
    expect(JSON.parse(log[0]!.summary)).toMatchObject({
      roleId: role,
      tableName: 'tenement_users',
      before: { valueType: 2, deptIds: [production, hr], visibleFields: ['phone'] },
      after: { valueType: 4, deptIds: [], visibleFields: ['phone', 'email'] },
    });
    expect((await rules(admin, role, 'en')).data[0]!.tableLabel).toBe(en.resources.TenementUser!.name);
  });

  it('checks the table, the kind, the departments and the fields', async () => {
    expect((await call(admin, 'POST', '/DataPermission/Add', { roleId: role, tableName: 'users', valueType: 1 })).state).toBe(1133);
    const bad = await call(admin, 'POST', '/DataPermission/Add', { roleId: role, valueType: 6 });
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!).sort()).toEqual(['tableName', 'valueType']);
    expect((await call(admin, 'POST', '/DataPermission/Add', { roleId: role, tableName: 'tenement_users', valueType: 2 })).errors).toEqual({
      deptIds: '不能为空',
    });
    expect(
      (await call(admin, 'POST', '/DataPermission/Add', { roleId: role, tableName: 'tenement_users', valueType: 2, deptIds: [] })).errors,
    ).toEqual({ deptIds: '不能为空' });
    expect(
      (
        await call(admin, 'POST', '/DataPermission/Add', {
          roleId: role,
          tableName: 'tenement_users',
          valueType: 2,
          deptIds: [hr, otherDept],
        })
      ).errors,
    ).toHaveProperty('deptIds');
    expect(
      (
        await call(admin, 'POST', '/DataPermission/Add', {
          roleId: role,
          tableName: 'tenement_users',
          valueType: 1,
          visibleFields: ['passwordHash'],
        })
      ).errors,
    ).toHaveProperty('visibleFields');
    expect((await rules(admin, role)).data[0]).toMatchObject({ valueType: 4 });
  });

  it('locks the administrator role, keeps other companies’ roles out of reach and needs the key or menu', async () => {
    expect((await call(admin, 'POST', '/DataPermission/Add', { roleId: adminRole, tableName: 'tenement_users', valueType: 5 })).state).toBe(
      1130,
    );
    expect((await call(admin, 'POST', '/DataPermission/Add', { roleId: otherRole, tableName: 'tenement_users', valueType: 5 })).state).toBe(
      1102,
    );
    expect((await call(other, 'POST', '/DataPermission/Add', { roleId: role, tableName: 'tenement_users', valueType: 5 })).state).toBe(
      1102,
    );
    expect((await rules(other, role)).state).toBe(1102);
    expect((await rules(admin, role)).data[0]).toMatchObject({ valueType: 4 });
    expect((await rules(admin, otherRole)).state).toBe(1102);
    expect((await call(recruiter, 'POST', '/DataPermission/Add', { roleId: role, tableName: 'tenement_users', valueType: 1 })).state).toBe(
      1100,
    );
    expect((await rules(recruiter, role)).state).toBe(1100);
    expect((await call(admin, 'GET', '/DataPermission/GetDataPermission')).errors).toHaveProperty('roleId');
    expect((await app.inject({ method: 'GET', url: `/recruit/api/DataPermission/GetDataPermission?roleId=${role}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/recruit/api/DataPermission/Add', payload: {} })).statusCode).toBe(401);
    expect((await rules(admin, adminRole)).data).toEqual([]);
  });
});

describe('DataPermission/Delete', () => {
  it('deletes the company’s rules only, and logs it', async () => {
    const theirs = (
      await call<{ id: number }>(other, 'POST', '/DataPermission/Add', { roleId: otherRole, tableName: 'tenement_users', valueType: 3 })
    ).data.id;
    const mine = (await rules(admin, role)).data[0]!.id;
    expect((await call(admin, 'DELETE', `/DataPermission/Delete?ids=${theirs}`)).state).toBe(1102);
    expect((await call(admin, 'DELETE', `/DataPermission/Delete?ids=${mine}&ids=${theirs}`)).state).toBe(1102);
    expect((await rules(other, otherRole)).data.map((r) => r.id)).toEqual([theirs]);
    expect((await rules(admin, role)).data.map((r) => r.id)).toEqual([mine]);
    expect((await call(recruiter, 'DELETE', `/DataPermission/Delete?ids=${mine}`)).state).toBe(1100);
    expect((await call(admin, 'DELETE', '/DataPermission/Delete')).errors).toHaveProperty('ids');
    expect((await app.inject({ method: 'DELETE', url: `/recruit/api/DataPermission/Delete?ids=${mine}` })).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/DataPermission/Delete?ids=${mine}`)).data).toBeNull();
    expect((await rules(admin, role)).data).toEqual([]);
    const log = (await latestLogs(app, admin, 'dataPermission')).find((e) => e.action === 'delete')!;
    expect(log.recordId).toBe(String(mine));
    expect(JSON.parse(log.summary).before[0]).toMatchObject({ roleId: role, tableName: 'tenement_users', valueType: 4 });
  });
});

describe('the tables and columns under data permissions', () => {
  it('lists the tables, by menu, in the caller’s language', async () => {
    expect((await call<Option[]>(recruiter, 'GET', '/DataPermission/GetTableSimpleByMenu')).data).toEqual([
      { value: 'tenement_users', display: '用户管理', menuId: 102 },
      { value: 'positions', display: '职位信息', menuId: 201 },
      { value: 'delivery_records', display: '投递记录', menuId: 301 },
    ]);
    expect((await call<Option[]>(admin, 'GET', '/DataPermission/GetTableSimpleByMenu?menuId=102')).data.map((o) => o.value)).toEqual([
      'tenement_users',
    ]);
    expect((await call<Option[]>(admin, 'GET', '/DataPermission/GetTableSimpleByMenu?menuId=103')).data).toEqual([]);
    expect((await call<Option[]>(admin, 'GET', '/DataPermission/GetTableSimpleByMenu', undefined, 'en')).data).toEqual([
      { value: 'tenement_users', display: en.resources.TenementUser!.name, menuId: 102 },
      { value: 'positions', display: en.resources.PositionInfo!.name, menuId: 201 },
      { value: 'delivery_records', display: 'Applications', menuId: 301 },
    ]);
    expect((await call<Option[]>(admin, 'GET', '/DataPermission/GetTableSimpleByMenu?menuId=201')).data.map((o) => o.value)).toEqual([
      'positions',
    ]);
    expect((await call(admin, 'GET', '/DataPermission/GetTableSimpleByMenu?menuId=x')).errors).toHaveProperty('menuId');
    expect((await call(seeker, 'GET', '/DataPermission/GetTableSimpleByMenu')).state).toBe(1101);
    expect((await app.inject({ method: 'GET', url: '/recruit/api/DataPermission/GetTableSimpleByMenu' })).statusCode).toBe(401);
  });

  it('lists a table’s controllable columns with the screen’s labels in the caller’s language', async () => {
    const zh = (await call<Option[]>(admin, 'GET', '/DataPermission/GetAllColumnSimple?tableName=tenement_users')).data;
    expect(zh).toEqual([
      { value: 'name', display: '姓名' },
      { value: 'account', display: '账号' },
      { value: 'phone', display: '手机号' },
      { value: 'email', display: '邮箱' },
      { value: 'jobNo', display: '工号' },
      { value: 'post', display: '职务' },
      { value: 'remark', display: '备注' },
    ]);
    const english = (await call<Option[]>(admin, 'GET', '/DataPermission/GetAllColumnSimple?tableName=tenement_users', undefined, 'en'))
      .data;
    expect(english).toEqual(zh.map((o) => ({ value: o.value, display: en.resources.TenementUser!.fields[o.value] })));
    expect((await call(admin, 'GET', '/DataPermission/GetAllColumnSimple?tableName=users')).state).toBe(1133);
    expect((await call(admin, 'GET', '/DataPermission/GetAllColumnSimple')).errors).toHaveProperty('tableName');
    expect((await call(seeker, 'GET', '/DataPermission/GetAllColumnSimple?tableName=tenement_users')).state).toBe(1101);
    expect(
      (await app.inject({ method: 'GET', url: '/recruit/api/DataPermission/GetAllColumnSimple?tableName=tenement_users' })).statusCode,
    ).toBe(401);
  });
});
