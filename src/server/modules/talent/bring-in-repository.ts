/** SQL of bringing library entries into a position's pipeline (bring-in.ts). */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, positions, talentEntries, users } from '../../db/schema/index.ts';

export async function positionOf(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: positions.id, tenementId: positions.tenementId, name: positions.name, state: positions.state })
    .from(positions)
    .where(eq(positions.id, id));
  return row;
}

/** The accounts holding this phone or e-mail (both columns are unique: at most two). */
export function accountsWith(db: Queryable, phone: string | null, email: string | null) {
  const keys = [phone ? eq(users.phone, phone) : undefined, email ? eq(users.email, email) : undefined].filter((k) => k !== undefined);
  if (!keys.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(or(...keys));
}

/** The company's entry of this account, other than `exceptId`. */
export async function otherEntryOf(db: Queryable, tenementId: number, userId: number, exceptId: number) {
  const [row] = await db
    .select({ id: talentEntries.id, name: talentEntries.name })
    .from(talentEntries)
    .where(and(eq(talentEntries.tenementId, tenementId), eq(talentEntries.userId, userId), sql`${talentEntries.id} <> ${exceptId}`));
  return row;
}

export async function openRecordOf(db: Queryable, userId: number, positionId: number) {
  const [row] = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.userId, userId), eq(deliveryRecords.positionId, positionId), eq(deliveryRecords.active, true)));
  return row;
}

export async function insertApplication(db: Queryable, values: typeof deliveryRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(deliveryRecords).values(values).returning({ id: deliveryRecords.id });
  return row!.id;
}

export async function accountTaken(db: Queryable, account: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1);
  return rows.length > 0;
}
