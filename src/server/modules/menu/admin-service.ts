import type { Deps } from '../../deps.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { logOperation } from '../oplog/service.ts';
import { stableId } from '../../../common/stable-id.ts';
import type { Lang } from '../../../common/states.ts';
import { menuTitle } from '../../i18n/menu-titles.ts';
import * as repo from './admin-repository.ts';
import { inTransaction } from '../../db/tx.ts';

export interface MenuInput {
  parentId?: number | null;
  path?: string;
  title?: string;
  icon?: string | null;
  sort?: number;
  visible?: boolean;
  keepAlive?: boolean;
  redirect?: string | null;
  component?: string | null;
}

const presentMenu = (m: repo.MenuRow, lang: Lang) => ({ ...m, title: menuTitle(m, lang) });

/**
 * Menu/GetList: the table holds the shared menu nodes only (tens of rows), so it is filtered and
 * paged on the titles the caller reads rather than on the stored (zh-CN) ones.
 */
export async function listMenus(
  deps: Deps,
  q: PageQuery & { title_like?: string | undefined; enabled?: boolean | undefined; parentId?: number | undefined },
  lang: Lang,
) {
  const { page, perPage } = q;
  const text = q.title_like?.toLowerCase();
  const hits = (await repo.allMenus(deps.db))
    .map((m) => presentMenu(m, lang))
    .filter(
      (m) =>
        (!text || m.title.toLowerCase().includes(text)) &&
        (q.enabled === undefined || m.enabled === q.enabled) &&
        (q.parentId === undefined || m.parentId === q.parentId),
    );
  return { list: hits.slice((page - 1) * perPage, page * perPage), totalCount: hits.length, page, perPage };
}

/** Menu/GetDropDown: every node, indented by level, in the caller's language. */
export async function menuOptions(deps: Deps, lang: Lang) {
  return (await repo.allMenus(deps.db)).map((m) => ({ value: m.id, display: `${'— '.repeat(m.level - 1)}${menuTitle(m, lang)}` }));
}

async function levelUnder(deps: Deps, parentId: number | null | undefined): Promise<number> {
  if (parentId === null || parentId === undefined) return 1;
  const parent = await repo.menuById(deps.db, parentId);
  if (!parent) throw fieldError('parentId', { rule: 'unknownField' });
  if (parent.level >= 3) throw fieldError('parentId', { rule: 'maximum', params: { limit: 3 } });
  return parent.level + 1;
}

function assertRedirect(path: string | undefined, redirect: string | null | undefined) {
  if (redirect && path && redirect === path) throw fieldError('redirect', { rule: 'redirectSame' });
}

export async function addMenu(deps: Deps, caller: Caller, input: MenuInput & { path: string; title: string }, lang: Lang) {
  assertRedirect(input.path, input.redirect);
  const level = await levelUnder(deps, input.parentId);
  return inTransaction(deps.db, async (tx) => {
    const id = await repo.nextCustomMenuId(tx);
    const row = await repo.insertMenu(tx, { ...input, id, parentId: input.parentId ?? null, level, sort: input.sort ?? 1, custom: true });
    await logOperation(tx, caller, { action: 'add', resource: 'menu', recordId: id, summary: { after: row } });
    return presentMenu(row, lang);
  });
}

export async function editMenu(deps: Deps, caller: Caller, input: MenuInput & { id: number }, lang: Lang) {
  const before = await repo.menuById(deps.db, input.id);
  if (!before) throw new AppError('NOT_FOUND');
  assertRedirect(input.path ?? before.path, input.redirect === undefined ? before.redirect : input.redirect);
  // Where a built-in node lives and what it opens belong to the code; an operator edits the rest.
  const { id, parentId, path, component, title, ...rest } = input;
  // The form sends back the title it showed (in the caller's language): unchanged, it is no rename.
  const renamed = title !== undefined && title !== menuTitle(before, lang) ? { title } : {};
  const structural = before.custom
    ? {
        ...(parentId !== undefined ? { parentId, level: await levelUnder(deps, parentId) } : {}),
        ...(path ? { path } : {}),
        ...(component !== undefined ? { component } : {}),
      }
    : {};
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.updateMenu(tx, id, { ...rest, ...renamed, ...structural, customized: true });
    await logOperation(tx, caller, { action: 'edit', resource: 'menu', recordId: id, summary: { before, after: row } });
    return presentMenu(row!, lang);
  });
}

export async function deleteMenus(deps: Deps, caller: Caller, ids: number[]) {
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.menusByIds(tx, ids);
    if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    if (rows.some((r) => !r.custom)) throw new AppError('BUILT_IN');
    if ((await repo.childrenOf(tx, ids)).some((c) => !ids.includes(c.id))) throw new AppError('HAS_CHILDREN');
    if ((await repo.functionsOfMenus(tx, ids)).length) throw new AppError('HAS_CHILDREN');
    await repo.deleteMenus(tx, ids);
    await logOperation(tx, caller, { action: 'delete', resource: 'menu', recordId: ids.join(','), summary: { before: rows } });
    return { deleted: rows.length };
  });
}

export async function enableMenus(deps: Deps, caller: Caller, ids: number[], enabled: boolean) {
  return inTransaction(deps.db, async (tx) => {
    const updated = await repo.setMenusEnabled(tx, ids, enabled);
    if (updated !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'enable', resource: 'menu', recordId: ids.join(','), summary: { ids, enabled } });
    return { updated };
  });
}

export async function addFunction(deps: Deps, caller: Caller, input: { menuId: number; functionKey: string; name: string }) {
  if (!(await repo.menuById(deps.db, input.menuId))) throw fieldError('menuId', { rule: 'unknownField' });
  // A taken key is marked on its field; a racing twin still loses on the unique index (1104).
  if (await repo.functionKeyTaken(deps.db, input.functionKey)) throw fieldError('functionKey', { rule: 'existsAlready' });
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertFunction(tx, { ...input, id: stableId(input.functionKey), custom: true });
    await logOperation(tx, caller, { action: 'add', resource: 'functionKey', recordId: row.id, summary: { after: row } });
    return row;
  });
}

export async function editFunction(deps: Deps, caller: Caller, input: { id: number; name?: string; enabled?: boolean }) {
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.updateFunction(tx, input.id, {
      ...(input.name ? { name: input.name } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      customized: true,
    });
    if (!row) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'edit', resource: 'functionKey', recordId: row.id, summary: { after: row } });
    return row;
  });
}

export async function deleteFunctions(deps: Deps, caller: Caller, ids: number[]) {
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.functionsByIds(tx, ids);
    if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    if (rows.some((r) => !r.custom)) throw new AppError('BUILT_IN');
    await repo.deleteFunctions(tx, ids);
    await logOperation(tx, caller, { action: 'delete', resource: 'functionKey', recordId: ids.join(','), summary: { before: rows } });
    return { deleted: rows.length };
  });
}
