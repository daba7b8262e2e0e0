/**
 * Reach rate and employee retention, and their exports, over the hand-built data set of fixture.ts (the
 * second company; the clock at 12:00 today, UTC+8). Expected figures:
 *
 *   reach rate, hires of the last 30 days (first move into 录用, a general worker's into 待报到):
 *     冲压车间  r1                 hired 1  reported 1  waiting 0  dropped 0  rate 100
 *     质量部    r4 r6 r10          hired 3  reported 1 (r6)  waiting 1 (r4)  dropped 1 (r10)  rate 33.3
 *     totals                       hired 4  reported 2  rate 50;  r9 (hired D-40) falls before the range
 *   retention, entries (first move into 已报到) of the last 200 days, read at noon today:
 *     冲压车间  r1 (D-5) r9 (D-31) e1 (D-100, left D-80)
 *               entered 3  left 1  30 days: base 2 (r9 e1) kept 1 → 50;  90: base 1 (e1) kept 0 → 0;  180: base 0 → null
 *     质量部    r6 (D-12) e2 (D-190, left D-5) e3 (D-150)
 *               entered 3  left 1  30 days: base 2 kept 2 → 100;  90: 2 / 2 → 100;  180: base 1 (e2, 185 days) kept 1 → 100
 *     totals    entered 6  left 2  30: 3 of 4 → 75;  90: 2 of 3 → 66.7;  180: 1 of 1 → 100;  e4 (D-250) falls before the range
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { api, auth, body, TestClock, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount } from '../../support/resume-fixtures.ts';
import { buildReportsFixture, noonOf, type ReportsFixture } from './fixture.ts';

interface Row extends Record<string, unknown> {
  deptId: number | null;
  deptName: string;
}
interface Table {
  list: Row[];
  totalCount: number;
  totals: Record<string, number | null>;
}
interface Page {
  list: Array<Record<string, unknown> & { id: number }>;
  totalCount: number;
}

const R = '/ResumeDeliveryRecord/Report';
const clock = new TestClock();
let app: FastifyInstance;
let admin: string;
let other: string;
let f: ReportsFixture;
let month: string;
let long: string;

const get = async <T>(token: string, url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) }));
const pick = (r: Record<string, unknown>, keys: string[]) => keys.map((k) => r[k]);
const byDept = (t: Table, keys: string[]) => Object.fromEntries(t.list.map((r) => [r.deptName, pick(r, keys)]));

async function sheet(token: string, url: string) {
  const res = await app.inject({ method: 'GET', url: api(url), headers: auth(token) });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  app = await testApp({}, { clock });
  const noon = noonOf(clock);
  ({ admin, other } = await actors(app));
  const company = await companyOfAccount(app.database.db, 'other_admin');
  f = await buildReportsFixture(app, company, noon);
  month = `beginDate=${f.day(29)}&endDate=${f.day(0)}`;
  long = `beginDate=${f.day(199)}&endDate=${f.day(0)}`;
});
afterAll(async () => app.close());

const REACH = ['hired', 'reported', 'waiting', 'dropped', 'rate'];

describe('reach rate', () => {
  it('counts the range’s hires per department and how many reported', async () => {
    const res = await get<Table>(other, `${R}/GetReachRateListByDeptCode?${month}`);
    expect(res.state).toBe(200);
    expect(byDept(res.data!, REACH)).toEqual({ 冲压车间: [1, 1, 0, 0, 100], 质量部: [3, 1, 1, 1, 33.3] });
    expect(res.data!.totals).toEqual({ hired: 4, reported: 2, waiting: 1, dropped: 1, rate: 50 });
  });

  it('keeps to the caller’s data scope and narrows to a department and below', async () => {
    const scoped = await get<Table>(f.scoped.token, `${R}/GetReachRateListByDeptCode?${month}`);
    expect(byDept(scoped.data!, REACH)).toEqual({ 冲压车间: [1, 1, 0, 0, 100] });
    const production = await get<Table>(other, `${R}/GetReachRateListByDeptCode?${month}&deptId=${f.depts.production}`);
    expect(byDept(production.data!, REACH)).toEqual({ 冲压车间: [1, 1, 0, 0, 100] });
  });

  it('lists the hires behind a row, and exports the same rows', async () => {
    const detail = await get<Page>(other, `${R}/GetReachRateDetailList?${month}&rowDeptId=${f.depts.quality}&perPage=100`);
    expect(detail.data!.totalCount).toBe(3);
    const ids = detail.data!.list.map((r) => r.id);
    expect(ids).toEqual([f.ids.r6, f.ids.r4, f.ids.r10]);
    expect(detail.data!.list.map((r) => r.reportedName)).toEqual(['是', '否', '否']);
    const rows = await sheet(other, `${R}/ExporReachRateDetailList?${month}&rowDeptId=${f.depts.quality}`);
    expect(rows[0]).toEqual(['候选人', '应聘职位', '用人部门', '简历来源', '录用时间', '报到时间', '是否到岗', '当前阶段']);
    expect(rows.slice(1).map((r) => [r[0], r[6], r[7]])).toEqual(detail.data!.list.map((r) => [r.name, r.reportedName, r.stageName]));
    const theirs = await get<Page>(admin, `${R}/GetReachRateDetailList?${month}&perPage=100`);
    expect(theirs.data!.list.filter((r) => Object.values(f.ids).includes(r.id))).toEqual([]);
  });
});

const RETAIN = [
  'entered',
  'left',
  'staying',
  'base30',
  'retained30',
  'rate30',
  'base90',
  'retained90',
  'rate90',
  'base180',
  'retained180',
  'rate180',
];

describe('employee retention', () => {
  it('reads who stayed 30, 90 and 180 days of those who entered in the range', async () => {
    const res = await get<Table>(other, `${R}/GetEmployeeRetainPageList?${long}`);
    expect(res.state).toBe(200);
    expect(byDept(res.data!, RETAIN)).toEqual({
      冲压车间: [3, 1, 2, 2, 1, 50, 1, 0, 0, 0, 0, null],
      质量部: [3, 1, 2, 2, 2, 100, 2, 2, 100, 1, 1, 100],
    });
    expect(pick(res.data!.totals, RETAIN)).toEqual([6, 2, 4, 4, 3, 75, 3, 2, 66.7, 1, 1, 100]);
  });

  it('keeps to the caller’s data scope', async () => {
    const res = await get<Table>(f.scoped.token, `${R}/GetEmployeeRetainPageList?${long}`);
    expect(byDept(res.data!, RETAIN)).toEqual({ 冲压车间: [3, 1, 2, 2, 1, 50, 1, 0, 0, 0, 0, null] });
  });

  it('lists the people, and exports the summary and the people with the same numbers', async () => {
    const detail = await get<Page>(other, `${R}/GetEmployeeRetainDetailPageList?${long}&perPage=100`);
    expect(detail.data!.totalCount).toBe(6);
    const e1 = detail.data!.list.find((r) => r.id === f.ids.e1)!;
    expect(pick(e1, ['daysStayed', 'retained30', 'retained90', 'retained180'])).toEqual([20, false, false, null]);
    const left = await get<Page>(other, `${R}/GetEmployeeRetainDetailPageList?${long}&left=true`);
    expect(left.data!.list.map((r) => r.id)).toEqual([f.ids.e1, f.ids.e2]);

    const summary = await get<Table>(other, `${R}/GetEmployeeRetainPageList?${long}`);
    const rows = await sheet(other, `${R}/ExportRenLiuSummaryByDeptCodeList?${long}`);
    expect(rows[0]).toEqual([
      '部门',
      '报到人数',
      '已离职',
      '在职',
      '30天留存',
      '30天留存率(%)',
      '90天留存',
      '90天留存率(%)',
      '180天留存',
      '180天留存率(%)',
    ]);
    const cols = ['deptName', 'entered', 'left', 'staying', 'retained30', 'rate30', 'retained90', 'rate90', 'retained180', 'rate180'];
    // An empty cell (a rate without a base) reads back as nothing; a row's trailing ones are not there at all.
    const asSheet = (values: unknown[]) => {
      const out = values.map((v) => (v === null ? undefined : v));
      while (out.length && out[out.length - 1] === undefined) out.pop();
      return out;
    };
    expect(rows.slice(1)).toEqual(summary.data!.list.map((r) => asSheet(pick(r, cols))));

    const people = await sheet(other, `${R}/ExportRenLiuSummarList?${long}`);
    expect(people).toHaveLength(7);
    const e1Row = people.find((r) => r[0] === e1.name)!;
    expect([e1Row[6], e1Row[7], e1Row[8], e1Row[9]]).toEqual([20, '否', '否', '未满期']);
  });

  it('shows another company nothing of these people', async () => {
    const theirs = await get<Page>(admin, `${R}/GetEmployeeRetainDetailPageList?${long}&perPage=100`);
    expect(theirs.data!.list.filter((r) => Object.values(f.ids).includes(r.id))).toEqual([]);
  });

  it('refuses bad input', async () => {
    for (const q of [`beginDate=${f.day(1)}&endDate=${f.day(2)}&rowDeptId=-1`, 'left=maybe', `beginDate=${f.day(0)}&endDate=${f.day(1)}`]) {
      expect((await get(other, `${R}/GetEmployeeRetainDetailPageList?${q}`)).state, q).toBe(1000);
    }
  });
});
