/**
 * The funnel by resume source and the daily index over the hand-built data set of fixture.ts (the second
 * company; the clock at 12:00 today, UTC+8). Expected figures, the range being the last 30 days:
 *
 *   funnel (applications received D-29..D0, furthest stage reached by now; a general worker who skipped
 *   the interview counts as past it):
 *     招聘网站  r1 r2 r5       applications 3  screened 2  interviewed 2  hired 1  entered 1  (33.3 %, 33.3 %)
 *     内部推荐  r3 r4 r10      applications 3  screened 2  interviewed 2  hired 2  entered 0  (66.7 %, 0 %)
 *     现场招聘  r6             applications 1  screened 1  interviewed 1  hired 1  entered 1  (100 %, 100 %)
 *     (none)    r8             applications 1  screened 1  interviewed 0  hired 0  entered 0
 *     totals                   8 / 6 / 5 / 4 / 2;  r7 (D-40) and r9 (D-45) fall before the range
 *   the scoped member (position A only): 招聘网站 r1 r2 → 2 / 2 / 2 / 1 / 1; 内部推荐 r3 → 1 / 0 / 0 / 0 / 0
 *   daily index totals: applications 8, screened 4 (r1 r2 r4 r6), interviews 3 (r1 r2 r4), hires 4 (r1 r4 r10,
 *   and r6's straight move into 待报到), entries 2 (r1 r6), dimissions 1 (e2), inappropriate 2 (r2 r10)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, TestClock, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount } from '../../support/resume-fixtures.ts';
import { buildReportsFixture, noonOf, type ReportsFixture } from './fixture.ts';

interface FunnelRow {
  source: string;
  sourceName: string;
  applications: number;
  screened: number;
  interviewed: number;
  hired: number;
  entered: number;
  hireRate: number | null;
  entryRate: number | null;
}
interface Funnel {
  beginDate: string;
  endDate: string;
  list: FunnelRow[];
  totals: Omit<FunnelRow, 'source' | 'sourceName'>;
}
interface Page<T> {
  list: T[];
  totalCount: number;
}
interface Daily {
  list: Array<Record<string, number> & { date: string }>;
  totals: Record<string, number>;
}

const R = '/ResumeDeliveryRecord/Report';
const clock = new TestClock();
let app: FastifyInstance;
let admin: string;
let other: string;
let f: ReportsFixture;
let range: string;

const get = async <T>(token: string, url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) }));
const counts = (r: FunnelRow) => [r.applications, r.screened, r.interviewed, r.hired, r.entered];
const bySource = (list: FunnelRow[]) => Object.fromEntries(list.map((r) => [r.source, counts(r)]));

beforeAll(async () => {
  app = await testApp({}, { clock });
  const noon = noonOf(clock);
  ({ admin, other } = await actors(app));
  const company = await companyOfAccount(app.database.db, 'other_admin');
  f = await buildReportsFixture(app, company, noon);
  range = `beginDate=${f.day(29)}&endDate=${f.day(0)}`;
});
afterAll(async () => app.close());

describe('the funnel by resume source', () => {
  it('counts each source’s applications of the range by the furthest stage they reached', async () => {
    const res = await get<Funnel>(other, `${R}/GetReportPipingSummaryByResumeSouceList?${range}`);
    expect(res.state).toBe(200);
    expect(res.data!.beginDate).toBe(f.day(29));
    expect(bySource(res.data!.list)).toEqual({
      招聘网站: [3, 2, 2, 1, 1],
      内部推荐: [3, 2, 2, 2, 0],
      现场招聘: [1, 1, 1, 1, 1],
      '': [1, 1, 0, 0, 0],
    });
    const web = res.data!.list.find((r) => r.source === '招聘网站')!;
    expect([web.hireRate, web.entryRate]).toEqual([33.3, 33.3]);
    const referral = res.data!.list.find((r) => r.source === '内部推荐')!;
    expect([referral.hireRate, referral.entryRate]).toEqual([66.7, 0]);
    expect(res.data!.list.find((r) => r.source === '')!.sourceName).toBe('未注明');
    expect(res.data!.totals).toMatchObject({
      applications: 8,
      screened: 6,
      interviewed: 5,
      hired: 4,
      entered: 2,
      hireRate: 50,
      entryRate: 25,
    });
  });

  it('narrows to a department (and those below it), a position, a position type', async () => {
    const dept = await get<Funnel>(other, `${R}/GetReportPipingSummaryByResumeSouceList?${range}&deptId=${f.depts.production}`);
    expect(bySource(dept.data!.list)).toEqual({ 招聘网站: [2, 2, 2, 1, 1], 内部推荐: [1, 0, 0, 0, 0] });
    const pos = await get<Funnel>(other, `${R}/GetReportPipingSummaryByResumeSouceList?${range}&positionId=${f.positions.b}`);
    expect(pos.data!.totals).toMatchObject({ applications: 5, screened: 4, interviewed: 3, hired: 3, entered: 1 });
    const type = await get<Funnel>(other, `${R}/GetReportPipingSummaryByResumeSouceList?${range}&positionTypeId=${f.types.inspection}`);
    expect(type.data!.totals).toEqual(pos.data!.totals);
  });

  it('keeps to the caller’s data scope', async () => {
    const res = await get<Funnel>(f.scoped.token, `${R}/GetReportPipingSummaryByResumeSouceList?${range}`);
    expect(bySource(res.data!.list)).toEqual({ 招聘网站: [2, 2, 2, 1, 1], 内部推荐: [1, 0, 0, 0, 0] });
  });

  it('shows another company none of these applications', async () => {
    const res = await get<Funnel>(admin, `${R}/GetReportPipingDetailList?${range}&perPage=100`);
    expect(res.state).toBe(200);
    const mine = new Set(Object.values(f.ids));
    expect((res.data as unknown as Page<{ id: number }>).list.filter((r) => mine.has(r.id))).toEqual([]);
  });

  it('lists the applications behind a figure', async () => {
    const res = await get<Page<{ id: number; furthestName: string; sourceName: string }>>(
      other,
      `${R}/GetReportPipingDetailList?${range}&source=${encodeURIComponent('内部推荐')}&reached=4`,
    );
    expect(res.data!.totalCount).toBe(2);
    expect(res.data!.list.map((r) => r.id).sort((x, y) => x - y)).toEqual([f.ids.r4!, f.ids.r10!].sort((x, y) => x - y));
    expect(res.data!.list.map((r) => r.furthestName)).toEqual(['录用', '录用']);
    const none = await get<Page<{ id: number }>>(other, `${R}/GetReportPipingDetailList?${range}&source=`);
    expect(none.data!.list.map((r) => r.id)).toEqual([f.ids.r8]);
    const scoped = await get<Page<{ id: number }>>(f.scoped.token, `${R}/GetReportPipingDetailList?${range}`);
    expect(scoped.data!.list.map((r) => r.id).sort((x, y) => x - y)).toEqual([f.ids.r1!, f.ids.r2!, f.ids.r3!].sort((x, y) => x - y));
  });

  it('offers the sources and position types to filter by', async () => {
    const sources = await get<Array<{ value: string; display: string }>>(other, `${R}/GetResumeSourceDropDown`);
    expect(sources.data!.map((s) => s.value)).toEqual(expect.arrayContaining(['招聘网站', '内部推荐', '现场招聘']));
    const types = await get<Array<{ value: number; display: string }>>(other, `${R}/GetPostType`);
    expect(types.data).toEqual([
      { value: f.types.machining, display: '机加工' },
      { value: f.types.inspection, display: '质检' },
    ]);
    const theirs = await get<Array<{ value: number }>>(admin, `${R}/GetPostType`);
    expect(theirs.data!.map((t) => t.value)).not.toContain(f.types.machining);
  });
});

describe('the daily index', () => {
  it('counts each day’s arrivals at each stage', async () => {
    const res = await get<Daily>(other, `${R}/GeReportIndexByDay?${range}`);
    expect(res.state).toBe(200);
    expect(res.data!.list).toHaveLength(30);
    expect(res.data!.totals).toEqual({
      applications: 8,
      screened: 4,
      interviews: 3,
      hires: 4,
      entries: 2,
      dimissions: 1,
      inappropriate: 2,
    });
    const d7 = res.data!.list.find((d) => d.date === f.day(7))!;
    expect(d7).toMatchObject({ hires: 1, inappropriate: 1, applications: 0 });
    const d13 = res.data!.list.find((d) => d.date === f.day(13))!;
    expect(d13.hires).toBe(1);
    const scoped = await get<Daily>(f.scoped.token, `${R}/GeReportIndexByDay?${range}`);
    expect(scoped.data!.totals).toEqual({
      applications: 3,
      screened: 2,
      interviews: 2,
      hires: 1,
      entries: 1,
      dimissions: 0,
      inappropriate: 1,
    });
  });

  it('opens on the last 30 days when no range is given', async () => {
    const res = await get<Daily & { beginDate: string; endDate: string }>(other, `${R}/GeReportIndexByDay`);
    expect([res.data!.beginDate, res.data!.endDate]).toEqual([f.day(29), f.day(0)]);
  });
});

describe('bad input', () => {
  it('refuses an end before the beginning and a range over 366 days, on the end date', async () => {
    const back = await get(other, `${R}/GeReportIndexByDay?beginDate=${f.day(3)}&endDate=${f.day(5)}`);
    expect(back.state).toBe(1000);
    expect(back.errors).toEqual({ endDate: '结束日期不能早于开始日期' });
    const long = await get(other, `${R}/GetReportPipingSummaryByResumeSouceList?beginDate=${f.day(400)}&endDate=${f.day(0)}`);
    expect(long.state).toBe(1000);
    expect(long.errors).toEqual({ endDate: '日期范围最长366天' });
  });

  it('refuses malformed dates, ids and stages', async () => {
    for (const q of ['beginDate=2026-13-01', 'deptId=0', 'positionId=abc', 'reached=5', 'perPage=101', `source=${'x'.repeat(51)}`]) {
      const res = await get(other, `${R}/GetReportPipingDetailList?${q}`);
      expect(res.state, q).toBe(1000);
    }
  });
});
