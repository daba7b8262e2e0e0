/**
 * Employee retention (员工留存: GetEmployeeRetainPageList, GetEmployeeRetainDetailPageList and their
 * exports ExportRenLiuSummaryByDeptCodeList, ExportRenLiuSummarList): the people who entered in the
 * range (first move into 已报到), and per N of 30, 90 and 180 days: of those who entered at least N days
 * ago (the base), how many had not left (moved into 离职) within N days of entering.
 */
import { RETENTION_DAYS } from '../../../common/reports.ts';
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import * as repo from './hires-repository.ts';
import { exportReport, percent, reportOf, words, type RangeQuery } from './service.ts';

const DAY = 86_400_000;
type Days = (typeof RETENTION_DAYS)[number];
type PerDays = Record<`base${Days}` | `retained${Days}`, number> & Record<`rate${Days}`, number | null>;

function perDays(r: Record<string, number>): PerDays {
  const out: Record<string, number | null> = {};
  for (const d of RETENTION_DAYS) {
    out[`base${d}`] = r[`base${d}`] ?? 0;
    out[`retained${d}`] = r[`retained${d}`] ?? 0;
    out[`rate${d}`] = percent(r[`retained${d}`] ?? 0, r[`base${d}`] ?? 0);
  }
  return out as PerDays;
}

async function summaryRows(deps: Deps, caller: Manager, q: RangeQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const rows = await repo.retentionByDept(deps.db, report.filter, { now: report.now, days: RETENTION_DAYS });
  const list = rows.map((r) => ({
    deptId: r.deptId,
    deptName: r.deptName ?? words(lang).noDept,
    entered: r.entered,
    left: r.left,
    staying: r.entered - r.left,
    ...perDays(r),
  }));
  return { report, list };
}

export async function retentionSummary(deps: Deps, caller: Manager, q: RangeQuery & { page: number; perPage: number }, lang: Lang) {
  const { report, list } = await summaryRows(deps, caller, q, lang);
  const totals: Record<string, number> = {};
  for (const r of list)
    for (const [k, v] of Object.entries(r))
      if (typeof v === 'number' && !k.startsWith('rate') && k !== 'deptId') totals[k] = (totals[k] ?? 0) + v;
  return {
    beginDate: report.beginDate,
    endDate: report.endDate,
    list: list.slice((q.page - 1) * q.perPage, q.page * q.perPage),
    totalCount: list.length,
    page: q.page,
    perPage: q.perPage,
    totals: { entered: totals.entered ?? 0, left: totals.left ?? 0, staying: totals.staying ?? 0, ...perDays(totals) },
  };
}

export async function retentionSummaryExport(deps: Deps, caller: Manager, q: RangeQuery, lang: Lang) {
  const { list } = await summaryRows(deps, caller, q, lang);
  return exportReport(deps, caller, 'ReportRetention', lang, list.length, async (offset, limit) => list.slice(offset, offset + limit));
}

export interface RetentionDetailQuery extends RangeQuery {
  rowDeptId?: number | undefined;
  /** true: only those who left; false: only those still there. */
  left?: boolean | undefined;
}

const detailOf = (q: RetentionDetailQuery) => ({
  deptId: q.rowDeptId === undefined ? undefined : q.rowDeptId === 0 ? null : q.rowDeptId,
  left: q.left,
});

function present(r: repo.RetentionDetailRow, now: Date, lang: Lang) {
  const entered = new Date(r.enteredAt);
  const left = r.leftAt ? new Date(r.leftAt) : null;
  const stayed = Math.floor(((left ?? now).getTime() - entered.getTime()) / DAY);
  const row: Record<string, unknown> = {
    id: r.id,
    name: r.name,
    employeeNo: r.employeeNo,
    positionName: r.positionName,
    deptName: r.deptName ?? words(lang).noDept,
    enteredAt: entered.toISOString(),
    leftAt: left ? left.toISOString() : null,
    daysStayed: Math.max(stayed, 0),
    stage: r.stage,
    stageName: stageName(r.stage, lang),
  };
  for (const d of RETENTION_DAYS) {
    const due = entered.getTime() + d * DAY <= now.getTime();
    row[`retained${d}`] = due ? left === null || left.getTime() >= entered.getTime() + d * DAY : null;
  }
  return row as ReturnType<typeof Object> & { [k: `retained${number}`]: boolean | null };
}

export async function retentionDetail(
  deps: Deps,
  caller: Manager,
  q: RetentionDetailQuery & { page: number; perPage: number },
  lang: Lang,
) {
  const report = await reportOf(deps, caller, q);
  const [rows, total] = await Promise.all([
    repo.retentionDetailPage(deps.db, report.filter, detailOf(q), (q.page - 1) * q.perPage, q.perPage),
    repo.retentionDetailCount(deps.db, report.filter, detailOf(q)),
  ]);
  return { list: rows.map((r) => present(r, report.now, lang)), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function retentionDetailExport(deps: Deps, caller: Manager, q: RetentionDetailQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const total = await repo.retentionDetailCount(deps.db, report.filter, detailOf(q));
  const w = words(lang);
  const text = (v: unknown) => (v === null ? w.pending : v ? w.yes : w.no);
  return exportReport(deps, caller, 'ReportRetentionDetail', lang, total, async (offset, limit) =>
    (await repo.retentionDetailPage(deps.db, report.filter, detailOf(q), offset, limit)).map((r) => {
      const row = present(r, report.now, lang);
      return { ...row, ...Object.fromEntries(RETENTION_DAYS.map((d) => [`retained${d}`, text(row[`retained${d}`])])) };
    }),
  );
}
