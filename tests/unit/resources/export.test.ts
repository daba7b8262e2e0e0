/**
 * The list export's workbook (src/server/modules/resources/export.ts): columns as the company's screen
 * configuration shows them (order, hidden ones left out, renamed headers in the reader's language), moments
 * as Excel dates on the company's clock (UTC+8: what the table shows), flags in words, empty as empty,
 * pages read until a short one, and a sheet name Excel accepts.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportWorkbook, sheetName } from '../../../src/server/modules/resources/export.ts';

const ROLES = [
  { name: '招聘专员', remark: null, userCount: 3, sort: 1, enabled: true, createdAt: '2026-11-24T06:53:41.298Z' },
  { name: '面试官', remark: '车间主管兼任', userCount: 5, sort: 2, enabled: false, createdAt: '2026-11-24T17:05:00.000Z' },
];

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  return { sheet, rows: rows.map((r) => (r ?? []).slice(1)) };
}

describe('the list export', () => {
  it('writes the definition’s columns, moments on the company’s clock and flags in words', async () => {
    const { buffer, fileName } = await exportWorkbook('Role', 'zh-CN', async (page) => (page === 1 ? ROLES : []), 100, undefined);
    expect(fileName).toBe('角色管理.xlsx');
    const { sheet, rows } = await read(buffer);
    expect(sheet.name).toBe('角色管理');
    expect(rows[0]).toEqual(['角色名称', '备注', '用户数', '排序', '状态', '创建时间']);
    // 06:53 UTC is 14:53 in the company; 17:05 UTC is the next day's 01:05 there.
    expect(rows[1]).toEqual(['招聘专员', undefined, 3, 1, '启用', new Date('2026-11-24T14:53:41.298Z')]);
    expect(rows[2]).toEqual(['面试官', '车间主管兼任', 5, 2, '禁用', new Date('2026-11-25T01:05:00.000Z')]);
    expect(sheet.getColumn(6).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('follows the screen configuration: its order, hidden columns left out, a renamed header in the reader’s language', async () => {
    const overlay = {
      columns: [
        { prop: 'enabled', visible: true },
        { prop: 'name', visible: true, width: 280 },
        { prop: 'remark', visible: false },
        { prop: 'userCount', visible: true },
        { prop: 'sort', visible: false },
        { prop: 'createdAt', visible: true },
      ],
      labels: { name: { 'zh-CN': '岗位角色', en: 'Job role' } },
    };
    const en = await read((await exportWorkbook('Role', 'en', async () => ROLES, 100, overlay)).buffer);
    expect(en.rows[0]).toEqual(['Status', 'Job role', 'Users', 'Created']);
    expect(en.rows[1]).toEqual(['Enabled', '招聘专员', 3, new Date('2026-11-24T14:53:41.298Z')]);
    expect(en.sheet.getColumn(2).width).toBe(40);
    const zh = await read((await exportWorkbook('Role', 'zh-CN', async () => ROLES, 100, overlay)).buffer);
    expect(zh.rows[0]).toEqual(['状态', '岗位角色', '用户数', '创建时间']);
  });

  it('reads page after page until a short one', async () => {
    const asked: number[] = [];
    const many = Array.from({ length: 5 }, (_, i) => ({ ...ROLES[0], name: `角色${i + 1}` }));
    const { buffer } = await exportWorkbook(
      'Role',
      'zh-CN',
      async (page, perPage) => {
        asked.push(page);
        return many.slice((page - 1) * perPage, page * perPage);
      },
      2,
      undefined,
    );
    expect(asked).toEqual([1, 2, 3]);
    expect((await read(buffer)).rows.slice(1).map((r) => r[0])).toEqual(['角色1', '角色2', '角色3', '角色4', '角色5']);
  });

  it('names the sheet as Excel allows', () => {
    expect(sheetName('已报到/试用期')).toBe('已报到、试用期');
    expect(sheetName('a'.repeat(40))).toHaveLength(31);
    expect(sheetName('')).toBe('Sheet1');
  });
});
