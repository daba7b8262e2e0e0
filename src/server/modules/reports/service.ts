/**
 * What every report shares: the date range (company days, both ends included: src/common/reports.ts),
 * the department, position and position-type filters, and the caller's view of applications exactly as
 * the stage lists give it (listScope → applicationDataScope, and the lists' condition seenApplications:
 * the caller's company, their data scope on applications, the applications they interview on). Exports
 * go through the resources' export helper with the report screen's definition and the company's screen
 * configuration (界面配置), at most EXPORT_MAX_ROWS rows (1480 beyond).
 */
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { addDays, rangeIssue, REPORT_DEFAULT_DAYS } from '../../../common/reports.ts';
import type { Lang } from '../../../common/states.ts';
import type { ResourceName } from '../../../../generated/definitions.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { overlayOf } from '../config/service.ts';
import { listScope, seenApplications } from '../pipeline/lists/service.ts';
import { EXPORT_MAX_ROWS, exportWorkbook } from '../resources/export.ts';
import type { ReportFilter } from './repository.ts';

export interface RangeQuery {
  beginDate?: string | undefined;
  endDate?: string | undefined;
  deptId?: number | undefined;
  positionId?: number | undefined;
  positionTypeId?: number | undefined;
}

const DAY = 86_400_000;
const OFFSET = COMPANY_UTC_OFFSET_MINUTES * 60_000;

/** The company's date of a moment. */
export const companyDate = (at: Date) => new Date(at.getTime() + OFFSET).toISOString().slice(0, 10);
/** The moment a company day starts. */
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET);

export interface Report {
  filter: ReportFilter;
  beginDate: string;
  endDate: string;
  now: Date;
}

/** The range (default: the last REPORT_DEFAULT_DAYS days up to today), checked, and the caller's view. */
export async function reportOf(deps: Deps, caller: Manager, q: RangeQuery): Promise<Report> {
  const now = deps.clock.now();
  const endDate = q.endDate ?? (q.beginDate ? addDays(q.beginDate, REPORT_DEFAULT_DAYS - 1) : companyDate(now));
  const beginDate = q.beginDate ?? addDays(endDate, -(REPORT_DEFAULT_DAYS - 1));
  const issue = rangeIssue(beginDate, endDate);
  if (issue) throw fieldError('endDate', issue);
  const seen = seenApplications(await listScope(deps, caller));
  return {
    beginDate,
    endDate,
    now,
    filter: {
      tenementId: caller.tenementId,
      seen,
      from: dayStart(beginDate),
      to: new Date(dayStart(endDate).getTime() + DAY),
      deptId: q.deptId,
      positionId: q.positionId,
      positionTypeId: q.positionTypeId,
    },
  };
}

/** A share in percent with one decimal, or null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

const WORDS = {
  'zh-CN': { noDept: '未设部门', noSource: '未注明', yes: '是', no: '否', pending: '未满期' },
  'zh-TW': { noDept: '未設部門', noSource: '未註明', yes: '是', no: '否', pending: '未滿期' },
  en: { noDept: 'No department', noSource: 'Not given', yes: 'Yes', no: 'No', pending: 'Not yet' },
} as const satisfies Record<Lang, Record<string, string>>;

export const words = (lang: Lang) => WORDS[lang];

/** Rows of a report's table as one workbook: the screen's visible columns in the company's configuration. */
export async function exportReport(
  deps: Deps,
  caller: Manager,
  name: ResourceName,
  lang: Lang,
  total: number,
  fetchPage: (offset: number, limit: number) => Promise<Array<Record<string, unknown>>>,
) {
  if (total > EXPORT_MAX_ROWS) throw new AppError('REPORT_EXPORT_TOO_MANY', { count: total, max: EXPORT_MAX_ROWS });
  const overlay = await overlayOf(deps, caller.tenementId, name);
  return exportWorkbook(name, lang, (page, perPage) => fetchPage((page - 1) * perPage, perPage), 500, overlay);
}
