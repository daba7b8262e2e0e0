import { and, asc, count, eq, gte, ilike, inArray, max, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { functions, menus } from '../../db/schema/index.ts';

export type MenuRow = typeof menus.$inferSelect;
export type FunctionRow = typeof functions.$inferSelect;
/** Operator-added menus take ids from here up, clear of the seeded ones. */
export const CUSTOM_MENU_ID_FROM = 100_000;
const like = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const allMenus = (db: Queryable) => db.select().from(menus).orderBy(asc(menus.level), asc(menus.sort), asc(menus.id));

export async function menuById(db: Queryable, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  return row;
}

export async function nextCustomMenuId(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ m: max(menus.id) })
    .from(menus)
    .where(gte(menus.id, CUSTOM_MENU_ID_FROM));
  return (row?.m ?? CUSTOM_MENU_ID_FROM - 1) + 1;
}

export async function insertMenu(db: Queryable, values: typeof menus.$inferInsert): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  return row!;
}

export async function updateMenu(db: Queryable, id: number, values: Partial<typeof menus.$inferInsert>): Promise<MenuRow | undefined> {
  const [row] = await db.update(menus).set(values).where(eq(menus.id, id)).returning();
  return row;
}

export const menusByIds = (db: Queryable, ids: number[]) => db.select().from(menus).where(inArray(menus.id, ids));
export const childrenOf = (db: Queryable, ids: number[]) => db.select({ id: menus.id }).from(menus).where(inArray(menus.parentId, ids));
export const functionsOfMenus = (db: Queryable, ids: number[]) =>
  db.select({ id: functions.id }).from(functions).where(inArray(functions.menuId, ids));

export async function deleteMenus(db: Queryable, ids: number[]) {
  await db.delete(menus).where(inArray(menus.id, ids));
}

export async function setMenusEnabled(db: Queryable, ids: number[], enabled: boolean): Promise<number> {
  return (await db.update(menus).set({ enabled, customized: true }).where(inArray(menus.id, ids)).returning({ id: menus.id })).length;
}

export async function functionPage(
  db: Queryable,
  f: { menuId?: number | undefined; keyLike?: string | undefined; nameLike?: string | undefined },
  page: number,
  perPage: number,
) {
  const conds: SQL[] = [];
  if (f.menuId !== undefined) conds.push(eq(functions.menuId, f.menuId));
  if (f.keyLike) conds.push(ilike(functions.functionKey, like(f.keyLike)));
  if (f.nameLike) conds.push(ilike(functions.name, like(f.nameLike)));
  const where = and(...conds);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(functions)
      .where(where)
      .orderBy(asc(functions.functionKey))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(functions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function functionKeyTaken(db: Queryable, functionKey: string): Promise<boolean> {
  const rows = await db.select({ id: functions.id }).from(functions).where(eq(functions.functionKey, functionKey)).limit(1);
  return rows.length > 0;
}

export async function insertFunction(db: Queryable, values: typeof functions.$inferInsert): Promise<FunctionRow> {
  const [row] = await db.insert(functions).values(values).returning();
  return row!;
}

export async function updateFunction(
  db: Queryable,
  id: number,
  values: Partial<typeof functions.$inferInsert>,
): Promise<FunctionRow | undefined> {
  const [row] = await db.update(functions).set(values).where(eq(functions.id, id)).returning();
  return row;
}

export const functionsByIds = (db: Queryable, ids: number[]) => db.select().from(functions).where(inArray(functions.id, ids));

export async function deleteFunctions(db: Queryable, ids: number[]) {
  await db.delete(functions).where(inArray(functions.id, ids));
}
