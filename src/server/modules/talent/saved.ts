/** The talent centre's saved searches: each member's own, by name, at most SAVED_SEARCHES_MAX. */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { SAVED_SEARCHES_MAX } from './menus.ts';
import type { SearchQuery } from './schemas.ts';
import * as repo from './saved-repository.ts';

const present = (r: repo.SavedRow) => ({ id: r.id, name: r.name, query: r.query as SearchQuery, createdAt: r.createdAt.toISOString() });

export async function savedSearches(deps: Deps, caller: Manager) {
  return (await repo.savedOf(deps.db, caller.tenementId, caller.userId)).map(present);
}

export async function saveSearch(deps: Deps, caller: Manager, input: { name: string; query: SearchQuery }) {
  const name = input.name.trim();
  // Filters the schema does not know are dropped on the way in: a query left with none saves nothing.
  if (!Object.values(input.query).some((v) => v !== undefined && v !== '')) throw fieldError('query', { rule: 'required' });
  return inTransaction(deps.db, async (tx) => {
    await repo.lockMember(tx, caller.tenementId, caller.userId);
    if ((await repo.countOf(tx, caller.tenementId, caller.userId)) >= SAVED_SEARCHES_MAX)
      throw new AppError('TALENT_SAVED_SEARCHES_FULL', { max: SAVED_SEARCHES_MAX });
    const row = await repo.insertSaved(tx, { tenementId: caller.tenementId, userId: caller.userId, name, query: input.query });
    if (!row) throw new AppError('TALENT_SAVED_SEARCH_EXISTS', { name }, { name: { rule: 'existsAlready' } });
    return present(row);
  });
}

/** Another member's saved search, or one gone, is 1102. */
export async function deleteSavedSearch(deps: Deps, caller: Manager, id: number): Promise<null> {
  if (!(await repo.deleteSaved(deps.db, caller.tenementId, caller.userId, id))) throw new AppError('NOT_FOUND');
  return null;
}
