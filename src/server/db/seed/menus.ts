import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client.ts';
import { functions, menus } from '../schema/index.ts';
import { functionSeed, menuSeed } from '../../../../generated/server/menu-seed.ts';

/** Keep an operator's edit of a column, else take the seed's value. */
const unlessCustomized = (table: typeof menus | typeof functions, column: PgColumn): SQL =>
  sql`CASE WHEN ${table.customized} THEN ${column} ELSE excluded.${sql.identifier(column.name)} END`;

/**
 * The back office's menu tree and function keys (generated from resources/ by `recruit generate`):
 * system data, upserted by stable id at every start so a deploy brings new screens without
 * touching grants. Where and what a node opens always follows the seed; its title, icon, order
 * and flags follow it only until an operator edits them.
 */
export async function upsertMenus(db: Queryable) {
  for (const row of menuSeed) {
    await db
      .insert(menus)
      .values(row)
      .onConflictDoUpdate({
        target: menus.id,
        set: {
          parentId: row.parentId,
          path: row.path,
          level: row.level,
          component: row.component,
          title: unlessCustomized(menus, menus.title),
          icon: unlessCustomized(menus, menus.icon),
          sort: unlessCustomized(menus, menus.sort),
          visible: unlessCustomized(menus, menus.visible),
          alwaysShow: unlessCustomized(menus, menus.alwaysShow),
          keepAlive: unlessCustomized(menus, menus.keepAlive),
        },
      });
  }
  for (const row of functionSeed) {
    await db
      .insert(functions)
      .values(row)
      .onConflictDoUpdate({
        target: functions.id,
        set: { menuId: row.menuId, functionKey: row.functionKey, name: unlessCustomized(functions, functions.name) },
      });
  }
}
