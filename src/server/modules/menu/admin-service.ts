import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { logOperation } from '../oplog/service.ts';
import { stableId } from '../../../common/stable-id.ts';
import * as repo from './admin-repository.ts';

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

const presentMenu = (m: repo.MenuRow) => m;

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

export async function addMenu(deps: Deps, caller: Caller, input: MenuInput & { path: string; title: string }) {
  assertRedirect(input.path, input.redirect);
  const level = await levelUnder(deps, input.parentId);
  return deps.db.transaction(async (tx) => {
    const id = await repo.nextCustomMenuId(tx);
    const row = await repo.insertMenu(tx, { ...input, id, parentId: input.parentId ?? null, level, sort: input.sort ?? 1, custom: true });
    await logOperation(tx, caller, { action: 'add', resource: 'menu', recordId: id, summary: { after: row } });
    return presentMenu(row);
  });
}

export async function editMenu(deps: Deps, caller: Caller, input: MenuInput & { id: number }) {
  const before = await repo.menuById(deps.db, input.id);
  if (!before) throw new AppError('NOT_FOUND');
  assertRedirect(input.path ?? before.path, input.redirect === undefined ? before.redirect : input.redirect);
  // Where a built-in node lives and what it opens belong to the code; an operator edits the rest.
  const { id, parentId, path, component, ...rest } = input;
  const structural = before.custom ? { ...(parentId !== undefined ? { parentId, level: await levelUnder(deps, parentId) } : {}), ...(path ? { path } : {}), ...(component !== undefined ? { component } : {}) } : {};
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateMenu(tx, id, { ...rest, ...structural, customized: true });
    await logOperation(tx, caller, { action: 'edit', resource: 'menu', recordId: id, summary: { before, after: row } });
    return presentMenu(row!);
  });
}

export async function deleteMenus(deps: Deps, caller: Caller, ids: number[]) {
  return deps.db.transaction(async (tx) => {
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
  return deps.db.transaction(async (tx) => {
    const updated = await repo.setMenusEnabled(tx, ids, enabled);
    if (updated !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'enable', resource: 'menu', recordId: ids.join(','), summary: { ids, enabled } });
    return { updated };
  });
}

export async function addFunction(deps: Deps, caller: Caller, input: { menuId: number; functionKey: string; name: string }) {
  if (!(await repo.menuById(deps.db, input.menuId))) throw fieldError('menuId', { rule: 'unknownField' });
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertFunction(tx, { ...input, id: stableId(input.functionKey), custom: true });
    await logOperation(tx, caller, { action: 'add', resource: 'function', recordId: row.id, summary: { after: row } });
    return row;
  });
}

export async function editFunction(deps: Deps, caller: Caller, input: { id: number; name?: string; enabled?: boolean }) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateFunction(tx, input.id, { ...(input.name ? { name: input.name } : {}), ...(input.enabled !== undefined ? { enabled: input.enabled } : {}), customized: true });
    if (!row) throw new AppError('NOT_FOUND');
    await logOperation(tx, caller, { action: 'edit', resource: 'function', recordId: row.id, summary: { after: row } });
    return row;
  });
}

export async function deleteFunctions(deps: Deps, caller: Caller, ids: number[]) {
  return deps.db.transaction(async (tx) => {
    const rows = await repo.functionsByIds(tx, ids);
    if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    if (rows.some((r) => !r.custom)) throw new AppError('BUILT_IN');
    await repo.deleteFunctions(tx, ids);
    await logOperation(tx, caller, { action: 'delete', resource: 'function', recordId: ids.join(','), summary: { before: rows } });
    return { deleted: rows.length };
  });
}
