/**
 * Data permissions on positions: a role limited to the quality department sees and changes only
 * its positions (others read as missing, 1102), a role limited to itself only the positions it
 * created; salaries under control are left out unless the role lists them as visible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import {
  caller,
  deptIdByNo,
  positionBody,
  positionRole,
  staff,
  STAFF_PASSWORD,
  tenementIdOf,
  type Call,
  type Position,
} from './helpers.ts';

let app: FastifyInstance;
let admin: string;
let quality: string;
let own: string;
let call: Call;

type Page = { list: Position[]; totalCount: number };
const KEYS = [
  'positionInfo:add',
  'positionInfo:edit',
  'positionInfo:delete',
  'positionInfo:applyPublish',
  'positionInfo:publish',
  'positionInfo:offline',
];

beforeAll(async () => {
  app = await testApp();
  ({ admin } = await actors(app));
  call = caller(app);
  const demo = await tenementIdOf(app, 'T0001');
  const qualityDept = await deptIdByNo(app, 'D03');
  const qualityRole = await positionRole(app, demo, {
    name: '质量招聘',
    menus: [201],
    keys: KEYS,
    scope: { valueType: 2, deptIds: [qualityDept], visibleFields: ['salaryMin'] },
  });
  const ownRole = await positionRole(app, demo, { name: '本人招聘', menus: [201, 207], keys: KEYS, scope: { valueType: 5 } });
  await staff(app, demo, { account: 'quality_hr', name: '质量HR', phone: '13866660001', deptId: qualityDept, roleIds: [qualityRole] });
  await staff(app, demo, { account: 'own_hr', name: '自建HR', phone: '13866660002', deptId: qualityDept, roleIds: [ownRole] });
  quality = await loginAs(app, 'quality_hr', STAFF_PASSWORD);
  own = await loginAs(app, 'own_hr', STAFF_PASSWORD);
  // The company controls salaries on positions: hidden unless a rule shows them.
  await app.database.db.insert(controlledFieldTable).values([
    { tenementId: demo, tableName: 'positions', fieldName: 'salaryMin', fieldLabel: '最低薪资', controlType: 'hide' },
    { tenementId: demo, tableName: 'positions', fieldName: 'salaryMax', fieldLabel: '最高薪资', controlType: 'hide' },
  ]);
});
afterAll(async () => app.close());

const list = async (token: string, query = '?perPage=100') => (await call<Page>(token, 'GET', `/PositionInfo/GetList${query}`)).data;
const idOf = async (name: string) => (await list(admin, `?name=${encodeURIComponent(name)}`)).list[0]!.id;

describe('rows', () => {
  it('a department scope lists that department’s positions only', async () => {
    const names = (await list(quality)).list.map((p) => p.name).sort();
    expect(names).toEqual(['质检员', '质量工程师（校招）']);
    expect((await list(admin)).totalCount).toBeGreaterThanOrEqual(12);
  });

  it('outside the scope a position reads as missing to every call', async () => {
    const outside = await idOf('设备工程师');
    const inside = await idOf('质检员');
    expect((await call(quality, 'PUT', '/PositionInfo/Update', { id: outside, headcount: 3 })).state).toBe(1102);
    expect((await call(quality, 'POST', '/PositionInfo/Offline', { ids: [inside, outside] })).state).toBe(1102);
    expect((await call(quality, 'DELETE', `/PositionInfo/Delete?ids=${outside}`)).state).toBe(1102);
    expect(
      (await call<Position[]>(quality, 'GET', '/PositionInfo/GetDropDown')).data
        .map((o) => (o as unknown as { display: string }).display)
        .sort(),
    ).toEqual(['质检员', '质量工程师（校招）']);
    // The public detail still shows what is published; a draft outside the scope stays hidden.
    expect((await call<Position>(quality, 'GET', `/PositionInfo/GetDetail?id=${outside}`)).data).not.toHaveProperty('deliveryCount');
    expect((await call(quality, 'GET', `/PositionInfo/GetDetail?id=${await idOf('模具钳工')}`)).state).toBe(1102);
    expect((await call(quality, 'POST', '/PositionInfo/Offline', { ids: [inside] })).state).toBe(200);
  });

  it('a self scope sees the positions its holder created, whatever their department', async () => {
    expect((await list(own)).totalCount).toBe(0);
    const res = await call<{ id: number }>(
      own,
      'POST',
      '/PositionInfo/Insert',
      positionBody({ name: '自建职位', deptId: await deptIdByNo(app, 'D04') }),
    );
    expect(res.state).toBe(200);
    expect((await list(own)).list.map((p) => p.name)).toEqual(['自建职位']);
    expect((await call(own, 'GET', `/PositionInfo/GetShortPositionList`)).state).toBe(200);
    expect((await call<Position>(own, 'GET', `/PositionInfo/GetDetail?id=${res.data.id}`)).data.deliveryCount).toBe(0);
  });
});

describe('controlled fields', () => {
  it('are left out of lists and details unless the role lists them as visible; administrators see everything', async () => {
    const [q] = (await list(quality)).list;
    expect(q).toHaveProperty('salaryMin');
    expect(q).not.toHaveProperty('salaryMax');
    const [o] = (await list(own)).list;
    expect(o).not.toHaveProperty('salaryMin');
    expect(o).not.toHaveProperty('salaryMax');
    expect(o).toHaveProperty('headcount');
    const [a] = (await list(admin)).list;
    expect(a).toHaveProperty('salaryMax');
  });
});
