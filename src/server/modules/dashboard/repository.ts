/**
 * SQL of the home dashboard: counts over the caller's applications (delivery_records joined to their
 * position, under the stage lists' condition), their live interviews, open offers and stage
 * moves, and the company's pending join requests. Days are the company's (UTC+8).
 */
import { and, count, eq, gt, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { deliveryRecords, deliveryStageHistory, forms, interviewSchedules, offers, positions } from '../../db/schema/index.ts';

/**
 * `seen` is the stage lists' condition on the applications the caller sees (pipeline's
 * seenApplications: company, data scope or taking part); every count here joins delivery_records and
 * their position under it.
 */
export type Seen = SQL | undefined;

const between = (column: AnyPgColumn, from: Date, to: Date) => and(gte(column, from), lt(column, to));

async function countRecords(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(where);
  return row?.n ?? 0;
}

/** Applications received in [from, to). */
export function applicationsBetween(db: Queryable, seen: Seen, from: Date, to: Date) {
  return countRecords(db, and(seen, between(deliveryRecords.createdAt, from, to)));
}

/** Applications under `seen` (a stage list's condition: its total). */
export function applicationsIn(db: Queryable, seen: Seen) {
  return countRecords(db, seen);
}

/** Live (not cancelled) interviews starting in [from, to). */
export async function interviewsBetween(db: Queryable, tenementId: number, seen: Seen, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewSchedules)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, interviewSchedules.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(
      and(
        eq(interviewSchedules.tenementId, tenementId),
        isNull(interviewSchedules.cancelledAt),
        between(interviewSchedules.startsAt, from, to),
        seen,
      ),
    );
  return row?.n ?? 0;
}

/** Offers sent and not answered, still valid at `now` (state 0: sent). */
export async function offersAwaiting(db: Queryable, tenementId: number, seen: Seen, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, offers.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(eq(offers.tenementId, tenementId), eq(offers.state, 0), gt(offers.validUntil, now), seen));
  return row?.n ?? 0;
}

/** The company's join requests (applyType) waiting for a review (reviewStatus). */
export async function pendingForms(db: Queryable, tenementId: number, applyType: number, reviewStatus: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forms)
    .where(and(eq(forms.tenementId, tenementId), eq(forms.applyType, applyType), eq(forms.reviewStatus, reviewStatus)));
  return row?.n ?? 0;
}

/** `YYYY-MM-DD` of a moment on the company's clock. */
// The offset is written into the text (a constant, not a parameter) so that GROUP BY repeats the select's expression.
const OFFSET = sql.raw(`interval '${Number(COMPANY_UTC_OFFSET_MINUTES)} minutes'`);
const companyDay = (column: AnyPgColumn) => sql<string>`to_char((${column} at time zone 'UTC') + ${OFFSET}, 'YYYY-MM-DD')`;

export type DayCounts = Map<string, number>;

const asMap = (rows: Array<{ day: string; n: number }>): DayCounts => new Map(rows.map((r) => [r.day, Number(r.n)]));

/** Applications received per company day in [from, to). */
export async function applicationsPerDay(db: Queryable, seen: Seen, from: Date, to: Date): Promise<DayCounts> {
  const day = companyDay(deliveryRecords.createdAt);
  const rows = await db
    .select({ day, n: count() })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(seen, between(deliveryRecords.createdAt, from, to)))
    .groupBy(day);
  return asMap(rows);
}

/** Live interviews that started in [from, to) (held by `to`, which is at most now), per company day. */
export async function interviewsPerDay(db: Queryable, tenementId: number, seen: Seen, from: Date, to: Date): Promise<DayCounts> {
  const day = companyDay(interviewSchedules.startsAt);
  const rows = await db
    .select({ day, n: count() })
    .from(interviewSchedules)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, interviewSchedules.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(
      and(
        eq(interviewSchedules.tenementId, tenementId),
        isNull(interviewSchedules.cancelledAt),
        between(interviewSchedules.startsAt, from, to),
        seen,
      ),
    )
    .groupBy(day);
  return asMap(rows);
}

/** Applications moved into `stage` from another stage, per company day in [from, to) (each counted once a day). */
export async function movesIntoPerDay(
  db: Queryable,
  tenementId: number,
  seen: Seen,
  stage: number,
  from: Date,
  to: Date,
): Promise<DayCounts> {
  const day = companyDay(deliveryStageHistory.createdAt);
  const rows = await db
    .select({ day, n: sql<number>`count(distinct ${deliveryStageHistory.deliveryRecordId})` })
    .from(deliveryStageHistory)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, deliveryStageHistory.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(
      and(
        eq(deliveryStageHistory.tenementId, tenementId),
        eq(deliveryStageHistory.toStage, stage),
        ne(deliveryStageHistory.fromStage, stage),
        between(deliveryStageHistory.createdAt, from, to),
        seen,
      ),
    )
    .groupBy(day);
  return asMap(rows);
}
