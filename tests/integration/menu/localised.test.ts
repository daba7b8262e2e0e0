import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { menus } from '../../../src/server/db/schema/index.ts';
import { api, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, latestLogs, roleIdOf, tenementIdOf } from '../access/helpers.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let admin: string;
let recruiter: string;

beforeAll(async () => {
  app = await testApp();
  call = caller(app);
  ({ admin, recruiter } = await actors(app));
});
afterAll(async () => app.close());

type Node = { id: number; title: string; children: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const titles = async (token: string, lang: string, url = '/Menu/GetLoginMenuTree') =>
  new Map(flat((await call<Node[]>(token, 'GET', url, undefined, lang)).data).map((n) => [n.id, n.title]));
const storedTitle = async (id: number) =>
  (await app.database.db.select({ title: menus.title }).from(menus).where(eq(menus.id, id)))[0]!.title;

describe('menu titles in the caller’s language', () => {
  it('names groups, hand-written pages and resource screens in English and Traditional Chinese', async () => {
    const en = await titles(admin, 'en');
    expect([1, 100, 101, 102, 103, 104, 105, 106, 108, 200, 202, 900, 906, 911].map((id) => en.get(id))).toEqual([
      'Home',
      'Organisation',
      'Departments',
      'Users',
      'Roles',
      'Team code & joining',
      'Data permissions',
      'Company info',
      'Operation log',
      'Positions',
      'Position types',
      'System settings',
      'Screen settings',
      'Accounts',
    ]);
    const tw = await titles(admin, 'zh-TW');
    expect([1, 100, 101, 102, 104, 105, 900].map((id) => tw.get(id))).toEqual([
      '首頁',
      '組織管理',
      '部門管理',
      '使用者管理',
      '團隊碼與加入審核',
      '資料權限',
      '系統設定',
    ]);
    const cn = await titles(admin, 'zh-CN');
    expect([1, 100, 101, 102].map((id) => cn.get(id))).toEqual(['首页', '组织管理', '部门管理', '用户管理']);
  });

  it('gives a role holder the titles of their own tree, and every node a title in every language', async () => {
    expect([...(await titles(recruiter, 'en')).values()]).toEqual(['Home', 'Positions', 'Position types']);
    for (const lang of ['en', 'zh-TW']) {
      const cn = await titles(admin, 'zh-CN');
      const other = await titles(admin, lang);
      // Every seeded node is translated: none keeps its zh-CN title except where both languages agree.
      const same = [...other].filter(([id, title]) => title === cn.get(id)).map(([id]) => id);
      expect(same.every((id) => lang === 'zh-TW' && /^[\u4e00-\u9fff]+$/.test(other.get(id)!))).toBe(true);
    }
  });

  it('translates the management reads too: GetMenuTree, GetList (filtered on what the caller reads), GetDropDown, the grant tree', async () => {
    expect((await titles(admin, 'en', '/Menu/GetMenuTree')).get(909)).toBe('Function keys');
    const list = (
      await call<{ list: Array<{ id: number; title: string }>; totalCount: number }>(
        admin,
        'GET',
        '/Menu/GetList?title_like=position&perPage=100',
        undefined,
        'en',
      )
    ).data;
    expect(list.list.map((m) => [m.id, m.title])).toEqual([
      [200, 'Positions'],
      [202, 'Position types'],
      [203, 'Position tags'],
      [204, 'Position posters'],
    ]);
    expect(list.totalCount).toBe(4);
    const options = (await call<Array<{ value: number; display: string }>>(admin, 'GET', '/Menu/GetDropDown', undefined, 'zh-TW')).data;
    expect(options.find((o) => o.value === 101)!.display).toBe('— 部門管理');
    const role = await roleIdOf(app, await tenementIdOf(app, 'T0001'), '招聘专员');
    const grant = (await call<{ tree: Node[] }>(admin, 'GET', `/SysGrant/GetMenuTreeByRoleId?roleId=${role}`, undefined, 'en')).data;
    expect(flat(grant.tree).find((n) => n.id === 105)!.title).toBe('Data permissions');
  });

  it('keeps an operator’s title in every language; an edit that sends back the shown title is no rename', async () => {
    const renamed = await call<{ title: string; customized: boolean }>(admin, 'PUT', '/Menu/Edit', { id: 101, title: '部门与班组' }, 'en');
    expect(renamed.data).toMatchObject({ title: '部门与班组', customized: true });
    expect((await titles(admin, 'en')).get(101)).toBe('部门与班组');
    expect((await titles(admin, 'zh-TW')).get(101)).toBe('部门与班组');

    // An English operator changes the icon of 角色管理: the form sends back "Roles" with it.
    const iconOnly = await call<{ title: string; icon: string; customized: boolean }>(
      admin,
      'PUT',
      '/Menu/Edit',
      { id: 103, title: 'Roles', icon: 'Badge' },
      'en',
    );
    expect(iconOnly.data).toMatchObject({ title: 'Roles', icon: 'Badge', customized: true });
    expect(await storedTitle(103)).toBe('角色管理');
    expect((await titles(admin, 'zh-TW')).get(103)).toBe('角色管理');
    expect((await titles(admin, 'en')).get(103)).toBe('Roles');

    const added = await call<{ id: number; title: string }>(
      admin,
      'POST',
      '/Menu/Add',
      { parentId: 900, path: '/web/system/notice', title: '公告', sort: 20 },
      'en',
    );
    expect(added.data.title).toBe('公告');
    expect((await titles(admin, 'en')).get(added.data.id)).toBe('公告');
  });
});

describe('operation-log names', () => {
  type Option = { value: string; display: string };
  const resourcesType = (lang: string) => call<Option[]>(admin, 'GET', '/DropDown/Log/ResourcesType', undefined, lang);

  it('lists every screen a write can happen on and the declared extras, labelled in the caller’s language', async () => {
    const en = (await resourcesType('en')).data;
    expect(en).toEqual(
      expect.arrayContaining([
        { value: 'dept', display: 'Departments' },
        { value: 'tenementUser', display: 'Users' },
        { value: 'teamCode', display: 'Team code & joining' },
        { value: 'functionKey', display: 'Function keys' },
        { value: 'resourceConfig', display: 'Screen settings' },
        { value: 'account', display: 'Accounts' },
        { value: 'userType', display: 'User types' },
        { value: 'tenementUserInvite', display: 'Member invitations' },
        { value: 'form', display: 'Join requests' },
      ]),
    );
    expect(new Set(en.map((o) => o.value)).size).toBe(en.length);
    expect(en.some((o) => o.value === 'home' || o.value === 'operationLog')).toBe(false);
    expect(en.every((o) => !/[\u4e00-\u9fff]/.test(o.display))).toBe(true);
    const cn = (await resourcesType('zh-CN')).data;
    expect(cn.map((o) => o.value)).toEqual(en.map((o) => o.value));
    expect(cn.find((o) => o.value === 'dept')!.display).toBe('部门管理');
    expect((await app.inject({ method: 'GET', url: api('/DropDown/Log/ResourcesType') })).statusCode).toBe(401);
  });

  it('logs writes under the screen’s menu key: function keys as functionKey, screen configuration as resourceConfig', async () => {
    const fn = await call<{ id: number }>(admin, 'POST', '/Function/Add', { menuId: 202, functionKey: 'positionType:print', name: '打印' });
    expect((await latestLogs(app, admin, 'functionKey'))[0]).toMatchObject({ action: 'add', recordId: String(fn.data.id) });
    expect(await latestLogs(app, admin, 'function')).toEqual([]);
    await call(admin, 'POST', '/ResourceConfig/Save', {
      resource: 'PositionType',
      overlay: { labels: { code: { en: 'Code' } } },
      baseVersion: 0,
    });
    const config = (await latestLogs(app, admin, 'resourceConfig'))[0]!;
    // The record reads as the screen's name and the version; the summary keeps the definition's name.
    expect(config).toMatchObject({ action: 'config', recordId: '职位类型 v1' });
    expect(JSON.parse(config.summary)).toMatchObject({ resource: 'PositionType' });
  });
});
