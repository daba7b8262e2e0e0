/** SQL of gathering a company's applications into the library (sync.ts). */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, talentEntries, talentSync, users } from '../../db/schema/index.ts';

export async function watermarkOf(db: Queryable, tenementId: number): Promise<number> {
  const [row] = await db.select({ last: talentSync.lastDeliveryId }).from(talentSync).where(eq(talentSync.tenementId, tenementId));
  return row?.last ?? 0;
}

/** Whether the company has applications newer than the watermark (the primary key's range, no lock). */
export async function hasNewer(db: Queryable, tenementId: number, after: number): Promise<boolean> {
  const rows = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(and(gt(deliveryRecords.id, after), eq(deliveryRecords.tenementId, tenementId)))
    .limit(1);
  return rows.length > 0;
}

/** One gatherer per company at a time (until the transaction ends). */
export async function lockCompany(db: Queryable, tenementId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('talent-sync'), ${tenementId}::int)`);
}

/** The company's applications after the watermark, oldest first, with their seeker's account. */
export function applicationsAfter(db: Queryable, tenementId: number, after: number, limit: number) {
  return db
    .select({
      id: deliveryRecords.id,
      userId: deliveryRecords.userId,
      snapshot: deliveryRecords.resumeSnapshot,
      source: deliveryRecords.source,
      accountName: users.name,
      account: users.account,
      phone: users.phone,
      email: users.email,
    })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(gt(deliveryRecords.id, after), eq(deliveryRecords.tenementId, tenementId)))
    .orderBy(asc(deliveryRecords.id))
    .limit(limit);
}
export type NewApplication = Awaited<ReturnType<typeof applicationsAfter>>[number];

/** An entry of the company without an account whose phone or e-mail is the seeker's (a parsed resume of theirs). */
export async function unlinkedEntryOf(db: Queryable, tenementId: number, phone: string | null, email: string | null) {
  const keys = [phone ? eq(talentEntries.phone, phone) : undefined, email ? eq(talentEntries.email, email) : undefined].filter(
    (k) => k !== undefined,
  );
  if (!keys.length) return undefined;
  const [row] = await db
    .select()
    .from(talentEntries)
    .where(and(eq(talentEntries.tenementId, tenementId), isNull(talentEntries.userId), or(...keys)))
    .orderBy(asc(talentEntries.id))
    .limit(1);
  return row;
}

export async function setWatermark(db: Queryable, tenementId: number, last: number) {
  await db
    .insert(talentSync)
    .values({ tenementId, lastDeliveryId: last })
    .onConflictDoUpdate({
      target: talentSync.tenementId,
      set: { lastDeliveryId: sql`greatest(${talentSync.lastDeliveryId}, ${last})`, updatedAt: new Date() },
    });
}
