/**
 * Authorization-matrix entries of the reports (ResumeDeliveryRecord/Report/*): every call reads the
 * caller's own company (figures of its applications in the caller's data scope); the detail lists and
 * dropdowns are lists whose ids the other company's answer must not hold. The demo company's history
 * (demo-history.ts) gives the lists rows inside the last 180 days.
 */
import type { Entries, Req } from '../platform/matrix/types.ts';

const R = '/ResumeDeliveryRecord/Report';
const get = (url: string): Req => ({ method: 'GET', url });
const own = (why: string) => ({ own: why });
const DAY = 86_400_000;
/** The last 180 company days: wide enough to hold the demo's hires and entries. */
function range(): string {
  const today = new Date(Date.now() + 8 * 3_600_000);
  const begin = new Date(today.getTime() - 179 * DAY);
  return `beginDate=${begin.toISOString().slice(0, 10)}&endDate=${today.toISOString().slice(0, 10)}`;
}
const figures = own('figures of the caller’s company’s applications in their data scope; the request names no record');

export const reportEntries: Entries = {
  [`GET ${R}/GetReportPipingSummaryByResumeSouceList`]: {
    ok: () => get(`${R}/GetReportPipingSummaryByResumeSouceList?${range()}`),
    cross: figures,
  },
  [`GET ${R}/GetReportPipingDetailList`]: { ok: () => get(`${R}/GetReportPipingDetailList?${range()}&perPage=100`), cross: { list: true } },
  [`GET ${R}/GetResumeSourceDropDown`]: {
    ok: () => get(`${R}/GetResumeSourceDropDown`),
    cross: own('the caller’s company’s sources (texts, no ids)'),
  },
  [`GET ${R}/GetPostType`]: { ok: () => get(`${R}/GetPostType`), cross: { list: true } },
  [`GET ${R}/GetReachRateListByDeptCode`]: { ok: () => get(`${R}/GetReachRateListByDeptCode?${range()}`), cross: figures },
  [`GET ${R}/GetReachRateDetailList`]: { ok: () => get(`${R}/GetReachRateDetailList?${range()}&perPage=100`), cross: { list: true } },
  [`GET ${R}/ExporReachRateDetailList`]: { ok: () => get(`${R}/ExporReachRateDetailList?${range()}`), cross: figures },
  [`GET ${R}/GetEmployeeRetainPageList`]: { ok: () => get(`${R}/GetEmployeeRetainPageList?${range()}`), cross: figures },
  [`GET ${R}/GetEmployeeRetainDetailPageList`]: {
    ok: () => get(`${R}/GetEmployeeRetainDetailPageList?${range()}&perPage=100`),
    cross: { list: true },
  },
  [`GET ${R}/ExportRenLiuSummaryByDeptCodeList`]: { ok: () => get(`${R}/ExportRenLiuSummaryByDeptCodeList?${range()}`), cross: figures },
  [`GET ${R}/ExportRenLiuSummarList`]: { ok: () => get(`${R}/ExportRenLiuSummarList?${range()}`), cross: figures },
  [`GET ${R}/GeReportIndexByDay`]: { ok: () => get(`${R}/GeReportIndexByDay?${range()}`), cross: figures },
};
