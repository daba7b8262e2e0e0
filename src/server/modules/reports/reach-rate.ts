/**
 * Reach rate (到岗率: GetReachRateListByDeptCode, GetReachRateDetailList, ExporReachRateDetailList): of
 * the applications hired in the range (their first move into 录用, a general worker's into 待报到), the
 * share that has reached 已报到 by now, per department of the position; the rest still wait (录用 or
 * 待报到) or dropped out (不合适, 人才库).
 */
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import * as repo from './hires-repository.ts';
import { exportReport, percent, reportOf, words, type RangeQuery } from './service.ts';

export async function reachByDept(deps: Deps, caller: Manager, q: RangeQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const rows = await repo.reachByDept(deps.db, report.filter);
  const list = rows.map((r) => ({
    deptId: r.deptId,
    deptName: r.deptName ?? words(lang).noDept,
    hired: r.hired,
    reported: r.reported,
    waiting: r.waiting,
    dropped: r.dropped,
    rate: percent(r.reported, r.hired),
  }));
  const sum = (k: 'hired' | 'reported' | 'waiting' | 'dropped') => list.reduce((n, r) => n + r[k], 0);
  const totals = { hired: sum('hired'), reported: sum('reported'), waiting: sum('waiting'), dropped: sum('dropped') };
  return {
    beginDate: report.beginDate,
    endDate: report.endDate,
    list,
    totalCount: list.length,
    page: 1,
    perPage: Math.max(list.length, 1),
    totals: { ...totals, rate: percent(totals.reported, totals.hired) },
  };
}

export interface ReachDetailQuery extends RangeQuery {
  /** One row of the summary: its department, 0 for positions without one. */
  rowDeptId?: number | undefined;
}

const rowDept = (q: ReachDetailQuery) => (q.rowDeptId === undefined ? undefined : q.rowDeptId === 0 ? null : q.rowDeptId);

function present(r: repo.ReachDetailRow, lang: Lang) {
  const reported = r.reported;
  return {
    id: r.id,
    name: r.name,
    positionName: r.positionName,
    deptName: r.deptName ?? words(lang).noDept,
    source: r.source,
    hiredAt: r.hiredAt.toISOString(),
    reportedAt: r.reportedAt ? new Date(r.reportedAt).toISOString() : null,
    stage: r.stage,
    stageName: stageName(r.stage, lang),
    reported,
    reportedName: reported ? words(lang).yes : words(lang).no,
  };
}

export async function reachDetail(deps: Deps, caller: Manager, q: ReachDetailQuery & { page: number; perPage: number }, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const [rows, total] = await Promise.all([
    repo.reachDetailPage(deps.db, report.filter, rowDept(q), (q.page - 1) * q.perPage, q.perPage),
    repo.reachDetailCount(deps.db, report.filter, rowDept(q)),
  ]);
  return { list: rows.map((r) => present(r, lang)), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function reachDetailExport(deps: Deps, caller: Manager, q: ReachDetailQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const total = await repo.reachDetailCount(deps.db, report.filter, rowDept(q));
  return exportReport(deps, caller, 'ReportReachRate', lang, total, async (offset, limit) =>
    (await repo.reachDetailPage(deps.db, report.filter, rowDept(q), offset, limit)).map((r) => {
      const row = present(r, lang);
      return { ...row, reported: row.reportedName };
    }),
  );
}
