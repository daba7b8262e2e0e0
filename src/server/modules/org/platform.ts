/**
 * The platform company: its top administrator edits what every company shares (menus, function
 * keys, accounts). It is a flag on one company set by an operator (`recruit account platform`) or
 * the demo seed, never a consequence of which company was registered first. Who its top administrators
 * are is access's question (access/service.ts isPlatformTopAdmin).
 */
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import * as repo from './platform-repository.ts';

/**
 * Make the company of this number the platform (the flag leaves any other company: there is one
 * platform), or take the flag from it. False when no company has the number.
 */
export async function setPlatformCompany(db: Db, tenementNo: string, on: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const id = await repo.companyIdByNo(tx, tenementNo);
    if (id === undefined) return false;
    if (on) await repo.clearOtherPlatforms(tx, id);
    await repo.setPlatformFlag(tx, id, on);
    return true;
  });
}
