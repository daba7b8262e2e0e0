/** SQL of pipeline moves: the records a batch names, the conditional stage update, the history rows. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, deliveryStageHistory, positions, users } from '../../db/schema/index.ts';

/** What a move needs to know of each record it names. */
export async function recordsForMove(db: Queryable, tenementId: number, ids: number[], scope: SQL | undefined) {
  return db
    .select({
      id: deliveryRecords.id,
      userId: deliveryRecords.userId,
      positionId: deliveryRecords.positionId,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      lang: deliveryRecords.lang,
      employeeNo: deliveryRecords.employeeNo,
      recruitmentType: positions.recruitmentType,
      positionName: positions.name,
      name: sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), inArray(deliveryRecords.id, ids), scope))
    .orderBy(deliveryRecords.id);
}
export type MoveRecord = Awaited<ReturnType<typeof recordsForMove>>[number];

export interface StageTarget {
  id: number;
  fromStage: number;
  fromStep: number;
  toStage: number;
  toStep: number;
  /** Where it went, in the caller's words, when the row's effect chose it (BackTone). */
  stepName?: string;
}

/**
 * Moves every record from the stage it was read in, in one statement. A record another caller moved
 * meanwhile no longer matches its expected stage and is left out of the answer: the caller compares
 * counts and rolls the whole batch back.
 */
export async function moveStages(
  db: Queryable,
  targets: StageTarget[],
  active: boolean,
  patch: Partial<typeof deliveryRecords.$inferInsert>,
  guard?: SQL,
) {
  const values = sql.join(
    targets.map(
      (t) => sql`(${t.id}::int, ${t.fromStage}::smallint, ${t.fromStep}::smallint, ${t.toStage}::smallint, ${t.toStep}::smallint)`,
    ),
    sql`, `,
  );
  const moved = await db
    .update(deliveryRecords)
    // A step that keeps the record where it is (`same`) leaves "in this stage since" alone.
    .set({
      ...patch,
      stage: sql`v.to_stage`,
      step: sql`v.to_step`,
      active,
      stageChangedAt: sql`case when v.from_stage = v.to_stage and v.from_step = v.to_step then ${deliveryRecords.stageChangedAt} else now() end`,
      updatedAt: sql`now()`,
    })
    .from(sql`(values ${values}) as v(id, from_stage, from_step, to_stage, to_step)`)
    .where(
      and(sql`${deliveryRecords.id} = v.id and ${deliveryRecords.stage} = v.from_stage and ${deliveryRecords.step} = v.from_step`, guard),
    )
    .returning({ id: deliveryRecords.id });
  return moved.map((r) => r.id);
}

export type HistoryInsert = typeof deliveryStageHistory.$inferInsert;

export async function insertHistory(db: Queryable, rows: HistoryInsert[]) {
  if (rows.length) await db.insert(deliveryStageHistory).values(rows);
}

/** Where the last move into the record's current stage came from (what a `previous` step restores). */
export async function lastEntryInto(db: Queryable, recordId: number, stage: number) {
  const [row] = await db
    .select({ fromStage: deliveryStageHistory.fromStage, fromStep: deliveryStageHistory.fromStep })
    .from(deliveryStageHistory)
    // A step that left the record where it was (`same`: a number, a card) is no move into the stage.
    .where(
      and(
        eq(deliveryStageHistory.deliveryRecordId, recordId),
        eq(deliveryStageHistory.toStage, stage),
        sql`not (${deliveryStageHistory.fromStage} = ${deliveryStageHistory.toStage} and ${deliveryStageHistory.fromStep} = ${deliveryStageHistory.toStep})`,
      ),
    )
    .orderBy(desc(deliveryStageHistory.id))
    .limit(1);
  return row;
}

/** One record's history, oldest first, with who moved it. */
export async function historyOf(db: Queryable, recordId: number) {
  return db
    .select({
      id: deliveryStageHistory.id,
      call: deliveryStageHistory.call,
      fromStage: deliveryStageHistory.fromStage,
      fromStep: deliveryStageHistory.fromStep,
      toStage: deliveryStageHistory.toStage,
      toStep: deliveryStageHistory.toStep,
      remark: deliveryStageHistory.remark,
      data: deliveryStageHistory.data,
      actorName: sql<string | null>`coalesce(${users.name}, ${users.account})`,
      createdAt: deliveryStageHistory.createdAt,
    })
    .from(deliveryStageHistory)
    .leftJoin(users, eq(users.id, deliveryStageHistory.actorId))
    .where(eq(deliveryStageHistory.deliveryRecordId, recordId))
    .orderBy(deliveryStageHistory.id);
}
