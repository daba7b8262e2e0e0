import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';
import { depts } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
});
afterAll(async () => app.close());

type Result = { errorCount: number; successCount: number; url: string | null };
const HEADER = ['部门编号', '部门名称', '上级部门编号', '排序', '备注'];

async function sheet(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function readBook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
const upload = (token: string | null, data: Buffer, filename = 'depts.xlsx') => {
  const m = multipart([{ field: 'file', filename, data }]);
  return app.inject({
    method: 'POST',
    url: api('/SysTenement/ImportDept'),
    headers: { ...(token ? auth(token) : {}), ...m.headers },
    payload: m.payload,
  });
};
const template = (token: string | null, lang = 'zh-CN') =>
  app.inject({
    method: 'GET',
    url: api('/SysTenement/DownloadTemplate'),
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
  });
const deptCount = async () => (await app.database.db.select().from(depts)).length;
const byNo = async (deptNo: string) => (await app.database.db.select().from(depts).where(eq(depts.deptNo, deptNo)))[0]!;

describe('department template', () => {
  it('is the five columns and an example row under the company’s root, in the caller’s language', async () => {
    const res = await template(admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('部门管理-导入模板.xlsx');
    const ws = await readBook(res.rawPayload);
    expect(ws.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(ws.rowCount).toBe(2);
    expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['D00-01', '采购部', 'D00']);
    const en = await readBook((await template(admin, 'en')).rawPayload);
    expect(en.getRow(1).values).toEqual([undefined, 'Department No.', 'Department name', 'Parent department No.', 'Sort', 'Remark']);
  });

  it('is refused to anonymous callers (401) and to a recruiter without the key (1100)', async () => {
    expect((await template(null)).statusCode).toBe(401);
    expect(body(await template(recruiter)).state).toBe(1100);
  });
});

describe('department import', () => {
  it('is refused to anonymous callers, to a recruiter without the key, and without a file', async () => {
    const file = await sheet([HEADER, ['Z1', '某部', 'D00']]);
    expect((await upload(null, file)).statusCode).toBe(401);
    expect(body(await upload(recruiter, file)).state).toBe(1100);
    expect(body(await app.inject({ method: 'POST', url: api('/SysTenement/ImportDept'), headers: auth(admin), payload: {} })).state).toBe(
      1003,
    );
    const noFile = multipart([{ field: 'note', data: 'x' }]);
    expect(
      body(
        await app.inject({
          method: 'POST',
          url: api('/SysTenement/ImportDept'),
          headers: { ...auth(admin), ...noFile.headers },
          payload: noFile.payload,
        }),
      ).state,
    ).toBe(1107);
    expect(await byNo('Z1')).toBeUndefined();
  });

  it('imports a good file whose rows name parents in the same file, in any order', async () => {
    const before = await deptCount();
    const file = await sheet([
      HEADER,
      ['P0101', '采购一组', 'P01', 1, null],
      ['P01', '采购部', 'D00', 5, '新设'],
      [101, '财务部', 'D00', 6],
      ['P010101', '采购一组一班', 'P0101'],
      ['D0203', '喷涂车间', 'D02', 3],
    ]);
    expect(body<Result>(await upload(admin, file)).data).toEqual({ errorCount: 0, successCount: 5, url: null });
    expect(await deptCount()).toBe(before + 5);
    const [root, p01, p0101, p010101, finance, d02, d0203] = await Promise.all(
      ['D00', 'P01', 'P0101', 'P010101', '101', 'D02', 'D0203'].map(byNo),
    );
    expect(p01).toMatchObject({ name: '采购部', parentId: root!.id, sort: 5, remark: '新设', path: `/${root!.id}/${p01!.id}/` });
    expect(p0101).toMatchObject({ parentId: p01!.id, path: `/${root!.id}/${p01!.id}/${p0101!.id}/` });
    expect(p010101!.path).toBe(`${p0101!.path}${p010101!.id}/`);
    expect(finance).toMatchObject({ name: '财务部', parentId: root!.id });
    expect(d0203).toMatchObject({ parentId: d02!.id, sort: 3 });
    const log = body<{ list: Array<{ action: string; resource: string; summary: string }> }>(
      await app.inject({ method: 'GET', url: api('/OperationLog/GetList?resource=dept&action=import'), headers: auth(admin) }),
    ).data.list[0]!;
    expect(JSON.parse(log.summary)).toMatchObject({ count: 5 });
    expect(JSON.parse(log.summary).deptNos).toEqual(expect.arrayContaining(['P01', 'P0101', '101']));
  });

  it('writes nothing when any row is bad, and reports every bad row in a file only the company can read', async () => {
    const before = await deptCount();
    const file = await sheet([
      HEADER,
      ['Q1', '质检一组', 'D03', 1],
      ['Q1', '重复组', 'D03'],
      ['D01', '已有编号', 'D00'],
      ['Q2', '无上级', 'NOPE'],
      ['QA', '环甲', 'QB'],
      ['QB', '环乙', 'QA'],
      ['QS', '自环', 'QS'],
      ['Q3', '排序错', 'D03', 'abc'],
      ['Q#4', '坏编号', 'D03'],
      ['Q5', null, 'D03'],
      ['Q6', '第二个根', null],
      ['Q8', '挂在排序错的行下', 'Q3'],
    ]);
    const result = body<Result>(await upload(admin, file)).data;
    expect(result).toMatchObject({ errorCount: 10, successCount: 0 });
    expect(await deptCount()).toBe(before);
    const report = await readBook((await app.inject({ method: 'GET', url: result.url!, headers: auth(admin) })).rawPayload);
    const lines = report.getColumn(1).values.slice(2);
    const errors = report.getColumn(7).values.slice(2).map(String);
    expect(lines).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(errors).toEqual([
      '部门编号与第2行重复',
      '部门编号已存在',
      '上级部门编号不存在',
      '上级部门编号形成了循环引用',
      '上级部门编号形成了循环引用',
      '上级部门编号形成了循环引用',
      '排序类型不正确',
      '部门编号格式不正确',
      '部门名称不能为空',
      '上级部门编号不能为空',
    ]);
    expect((await app.inject({ method: 'GET', url: result.url!, headers: auth(other) })).json()).toMatchObject({ state: 1102 });
    expect((await app.inject({ method: 'GET', url: result.url! })).json()).toMatchObject({ state: 1102 });
  });

  it('lets a company without departments import its root, once', async () => {
    const file = await sheet([HEADER, ['ROOT', '另一家公司'], ['S1', '销售部', 'ROOT'], ['X', '又一个根']]);
    const bad = body<Result>(await upload(other, file)).data;
    expect(bad).toMatchObject({ errorCount: 1, successCount: 0 });
    expect(body<Result>(await upload(other, await sheet([HEADER, ['S1', '销售部', 'ROOT'], ['ROOT', '另一家公司']]))).data).toMatchObject({
      successCount: 2,
    });
    const tree = body<Array<{ tenementName: string; children: Array<{ tenementName: string }> }>>(
      await app.inject({ method: 'GET', url: api('/SysTenement/GetTenementTree'), headers: auth(other) }),
    ).data;
    expect(tree.map((n) => [n.tenementName, n.children.map((c) => c.tenementName)])).toEqual([['另一家公司', ['销售部']]]);
    // Department numbers are per company: the demo company's numbers are free here, its departments are not parents.
    expect(body<Result>(await upload(other, await sheet([HEADER, ['D01', '人事部', 'ROOT'], ['Y1', '借位', 'D02']]))).data).toMatchObject({
      errorCount: 1,
    });
  });

  it('refuses a file that is not xlsx by content (1106), an empty one (1108) and a huge one (1109)', async () => {
    expect(body(await upload(admin, TINY_PNG)).state).toBe(1106);
    expect(body(await upload(admin, Buffer.from('部门编号,部门名称\nA,B\n'), 'depts.csv')).state).toBe(1106);
    expect(body(await upload(admin, await sheet([HEADER]))).state).toBe(1108);
    const huge = await sheet([HEADER, ...Array.from({ length: 5001 }, (_, i) => [`H${i}`, `部门${i}`, 'D00'])]);
    expect(body(await upload(admin, huge))).toMatchObject({ state: 1109, message: '一次最多导入5000行' });
    expect(await byNo('H0')).toBeUndefined();
  });
});
