/**
 * Authorization-matrix entries of the organisation module's management routes, for
 * tests/integration/platform/matrix (spread into its entries). Public and any-user routes
 * (GetTenementInfo, GetAllOfficePlace, company info detail and list, Tenement/Register) are not
 * management routes; tests/integration/org covers them.
 */
import ExcelJS from 'exceljs';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const get = (url: string): Req => ({ method: 'GET', url });
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}${(serial += 1)}`;

/** The demo company's root department (the tree's only top node). */
const rootOf = async (c: MatrixCtx) => (await c.idsOf('/SysTenement/GetTenementTree'))[0]!;
const detail = (id: number) => get(`/SysTenement/Dept/Detail?id=${id}`);
const addReq = (parentId: number): Req => ({
  method: 'POST',
  url: '/SysTenement/Dept/Add',
  payload: { parentId, deptNo: unique('M'), name: unique('部门') },
});
const newDept = async (c: MatrixCtx) => (await c.ok<{ id: number }>(addReq(await rootOf(c)))).id;

async function deptSheet(parentNo: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(['部门编号', '部门名称', '上级部门编号']);
  ws.addRow([unique('I'), unique('导入部门'), parentNo]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function firstOfficePlace(c: MatrixCtx): Promise<number> {
  const ids = await c.idsOf('/SysTenement/GetAllOfficePlace');
  if (ids.length) return ids[0]!;
  await c.ok({
    method: 'PUT',
    url: '/TenementCompanyInfo/UpdateCompanyInfoEntity',
    payload: { officePlaces: [{ name: unique('厂'), address: '矩阵路1号' }] },
  });
  return (await c.idsOf('/SysTenement/GetAllOfficePlace'))[0]!;
}

export const orgEntries: Entries = {
  'GET /SysTenement/Dept/Detail': {
    ok: async (c) => detail(await rootOf(c)),
    cross: { record: async (c) => ({ req: detail(await rootOf(c)), read: async () => c.ok(detail(await rootOf(c))) }) },
  },
  'POST /SysTenement/Dept/Add': {
    ok: async (c) => addReq(await rootOf(c)),
    // Naming the first company's department as the parent.
    cross: { record: async (c) => ({ req: addReq(await rootOf(c)), read: async () => c.ok(detail(await rootOf(c))) }) },
  },
  'PUT /SysTenement/Dept/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/SysTenement/Dept/Edit', payload: { id: await newDept(c), name: unique('改') } }),
    cross: {
      record: async (c) => {
        const id = await newDept(c);
        return { req: { method: 'PUT', url: '/SysTenement/Dept/Edit', payload: { id, name: unique('抢') } }, read: () => c.ok(detail(id)) };
      },
    },
  },
  'DELETE /SysTenement/Dept/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/SysTenement/Dept/Delete?id=${await newDept(c)}` }),
    cross: {
      record: async (c) => {
        const id = await newDept(c);
        return { req: { method: 'DELETE', url: `/SysTenement/Dept/Delete?id=${id}` }, read: () => c.ok(detail(id)) };
      },
    },
  },
  'POST /SysTenement/ImportDept': {
    ok: async () => ({
      method: 'POST',
      url: '/SysTenement/ImportDept',
      file: {
        data: await deptSheet('D00'),
        filename: 'depts.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    }),
    cross: { own: 'rows name parents by number inside the caller’s company only' },
  },
  'GET /SysTenement/DownloadTemplate': {
    ok: () => get('/SysTenement/DownloadTemplate'),
    cross: { own: 'the caller’s company’s root in the example row' },
  },
  'GET /SysTenement/GetTenement': { ok: () => get('/SysTenement/GetTenement'), cross: { own: 'the caller’s company' } },
  // The platform administrator sees every company, so the list-disjointness check does not apply.
  'GET /SysTenement/GetTenementList': {
    ok: () => get('/SysTenement/GetTenementList'),
    cross: { own: 'the companies the caller belongs to (all of them for the platform administrator)' },
  },
  'POST /SysTenement/Tenement/Add': {
    ok: () => ({ method: 'POST', url: '/SysTenement/Tenement/Add', payload: { name: unique('矩阵公司'), adminAccount: 'admin' } }),
    cross: { shared: 'platform only' },
  },
  'PUT /TenementCompanyInfo/UpdateCompanyInfoEntity': {
    ok: () => ({ method: 'PUT', url: '/TenementCompanyInfo/UpdateCompanyInfoEntity', payload: { shortName: '华东精密' } }),
    // Naming the first company's office place in the set.
    cross: {
      record: async (c) => {
        const id = await firstOfficePlace(c);
        return {
          req: {
            method: 'PUT',
            url: '/TenementCompanyInfo/UpdateCompanyInfoEntity',
            payload: { officePlaces: [{ id, name: unique('抢'), address: 'X' }] },
          },
          read: () => c.ok(get('/SysTenement/GetAllOfficePlace')),
        };
      },
    },
  },
};
