/**
 * Data scope on the people list: departments A (with A1 below it) and B, people in each, a viewer
 * per scope (all, chosen departments, own department, own department and below, only self) sitting
 * in A. Each sees exactly its rows in GetList, GetDetail and TenementUserExport, phones masked
 * unless its rule lists phone as visible (the demo company masks phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { call, dept, deptIdByNo, raw, readXlsx, role, staff, STAFF_PASSWORD, tenementIdOf } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
const ids = new Map<string, number>();
const viewers = new Map<string, string>();

type Row = { id: number; name: string; phone?: string | null };
const PHONES: Record<string, string> = {
  甲: '13855550001',
  甲一: '13855550002',
  乙: '13855550003',
  全部: '13855550011',
  指定: '13855550012',
  本部门: '13855550013',
  及以下: '13855550014',
  本人: '13855550015',
};
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin } = await actors(app));
  const demo = await tenementIdOf(app, 'T0001');
  const root = await deptIdByNo(app, 'D00');
  const a = await dept(app, demo, 'A', '甲部', root);
  const a1 = await dept(app, demo, 'A1', '甲一组', a);
  const b = await dept(app, demo, 'B', '乙部', root);
  const people: Array<[string, number]> = [
    ['甲', a],
    ['甲一', a1],
    ['乙', b],
  ];
  for (const [name, deptId] of people)
    ids.set(name, (await staff(app, demo, { account: `p_${PHONES[name]}`, name, phone: PHONES[name]!, deptId })).memberId);
  const keys = ['tenementUser:export'];
  const scopes: Array<[string, { valueType: number; deptIds?: number[]; visibleFields?: string[] }]> = [
    ['全部', { valueType: 1 }],
    ['指定', { valueType: 2, deptIds: [b], visibleFields: ['phone'] }],
    ['本部门', { valueType: 3 }],
    ['及以下', { valueType: 4 }],
    ['本人', { valueType: 5 }],
  ];
  for (const [name, scope] of scopes) {
    const roleId = await role(app, demo, { name: `范围${name}`, menus: [102], keys, scope });
    const account = `v_${PHONES[name]}`;
    ids.set(name, (await staff(app, demo, { account, name, phone: PHONES[name]!, deptId: a, roleIds: [roleId] })).memberId);
    viewers.set(name, await loginAs(app, account, STAFF_PASSWORD));
  }
});
afterAll(async () => app.close());

const VIEWERS_IN_A = ['全部', '指定', '本部门', '及以下', '本人'];
// The demo company's people (with the demo calendar's interviewers 周建国 and 陈敏) and this file's.
const EVERYONE = ['系统管理员', '李娜', '周建国', '陈敏', '甲', '甲一', '乙', ...VIEWERS_IN_A];
const EXPECTED: Record<string, string[]> = {
  全部: EVERYONE,
  指定: ['乙'],
  本部门: ['甲', ...VIEWERS_IN_A],
  及以下: ['甲', '甲一', ...VIEWERS_IN_A],
  本人: ['本人'],
};

const list = async (token: string, q = '') =>
  (await call<{ list: Row[]; totalCount: number }>(app, token, 'GET', `/TenementUser/GetList?perPage=100${q}`)).data;

describe('data scope on TenementUser/GetList, GetDetail and TenementUserExport', () => {
  it.each(Object.keys(EXPECTED))('%s sees exactly its rows in the list', async (viewer) => {
    const data = await list(viewers.get(viewer)!);
    expect(data.list.map((r) => r.name).sort()).toEqual([...EXPECTED[viewer]!].sort());
    expect(data.totalCount).toBe(EXPECTED[viewer]!.length);
  });

  it.each(Object.keys(EXPECTED))('%s opens the details of its rows only (1102 for the others)', async (viewer) => {
    for (const [name, id] of ids) {
      const res = await call<Row>(app, viewers.get(viewer)!, 'GET', `/TenementUser/GetDetail?id=${id}`);
      if (EXPECTED[viewer]!.includes(name)) expect(res.data.name).toBe(name);
      else expect(res.state).toBe(1102);
    }
  });

  it.each(Object.keys(EXPECTED))('%s exports exactly its rows', async (viewer) => {
    const res = await raw(app, viewers.get(viewer)!, '/TenementUser/TenementUserExport');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.姓名).sort()).toEqual([...EXPECTED[viewer]!].sort());
  });

  it('keeps filters inside the scope (a department outside it adds nothing)', async () => {
    const b = await deptIdByNo(app, 'B');
    const a = await deptIdByNo(app, 'A');
    expect((await list(viewers.get('本部门')!, `&deptId=${b}`)).list).toEqual([]);
    expect((await list(viewers.get('及以下')!, `&deptId=${a}&withChildren=false`)).list.map((r) => r.name).sort()).toEqual(
      ['甲', ...VIEWERS_IN_A].sort(),
    );
    expect((await list(admin, `&deptId=${a}`)).list.map((r) => r.name).sort()).toEqual(['甲', '甲一', ...VIEWERS_IN_A].sort());
    expect((await list(admin, `&deptId=${a}&withChildren=false`)).list.map((r) => r.name).sort()).toEqual(['甲', ...VIEWERS_IN_A].sort());
  });

  it('refuses writes on rows outside the scope as if they did not exist', async () => {
    // The own-department viewer holds no write keys: give the check a holder of edit with that scope.
    const demo = await tenementIdOf(app, 'T0001');
    const editorRole = await role(app, demo, {
      name: '编辑员',
      menus: [102],
      keys: ['tenementUser:edit', 'tenementUser:changeDept'],
      scope: { valueType: 3 },
    });
    await staff(app, demo, {
      account: 'editor',
      name: '编辑员',
      phone: '13855550099',
      deptId: await deptIdByNo(app, 'B'),
      roleIds: [editorRole],
    });
    const editor = await loginAs(app, 'editor', STAFF_PASSWORD);
    expect((await call(app, editor, 'PUT', '/TenementUser/Edit', { id: ids.get('甲'), name: '改名' })).state).toBe(1102);
    expect(
      (
        await call(app, editor, 'PUT', '/TenementUser/UpdateUserDept', {
          ids: [ids.get('甲'), ids.get('乙')],
          deptId: await deptIdByNo(app, 'B'),
        })
      ).state,
    ).toBe(1102);
    expect((await call(app, editor, 'PUT', '/TenementUser/Edit', { id: ids.get('乙'), remark: '同部门' })).state).toBe(200);
    expect((await list(admin, '&name_like=甲')).list.map((r) => r.name).sort()).toEqual(['甲', '甲一']);
  });
});

describe('controlled fields (phone masked in the demo company)', () => {
  it('masks phone in list, detail and export unless the role lists it as visible', async () => {
    const viewer = viewers.get('全部')!;
    const rows = (await list(viewer)).list;
    expect(rows.find((r) => r.name === '乙')!.phone).toBe(masked(PHONES.乙!));
    expect(rows.find((r) => r.name === '系统管理员')!.phone).toBe('138****0001');
    expect((await call<Row>(app, viewer, 'GET', `/TenementUser/GetDetail?id=${ids.get('乙')}`)).data.phone).toBe('138****0003');
    const sheet = await readXlsx((await raw(app, viewer, '/TenementUser/TenementUserExport')).rawPayload);
    expect(sheet.find((r) => r.姓名 === '乙')!.手机号).toBe('138****0003');
    expect(sheet.every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.手机号!))).toBe(true);

    // 指定's rule lists phone as visible.
    const plain = viewers.get('指定')!;
    expect((await list(plain)).list.find((r) => r.name === '乙')!.phone).toBe(PHONES.乙);
    expect((await call<Row>(app, plain, 'GET', `/TenementUser/GetDetail?id=${ids.get('乙')}`)).data.phone).toBe(PHONES.乙);
    expect(
      (await readXlsx((await raw(app, plain, '/TenementUser/TenementUserExport')).rawPayload)).find((r) => r.姓名 === '乙')!.手机号,
    ).toBe(PHONES.乙);

    // The top administrator sees everything in plain.
    expect((await list(admin)).list.find((r) => r.name === '乙')!.phone).toBe(PHONES.乙);
  });

  it('scopes the pickers, and masks their texts when name is a controlled field too', async () => {
    expect((await call(app, viewers.get('本人')!, 'GET', '/TenementUser/GetUserDrow')).data).toEqual([
      { value: expect.any(Number), display: '本人' },
    ]);
    const fuzzy = async (token: string) =>
      (await call<Array<{ display: string }>>(app, token, 'GET', '/TenementUser/FuzzyQueryList?keyword=p_13855550003')).data.map(
        (o) => o.display,
      );
    expect(await fuzzy(viewers.get('本部门')!)).toEqual([]);
    expect(await fuzzy(viewers.get('全部')!)).toEqual(['乙 (p_13855550003)']);
    await app.database.db.insert(controlledFieldTable).values({
      tenementId: await tenementIdOf(app, 'T0001'),
      tableName: 'tenement_users',
      fieldName: 'name',
      fieldLabel: '姓名',
      controlType: 'mask',
    });
    expect(await fuzzy(viewers.get('全部')!)).toEqual(['* (p_13855550003)']);
    // Phone is masked for this viewer: filtering on it would reveal it (issue 26), so the list refuses.
    const byPhone = await call(app, viewers.get('全部')!, 'GET', '/TenementUser/GetList?phone=13855550003');
    expect(byPhone.state).toBe(1000);
    expect(Object.keys(byPhone.errors ?? {})).toEqual(['phone']);
    expect((await list(viewers.get('全部')!)).list.find((r) => r.id === ids.get('乙'))!.name).toBe('*');
    expect(await fuzzy(admin)).toEqual(['乙 (p_13855550003)']);
  });
});
