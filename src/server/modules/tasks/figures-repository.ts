/**
 * The figures of task lines, counted in one grouped pass: the company's hire and entry moves inside the
 * union of the lines' periods (index delivery_stage_history_tenement_to: company, to-stage, time), each
 * with its application's position (primary key), joined to the lines of that position whose task's period
 * holds the move, and counted per line (an application once per figure, however often it moved). A line's
 * period is company days (UTC+8), both included: hired is a move into the hire stage at the offer-accepted
 * step or later, or into a stage past it; entered a move into 已报到 or later.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { ENTERED_STAGES, HIRED_FROM_STEP, HIRED_STAGES } from '../../../common/tasks.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { deliveryRecords, deliveryStageHistory, taskRecruitInfos as tasks, taskRecruitLines as lines } from '../../db/schema/index.ts';

const OFFSET = sql.raw(`interval '${Number(COMPANY_UTC_OFFSET_MINUTES)} minutes'`);
/** The company midnight starting a date's day, and the one after it. */
export const dayStart = (d: SQL | typeof tasks.beginDate) => sql`((${d})::timestamp at time zone 'UTC') - ${OFFSET}`;
export const afterDay = (d: SQL | typeof tasks.endDate) => sql`(((${d}) + 1)::timestamp at time zone 'UTC') - ${OFFSET}`;

const list = (values: readonly number[]) => sql.raw(values.map(Number).join(', '));
const HIRE = sql.raw(String(PIPELINE_STAGE.hire));
const FROM_STEP = sql.raw(String(HIRED_FROM_STEP));
/** Conditions on a history row named `h`. */
export const HIRED = sql`(h.to_stage in (${list(HIRED_STAGES)}) or (h.to_stage = ${HIRE} and h.to_step >= ${FROM_STEP}))`;
export const ENTERED = sql`h.to_stage in (${list(ENTERED_STAGES)})`;
/** Every stage a counted move goes to (the index's range). */
const COUNTED_STAGES = [...new Set([PIPELINE_STAGE.hire, ...HIRED_STAGES, ...ENTERED_STAGES])];

const h = alias(deliveryStageHistory, 'h');

export interface LineCounts {
  id: number;
  hired: number;
  entered: number;
}

/**
 * Hired and entered of the company's lines `ids`, whose periods lie inside [from, to] (company dates);
 * a line without a counted move is absent.
 */
export async function lineCounts(db: Queryable, tenementId: number, ids: number[], from: string, to: string): Promise<LineCounts[]> {
  return ids.length ? lineCountsQuery(db, tenementId, ids, from, to) : [];
}

/** lineCounts's statement (the benchmark explains it). */
export function lineCountsQuery(db: Queryable, tenementId: number, ids: number[], from: string, to: string) {
  const moves = db
    .select({
      recordId: h.deliveryRecordId,
      positionId: deliveryRecords.positionId,
      at: h.createdAt,
      hired: sql<boolean>`${HIRED}`.as('hired'),
      entered: sql<boolean>`${ENTERED}`.as('entered'),
    })
    .from(h)
    .innerJoin(deliveryRecords, and(eq(deliveryRecords.id, h.deliveryRecordId), eq(deliveryRecords.tenementId, tenementId)))
    .where(
      and(
        eq(h.tenementId, tenementId),
        inArray(h.toStage, COUNTED_STAGES),
        gte(h.createdAt, dayStart(sql`${from}::date`)),
        lt(h.createdAt, afterDay(sql`${to}::date`)),
        sql`(${HIRED} or ${ENTERED})`,
      ),
    )
    .as('m');
  return db
    .select({
      id: lines.id,
      hired: sql<number>`(count(distinct ${moves.recordId}) filter (where ${moves.hired}))::int`,
      entered: sql<number>`(count(distinct ${moves.recordId}) filter (where ${moves.entered}))::int`,
    })
    .from(lines)
    .innerJoin(tasks, eq(tasks.id, lines.taskId))
    .innerJoin(
      moves,
      and(eq(moves.positionId, lines.positionId), gte(moves.at, dayStart(tasks.beginDate)), lt(moves.at, afterDay(tasks.endDate))),
    )
    .where(and(eq(lines.tenementId, tenementId), inArray(lines.id, ids)))
    .groupBy(lines.id);
}
