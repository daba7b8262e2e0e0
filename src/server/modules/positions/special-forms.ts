/**
 * 特殊表单 (menu 208): extra questions a position asks its applicants (general workers' height,
 * shifts, dormitory ...). A form positions use, or whose answers applications keep, cannot be
 * deleted (1151); it can be disabled instead (kept for them, no longer offered).
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { normalizeItems, type FormItem } from './form-rules.ts';
import * as repo from './form-repository.ts';

type FormView = NonNullable<Awaited<ReturnType<typeof repo.formById>>>;

export function presentForm(f: FormView) {
  return {
    id: f.id,
    name: f.name,
    items: f.items,
    itemCount: f.items.length,
    enabled: f.enabled,
    positionCount: f.positionCount,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

const logged = (f: FormView) => ({ name: f.name, items: f.items, enabled: f.enabled });

export async function formList(
  deps: Deps,
  caller: Manager,
  q: PageQuery & { name_like?: string | undefined; enabled?: boolean | undefined },
) {
  const tenementId = caller.tenementId;
  const { page, perPage } = q;
  const { rows, total } = await repo.formPage(
    deps.db,
    repo.formWhere(tenementId, { nameLike: q.name_like, enabled: q.enabled }),
    (page - 1) * perPage,
    perPage,
  );
  return { list: rows.map(presentForm), totalCount: total, page, perPage };
}

export async function formDetail(deps: Deps, caller: Manager, id: number) {
  const row = await repo.formById(deps.db, caller.tenementId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentForm(row);
}

export const formDropDown = (deps: Deps, caller: Manager) => repo.formOptions(deps.db, caller.tenementId);

export interface FormInput {
  name: string;
  items: FormItem[];
  enabled?: boolean | undefined;
}

async function assertFreeName(deps: Deps, tenementId: number, name: string, id?: number) {
  const other = await repo.formNamed(deps.db, tenementId, name);
  if (other && other.id !== id) throw fieldError('name', { rule: 'existsAlready' });
}

export async function addForm(deps: Deps, caller: Manager, input: FormInput) {
  const tenementId = caller.tenementId;
  const name = input.name.trim();
  const items = normalizeItems(input.items);
  await assertFreeName(deps, tenementId, name);
  return inTransaction(deps.db, async (tx) => {
    const id = await repo.insertForm(tx, { tenementId, name, items, enabled: input.enabled ?? true });
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'specialForm',
      recordId: id,
      summary: { after: { name, items, enabled: input.enabled ?? true } },
    });
    return { id };
  });
}

export async function editForm(deps: Deps, caller: Manager, input: Partial<FormInput> & { id: number }) {
  const tenementId = caller.tenementId;
  const values: Partial<FormInput> = {};
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.items !== undefined) values.items = normalizeItems(input.items);
  if (input.enabled !== undefined) values.enabled = input.enabled;
  if (values.name !== undefined) await assertFreeName(deps, tenementId, values.name, input.id);
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.formById(tx, tenementId, input.id);
    if (!before) throw new AppError('NOT_FOUND');
    await repo.updateForm(tx, tenementId, input.id, values);
    const after = (await repo.formById(tx, tenementId, input.id))!;
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'specialForm',
      recordId: input.id,
      summary: changes(logged(before), logged(after)),
    });
    return presentForm(after);
  });
}

/** The whole batch or none: another company's id reads as missing (1102), a used form refuses (1151). */
export async function deleteForms(deps: Deps, caller: Manager, ids: number[]) {
  const tenementId = caller.tenementId;
  const wanted = [...new Set(ids)];
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.formsIn(tx, tenementId, wanted);
    if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
    const used = await repo.positionsUsing(tx, wanted);
    if (used > 0) throw new AppError('SPECIAL_FORM_IN_USE', { count: used });
    await repo.deleteForms(tx, tenementId, wanted);
    for (const r of rows)
      await logOperation(tx, caller, { action: 'delete', resource: 'specialForm', recordId: r.id, summary: { before: { name: r.name } } });
    return { deleted: rows.length };
  });
}
