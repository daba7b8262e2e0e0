/**
 * Reading the company's people: every list, detail, picker and export goes through the caller's data
 * scope (rows) and its controlled fields (mask), so what one screen hides no other call reveals.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { memberDataScope, refuseMaskedQuery, type DataScope } from '../access/data-scope.ts';
import { exportWorkbook } from '../resources/export.ts';
import { overlayOf } from '../config/service.ts';
import * as repo from './repository.ts';
import { presentMember } from './presenter.ts';

/** Menu nodes whose screens pick people by name: user management (102) and role grants (103). */
/** Screens that pick people: users (102) and role grants (103); the route requires one of them. */
export const PICKER_MENUS = [102, 103] as const;
const FUZZY_MAX = 20;
const DROPDOWN_MAX = 1000;
const EXPORT_PAGE = 500;

/** The people list's filters and sort (the list adds its page; the export walks every page). */
export interface MemberListInput {
  sort?: string | undefined;
  name_like?: string | undefined;
  phone?: string | undefined;
  deptId?: number | undefined;
  withChildren?: boolean | undefined;
  userTypeId?: number | undefined;
  enabled?: boolean | undefined;
}

/** The caller's company and data scope on tenement_users. */
export async function memberScope(deps: { db: Queryable }, caller: Manager) {
  const scope = await memberDataScope(deps.db, caller);
  return { tenementId: caller.tenementId, ...scope };
}

function sortOf(sort: string | undefined) {
  const key = (sort ?? '-createdAt').replace(/^-/, '') as repo.MemberSort;
  return { key, desc: (sort ?? '-createdAt').startsWith('-') };
}

const filterOf = (q: MemberListInput): repo.MemberFilter => ({
  nameLike: q.name_like,
  phone: q.phone,
  deptId: q.deptId,
  withChildren: q.withChildren ?? true,
  userTypeId: q.userTypeId,
  enabled: q.enabled,
});

const presentPage = (rows: repo.MemberView[], mask: DataScope['mask']) => rows.map((r) => presentMember(r, mask));

/** Filters and sort on a column masked for the caller are refused (see refuseMaskedQuery). */
const refuseMasked = (s: Pick<DataScope, 'masked'>, q: MemberListInput) =>
  refuseMaskedQuery(s, { phone: { column: 'phone', given: q.phone }, name_like: { column: 'name', given: q.name_like } }, q.sort);

export async function listMembers(deps: Deps, caller: Manager, q: MemberListInput & PageQuery) {
  const s = await memberScope(deps, caller);
  refuseMasked(s, q);
  const where = repo.memberWhere(s.tenementId, s.where, filterOf(q));
  const { page, perPage } = q;
  const [rows, totalCount] = await Promise.all([
    repo.memberPage(deps.db, where, sortOf(q.sort), (page - 1) * perPage, perPage),
    repo.memberCount(deps.db, where),
  ]);
  return { list: presentPage(rows, s.mask), totalCount, page, perPage };
}

export async function memberDetail(deps: Deps, caller: Manager, id: number) {
  const s = await memberScope(deps, caller);
  const row = await repo.memberById(deps.db, repo.memberWhere(s.tenementId, s.where, {}), id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentPage([row], s.mask)[0]!;
}

/** The list as the caller sees it (filters, sort, scope, masked fields) as an xlsx workbook. */
export async function exportMembers(deps: Deps, caller: Manager, q: MemberListInput, lang: Lang) {
  const s = await memberScope(deps, caller);
  refuseMasked(s, q);
  const where = repo.memberWhere(s.tenementId, s.where, filterOf(q));
  const sort = sortOf(q.sort);
  return exportWorkbook(
    'TenementUser',
    lang,
    async (page, perPage) => presentPage(await repo.memberPage(deps.db, where, sort, (page - 1) * perPage, perPage), s.mask),
    EXPORT_PAGE,
    await overlayOf(deps, s.tenementId, 'TenementUser'),
  );
}

/**
 * The keyword matches only the columns the caller sees unmasked: matching a masked name or account
 * would reveal it a character at a time. With both masked a keyword is refused (1000 on `keyword`,
 * as the lists refuse such filters), so an unfiltered answer never passes for a filtered one.
 */
function keywordOf(s: Pick<DataScope, 'masked'>, keyword: string | undefined) {
  if (!keyword) return undefined;
  const columns = (Object.keys(repo.KEYWORD_COLUMNS) as repo.KeywordColumn[]).filter((c) => !s.masked.has(c));
  if (!columns.length) throw fieldError('keyword', { rule: 'masked' });
  return repo.keywordCondition(keyword, columns);
}

/** "name (account)" options for a typed keyword, for screens that pick people (users, role grants). */
export async function fuzzyMembers(deps: Deps, caller: Manager, keyword: string | undefined) {
  const s = await memberScope(deps, caller);
  const where = repo.memberWhere(s.tenementId, s.where, {}, keywordOf(s, keyword));
  const rows = await repo.memberOptions(deps.db, where, FUZZY_MAX);
  // Name and account may be controlled fields too: the option text shows them as the list would.
  return rows.map((r) => {
    const shown = s.mask({ name: r.name, account: r.account });
    return { value: r.userId, display: `${shown.name ?? ''} (${shown.account ?? ''})` };
  });
}

/** Enabled people of a department and the ones below it (or of the whole company), by name. */
export async function memberDropDown(deps: Deps, caller: Manager, deptId: number | undefined) {
  const s = await memberScope(deps, caller);
  const where = repo.memberWhere(s.tenementId, s.where, { deptId, withChildren: true, enabled: true });
  const rows = await repo.memberOptions(deps.db, where, DROPDOWN_MAX);
  return rows.map((r) => ({ value: r.userId, display: s.mask({ name: r.name }).name ?? '' }));
}
