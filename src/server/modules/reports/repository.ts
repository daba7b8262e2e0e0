/**
 * SQL of the reports (数据报表) over delivery_records, their position and delivery_stage_history: the
 * funnel by resume source (a cohort of applications received in the range, each counted at the furthest
 * stage it reached) and the daily index (moves into each stage per company day). Hires and entries
 * (reach rate, retention) are in hires-repository.ts. Every query joins the application's position and
 * runs under the stage lists' condition (`seen`, pipeline's seenApplications) and the report's filters.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { deliveryRecords, deliveryStageHistory, depts, positions, users } from '../../db/schema/index.ts';
import { positionTypeTable } from '../../../../generated/server/tables.ts';

export interface ReportFilter {
  tenementId: number;
  /** The stage lists' condition on the caller's applications (company, data scope or taking part). */
  seen: SQL | undefined;
  /** Company midnights: the first day's start and the day after the last. */
  from: Date;
  to: Date;
  /** The position's department and those below it. */
  deptId?: number | undefined;
  positionId?: number | undefined;
  positionTypeId?: number | undefined;
}

/** The department filter: the position's department and those below it (depts.path is '/1/5/9/'). */
function deptSubtree(tenementId: number, deptId: number): SQL {
  const own = sql`(select ${depts.path} from ${depts} where ${depts.id} = ${deptId} and ${depts.tenementId} = ${tenementId})`;
  return inArray(
    positions.deptId,
    sql`(select ${depts.id} from ${depts} where ${depts.tenementId} = ${tenementId} and ${depts.path} like ${own} || '%')`,
  );
}

/** The filters on the application and its position (not the date: each report dates something else). */
export function scopeWhere(f: ReportFilter): SQL | undefined {
  return and(
    f.seen,
    f.positionId !== undefined ? eq(deliveryRecords.positionId, f.positionId) : undefined,
    f.deptId !== undefined ? deptSubtree(f.tenementId, f.deptId) : undefined,
    f.positionTypeId !== undefined ? eq(positions.positionTypeId, f.positionTypeId) : undefined,
  );
}

export const between = (column: AnyPgColumn, from: Date, to: Date) => and(gte(column, from), lt(column, to));

/**
 * The furthest stage of the main path (1 新投递 … 10 招聘完成) an application reached: its current stage
 * or any stage its history moved it into, whichever is further (不合适 and 人才库 are not on the path).
 * The history's part is the record's furthest_moved, which the database keeps as history rows arrive.
 */
export const FURTHEST = sql<number>`greatest(case when ${deliveryRecords.stage} <= 10 then ${deliveryRecords.stage} else 1 end, ${deliveryRecords.furthestMoved})`;

/** The name HR reads: the resume's as sent, else the account's. */
export const NAME = sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`;

/** A record's source as grouped: '' when none was given. */
const SOURCE = sql<string>`coalesce(${deliveryRecords.source}, '')`;

/** Stages counted by the funnel, in its order: received, screened, interviewed, hired, entered. */
export const FUNNEL_STAGES = { screened: 2, interviewed: 3, hired: 4, entered: 6 } as const;

function cohortWhere(f: ReportFilter, source: string | undefined): SQL | undefined {
  return and(
    scopeWhere(f),
    between(deliveryRecords.createdAt, f.from, f.to),
    source !== undefined ? sql`${SOURCE} = ${source}` : undefined,
  );
}

/** Per source: applications received in the range and how many of them reached each funnel stage. */
export async function funnelBySource(db: Queryable, f: ReportFilter) {
  const cohort = db
    .select({ source: sql<string>`${SOURCE}`.as('source'), furthest: FURTHEST.as('furthest') })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(cohortWhere(f, undefined))
    .as('cohort');
  const reached = (stage: number) => sql<number>`count(*) filter (where ${cohort.furthest} >= ${stage})`.mapWith(Number);
  return db
    .select({
      source: cohort.source,
      applications: count(),
      screened: reached(FUNNEL_STAGES.screened),
      interviewed: reached(FUNNEL_STAGES.interviewed),
      hired: reached(FUNNEL_STAGES.hired),
      entered: reached(FUNNEL_STAGES.entered),
    })
    .from(cohort)
    .groupBy(cohort.source)
    .orderBy(desc(count()), cohort.source);
}
export type FunnelRow = Awaited<ReturnType<typeof funnelBySource>>[number];

export interface DetailFilter {
  source?: string | undefined;
  /** Only applications that reached this stage of the path. */
  reached?: number | undefined;
}

const detailWhere = (f: ReportFilter, d: DetailFilter) =>
  and(cohortWhere(f, d.source), d.reached !== undefined ? sql`${FURTHEST} >= ${d.reached}` : undefined);

/** The cohort's applications, newest first: who, where, from which source, how far they got. */
export async function funnelDetailPage(db: Queryable, f: ReportFilter, d: DetailFilter, offset: number, limit: number) {
  return db
    .select({
      id: deliveryRecords.id,
      name: NAME,
      positionId: deliveryRecords.positionId,
      positionName: positions.name,
      deptName: depts.name,
      source: SOURCE,
      createdAt: deliveryRecords.createdAt,
      stage: deliveryRecords.stage,
      furthest: FURTHEST,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .where(detailWhere(f, d))
    .orderBy(desc(deliveryRecords.createdAt), desc(deliveryRecords.id))
    .limit(limit)
    .offset(offset);
}
export type FunnelDetailRow = Awaited<ReturnType<typeof funnelDetailPage>>[number];

export async function funnelDetailCount(db: Queryable, f: ReportFilter, d: DetailFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(detailWhere(f, d));
  return row?.n ?? 0;
}

// The offset is written into the text (a constant, not a parameter) so that GROUP BY repeats the select's expression.
const OFFSET = sql.raw(`interval '${Number(COMPANY_UTC_OFFSET_MINUTES)} minutes'`);
/** Grouped by the company's date (4 bytes a row to sort), written out once a group. */
const companyDate = (column: AnyPgColumn) => sql`((${column} at time zone 'UTC') + ${OFFSET})::date`;
const dayText = (date: SQL) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;

/** Applications received per company day. */
export async function applicationsPerDay(db: Queryable, f: ReportFilter) {
  const date = companyDate(deliveryRecords.createdAt);
  return db
    .select({ day: dayText(date), n: count() })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(scopeWhere(f), between(deliveryRecords.createdAt, f.from, f.to)))
    .groupBy(date);
}

/** A move into 录用, or a general worker's straight into 待报到 (they skip interview and hire): a hire. */
export const HIRE_MOVE = sql`(${deliveryStageHistory.toStage} in (4, 5) and ${deliveryStageHistory.fromStage} < 4)`;
/** A move into 已报到 from before it: an entry. */
export const ENTRY_MOVE = sql`(${deliveryStageHistory.toStage} = 6 and ${deliveryStageHistory.fromStage} < 6)`;
/** A move into 离职. */
export const LEAVE_MOVE = sql`(${deliveryStageHistory.toStage} = 9 and ${deliveryStageHistory.fromStage} <> 9)`;

/** What a move counts as in the daily index: the stage it arrived at, a hire's as 录用 (4). */
const KIND = sql<number>`(case when ${deliveryStageHistory.toStage} = 5 then 4 else ${deliveryStageHistory.toStage} end)`;
const COUNTED_MOVE = sql`(
  (${deliveryStageHistory.toStage} in (2, 3) and ${deliveryStageHistory.fromStage} < ${deliveryStageHistory.toStage})
  or ${HIRE_MOVE} or ${ENTRY_MOVE} or ${LEAVE_MOVE}
  or (${deliveryStageHistory.toStage} = 11 and ${deliveryStageHistory.fromStage} <> 11))`;

/**
 * Moves per company day and kind (2 初筛通过, 3 面试, 4 hires, 6 entries, 9 离职, 11 不合适), each
 * application once a day and kind; only arrivals count (a step inside a stage, or a move back, is none).
 */
export async function movesPerDay(db: Queryable, f: ReportFilter) {
  const date = companyDate(deliveryStageHistory.createdAt);
  return db
    .select({
      day: dayText(date),
      kind: KIND.mapWith(Number),
      n: sql<number>`count(distinct ${deliveryStageHistory.deliveryRecordId})`.mapWith(Number),
    })
    .from(deliveryStageHistory)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, deliveryStageHistory.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(
      and(
        eq(deliveryStageHistory.tenementId, f.tenementId),
        inArray(deliveryStageHistory.toStage, [2, 3, 4, 5, 6, 9, 11]),
        COUNTED_MOVE,
        between(deliveryStageHistory.createdAt, f.from, f.to),
        scopeWhere(f),
      ),
    )
    .groupBy(date, KIND);
}

/** The company's enabled position types (职位类型), in their order: the funnel's post-type filter. */
export function positionTypeOptions(db: Queryable, tenementId: number) {
  const t = positionTypeTable;
  return db
    .select({ value: t.id, display: t.name })
    .from(t)
    .where(and(eq(t.tenementId, tenementId), eq(t.enabled, true)))
    .orderBy(sql`${t.sort} nulls last`, t.id);
}

/** Sources the company's applications in the caller's view carry, beside the parameter's lines. */
export async function sourcesInUse(db: Queryable, seen: SQL | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: deliveryRecords.source })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(seen, isNotNull(deliveryRecords.source)))
    .limit(200);
  return rows.map((r) => r.source!).filter((s) => s !== '');
}
