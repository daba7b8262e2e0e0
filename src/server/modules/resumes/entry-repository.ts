import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { entryInfos, resumeUserInfos } from '../../db/schema/index.ts';

export async function userInfoOf(db: Queryable, userId: number): Promise<unknown> {
  const [row] = await db.select({ data: resumeUserInfos.data }).from(resumeUserInfos).where(eq(resumeUserInfos.userId, userId)).limit(1);
  return row?.data;
}

export async function saveUserInfo(db: Queryable, userId: number, data: object) {
  const set = { data, updatedAt: new Date() };
  await db
    .insert(resumeUserInfos)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: resumeUserInfos.userId, set });
}

export async function entryOf(db: Queryable, deliveryRecordId: number): Promise<unknown> {
  const [row] = await db
    .select({ data: entryInfos.data })
    .from(entryInfos)
    .where(eq(entryInfos.deliveryRecordId, deliveryRecordId))
    .limit(1);
  return row?.data;
}

export async function saveEntry(db: Queryable, deliveryRecordId: number, data: object) {
  const set = { data, updatedAt: new Date() };
  await db
    .insert(entryInfos)
    .values({ deliveryRecordId, ...set })
    .onConflictDoUpdate({ target: entryInfos.deliveryRecordId, set });
}
