/**
 * Reading positions. HR reads go through the caller's data scope on `positions` (department and
 * creator) and its controlled fields; job seekers and anonymous callers see published positions only.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { Lang } from '../../../common/states.ts';
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { asManager, isManager, type Manager } from '../../http/manager.ts';
import type { ListQuery } from '../../http/envelope.ts';
import { positionDataScope } from '../access/application-scope.ts';
import { refuseMaskedQuery } from '../access/data-scope.ts';
import { grantsOf } from '../access/service.ts';
import { POSITION_LIMITS, POSITION_MENUS } from './constants.ts';
import { presentForHr, presentPublic } from './presenter.ts';
import { assertPublicCompany, isPublicPosition } from '../portal/public-guard.ts';
import * as repo from './repository.ts';

export interface PositionListInput extends ListQuery {
  name?: string | undefined;
  name_like?: string | undefined;
  state?: number | undefined;
  recruitmentType?: number | undefined;
  positionTypeId?: number | undefined;
  deptId?: number | undefined;
}

/** The caller's company and data scope on positions. */
export async function positionScope(db: Queryable, caller: Manager) {
  const scope = await positionDataScope(db, caller);
  return { tenementId: caller.tenementId, ...scope };
}
export type PositionScope = Awaited<ReturnType<typeof positionScope>>;

/** Where the scope reaches: the company's rows the caller may see. */
export const scopedWhere = (s: PositionScope, f: repo.PositionFilter = {}) => repo.positionWhere(s.tenementId, s.where, f);

/**
 * Whether a position of this department written by the caller would lie in the caller's data scope on
 * positions (a departments rule allows its departments; an "only self" rule the writer's own positions).
 */
export async function deptInPositionScope(db: Queryable, caller: Caller, deptId: number): Promise<boolean> {
  const scope = await positionDataScope(db, caller);
  return !scope.where || repo.rowInScope(db, scope.where, { deptId, createdBy: caller.userId });
}

function sortOf(sort: string | undefined) {
  const text = sort ?? '-createdAt';
  return { key: text.replace(/^-/, '') as repo.PositionSort, desc: text.startsWith('-') };
}

async function listIn(deps: Deps, caller: Manager, q: PositionListInput, lang: Lang, forced: repo.PositionFilter) {
  const s = await positionScope(deps.db, caller);
  // Position filters read no controllable column; the sort may (salaryMin, headcount).
  refuseMaskedQuery(s, {}, q.sort);
  const filter: repo.PositionFilter = {
    nameLike: q.name_like ?? q.name,
    state: q.state,
    recruitmentType: q.recruitmentType,
    positionTypeId: q.positionTypeId,
    deptId: q.deptId,
    ...forced,
  };
  const { page, perPage } = q;
  const { rows, total } = await repo.positionPage(deps.db, scopedWhere(s, filter), sortOf(q.sort), (page - 1) * perPage, perPage);
  return { list: rows.map((r) => presentForHr(r, lang, s.mask)), totalCount: total, page, perPage };
}

export const listPositions = (deps: Deps, caller: Manager, q: PositionListInput, lang: Lang) => listIn(deps, caller, q, lang, {});

/** 短期职位: the same list, recruitment type 3 whatever the query says. */
export const listShortPositions = (deps: Deps, caller: Manager, q: PositionListInput, lang: Lang) =>
  listIn(deps, caller, q, lang, { recruitmentType: RECRUITMENT_TYPE.shortTerm });

/** One position of the caller's scope, as HR sees it; `shortOnly` for the 短期职位 screen's calls. */
export async function hrDetail(deps: Deps, caller: Manager, id: number, lang: Lang, shortOnly = false) {
  const s = await positionScope(deps.db, caller);
  const row = await repo.positionView(deps.db, scopedWhere(s, shortOnly ? { recruitmentType: RECRUITMENT_TYPE.shortTerm } : {}), id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentForHr(row, lang, s.mask);
}

/** HR of the company with a positions screen reads any state (the caller, narrowed); everyone else published ones (null). */
async function hrReader(deps: Deps, caller: Caller | null): Promise<Manager | null> {
  if (!isManager(caller)) return null;
  const grants = await grantsOf(deps.db, caller);
  return grants.menus.some((m) => (POSITION_MENUS as readonly number[]).includes(m.id)) ? caller : null;
}

/**
 * PositionInfo/GetDetail: the portal's detail page and HR's form share it. A position outside the
 * caller's reach reads as missing (1102) unless it is published.
 */
export async function positionDetail(deps: Deps, caller: Caller | null, id: number, lang: Lang) {
  const hr = await hrReader(deps, caller);
  if (hr) {
    const s = await positionScope(deps.db, hr);
    const row = await repo.positionView(deps.db, scopedWhere(s), id);
    if (row) return presentForHr(row, lang, s.mask);
  }
  return publishedDetail(deps.db, id, lang);
}

/** A published position of an enabled, published company (the public guard), as job seekers see it. */
export async function publishedDetail(db: Queryable, id: number, lang: Lang) {
  const row = await repo.positionView(db, undefined, id);
  if (!row || !(await isPublicPosition(db, row))) throw new AppError('NOT_FOUND');
  return presentPublic(row, lang);
}

/** The company's positions as options, in the caller's scope. */
export async function positionDropDown(
  deps: Deps,
  caller: Manager,
  q: { state?: number | undefined; recruitmentType?: number | undefined },
) {
  const s = await positionScope(deps.db, caller);
  return repo.positionOptions(deps.db, scopedWhere(s, { state: q.state, recruitmentType: q.recruitmentType }), POSITION_LIMITS.dropdownMax);
}

/** Enabled factories of a company: job seekers name a public one; HR's own company without it. */
export async function factoryList(deps: Deps, caller: Caller | null, tenementId: number | undefined) {
  if (tenementId !== undefined) {
    await assertPublicCompany(deps.db, tenementId);
    return repo.enabledFactories(deps.db, tenementId);
  }
  if (!caller) throw new AppError('UNAUTHORIZED');
  return repo.enabledFactories(deps.db, asManager(caller).tenementId);
}
