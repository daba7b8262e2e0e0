/**
 * The funnel by resume source (GetReportPipingSummaryByResumeSouceList, GetReportPipingDetailList):
 * the applications received in the range, per source, and how many of them reached 初筛通过, 面试,
 * 录用 and 已报到 by now (the furthest stage of the main path each reached: its current stage or any
 * its history moved it into). With the filters' dropdowns GetResumeSourceDropDown and GetPostType.
 */
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import { listScope, seenApplications } from '../pipeline/lists/service.ts';
import { resumeSources } from '../sysparam/service.ts';
import * as repo from './repository.ts';
import { percent, reportOf, words, type RangeQuery } from './service.ts';

const sourceName = (source: string, lang: Lang) => (source === '' ? words(lang).noSource : source);

function presentFunnel(r: repo.FunnelRow, lang: Lang) {
  return {
    source: r.source,
    sourceName: sourceName(r.source, lang),
    applications: r.applications,
    screened: r.screened,
    interviewed: r.interviewed,
    hired: r.hired,
    entered: r.entered,
    hireRate: percent(r.hired, r.applications),
    entryRate: percent(r.entered, r.applications),
  };
}

export async function funnelSummary(deps: Deps, caller: Manager, q: RangeQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const rows = await repo.funnelBySource(deps.db, report.filter);
  const sum = (k: 'applications' | 'screened' | 'interviewed' | 'hired' | 'entered') => rows.reduce((n, r) => n + r[k], 0);
  const totals = presentFunnel(
    {
      source: '',
      applications: sum('applications'),
      screened: sum('screened'),
      interviewed: sum('interviewed'),
      hired: sum('hired'),
      entered: sum('entered'),
    },
    lang,
  );
  const list = rows.map((r) => presentFunnel(r, lang));
  return {
    beginDate: report.beginDate,
    endDate: report.endDate,
    list,
    totalCount: list.length,
    page: 1,
    perPage: Math.max(list.length, 1),
    totals: { ...totals, source: null, sourceName: null },
  };
}

export interface FunnelDetailQuery extends RangeQuery {
  source?: string | undefined;
  reached?: number | undefined;
  page: number;
  perPage: number;
}

export async function funnelDetail(deps: Deps, caller: Manager, q: FunnelDetailQuery, lang: Lang) {
  const report = await reportOf(deps, caller, q);
  const d = { source: q.source, reached: q.reached };
  const [rows, total] = await Promise.all([
    repo.funnelDetailPage(deps.db, report.filter, d, (q.page - 1) * q.perPage, q.perPage),
    repo.funnelDetailCount(deps.db, report.filter, d),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    name: r.name,
    positionId: r.positionId,
    positionName: r.positionName,
    deptName: r.deptName ?? words(lang).noDept,
    source: r.source,
    sourceName: sourceName(r.source, lang),
    createdAt: r.createdAt.toISOString(),
    stage: r.stage,
    stageName: stageName(r.stage, lang),
    furthest: r.furthest,
    furthestName: stageName(r.furthest, lang),
  }));
  return { list, totalCount: total, page: q.page, perPage: q.perPage };
}

/** The company's resume sources (the parameter's lines), then any other source its applications carry. */
export async function sourceOptions(deps: Deps, caller: Manager) {
  const [lines, used] = await Promise.all([
    resumeSources(deps.db, caller.tenementId),
    listScope(deps, caller).then((s) => repo.sourcesInUse(deps.db, seenApplications(s))),
  ]);
  const known = new Set(lines.map((l) => String(l.value)));
  return [
    ...lines.map((l) => ({ value: String(l.value), display: l.display })),
    ...used
      .filter((s) => !known.has(s))
      .sort()
      .map((s) => ({ value: s, display: s })),
  ];
}

/** The company's enabled position types. */
export const postTypeOptions = (deps: Deps, caller: Manager) => repo.positionTypeOptions(deps.db, caller.tenementId);
