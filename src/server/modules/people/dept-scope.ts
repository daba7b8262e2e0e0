/**
 * Department moves and a member's own data scope on people. The rules "own department" and "own
 * department and below" follow the caller's own membership and the department tree, so a member who
 * could move themselves, or move other departments under their own, would widen what they see. Hence:
 * - nobody but the top administrator and administrator roles changes their own department (1129);
 * - a scoped member moves people only into departments inside their scope, and re-parents or adds
 *   departments only inside it (1165, access/data-scope.ts assertDeptsInScope; org/depts.ts for the
 *   tree): what they manage stays what they were given.
 */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { callerRoles } from '../access/service.ts';
import { assertDeptsInScope } from '../access/data-scope.ts';
import type * as repo from './repository.ts';

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
  await assertDeptsInScope(deps.db, where, [deptId]);
}
