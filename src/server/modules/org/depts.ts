import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { deptFields, presentDeptDetail } from './presenter.ts';
import * as repo from './repository.ts';
import { assertDeptsInScope, memberDataScope } from '../access/data-scope.ts';

/** Levels a department tree may have (the root is level 1); keeps every path well inside its column. */
export const MAX_DEPT_DEPTH = 15;

export interface DeptInput {
  parentId?: number | null;
  deptNo?: string;
  name?: string;
  sort?: number;
  remark?: string | null;
}

/** Levels of a materialized path: '/1/5/' is 2. */
export const depthOf = (path: string) => path.split('/').length - 2;

export function assertDepth(depth: number, field = 'parentId') {
  if (depth > MAX_DEPT_DEPTH) throw fieldError(field, { rule: 'tooDeep', params: { limit: MAX_DEPT_DEPTH } });
}

async function assertDeptNoFree(db: Queryable, tenementId: number, deptNo: string) {
  if (await repo.deptByNo(db, tenementId, deptNo)) throw fieldError('deptNo', { rule: 'existsAlready' });
}

/**
 * Where a department may sit: under a department of the same company, or at the top only when the
 * company has no other root (one root per company, named after it).
 */
async function parentFor(db: Queryable, tenementId: number, parentId: number | null, selfId: number | null): Promise<repo.DeptRow | null> {
  if (parentId === null) {
    const root = await repo.rootOf(db, tenementId);
    if (root && root.id !== selfId) throw fieldError('parentId', { rule: 'required' });
    return null;
  }
  const parent = await repo.deptOf(db, tenementId, parentId);
  if (!parent) throw new AppError('NOT_FOUND');
  return parent;
}

export async function deptDetail(deps: Deps, caller: Manager, id: number) {
  const tenementId = caller.tenementId;
  const dept = await repo.deptOf(deps.db, tenementId, id);
  if (!dept) throw new AppError('NOT_FOUND');
  const parent = dept.parentId === null ? undefined : await repo.deptOf(deps.db, tenementId, dept.parentId);
  const count = await repo.peopleCount(deps.db, tenementId, id);
  const within = await repo.peopleWithin(deps.db, tenementId, dept.path);
  const childCount = await repo.childCount(deps.db, tenementId, id);
  return presentDeptDetail(dept, parent?.name ?? null, { count, within }, childCount);
}

/** The departments a tree change touches lie inside the caller's data scope on people (1165). */
async function assertTreeChangeInScope(db: Queryable, caller: Manager, deptIds: number[]) {
  await assertDeptsInScope(db, (await memberDataScope(db, caller)).where, deptIds);
}

export async function addDept(deps: Deps, caller: Manager, input: DeptInput & { parentId: number | null; deptNo: string; name: string }) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const parent = await parentFor(tx, tenementId, input.parentId, null);
    // A scoped member adds departments only inside their data scope on people.
    if (parent) await assertTreeChangeInScope(tx, caller, [parent.id]);
    assertDepth((parent ? depthOf(parent.path) : 0) + 1);
    await assertDeptNoFree(tx, tenementId, input.deptNo);
    const row = await repo.insertDept(tx, {
      tenementId,
      parentId: input.parentId,
      deptNo: input.deptNo,
      name: input.name,
      sort: input.sort ?? 0,
      remark: input.remark || null,
    });
    await logOperation(tx, caller, { action: 'add', resource: 'dept', recordId: row.id, summary: { after: deptFields(row) } });
    return { id: row.id };
  });
}

/**
 * Move a department and everything below it: one path prefix rewritten for the whole subtree. The
 * subtree and its new parent must lie inside the mover's data scope on people: moving another
 * department under one's own would hand its people to "own department and below".
 */
async function moveDept(db: Queryable, caller: Manager, dept: repo.DeptRow, parentId: number | null) {
  const parent = await parentFor(db, dept.tenementId, parentId, dept.id);
  if (parent?.path.startsWith(dept.path)) throw new AppError('DEPT_CYCLE');
  const subtree = await repo.subtreeOf(db, dept.tenementId, dept.path);
  await assertTreeChangeInScope(db, caller, [...subtree.map((d) => d.id), ...(parent ? [parent.id] : [])]);
  const levelsBelow = Math.max(...subtree.map((d) => depthOf(d.path))) - depthOf(dept.path) + 1;
  assertDepth((parent ? depthOf(parent.path) : 0) + levelsBelow);
  await repo.movePaths(db, dept.tenementId, dept.path, `${parent?.path ?? '/'}${dept.id}/`);
}

export async function editDept(deps: Deps, caller: Manager, input: DeptInput & { id: number }) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const before = await repo.deptOf(tx, tenementId, input.id);
    if (!before) throw new AppError('NOT_FOUND');
    const { id, ...given } = input;
    const values = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as DeptInput;
    // A cleared remark comes as null (or, coerced on its way in, as ''): both mean none.
    if (values.remark === '') values.remark = null;
    if (values.deptNo !== undefined && values.deptNo !== before.deptNo) await assertDeptNoFree(tx, tenementId, values.deptNo);
    if (values.parentId !== undefined && values.parentId !== before.parentId) await moveDept(tx, caller, before, values.parentId);
    const after = Object.keys(values).length ? await repo.updateDept(tx, tenementId, id, values) : before;
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'dept',
      recordId: id,
      summary: changes(deptFields(before), deptFields(after!)),
    });
    return { id };
  });
}

/** Refused while it has sub-departments or people, and for the company's root. */
export async function deleteDept(deps: Deps, caller: Manager, id: number) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const dept = await repo.deptOf(tx, tenementId, id);
    if (!dept) throw new AppError('NOT_FOUND');
    if (await repo.childCount(tx, tenementId, id)) throw new AppError('DEPT_HAS_CHILDREN');
    const people = await repo.peopleCount(tx, tenementId, id);
    if (people) throw new AppError('DEPT_HAS_PEOPLE', { count: people });
    // The root stands for the company itself (made with it, named after it).
    if (dept.parentId === null) throw new AppError('DEPT_ROOT_LOCKED');
    await repo.deleteDept(tx, tenementId, id);
    await logOperation(tx, caller, { action: 'delete', resource: 'dept', recordId: id, summary: { before: deptFields(dept) } });
    return null;
  });
}
