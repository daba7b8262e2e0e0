/**
 * What other modules ask of identity about accounts and their sessions. Each function takes the
 * caller's Queryable, so work done inside the caller's transaction stays in it.
 */
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';

export function userById(db: Queryable, id: number): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The account of this name, whatever its case (account names are unique case-insensitively). */
export function userByAccount(db: Queryable, account: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByAccountCi(db, account);
}

export function createUser(db: Queryable, values: Parameters<typeof repo.insertUser>[1]): Promise<repo.UserRow> {
  return repo.insertUser(db, values);
}

/** Changes the account's columns (its updatedAt too). */
export function updateUser(db: Queryable, id: number, values: Parameters<typeof repo.updateUser>[2]): Promise<void> {
  return repo.updateUser(db, id, values);
}

/**
 * Ends the user's live sessions (all, or all but `exceptId`) with the state their clients are told;
 * answers their ids, for the caller to push to after commit (pushEnded).
 */
export function endSessions(db: Queryable, filter: { userId: number; exceptId?: number }, state: number): Promise<number[]> {
  return repo.revokeSessions(db, filter, state);
}
