import type { Caller } from '../modules/identity/sessions.ts';
import { AppError } from './app-error.ts';

/**
 * A caller acting as management for one company. The auth hook admits only such callers to routes
 * declared `auth: 'manage'`, so a service that serves only those routes takes a Manager and reads
 * `tenementId` without checking it again.
 */
export type Manager = Caller & { identity: 'manage'; tenementId: number };

export const isManager = (caller: Caller | null): caller is Manager =>
  caller !== null && caller.identity === 'manage' && caller.tenementId !== null;

/**
 * The narrowing at a boundary a non-manage caller may also reach (a public or user route that serves
 * HR too): a seeker's session answers NOT_MANAGER there.
 */
export function asManager(caller: Caller): Manager {
  if (!isManager(caller)) throw new AppError('NOT_MANAGER');
  return caller;
}
