/**
 * SQL of the calendar's reads: live interviews of a company in a time range as the caller may see
 * them (a page, the count, the count per day of a month), and the interviewers of a page's rows.
 * The range walks interview_schedules (tenement_id, starts_at); an interviewer's own view walks
 * interview_schedule_interviewers (user_id, starts_at).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryRecords,
  interviewInvitations,
  interviewScheduleInterviewers as sits,
  interviewSchedules as schedules,
  officePlaces,
  positions,
  tenementUsers,
  users,
} from '../../../db/schema/index.ts';

/**
 * Who sees which interviews: `all` the whole company (an administrator), `scope` the records inside
 * the caller's data scope (SQL over positions) and the interviews they take part in, `own` only those.
 */
export type Viewer = { userId: number } & ({ mode: 'all' } | { mode: 'scope'; scope: SQL } | { mode: 'own' });

export interface CalendarFilter {
  tenementId: number;
  viewer: Viewer;
  from: Date;
  to: Date;
  interviewerId?: number | undefined;
  positionId?: number | undefined;
  keyword?: string | undefined;
}

const candidateName = sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const hasInterviewer = (userId: number) =>
  sql`exists (select 1 from ${sits} where ${sits.scheduleId} = ${schedules.id} and ${sits.userId} = ${userId})`;

function visible(v: Viewer): SQL | undefined {
  if (v.mode === 'all') return undefined;
  if (v.mode === 'own') return hasInterviewer(v.userId);
  return sql`(${v.scope} or ${hasInterviewer(v.userId)})`;
}

/** Whether a visible row lies in the caller's data scope (not only seen as one of its interviewers). */
function inScope(v: Viewer): SQL<boolean> {
  if (v.mode === 'all') return sql<boolean>`true`;
  if (v.mode === 'own') return sql<boolean>`false`;
  return sql<boolean>`coalesce((${v.scope}), false)`;
}

function whereOf(f: CalendarFilter): SQL | undefined {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(schedules.tenementId, f.tenementId),
    sql`${schedules.startsAt} >= ${iso(f.from)} and ${schedules.startsAt} < ${iso(f.to)}`,
    isNull(schedules.cancelledAt),
    visible(f.viewer),
    f.interviewerId === undefined ? undefined : hasInterviewer(f.interviewerId),
    f.positionId === undefined ? undefined : eq(deliveryRecords.positionId, f.positionId),
    like ? sql`(${candidateName} ilike ${like} or ${positions.name} ilike ${like})` : undefined,
  );
}

/** A page of the range's interviews, earliest first. */
export async function calendarPage(db: Queryable, f: CalendarFilter, offset: number, limit: number) {
  return db
    .select({
      id: schedules.id,
      deliveryRecordId: schedules.deliveryRecordId,
      round: schedules.round,
      startsAt: schedules.startsAt,
      endsAt: schedules.endsAt,
      place: schedules.place,
      officePlaceId: schedules.officePlaceId,
      officePlaceName: officePlaces.name,
      officePlaceAddress: officePlaces.address,
      room: schedules.room,
      candidateName,
      positionId: positions.id,
      positionName: positions.name,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      invitationAnswer: interviewInvitations.answer,
      invitationExpiresAt: interviewInvitations.expiresAt,
      invitationLive: sql<boolean>`${interviewInvitations.cancelledAt} is null`,
      inScope: inScope(f.viewer),
    })
    .from(schedules)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, schedules.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(interviewInvitations, eq(interviewInvitations.id, schedules.invitationId))
    .leftJoin(officePlaces, eq(officePlaces.id, schedules.officePlaceId))
    .where(whereOf(f))
    .orderBy(asc(schedules.startsAt), asc(schedules.id))
    .limit(limit)
    .offset(offset);
}
export type CalendarRow = Awaited<ReturnType<typeof calendarPage>>[number];

/**
 * The count's rows with only the joins the filter reads: the record and its position for a data scope
 * or a position, the applicant for a keyword. An administrator's month is one index range.
 */
function counted(db: Queryable, f: CalendarFilter, select: Record<string, SQL>) {
  let q = db.select(select).from(schedules).$dynamic();
  if (f.viewer.mode === 'scope' || f.positionId !== undefined || f.keyword)
    q = q
      .innerJoin(deliveryRecords, eq(deliveryRecords.id, schedules.deliveryRecordId))
      .innerJoin(positions, eq(positions.id, deliveryRecords.positionId));
  if (f.keyword) q = q.innerJoin(users, eq(users.id, deliveryRecords.userId));
  return q.where(whereOf(f));
}

export async function calendarCount(db: Queryable, f: CalendarFilter) {
  const [row] = await counted(db, f, { n: sql<number>`count(*)::int` });
  return Number(row?.n ?? 0);
}

/** Interviews per day of the range, the day read `tzMinutes` east of UTC. */
export async function countByDay(db: Queryable, f: CalendarFilter, tzMinutes: number) {
  const day = sql<string>`to_char((${schedules.startsAt} at time zone 'UTC') + ${tzMinutes} * interval '1 minute', 'YYYY-MM-DD')`;
  const rows = await counted(db, f, { date: day, count: sql<number>`count(*)::int` }).groupBy(sql`1`).orderBy(sql`1`);
  return rows.map((r) => ({ date: String(r.date), count: Number(r.count) }));
}

/** The interviewers of these schedules, by schedule, by their name in the company. */
export async function interviewersOf(db: Queryable, tenementId: number, scheduleIds: readonly number[]) {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (!scheduleIds.length) return out;
  const rows = await db
    .select({
      scheduleId: sits.scheduleId,
      id: sits.userId,
      name: sql<string>`coalesce(${tenementUsers.name}, ${users.name}, ${users.account})`,
    })
    .from(sits)
    .innerJoin(users, eq(users.id, sits.userId))
    .leftJoin(tenementUsers, and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.userId, sits.userId)))
    .where(inArray(sits.scheduleId, [...scheduleIds]))
    .orderBy(asc(sits.scheduleId), asc(tenementUsers.id));
  for (const r of rows) out.set(r.scheduleId, [...(out.get(r.scheduleId) ?? []), { id: r.id, name: r.name }]);
  return out;
}
