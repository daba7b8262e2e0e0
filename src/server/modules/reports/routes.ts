/**
 * 数据报表 (ResumeDeliveryRecord/Report/*): each report reads under its screen's menu (resources/report-*.json),
 * exports with its screen's `:export` key; the filters' dropdowns are open to whoever holds any report.
 */
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok, sendXlsx } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { dailyIndex } from './daily.ts';
import { funnelDetail, funnelSummary, postTypeOptions, sourceOptions } from './funnel.ts';
import { reachByDept, reachDetail, reachDetailExport } from './reach-rate.ts';
import { retentionDetail, retentionDetailExport, retentionSummary, retentionSummaryExport } from './retention.ts';
import * as s from './schemas.ts';

const base = '/ResumeDeliveryRecord/Report';
/** The report screens' menus (resources/report-*.json). */
export const REPORT_MENUS = { source: 604, reachRate: 605, retention: 606, retentionDetail: 607, daily: 608 } as const;

export function reportRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const menu = (id: number | readonly number[]) => ({ auth: 'manage' as const, menu: id });
  const fn = (key: string) => ({ auth: 'manage' as const, fn: key });
  const anyReport = Object.values(REPORT_MENUS);
  r.get(`${base}/GetReportPipingSummaryByResumeSouceList`, { schema: s.funnelSummary, config: menu(REPORT_MENUS.source) }, async (req) =>
    ok(req, await funnelSummary(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/GetReportPipingDetailList`, { schema: s.funnelDetail, config: menu(REPORT_MENUS.source) }, async (req) =>
    ok(req, await funnelDetail(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/GetResumeSourceDropDown`, { schema: s.sourceDropDown, config: menu(anyReport) }, async (req) =>
    ok(req, await sourceOptions(deps, managerOf(req))),
  );
  r.get(`${base}/GetPostType`, { schema: s.postType, config: menu(anyReport) }, async (req) =>
    ok(req, await postTypeOptions(deps, managerOf(req))),
  );
  r.get(`${base}/GetReachRateListByDeptCode`, { schema: s.reachByDept, config: menu(REPORT_MENUS.reachRate) }, async (req) =>
    ok(req, await reachByDept(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/GetReachRateDetailList`, { schema: s.reachDetail, config: menu(REPORT_MENUS.reachRate) }, async (req) =>
    ok(req, await reachDetail(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/ExporReachRateDetailList`, { schema: s.reachExport, config: fn('reportReachRate:export') }, async (req, reply) =>
    sendXlsx(reply, await reachDetailExport(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(
    `${base}/GetEmployeeRetainPageList`,
    { schema: s.retentionSummary, config: menu([REPORT_MENUS.retention, REPORT_MENUS.retentionDetail]) },
    async (req) => ok(req, await retentionSummary(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(
    `${base}/GetEmployeeRetainDetailPageList`,
    { schema: s.retentionDetail, config: menu([REPORT_MENUS.retention, REPORT_MENUS.retentionDetail]) },
    async (req) => ok(req, await retentionDetail(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(
    `${base}/ExportRenLiuSummaryByDeptCodeList`,
    { schema: s.retentionSummaryExport, config: fn('reportRetention:export') },
    async (req, reply) => sendXlsx(reply, await retentionSummaryExport(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(
    `${base}/ExportRenLiuSummarList`,
    { schema: s.retentionDetailExport, config: fn('reportRetentionDetail:export') },
    async (req, reply) => sendXlsx(reply, await retentionDetailExport(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/GeReportIndexByDay`, { schema: s.dailyIndex, config: menu(REPORT_MENUS.daily) }, async (req) =>
    ok(req, await dailyIndex(deps, managerOf(req), req.query)),
  );
}
