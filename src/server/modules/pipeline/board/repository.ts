/** SQL of the pipeline board: one position's applications counted per stage, and a page of one stage's cards. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, positions, users } from '../../../db/schema/index.ts';

/** The position when it belongs to the company and lies in the caller's data scope. */
export async function positionInScope(db: Queryable, tenementId: number, positionId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: positions.id, name: positions.name, recruitmentType: positions.recruitmentType })
    .from(positions)
    .where(and(eq(positions.id, positionId), eq(positions.tenementId, tenementId), scope))
    .limit(1);
  return row;
}
export type BoardPosition = NonNullable<Awaited<ReturnType<typeof positionInScope>>>;

const ofPosition = (tenementId: number, positionId: number) =>
  and(eq(deliveryRecords.tenementId, tenementId), eq(deliveryRecords.positionId, positionId));

export async function stageCounts(db: Queryable, tenementId: number, positionId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ stage: deliveryRecords.stage, n: count() })
    .from(deliveryRecords)
    .where(ofPosition(tenementId, positionId))
    .groupBy(deliveryRecords.stage);
  return new Map(rows.map((r) => [r.stage, r.n]));
}

/** One stage's cards, the latest moved first (what HR just did stays on top). */
export async function stageCards(db: Queryable, tenementId: number, positionId: number, stage: number, offset: number, limit: number) {
  return db
    .select({
      id: deliveryRecords.id,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      name: sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`,
      source: deliveryRecords.source,
      employeeNo: deliveryRecords.employeeNo,
      createdAt: deliveryRecords.createdAt,
      stageChangedAt: deliveryRecords.stageChangedAt,
    })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(ofPosition(tenementId, positionId), eq(deliveryRecords.stage, stage)))
    .orderBy(desc(deliveryRecords.stageChangedAt), desc(deliveryRecords.id))
    .limit(limit)
    .offset(offset);
}
export type BoardCard = Awaited<ReturnType<typeof stageCards>>[number];
