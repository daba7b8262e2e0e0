/**
 * Stage lists for HR: the caller's company, their data scope on applications (rows through the
 * position's department and creator; the resume's phone, ID number and expected salary masked unless
 * a role shows them), the filters, the sort and a page. Exports read the same pages.
 */
import type { Deps } from '../../../deps.ts';
import type { Lang } from '../../../../common/states.ts';
import { PIPELINE_STAGE, type PipelineStage } from '../../../../common/recruiting.ts';
import type { SQL } from 'drizzle-orm';
import { fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import type { PageQuery } from '../../../http/envelope.ts';
import { applicationDataScope, type ApplicationScope } from '../../access/application-scope.ts';
import { refuseMaskedQuery } from '../../access/data-scope.ts';
import { INTERVIEW_STEP_LISTS, type StageList } from './catalog.ts';
import { presentListRow } from './presenter.ts';
import * as repo from './repository.ts';
import type { ListQuery } from './schemas.ts';

export interface ListScope extends ApplicationScope {
  tenementId: number;
}

/** The caller's company and data scope on applications. */
export async function listScope(deps: Deps, caller: Manager): Promise<ListScope> {
  return { tenementId: caller.tenementId, ...(await applicationDataScope(deps.db, caller)) };
}

/**
 * The stage lists' condition on applications (delivery_records joined to their position) for the
 * scope's company and data scope, at `stages` (every stage unless told), without the screens' filters:
 * another module counts exactly what the lists show (the home dashboard) without a scope query of its own.
 */
export function seenApplications(s: ListScope, stages: readonly number[] = Object.values(PIPELINE_STAGE)): SQL | undefined {
  return repo.listWhere({
    tenementId: s.tenementId,
    stages,
    scope: s.where,
    takesPart: s.takesPart,
    created: {},
    changed: {},
    keywordOnPhone: false,
  });
}

function sortOf(sort: string | undefined): { key: repo.ListSort; desc: boolean } {
  const text = sort ?? '-createdAt';
  return { key: text.replace(/^-/, '') as repo.ListSort, desc: text.startsWith('-') };
}

/** The later of two lower bounds and the earlier of two upper ones (a day and a moment compare as text). */
const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The date ranges: `beginDate`/`endDate` on `dateField`, and the engine's `<field>_gte`/`_lte`. */
function rangesOf(q: ListQuery) {
  const onChanged = q.dateField === 'stageChangedAt';
  const created = {
    from: later(onChanged ? undefined : q.beginDate, q.createdAt_gte),
    to: earlier(onChanged ? undefined : q.endDate, q.createdAt_lte),
  };
  const changed = {
    from: later(later(onChanged ? q.beginDate : undefined, q.stageChangedAt_gte), q.movedAt_gte),
    to: earlier(earlier(onChanged ? q.endDate : undefined, q.stageChangedAt_lte), q.movedAt_lte),
  };
  for (const [field, from, to] of [
    ['endDate', q.beginDate, q.endDate],
    ['createdAt_lte', q.createdAt_gte, q.createdAt_lte],
    ['stageChangedAt_lte', q.stageChangedAt_gte, q.stageChangedAt_lte],
    ['movedAt_lte', q.movedAt_gte, q.movedAt_lte],
  ] as const) {
    if (from && to && to.slice(0, 10) < from.slice(0, 10)) throw fieldError(field, { rule: 'dateOrder' });
  }
  return { created, changed };
}

/** The query's filters under the scope; a filter or sort on a field masked for the caller is refused. */
export function filterOf(list: StageList, s: ListScope, q: ListQuery): repo.ListFilter {
  // No filter reads a controlled field; the keyword leaves the phone out when it is masked.
  refuseMaskedQuery(s, {}, q.sort);
  return {
    tenementId: s.tenementId,
    stages: q.stage !== undefined && list.stages.includes(q.stage as PipelineStage) ? [q.stage] : list.stages,
    steps: list.steps,
    scope: s.where,
    takesPart: s.takesPart,
    fromStage: list.leftStage ?? q.fromStage,
    positionId: q.positionId,
    deptId: q.deptId,
    source: q.source?.trim() || undefined,
    ...rangesOf(q),
    keyword: q.keyword?.trim() || undefined,
    keywordOnPhone: !s.masked.has('phone'),
    education: q.education,
    personnelType: q.personnelType?.trim() || undefined,
  };
}

/** One page of the list as the caller may see it. */
export async function pageOf(deps: Deps, list: StageList, s: ListScope, q: ListQuery, lang: Lang, page: number, perPage: number) {
  const { rows, total } = await repo.listPage(deps.db, filterOf(list, s, q), sortOf(q.sort), (page - 1) * perPage, perPage);
  const today = deps.clock.now();
  return { list: rows.map((r) => presentListRow(r, lang, s.mask, today)), totalCount: total, page, perPage };
}

export async function stageList(deps: Deps, caller: Manager, list: StageList, q: ListQuery & PageQuery, lang: Lang) {
  return pageOf(deps, list, await listScope(deps, caller), q, lang, q.page, q.perPage);
}

/** The interview tabs' counts: each sub-step's list under the same scope and filters. */
export async function interviewStepCounts(deps: Deps, caller: Manager, q: ListQuery) {
  const all = INTERVIEW_STEP_LISTS[0]!;
  const counts = await repo.stepCounts(deps.db, filterOf({ ...all, steps: undefined }, await listScope(deps, caller), q));
  const list = INTERVIEW_STEP_LISTS.map((l) => ({ step: l.steps![0]!, call: l.path, count: counts.get(l.steps![0]!) ?? 0 }));
  return { list, total: list.reduce((n, l) => n + l.count, 0) };
}
