/**
 * Applications (delivery records) are seen through their position. Every HR read or write reached by
 * an application id (the record itself, the resume it carried, its special-form answers, its entry
 * papers, the files it carries) passes here, so it applies the same data scope as the stage lists
 * (applicationDataScope): an application out of the caller's scope answers 1102, as if it did not exist.
 */
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { dataScope, type DataScope } from './data-scope.ts';
import { POSITION_SCOPE_COLUMNS, positionMatches } from './scope-repository.ts';
import { recordTakesPart, takesPart } from './participation-repository.ts';

/** The caller's data scope on positions (rows and controlled fields). */
export function positionDataScope(db: Queryable, caller: Caller): Promise<DataScope> {
  return dataScope(db, caller, 'positions', POSITION_SCOPE_COLUMNS);
}

/** The data scope on applications, and the ones the caller takes part in whatever it says. */
export interface ApplicationScope extends DataScope {
  /**
   * A condition on `delivery_records`: the applications the caller takes part in as an interviewer or
   * interview manager (the interviewer's own view), seen beside `where`; undefined when `where` shows all.
   */
  takesPart: SQL | undefined;
}

/**
 * The caller's data scope on applications (`delivery_records`): rows through the position's department
 * and creator (a query using `where` joins positions), by the role's rule on applications or, for a
 * role without one, its rule on positions; the resume's controlled fields (phone, idNumber,
 * expectedSalary) by the rules on applications. Lists show `where` or `takesPart`; moving a record
 * (the transition service) reads the scope on positions only.
 */
export async function applicationDataScope(db: Queryable, caller: Caller): Promise<ApplicationScope> {
  const scope = await dataScope(db, caller, 'delivery_records', POSITION_SCOPE_COLUMNS, 'positions');
  const limited = scope.where !== undefined && caller.identity === 'manage' && caller.tenementId !== null;
  return { ...scope, takesPart: limited ? takesPart(caller.userId) : undefined };
}

/** Whether the position's applications lie in the caller's data scope (the caller's company is checked by the caller). */
export async function positionInScope(db: Queryable, caller: Caller, positionId: number): Promise<boolean> {
  const scope = await dataScope(db, caller, 'delivery_records', POSITION_SCOPE_COLUMNS, 'positions');
  if (!scope.where) return true;
  return positionMatches(db, positionId, scope.where);
}

/**
 * HR's access to one application: of the caller's company (as management), and its position in scope
 * or the caller taking part in its interviews, else 1102.
 */
export async function assertApplicationInScope(
  db: Queryable,
  caller: Caller,
  record: { id: number; tenementId: number; positionId: number },
): Promise<void> {
  if (caller.identity !== 'manage' || caller.tenementId === null || caller.tenementId !== record.tenementId)
    throw new AppError('NOT_FOUND');
  if (await positionInScope(db, caller, record.positionId)) return;
  if (!(await recordTakesPart(db, record.id, caller.userId))) throw new AppError('NOT_FOUND');
}
