/**
 * SQL of the reports on hires (到岗率, reach rate) and entries (员工留存, retention). A hire is an
 * application's first move into 录用 in the range (a general worker's straight into 待报到); an entry
 * its first move into 已报到; a departure its first move into 离职 after entering. All read
 * delivery_stage_history by (company, stage, time) and join the application and its position under the
 * report's filter (repository.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, deliveryStageHistory, depts, positions, users } from '../../db/schema/index.ts';
import { between, ENTRY_MOVE, HIRE_MOVE, LEAVE_MOVE, NAME, scopeWhere, type ReportFilter } from './repository.ts';

/** Applications by the moment of their first move of `kind` inside the range. */
function firstMoves(db: Queryable, f: ReportFilter, kind: SQL, name: string) {
  return db
    .select({
      recordId: sql<number>`${deliveryStageHistory.deliveryRecordId}`.as(`${name}_record`),
      at: sql<Date>`min(${deliveryStageHistory.createdAt})`.mapWith(deliveryStageHistory.createdAt).as(`${name}_at`),
    })
    .from(deliveryStageHistory)
    .where(and(eq(deliveryStageHistory.tenementId, f.tenementId), kind, between(deliveryStageHistory.createdAt, f.from, f.to)))
    .groupBy(deliveryStageHistory.deliveryRecordId)
    .as(name);
}

const DEPT_NAME = sql<string | null>`${depts.name}`;

/** Applications moved into 已报到 or a later stage since the range's start. */
function reportedMoves(db: Queryable, f: ReportFilter) {
  const h = deliveryStageHistory;
  return db
    .selectDistinct({ recordId: sql<number>`${h.deliveryRecordId}`.as('on_record') })
    .from(h)
    .where(and(eq(h.tenementId, f.tenementId), inArray(h.toStage, [6, 7, 8, 9, 10]), sql`${h.createdAt} >= ${f.from}`))
    .as('on_stage');
}

/** When the application first arrived at 已报到 (null when it never did, or only without a history row). */
const REPORTED_AT = sql<Date | null>`(select min(rh.created_at) from ${deliveryStageHistory} rh
  where rh.delivery_record_id = ${deliveryRecords.id} and rh.to_stage = 6 and rh.from_stage < 6)`;

/** Per department of the position: hires in the range, how many reached 已报到, wait for it, or dropped out. */
export async function reachByDept(db: Queryable, f: ReportFilter) {
  const hires = firstMoves(db, f, HIRE_MOVE, 'hires');
  // A hire's later moves (into 已报到 and on) come after it was hired, so after the range's start: one
  // hashed pass over those moves alone.
  const on = reportedMoves(db, f);
  const cohort = db
    .select({
      deptId: sql<number | null>`${positions.deptId}`.as('dept_id'),
      deptName: DEPT_NAME.as('dept_name'),
      stage: sql<number>`${deliveryRecords.stage}`.as('stage'),
      furthest: sql<number>`case when ${on.recordId} is not null or ${deliveryRecords.stage} between 6 and 10 then 6 else 4 end`.as(
        'furthest',
      ),
    })
    .from(hires)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, hires.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(on, eq(on.recordId, deliveryRecords.id))
    .where(scopeWhere(f))
    .as('cohort');
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  return db
    .select({
      deptId: cohort.deptId,
      deptName: cohort.deptName,
      hired: count(),
      reported: n(sql`${cohort.furthest} >= 6`),
      waiting: n(sql`${cohort.furthest} < 6 and ${cohort.stage} in (4, 5)`),
      dropped: n(sql`${cohort.furthest} < 6 and ${cohort.stage} not in (4, 5)`),
    })
    .from(cohort)
    .groupBy(cohort.deptId, cohort.deptName)
    .orderBy(desc(count()), asc(cohort.deptName));
}
export type ReachRow = Awaited<ReturnType<typeof reachByDept>>[number];

function reachDetailQuery(db: Queryable, f: ReportFilter, deptId: number | null | undefined) {
  const hires = firstMoves(db, f, HIRE_MOVE, 'hires');
  const where = and(
    scopeWhere(f),
    deptId === null ? sql`${positions.deptId} is null` : deptId !== undefined ? eq(positions.deptId, deptId) : undefined,
  );
  return { hires, where };
}

/** The hires themselves, latest first (`deptId` null: positions without a department). */
export async function reachDetailPage(db: Queryable, f: ReportFilter, deptId: number | null | undefined, offset: number, limit: number) {
  const { hires, where } = reachDetailQuery(db, f, deptId);
  return db
    .select({
      id: deliveryRecords.id,
      name: NAME,
      positionName: positions.name,
      deptName: DEPT_NAME,
      source: deliveryRecords.source,
      hiredAt: hires.at,
      reportedAt: REPORTED_AT,
      stage: deliveryRecords.stage,
      reported: sql<boolean>`(${REPORTED_AT}) is not null or ${deliveryRecords.stage} between 6 and 10`,
    })
    .from(hires)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, hires.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .where(where)
    .orderBy(desc(hires.at), desc(deliveryRecords.id))
    .limit(limit)
    .offset(offset);
}
export type ReachDetailRow = Awaited<ReturnType<typeof reachDetailPage>>[number];

export async function reachDetailCount(db: Queryable, f: ReportFilter, deptId: number | null | undefined): Promise<number> {
  const { hires, where } = reachDetailQuery(db, f, deptId);
  const [row] = await db
    .select({ n: count() })
    .from(hires)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, hires.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(where);
  return row?.n ?? 0;
}

/** Retention is read at `now`: a person entered at least N days ago is in the base of "after N days". */
export interface RetentionClock {
  now: Date;
  days: readonly number[];
}

function entriesQuery(db: Queryable, f: ReportFilter) {
  const entries = firstMoves(db, f, ENTRY_MOVE, 'entries');
  /** Their first move into 离职 after entering. */
  const leftAt = sql<Date | null>`(select min(lh.created_at) from ${deliveryStageHistory} lh
    where lh.delivery_record_id = ${deliveryRecords.id} and lh.to_stage = 9 and lh.from_stage <> 9 and lh.created_at >= ${entries.at})`;
  return { entries, leftAt };
}

/** Per department: people who entered in the range, who left since, and per N the base and those still there after N days. */
export async function retentionByDept(db: Queryable, f: ReportFilter, clock: RetentionClock) {
  const entries = firstMoves(db, f, ENTRY_MOVE, 'entries');
  // Departures come after the entry, so after the range's start: one hashed pass, not a look-up per person.
  const leaves = firstMoves(db, { ...f, to: new Date(Math.max(clock.now.getTime(), f.to.getTime())) }, LEAVE_MOVE, 'leaves');
  const cohort = db
    .select({
      deptId: sql<number | null>`${positions.deptId}`.as('dept_id'),
      deptName: DEPT_NAME.as('dept_name'),
      enteredAt: sql<Date>`${entries.at}`.as('entered_at'),
      leftAt: sql<Date | null>`case when ${leaves.at} >= ${entries.at} then ${leaves.at} end`.as('left_at'),
    })
    .from(entries)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, entries.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(leaves, eq(leaves.recordId, entries.recordId))
    .where(scopeWhere(f))
    .as('cohort');
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const per = Object.fromEntries(
    clock.days.flatMap((d) => {
      const cutoff = new Date(clock.now.getTime() - d * 86_400_000);
      const after = sql.raw(`interval '${Number(d)} days'`);
      return [
        [`base${d}`, n(sql`${cohort.enteredAt} <= ${cutoff}`)],
        [
          `retained${d}`,
          n(sql`${cohort.enteredAt} <= ${cutoff} and (${cohort.leftAt} is null or ${cohort.leftAt} >= ${cohort.enteredAt} + ${after})`),
        ],
      ];
    }),
  ) as Record<string, SQL.Aliased<number> | SQL<number>>;
  const rows = await db
    .select({ deptId: cohort.deptId, deptName: cohort.deptName, entered: count(), left: n(sql`${cohort.leftAt} is not null`), ...per })
    .from(cohort)
    .groupBy(cohort.deptId, cohort.deptName)
    .orderBy(desc(count()), asc(cohort.deptName));
  return rows as Array<{ deptId: number | null; deptName: string | null; entered: number; left: number } & Record<string, number>>;
}

function retentionDetailWhere(f: ReportFilter, deptId: number | null | undefined, leftOnly: boolean | undefined, leftAt: SQL) {
  return and(
    scopeWhere(f),
    deptId === null ? sql`${positions.deptId} is null` : deptId !== undefined ? eq(positions.deptId, deptId) : undefined,
    leftOnly === true ? isNotNull(leftAt) : leftOnly === false ? sql`${leftAt} is null` : undefined,
  );
}

/** The people who entered in the range, latest first, with when they left (if they did). */
export async function retentionDetailPage(
  db: Queryable,
  f: ReportFilter,
  q: { deptId?: number | null | undefined; left?: boolean | undefined },
  offset: number,
  limit: number,
) {
  const { entries, leftAt } = entriesQuery(db, f);
  return db
    .select({
      id: deliveryRecords.id,
      name: NAME,
      employeeNo: deliveryRecords.employeeNo,
      positionName: positions.name,
      deptName: DEPT_NAME,
      enteredAt: entries.at,
      leftAt,
      stage: deliveryRecords.stage,
    })
    .from(entries)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, entries.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .where(retentionDetailWhere(f, q.deptId, q.left, leftAt))
    .orderBy(desc(entries.at), desc(deliveryRecords.id))
    .limit(limit)
    .offset(offset);
}
export type RetentionDetailRow = Awaited<ReturnType<typeof retentionDetailPage>>[number];

export async function retentionDetailCount(
  db: Queryable,
  f: ReportFilter,
  q: { deptId?: number | null | undefined; left?: boolean | undefined },
): Promise<number> {
  const { entries, leftAt } = entriesQuery(db, f);
  const [row] = await db
    .select({ n: count() })
    .from(entries)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, entries.recordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(retentionDetailWhere(f, q.deptId, q.left, leftAt));
  return row?.n ?? 0;
}
