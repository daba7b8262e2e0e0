/**
 * Matrix entries of the hand-written back-office routes, keyed "METHOD /Controller/Action".
 * A new management route fails the matrix until it has an entry here (generic ones are derived).
 */
import type { Entries, MatrixCtx, Req } from './types.ts';
import { TINY_PNG } from '../../../support/multipart.ts';

const get = (url: string): Req => ({ method: 'GET', url });
const shared = (why: string) => ({ shared: why });
const own = (why: string) => ({ own: why });

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${(serial += 1)}`;

async function customMenu(c: MatrixCtx): Promise<number> {
  return (
    await c.ok<{ id: number }>({
      method: 'POST',
      url: '/Menu/Add',
      payload: { parentId: 900, path: `/web/system/${unique('m')}`, title: unique('菜单') },
    })
  ).id;
}

async function customFunction(c: MatrixCtx): Promise<number> {
  return (
    await c.ok<{ id: number }>({
      method: 'POST',
      url: '/Function/Add',
      payload: { menuId: 908, functionKey: `menu:${unique('k')}`, name: unique('键') },
    })
  ).id;
}

export const handWrittenEntries: Entries = {
  // Session and navigation
  'GET /Menu/GetLoginMenuTree': { ok: () => get('/Menu/GetLoginMenuTree'), cross: own('the caller’s own grants') },
  'GET /Menu/GetControlledMenus': { ok: () => get('/Menu/GetControlledMenus'), cross: own('the caller’s own grants') },
  'GET /SysParam/GetFunctionkey': { ok: () => get('/SysParam/GetFunctionkey'), cross: own('the caller’s own keys') },
  // Home dashboard (src/server/modules/dashboard): figures counted in the caller's company only.
  'GET /Page/GetHomePageData': { ok: () => get('/Page/GetHomePageData'), cross: own('counts of the caller’s company') },
  'GET /Page/GetHomePageRecruitData': {
    ok: () => get('/Page/GetHomePageRecruitData?days=30'),
    cross: own('counts of the caller’s company'),
  },
  'GET /SysTenement/GetTenementTree': { ok: () => get('/SysTenement/GetTenementTree'), cross: { list: true } },
  'GET /SysParam/GetAllResumeResourceList': {
    ok: () => get('/SysParam/GetAllResumeResourceList'),
    cross: own('the caller’s company’s parameter lines'),
  },
  'GET /DropDown/Log/ResourcesType': { ok: () => get('/DropDown/Log/ResourcesType'), cross: shared('names of the resources') },
  'GET /EmployeeNumberSetting/GetLastValue': {
    ok: async (c) => get(`/EmployeeNumberSetting/GetLastValue?id=${(await c.idsOf('/EmployeeNumberSetting/GetList'))[0]}`),
    cross: {
      record: async (c) => {
        const id = (await c.idsOf('/EmployeeNumberSetting/GetList'))[0]!;
        return {
          req: get(`/EmployeeNumberSetting/GetLastValue?id=${id}`),
          read: () => c.ok(get(`/EmployeeNumberSetting/GetDetail?id=${id}`)),
        };
      },
    },
  },
  // Run-time configuration
  'GET /ResourceConfig/Get': { ok: () => get('/ResourceConfig/Get?resource=PositionType'), cross: own('the caller’s company’s overlay') },
  'GET /ResourceConfig/GetAll': { ok: () => get('/ResourceConfig/GetAll'), cross: own('the caller’s company’s overlays') },
  'GET /ResourceConfig/History': {
    ok: () => get('/ResourceConfig/History?resource=PositionType'),
    cross: own('the caller’s company’s versions'),
  },
  'POST /ResourceConfig/Save': {
    ok: async (c) => {
      const cur = await c.ok<{ version: number }>(get('/ResourceConfig/Get?resource=CommonMessage'));
      return {
        method: 'POST',
        url: '/ResourceConfig/Save',
        payload: { resource: 'CommonMessage', baseVersion: cur.version, overlay: { labels: { messageType: { en: 'Kind' } } } },
      };
    },
    cross: own('saves the caller’s company’s overlay'),
  },
  'POST /ResourceConfig/Rollback': {
    ok: () => ({ method: 'POST', url: '/ResourceConfig/Rollback', payload: { resource: 'CommonMessage', version: 0 } }),
    cross: own('rolls back the caller’s company’s overlay'),
  },
  // Files and the log
  'GET /Files/GetUploadFilePageList': {
    // One upload first, so the other company's answer is compared with a non-empty list.
    ok: async (c) => {
      await c.ok({ method: 'POST', url: '/Files/UploadFiles', file: { data: TINY_PNG, filename: 'logo.png', type: 'image/png' } });
      // Searched by name: the other company's answer to the same words holds none of these ids.
      return get('/Files/GetUploadFilePageList?name_like=logo');
    },
    cross: { list: true },
  },
  'GET /OperationLog/GetList': { ok: () => get('/OperationLog/GetList'), cross: { list: true } },
  // Logins of the company's members (the demo seed's and the cast's own): the other company's list holds none of them.
  'GET /LoginLog/GetList': { ok: () => get('/LoginLog/GetList?perPage=100'), cross: { list: true } },
  // Shared menus and function keys (writes: the platform company's top administrator)
  'GET /Menu/GetList': { ok: () => get('/Menu/GetList'), cross: shared('menus are shared by every company') },
  'GET /Menu/GetMenuTree': { ok: () => get('/Menu/GetMenuTree'), cross: shared('menus are shared by every company') },
  'GET /Menu/GetDropDown': { ok: () => get('/Menu/GetDropDown'), cross: shared('menus are shared by every company') },
  'POST /Menu/Add': {
    ok: () => ({ method: 'POST', url: '/Menu/Add', payload: { parentId: 900, path: `/web/system/${unique('m')}`, title: unique('菜单') } }),
    cross: shared('platform only'),
  },
  'PUT /Menu/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/Menu/Edit', payload: { id: await customMenu(c), title: unique('改') } }),
    cross: shared('platform only'),
  },
  'DELETE /Menu/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/Menu/Delete?ids=${await customMenu(c)}` }),
    cross: shared('platform only'),
  },
  'POST /Menu/EnableOrDisable': {
    ok: async (c) => ({ method: 'POST', url: '/Menu/EnableOrDisable', payload: { ids: [await customMenu(c)], enabled: false } }),
    cross: shared('platform only'),
  },
  'GET /Function/GetFunctionsByCon': {
    ok: () => get('/Function/GetFunctionsByCon'),
    cross: shared('function keys are shared by every company'),
  },
  'POST /Function/Add': {
    ok: () => ({ method: 'POST', url: '/Function/Add', payload: { menuId: 908, functionKey: `menu:${unique('k')}`, name: unique('键') } }),
    cross: shared('platform only'),
  },
  'PUT /Function/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/Function/Edit', payload: { id: await customFunction(c), name: unique('改') } }),
    cross: shared('platform only'),
  },
  'DELETE /Function/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/Function/Delete?ids=${await customFunction(c)}` }),
    cross: shared('platform only'),
  },
};
