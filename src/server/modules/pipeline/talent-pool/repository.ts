/**
 * SQL of the talent pool: entering and leaving it (the ThrowHcp and BackFromHcp steps), and "where did
 * they go": the pool entries of a batch's applications and the seekers' open applications.
 */
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, positions, talentPool, users } from '../../../db/schema/index.ts';

/** Every pool entry of the applications, newest first (an application may have gone in and out more than once). */
export function poolEntriesOf(db: Queryable, tenementId: number, recordIds: number[]) {
  return db
    .select({
      id: talentPool.id,
      deliveryRecordId: talentPool.deliveryRecordId,
      since: talentPool.createdAt,
      leftAt: talentPool.leftAt,
      addedBy: users.name,
      addedByAccount: users.account,
    })
    .from(talentPool)
    .leftJoin(users, eq(users.id, talentPool.addedBy))
    .where(and(eq(talentPool.tenementId, tenementId), inArray(talentPool.deliveryRecordId, recordIds)))
    .orderBy(desc(talentPool.id));
}
export type PoolEntry = Awaited<ReturnType<typeof poolEntriesOf>>[number];

/** The open applications of these seekers in the company (one per seeker and position at most). */
export function openApplicationsOf(db: Queryable, tenementId: number, userIds: number[]) {
  return db
    .select({
      id: deliveryRecords.id,
      userId: deliveryRecords.userId,
      positionId: deliveryRecords.positionId,
      positionName: positions.name,
      stage: deliveryRecords.stage,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), inArray(deliveryRecords.userId, userIds), eq(deliveryRecords.active, true)));
}
export type OpenApplication = Awaited<ReturnType<typeof openApplicationsOf>>[number];

/** The applications enter the company's pool, each as its own entry. */
export async function enterPool(
  db: Queryable,
  tenementId: number,
  addedBy: number,
  records: ReadonlyArray<{ id: number; userId: number }>,
) {
  await db.insert(talentPool).values(records.map((r) => ({ tenementId, userId: r.userId, deliveryRecordId: r.id, addedBy })));
}

/** The open pool entries of the applications end now. */
export async function leavePool(db: Queryable, recordIds: number[]) {
  await db
    .update(talentPool)
    .set({ leftAt: new Date() })
    .where(and(inArray(talentPool.deliveryRecordId, recordIds), isNull(talentPool.leftAt)));
}

/** Whether the seeker has another open application to the same position (which a reopening would double). */
export async function hasOtherOpenApplication(db: Queryable, r: { id: number; userId: number; positionId: number }): Promise<boolean> {
  const rows = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(
      and(
        eq(deliveryRecords.userId, r.userId),
        eq(deliveryRecords.positionId, r.positionId),
        eq(deliveryRecords.active, true),
        ne(deliveryRecords.id, r.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
