/**
 * The daily index (GeReportIndexByDay): per company day of the range, applications received and the
 * applications that arrived at 初筛通过, 面试, 录用 (hires; a general worker's straight move into 待报到
 * counts too), 已报到 (entries), 离职 and 不合适, each application once a day and figure.
 */
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import { addDays, rangeDays } from '../../../common/reports.ts';
import * as repo from './repository.ts';
import { reportOf, type RangeQuery } from './service.ts';

export const DAILY_FIGURES = ['applications', 'screened', 'interviews', 'hires', 'entries', 'dimissions', 'inappropriate'] as const;
type Figure = (typeof DAILY_FIGURES)[number];
const KINDS: Readonly<Record<number, Figure>> = {
  2: 'screened',
  3: 'interviews',
  4: 'hires',
  6: 'entries',
  9: 'dimissions',
  11: 'inappropriate',
};

export async function dailyIndex(deps: Deps, caller: Manager, q: RangeQuery) {
  const report = await reportOf(deps, caller, q);
  const [applied, moves] = await Promise.all([repo.applicationsPerDay(deps.db, report.filter), repo.movesPerDay(deps.db, report.filter)]);
  const days = rangeDays(report.beginDate, report.endDate);
  const list = Array.from({ length: days }, (_, i) => {
    const date = addDays(report.beginDate, i);
    return { date, ...(Object.fromEntries(DAILY_FIGURES.map((f) => [f, 0])) as Record<Figure, number>) };
  });
  const byDate = new Map(list.map((d) => [d.date, d]));
  for (const a of applied) {
    const d = byDate.get(a.day);
    if (d) d.applications += Number(a.n);
  }
  for (const m of moves) {
    const d = byDate.get(m.day);
    const figure = KINDS[m.kind];
    if (d && figure) d[figure] += m.n;
  }
  const totals = Object.fromEntries(DAILY_FIGURES.map((f) => [f, list.reduce((n, d) => n + d[f], 0)])) as Record<Figure, number>;
  return { beginDate: report.beginDate, endDate: report.endDate, list, totalCount: list.length, page: 1, perPage: list.length, totals };
}
