import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { depts, tenementUsers } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
/** Demo departments by number. */
const no: Record<string, number> = {};

type Detail = {
  id: number;
  parentId: number | null;
  parentName: string | null;
  deptNo: string;
  name: string;
  sort: number;
  remark: string | null;
  peopleCount: number;
  peopleWithin: number;
  childCount: number;
};
type Entry = { action: string; resource: string; recordId: string | null; summary: string };

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  for (const d of await app.database.db.select().from(depts)) no[d.deptNo] = d.id;
});
afterAll(async () => app.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const detail = async (token: string, id: number) => body<Detail>(await call(token, 'GET', `/SysTenement/Dept/Detail?id=${id}`));
const add = async (token: string, payload: Record<string, unknown>) =>
  body<{ id: number }>(await call(token, 'POST', '/SysTenement/Dept/Add', payload));
const pathOf = async (id: number) => (await app.database.db.select({ path: depts.path }).from(depts).where(eq(depts.id, id)))[0]?.path;
const lastLog = async () =>
  body<{ list: Entry[] }>(await call(admin, 'GET', '/OperationLog/GetList?resource=dept&perPage=1')).data.list[0]!;

describe('department calls refuse', () => {
  it('anonymous callers with 401', async () => {
    for (const [method, url] of [
      ['GET', '/SysTenement/Dept/Detail?id=1'],
      ['POST', '/SysTenement/Dept/Add'],
      ['PUT', '/SysTenement/Dept/Edit'],
      ['DELETE', '/SysTenement/Dept/Delete?id=1'],
    ] as const) {
      expect((await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('job seekers with 1101 and a recruiter without the department menu or keys with 1100', async () => {
    expect((await detail(seeker, no.D01!)).state).toBe(1101);
    expect((await detail(recruiter, no.D01!)).state).toBe(1100);
    expect((await add(recruiter, { parentId: no.D00, deptNo: 'R1', name: '招聘部' })).state).toBe(1100);
    expect(body(await call(recruiter, 'PUT', '/SysTenement/Dept/Edit', { id: no.D03, name: '改名' })).state).toBe(1100);
    expect(body(await call(recruiter, 'DELETE', `/SysTenement/Dept/Delete?id=${no.D04}`)).state).toBe(1100);
    expect((await detail(admin, no.D03!)).data.name).toBe('质量部');
  });

  it('bad input with 1000 and the fields at fault', async () => {
    const missing = await add(admin, { deptNo: '', name: '  ' });
    expect(missing.state).toBe(1000);
    expect(Object.keys(missing.errors!).sort()).toEqual(['deptNo', 'name', 'parentId']);
    expect((await add(admin, { parentId: no.D00, deptNo: 'D#1', name: '采购部' })).errors).toEqual({ deptNo: '格式不正确' });
    expect(body(await call(admin, 'GET', '/SysTenement/Dept/Detail?id=abc')).state).toBe(1000);
    expect(body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { name: '无编号' })).errors).toHaveProperty('id');
    expect(body(await call(admin, 'DELETE', '/SysTenement/Dept/Delete')).state).toBe(1000);
  });

  it('another company’s departments with 1102, leaving them as they were', async () => {
    expect((await detail(other, no.D03!)).state).toBe(1102);
    expect(body(await call(other, 'PUT', '/SysTenement/Dept/Edit', { id: no.D03, name: '被改了' })).state).toBe(1102);
    expect(body(await call(other, 'DELETE', `/SysTenement/Dept/Delete?id=${no.D04}`)).state).toBe(1102);
    expect((await add(other, { parentId: no.D03, deptNo: 'X1', name: '借位' })).state).toBe(1102);
    expect((await detail(admin, no.D03!)).data).toMatchObject({ name: '质量部', childCount: 0 });
    expect((await detail(admin, no.D04!)).state).toBe(200);
  });
});

describe('department detail, add and edit', () => {
  it('shows a department with its parent’s name, its people and its sub-departments', async () => {
    expect((await detail(admin, no.D01!)).data).toEqual({
      id: no.D01,
      parentId: no.D00,
      parentName: '华东精密制造有限公司',
      deptNo: 'D01',
      name: '人力资源部',
      sort: 1,
      remark: null,
      peopleCount: 2,
      peopleWithin: 2,
      childCount: 0,
    });
    // 生产部 holds the demo calendar's interviewer 周建国; the root holds nobody itself but counts everyone below.
    const d02 = (await detail(admin, no.D02!)).data;
    expect(d02).toMatchObject({ peopleCount: 1, childCount: 2 });
    const [company] = await app.database.db.select({ id: depts.tenementId }).from(depts).where(eq(depts.id, no.D00!));
    const members = await app.database.db
      .select({ deptId: tenementUsers.deptId })
      .from(tenementUsers)
      .where(eq(tenementUsers.tenementId, company!.id));
    const root = (await detail(admin, no.D00!)).data;
    expect(root).toMatchObject({ parentId: null, parentName: null, childCount: 4, peopleCount: 0 });
    expect(root.peopleWithin).toBe(members.filter((m) => m.deptId !== null).length);
    expect(root.peopleWithin).toBeGreaterThan(d02.peopleWithin);
  });

  it('adds a department under a parent and logs it', async () => {
    const res = await add(admin, { parentId: no.D02, deptNo: 'D0203', name: '喷涂车间', sort: 3, remark: '二期' });
    expect(res.state).toBe(200);
    expect((await detail(admin, res.data.id)).data).toMatchObject({
      parentName: '生产部',
      deptNo: 'D0203',
      name: '喷涂车间',
      sort: 3,
      remark: '二期',
    });
    expect(await pathOf(res.data.id)).toBe(`/${no.D00}/${no.D02}/${res.data.id}/`);
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'add', resource: 'dept', recordId: String(res.data.id) });
    expect(JSON.parse(log.summary)).toEqual({ after: { parentId: no.D02, deptNo: 'D0203', name: '喷涂车间', sort: 3, remark: '二期' } });
  });

  it('keeps numbers unique in the company and one root per company', async () => {
    expect((await add(admin, { parentId: no.D00, deptNo: 'D01', name: '重复' })).errors).toEqual({ deptNo: '已存在' });
    expect(body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: no.D03, deptNo: 'D04' })).errors).toEqual({ deptNo: '已存在' });
    expect((await add(admin, { parentId: null, deptNo: 'TOP2', name: '第二个根' })).errors).toEqual({ parentId: '不能为空' });
    expect(body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: no.D03, parentId: null })).errors).toEqual({
      parentId: '不能为空',
    });
    // The same number is free in another company, whose first department may be its root.
    const root = await add(other, { parentId: null, deptNo: 'D01', name: '另一家公司' });
    expect(root.state).toBe(200);
    expect((await add(other, { parentId: null, deptNo: 'D02', name: '又一个根' })).state).toBe(1000);
    expect((await add(other, { parentId: root.data.id, deptNo: 'D02', name: '销售部' })).state).toBe(200);
  });

  it('edits the given fields only and logs what changed', async () => {
    const res = await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: no.D04, name: '研发与工艺中心', remark: '含工艺' });
    expect(body(res).data).toEqual({ id: no.D04 });
    expect((await detail(admin, no.D04!)).data).toMatchObject({ deptNo: 'D04', name: '研发与工艺中心', sort: 4, remark: '含工艺' });
    expect(JSON.parse((await lastLog()).summary)).toEqual({
      before: { name: '研发中心', remark: null },
      after: { name: '研发与工艺中心', remark: '含工艺' },
    });
    await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: no.D04, remark: null });
    expect((await detail(admin, no.D04!)).data.remark).toBeNull();
  });

  it('moves a department with everything below it, rewriting their paths in one go', async () => {
    const a = (await add(admin, { parentId: no.D02, deptNo: 'MA', name: '总装线' })).data.id;
    const b = (await add(admin, { parentId: a, deptNo: 'MB', name: '一工段' })).data.id;
    const c = (await add(admin, { parentId: b, deptNo: 'MC', name: '一班' })).data.id;
    expect(body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: a, parentId: no.D03 })).state).toBe(200);
    expect(await pathOf(a)).toBe(`/${no.D00}/${no.D03}/${a}/`);
    expect(await pathOf(b)).toBe(`/${no.D00}/${no.D03}/${a}/${b}/`);
    expect(await pathOf(c)).toBe(`/${no.D00}/${no.D03}/${a}/${b}/${c}/`);
    expect(await pathOf(no.D0201!)).toBe(`/${no.D00}/${no.D02}/${no.D0201}/`);
    expect(JSON.parse((await lastLog()).summary)).toEqual({ before: { parentId: no.D02 }, after: { parentId: no.D03 } });
    type Node = { id: number; children: Node[] };
    const tree = body<Node[]>(await call(admin, 'GET', '/SysTenement/GetTenementTree')).data;
    const quality = tree[0]!.children.find((n) => n.id === no.D03)!;
    expect(quality.children.map((n) => n.id)).toEqual([a]);
    expect(quality.children[0]!.children[0]!.children.map((n) => n.id)).toEqual([c]);
  });

  it('refuses to put a department under itself or below it (1122), the root included', async () => {
    const a = (await add(admin, { parentId: no.D04, deptNo: 'CA', name: '甲' })).data.id;
    const b = (await add(admin, { parentId: a, deptNo: 'CB', name: '乙' })).data.id;
    for (const [id, parentId] of [
      [a, a],
      [a, b],
      [no.D00, b],
    ]) {
      const res = body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id, parentId }));
      expect(res).toMatchObject({ state: 1122, message: '上级部门不能是自身或其下级部门' });
    }
    expect(await pathOf(a)).toBe(`/${no.D00}/${no.D04}/${a}/`);
    expect(await pathOf(b)).toBe(`/${no.D00}/${no.D04}/${a}/${b}/`);
  });

  it('refuses trees deeper than 15 levels', async () => {
    let parentId = no.D0202!;
    for (let level = 4; level <= 15; level++)
      parentId = (await add(admin, { parentId, deptNo: `L${level}`, name: `第${level}层` })).data.id;
    expect((await add(admin, { parentId, deptNo: 'L16', name: '第16层' })).errors).toEqual({ parentId: '层级不能超过15级' });
    // Moving a two-level branch under level 14 would reach 16.
    const branch = (await add(admin, { parentId: no.D03, deptNo: 'BR1', name: '枝' })).data.id;
    await add(admin, { parentId: branch, deptNo: 'BR2', name: '叶' });
    const level14 = (await app.database.db.select().from(depts).where(eq(depts.deptNo, 'L14')))[0]!.id;
    expect(body(await call(admin, 'PUT', '/SysTenement/Dept/Edit', { id: branch, parentId: level14 })).errors).toEqual({
      parentId: '层级不能超过15级',
    });
  });
});

describe('department delete', () => {
  it('refuses while there are sub-departments (1120) or people (1121), and for the root', async () => {
    expect(body(await call(admin, 'DELETE', `/SysTenement/Dept/Delete?id=${no.D02}`))).toMatchObject({
      state: 1120,
      message: '该部门下还有子部门，请先删除子部门',
    });
    expect(body(await call(admin, 'DELETE', `/SysTenement/Dept/Delete?id=${no.D01}`))).toMatchObject({
      state: 1121,
      message: '该部门下还有2名人员，请先调整人员部门',
    });
    const en = await app.inject({
      method: 'DELETE',
      url: api(`/SysTenement/Dept/Delete?id=${no.D01}`),
      headers: { ...auth(admin), 'accept-language': 'en' },
    });
    expect(body(en).message).toBe('This department still has 2 people: move them first');
    const lone = await add(other, { parentId: null, deptNo: 'ROOT', name: '孤根' });
    // The other company has a root already (an earlier test): this one is refused, and its root cannot go.
    expect(lone.state).toBe(1000);
    const otherRoot = body<Array<{ id: number; children: unknown[] }>>(await call(other, 'GET', '/SysTenement/GetTenementTree')).data[0]!;
    const child = otherRoot.children as Array<{ id: number }>;
    for (const c of child) expect(body(await call(other, 'DELETE', `/SysTenement/Dept/Delete?id=${c.id}`)).state).toBe(200);
    expect(body(await call(other, 'DELETE', `/SysTenement/Dept/Delete?id=${otherRoot.id}`)).state).toBe(1134);
    expect((await detail(admin, no.D02!)).state).toBe(200);
  });

  it('deletes an empty department and logs what it was', async () => {
    const id = (await add(admin, { parentId: no.D03, deptNo: 'TMP', name: '临时组' })).data.id;
    expect(body(await call(admin, 'DELETE', `/SysTenement/Dept/Delete?id=${id}`))).toMatchObject({ state: 200, data: null });
    expect((await detail(admin, id)).state).toBe(1102);
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'delete', recordId: String(id) });
    expect(JSON.parse(log.summary).before).toMatchObject({ deptNo: 'TMP', name: '临时组', parentId: no.D03 });
  });
});
