import type { Queryable } from '../client.ts';
import { functions, menus } from '../schema/index.ts';
import { functionSeed, menuSeed } from '../../../../generated/server/menu-seed.ts';

/**
 * The back office's menu tree and function keys (generated from resources/ by `recruit generate`):
 * system data, upserted by stable id at every start so a deploy brings new screens without
 * touching grants.
 */
export async function upsertMenus(db: Queryable) {
  for (const row of menuSeed) {
    await db.insert(menus).values(row).onConflictDoUpdate({ target: menus.id, set: row });
  }
  for (const row of functionSeed) {
    await db.insert(functions).values(row).onConflictDoUpdate({ target: functions.id, set: row });
  }
}
