/**
 * The interview report (GetReportInterviewPageList, ExcelReportInterviewList): assessments of the
 * caller's company inside their data scope on positions, newest first, with candidate, position,
 * department, round, interviewer, total and result. The export is the same rows through the report
 * screen's definition (resources/interview-report.json), refused over 10 000 rows (1279).
 */
import { ASSESSMENT_RESULT_LABEL } from '../../../../common/assessments.ts';
import type { Lang } from '../../../../common/states.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { applicationDataScope } from '../../access/application-scope.ts';
import { EXPORT_MAX_ROWS, exportWorkbook } from '../../resources/export.ts';
import { overlayOf } from '../../config/service.ts';
import * as repo from './report-repository.ts';

export interface ReportQuery {
  beginDate?: string | undefined;
  endDate?: string | undefined;
  /** The engine's date filters: a day (UTC+8, the end day included) or a moment. */
  createdAt_gte?: string | undefined;
  createdAt_lte?: string | undefined;
  positionId?: number | undefined;
  deptId?: number | undefined;
  interviewerId?: number | undefined;
  result?: number | undefined;
}

/** A day in China's time (UTC+8, the product's market) as the instant it starts. */
const dayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
const isDay = (v: string) => v.length === 10;
const latest = (...ds: Array<Date | undefined>) =>
  ds.filter((d): d is Date => d !== undefined).sort((a, b) => b.getTime() - a.getTime())[0];
const earliest = (...ds: Array<Date | undefined>) =>
  ds.filter((d): d is Date => d !== undefined).sort((a, b) => a.getTime() - b.getTime())[0];
const from = (v?: string) => (v === undefined ? undefined : isDay(v) ? dayStart(v) : new Date(v));
/** `to` is exclusive: a day ends where the next begins; a moment is included. */
const to = (v?: string) => (v === undefined ? undefined : isDay(v) ? dayStart(v, 1) : new Date(new Date(v).getTime() + 1));

async function whereOf(deps: Deps, caller: Manager, q: ReportQuery) {
  const scope = await applicationDataScope(deps.db, caller);
  return repo.reportWhere({
    tenementId: caller.tenementId,
    scope: scope.where,
    from: latest(from(q.beginDate), from(q.createdAt_gte)),
    to: earliest(to(q.endDate), to(q.createdAt_lte)),
    positionId: q.positionId,
    deptId: q.deptId,
    interviewerId: q.interviewerId,
    result: q.result,
  });
}

function present(r: repo.ReportRow, lang: Lang) {
  return {
    id: r.id,
    deliveryRecordId: r.deliveryRecordId,
    name: r.name,
    positionId: r.positionId,
    positionName: r.positionName,
    deptName: r.deptName,
    round: r.round,
    interviewerId: r.interviewerId,
    interviewerName: r.interviewerName,
    total: r.total === null ? null : Number(r.total),
    result: r.result,
    resultName: r.result === null ? null : (ASSESSMENT_RESULT_LABEL[r.result]?.[lang] ?? null),
    generalWorker: r.generalWorker,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function reportPage(deps: Deps, caller: Manager, q: ReportQuery & { page: number; perPage: number }, lang: Lang) {
  const where = await whereOf(deps, caller, q);
  const [rows, total] = await Promise.all([
    repo.reportPage(deps.db, where, (q.page - 1) * q.perPage, q.perPage),
    repo.reportCount(deps.db, where),
  ]);
  return { list: rows.map((r) => present(r, lang)), totalCount: total, page: q.page, perPage: q.perPage };
}

export async function reportExport(deps: Deps, caller: Manager, q: ReportQuery, lang: Lang) {
  const where = await whereOf(deps, caller, q);
  const count = await repo.reportCount(deps.db, where);
  if (count > EXPORT_MAX_ROWS) throw new AppError('ASSESSMENT_EXPORT_TOO_MANY', { count, max: EXPORT_MAX_ROWS });
  return exportWorkbook(
    'InterviewReport',
    lang,
    async (page, perPage) =>
      (await repo.reportPage(deps.db, where, (page - 1) * perPage, perPage)).map((r) => {
        const row = present(r, lang);
        return { ...row, result: row.resultName };
      }),
    500,
    await overlayOf(deps, caller.tenementId, 'InterviewReport'),
  );
}
