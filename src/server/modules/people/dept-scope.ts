/**
 * Department moves and a member's own data scope on people. The rules "own department" and "own
 * department and below" follow the caller's own membership and the department tree, so a member who
 * could move themselves, or move other departments under their own, would widen what they see. Hence:
 * - nobody but the top administrator and administrator roles changes their own department (1129);
 * - a scoped member moves people only into departments inside their scope, and re-parents or adds
 *   departments only inside it (1165): what they manage stays what they were given.
 */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { callerRoles } from '../access/service.ts';
import { memberScope } from './members.ts';
import * as repo from './repository.ts';

/** 1165 unless every department given is inside the scope (no condition: the whole company is). */
export async function assertDeptsInScope(deps: { db: Queryable }, where: SQL | undefined, deptIds: number[]) {
  const wanted = [...new Set(deptIds)];
  if (!where || !wanted.length) return;
  const inScope = await repo.deptIdsInScope(deps.db, where, wanted);
  if (wanted.some((id) => !inScope.has(id))) throw new AppError('PEOPLE_DEPT_OUT_OF_SCOPE');
}

/** The caller's scope on people, for a change of the department tree. */
export async function assertTreeChangeInScope(deps: { db: Queryable }, caller: Manager, deptIds: number[]) {
  const s = await memberScope(deps, caller);
  await assertDeptsInScope(deps, s.where, deptIds);
}

/**
 * Moving these membership rows to `deptId`: refused for the caller's own row unless they administer
 * the company (1129), and for a department outside the caller's scope (1165). Rows already there are
 * not a move.
 */
export async function assertMove(deps: { db: Queryable }, caller: Manager, where: SQL | undefined, rows: repo.MemberRow[], deptId: number) {
  const moved = rows.filter((r) => r.deptId !== deptId);
  if (!moved.length) return;
  if (moved.some((r) => r.userId === caller.userId)) {
    const mine = await callerRoles(deps.db, caller);
    if (!mine.isTopAdmin && !mine.roles.some((r) => r.isAdmin)) throw new AppError('SELF_LOCKED');
  }
  await assertDeptsInScope(deps, where, [deptId]);
}
