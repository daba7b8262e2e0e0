/** Saved positions (PositionCollect/*, GetIsCollect): each seeker only ever reads and changes their own. */
import type { Deps } from '../../deps.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { inTransaction } from '../../db/tx.ts';
import { positionState } from './repository.ts';
import * as repo from './collect-repository.ts';

export async function isCollect(deps: Deps, caller: Caller, positionId: number) {
  return { isCollect: await repo.isCollected(deps.db, caller.userId, positionId) };
}

/** Only a published position can be saved (1140); saving it again changes nothing. */
export async function addCollect(deps: Deps, caller: Caller, positionId: number) {
  await inTransaction(deps.db, async (tx) => {
    const position = await positionState(tx, positionId);
    if (!position) throw new AppError('NOT_FOUND');
    if (position.state !== POSITION_STATE.published) throw new AppError('POSITION_CLOSED');
    await repo.collect(tx, caller.userId, positionId);
  });
  return null;
}

/** Removing a save the caller does not have (another seeker's included) is 1102. */
export async function deleteCollect(deps: Deps, caller: Caller, positionId: number) {
  if (!(await repo.uncollect(deps.db, caller.userId, positionId))) throw new AppError('NOT_FOUND');
  return null;
}

export async function collectList(deps: Deps, caller: Caller, q: PageQuery) {
  const { page, perPage } = q;
  const { list, total } = await repo.collectPage(deps.db, caller.userId, (page - 1) * perPage, perPage);
  return { list, totalCount: total, page, perPage };
}
