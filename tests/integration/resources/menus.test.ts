import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { seed } from '../../../src/server/db/seed/index.ts';

let app: FastifyInstance;
let admin: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
});
afterAll(async () => app.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) });
type MenuRec = { id: number; title: string; path: string; level: number; custom: boolean; customized: boolean };

describe('menu management (shared by every company)', () => {
  it('adds, edits, disables and deletes an operator menu', async () => {
    const added = body<MenuRec>(
      await call(admin, 'POST', '/Menu/Add', { parentId: 900, path: '/web/system/notice', title: '公告', sort: 20 }),
    );
    expect(added.data).toMatchObject({ title: '公告', level: 2, custom: true });
    expect(added.data.id).toBeGreaterThanOrEqual(100_000);
    const id = added.data.id;
    expect(body<MenuRec>(await call(admin, 'PUT', '/Menu/Edit', { id, title: '公告栏' })).data.title).toBe('公告栏');
    expect(body(await call(admin, 'POST', '/Menu/EnableOrDisable', { ids: [id], enabled: false })).data).toEqual({ updated: 1 });
    expect(body(await call(admin, 'DELETE', `/Menu/Delete?ids=${id}`)).data).toEqual({ deleted: 1 });
  });

  it('keeps an operator’s title of a built-in node across a re-seed, but not its place', async () => {
    const edited = body<MenuRec>(await call(admin, 'PUT', '/Menu/Edit', { id: 202, title: '岗位类型', path: '/web/elsewhere' })).data;
    expect(edited).toMatchObject({ title: '岗位类型', path: '/web/position/type', customized: true });
    await seed(app.database.db, { demo: false });
    const list = body<{ list: MenuRec[] }>(await call(admin, 'GET', '/Menu/GetList?title_like=岗位')).data.list;
    expect(list.map((m) => [m.id, m.title, m.path])).toEqual([[202, '岗位类型', '/web/position/type']]);
  });

  it('refuses what would break the tree', async () => {
    expect(body(await call(admin, 'DELETE', '/Menu/Delete?ids=202')).state).toBe(1110);
    const parent = body<MenuRec>(await call(admin, 'POST', '/Menu/Add', { path: '/web/extra', title: '扩展' })).data.id;
    await call(admin, 'POST', '/Menu/Add', { parentId: parent, path: '/web/extra/a', title: '子菜单' });
    expect(body(await call(admin, 'DELETE', `/Menu/Delete?ids=${parent}`)).state).toBe(1111);
    expect(body(await call(admin, 'POST', '/Menu/Add', { path: '/web/x', title: 'x', redirect: '/web/x' })).errors).toEqual({
      redirect: '重定向不能与菜单路径相同',
    });
    expect(body(await call(admin, 'POST', '/Menu/Add', { path: 'web x', title: 'x', sort: 100000 })).errors).toMatchObject({
      path: '格式不正确',
      sort: '不能大于99999',
    });
  });

  it('lets only the platform company’s top administrator write', async () => {
    expect(body(await call(other, 'GET', '/Menu/GetList')).state).toBe(200);
    expect(body(await call(other, 'POST', '/Menu/Add', { path: '/web/mine', title: 'mine' })).state).toBe(1100);
    expect(body(await call(other, 'PUT', '/Menu/Edit', { id: 202, title: 'hack' })).state).toBe(1100);
  });

  it('answers the whole tree with every key', async () => {
    type Node = { id: number; childFunction: Array<{ functionKey: string }>; children: Node[] };
    const tree = body<Node[]>(await call(admin, 'GET', '/Menu/GetMenuTree')).data;
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(
      flat(tree)
        .find((n) => n.id === 908)!
        .childFunction.map((f) => f.functionKey),
    ).toEqual(expect.arrayContaining(['menu:add', 'menu:edit', 'menu:delete', 'menu:enable']));
  });
});

describe('function keys', () => {
  it('adds and renames operator keys, refuses duplicates and deleting built-in keys', async () => {
    const added = body<{ id: number; functionKey: string; custom: boolean }>(
      await call(admin, 'POST', '/Function/Add', { menuId: 202, functionKey: 'positionType:print', name: '打印' }),
    );
    expect(added.data).toMatchObject({ functionKey: 'positionType:print', custom: true });
    expect(
      body(await call(admin, 'POST', '/Function/Add', { menuId: 202, functionKey: 'positionType:print', name: '再来' })).errors,
    ).toEqual({ functionKey: '已存在' });
    expect(body<{ name: string }>(await call(admin, 'PUT', '/Function/Edit', { id: added.data.id, name: '打印列表' })).data.name).toBe(
      '打印列表',
    );
    const builtIn = body<{ list: Array<{ id: number; functionKey: string }> }>(
      await call(admin, 'GET', '/Function/GetFunctionsByCon?menuId=202&functionKey_like=delete'),
    ).data.list[0]!;
    expect(builtIn.functionKey).toBe('positionType:delete');
    expect(body(await call(admin, 'DELETE', `/Function/Delete?ids=${builtIn.id}`)).state).toBe(1110);
    expect(body(await call(admin, 'DELETE', `/Function/Delete?ids=${added.data.id}`)).data).toEqual({ deleted: 1 });
    expect(body(await call(other, 'POST', '/Function/Add', { menuId: 202, functionKey: 'positionType:x', name: 'x' })).state).toBe(1100);
  });
});
