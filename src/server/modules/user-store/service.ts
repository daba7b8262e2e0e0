import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './repository.ts';
import { presentSettings } from './presenter.ts';
import { inTransaction } from '../../db/tx.ts';

/** A user keeps at most this many UI settings (the route caps each value at 64 KiB). */
export const MAX_KEYS = 300;

export async function readAll(deps: Deps, userId: number) {
  return presentSettings(await repo.all(deps.db, userId));
}

export async function setValue(deps: Deps, userId: number, key: string, value: string) {
  await inTransaction(deps.db, async (tx) => {
    if (!(await repo.exists(tx, userId, key)) && (await repo.countFor(tx, userId)) >= MAX_KEYS) {
      throw new AppError('VALIDATION', {}, { key: { rule: 'maxItems', params: { limit: MAX_KEYS } } });
    }
    await repo.upsert(tx, userId, key, value);
  });
  return null;
}

export async function removeValue(deps: Deps, userId: number, key: string, prefix: boolean) {
  await repo.remove(deps.db, userId, key, prefix);
  return null;
}
