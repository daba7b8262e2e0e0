import { and, count, eq, like } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { userSettings } from '../../db/schema/index.ts';

export async function all(db: Queryable, userId: number) {
  return db.select({ key: userSettings.key, value: userSettings.value }).from(userSettings).where(eq(userSettings.userId, userId));
}

export async function countFor(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.n ?? 0;
}

export async function exists(db: Queryable, userId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ k: userSettings.key })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), eq(userSettings.key, key)))
    .limit(1);
  return rows.length > 0;
}

export async function upsert(db: Queryable, userId: number, key: string, value: string) {
  const updatedAt = new Date();
  await db
    .insert(userSettings)
    .values({ userId, key, value, updatedAt })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt } });
}

export async function remove(db: Queryable, userId: number, key: string, prefix: boolean) {
  const escaped = key.replace(/[\\%_]/g, (m) => `\\${m}`);
  const match = prefix ? like(userSettings.key, `${escaped}%`) : eq(userSettings.key, key);
  await db.delete(userSettings).where(and(eq(userSettings.userId, userId), match));
}
