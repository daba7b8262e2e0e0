/** The kinds of people a company keeps (user types): a dropdown and its small editor. */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { changes, logOperation } from '../oplog/service.ts';
import * as repo from './user-type-repository.ts';
import { userTypeOf } from './repository.ts';

const RESOURCE = 'userType';

export async function userTypeOptions(deps: Deps, caller: Manager) {
  return (await repo.userTypesOf(deps.db, caller.tenementId)).map((t) => ({ value: t.id, display: t.name }));
}

/** Add (without id) or rename / reorder (with id) a user type. */
export async function saveUserType(
  deps: Deps,
  caller: Manager,
  input: { id?: number | undefined; name: string; sort?: number | undefined },
) {
  const tenementId = caller.tenementId;
  const before = input.id === undefined ? undefined : await userTypeOf(deps.db, tenementId, input.id);
  if (input.id !== undefined && !before) throw new AppError('NOT_FOUND');
  if (await repo.nameTaken(deps.db, tenementId, input.name, input.id)) throw new AppError('CONFLICT', { what: input.name });
  return inTransaction(deps.db, async (tx) => {
    if (before) {
      const after = await repo.updateUserType(tx, tenementId, before.id, { name: input.name, sort: input.sort });
      await logOperation(tx, caller, { action: 'edit', resource: RESOURCE, recordId: before.id, summary: changes(before, after!) });
      return { id: before.id };
    }
    const row = await repo.insertUserType(tx, { tenementId, name: input.name, sort: input.sort ?? 0 });
    await logOperation(tx, caller, { action: 'add', resource: RESOURCE, recordId: row.id, summary: { after: row } });
    return { id: row.id };
  });
}

export async function removeUserType(deps: Deps, caller: Manager, id: number) {
  const tenementId = caller.tenementId;
  const before = await userTypeOf(deps.db, tenementId, id);
  if (!before) throw new AppError('NOT_FOUND');
  if (await repo.isUserTypeUsed(deps.db, tenementId, id)) throw new AppError('USER_TYPE_IN_USE');
  await inTransaction(deps.db, async (tx) => {
    await repo.deleteUserType(tx, tenementId, id);
    await logOperation(tx, caller, { action: 'delete', resource: RESOURCE, recordId: id, summary: { before } });
  });
  return null;
}
