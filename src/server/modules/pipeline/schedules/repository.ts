/**
 * SQL of interview schedules: the locks and the clash reads of a booking, writing a schedule and its
 * interviewers, and the calendar's reads (a page, a month's counts per day, one schedule, a record's live one).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryRecords,
  interviewInvitations,
  interviewScheduleInterviewers as sits,
  interviewSchedules as schedules,
  positions,
  tenementUsers,
  users,
} from '../../../db/schema/index.ts';
import { INTERVIEW_MINUTES_MAX } from '../../../../common/interviews.ts';

const candidateName = sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`;
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** A booking that overlaps [start, end) starts before `end` and after `start - the longest interview`: one index range. */
const overlaps = (startsAt: SQL | AnyPgColumn, endsAt: SQL | AnyPgColumn, start: Date, end: Date) =>
  sql`${startsAt} < ${iso(end)} and ${startsAt} > ${iso(new Date(start.getTime() - INTERVIEW_MINUTES_MAX * 60_000))} and ${endsAt} > ${iso(start)}`;

/** Holds the record's row until commit: two bookings of one record take turns. */
export async function lockRecord(db: Queryable, recordId: number) {
  await db.execute(sql`select id from delivery_records where id = ${recordId} for update`);
}

/** Holds the interviewers' membership rows (in id order, so two bookings never wait on each other crosswise). */
export async function lockMembers(db: Queryable, tenementId: number, userIds: readonly number[]) {
  if (!userIds.length) return;
  await db.execute(
    sql`select id from tenement_users where tenement_id = ${tenementId} and user_id in (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )}) order by id for update`,
  );
}

/** A room has no row to lock: a transaction-scoped advisory lock on (company, office, room) stands in. */
export async function lockRoom(db: Queryable, tenementId: number, officePlaceId: number | null, room: string) {
  const key = `interview-room:${officePlaceId ?? 0}:${room.toLowerCase()}`;
  await db.execute(sql`select pg_advisory_xact_lock(${tenementId}::int, hashtext(${key}))`);
}

/** Sets aside the record's live schedule of this round (a reschedule or a new invitation replaces it); answers its id. */
export async function cancelLive(db: Queryable, recordId: number, round: number, now: Date) {
  const rows = await db
    .update(schedules)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(schedules.deliveryRecordId, recordId), eq(schedules.round, round), isNull(schedules.cancelledAt)))
    .returning({ id: schedules.id });
  return rows[0]?.id ?? null;
}

/** The first live interview of the company that books one of these people between start and end. */
export async function interviewerClash(db: Queryable, tenementId: number, userIds: readonly number[], start: Date, end: Date) {
  const [row] = await db
    .select({ who: tenementUsers.name, startsAt: sits.startsAt, endsAt: sits.endsAt, candidate: candidateName })
    .from(sits)
    .innerJoin(schedules, eq(schedules.id, sits.scheduleId))
    .innerJoin(tenementUsers, and(eq(tenementUsers.tenementId, sits.tenementId), eq(tenementUsers.userId, sits.userId)))
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, schedules.deliveryRecordId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(
      and(
        inArray(sits.userId, [...userIds]),
        eq(sits.tenementId, tenementId),
        isNull(schedules.cancelledAt),
        overlaps(sits.startsAt, sits.endsAt, start, end),
      ),
    )
    .orderBy(asc(sits.startsAt))
    .limit(1);
  return row;
}

/** The first live interview of the company in this room (of the same office place) between start and end. */
export async function roomClash(db: Queryable, tenementId: number, officePlaceId: number | null, room: string, start: Date, end: Date) {
  const [row] = await db
    .select({ room: schedules.room, startsAt: schedules.startsAt, endsAt: schedules.endsAt, candidate: candidateName })
    .from(schedules)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, schedules.deliveryRecordId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(
      and(
        eq(schedules.tenementId, tenementId),
        isNull(schedules.cancelledAt),
        sql`${schedules.officePlaceId} is not distinct from ${officePlaceId}`,
        sql`lower(${schedules.room}) = lower(${room})`,
        overlaps(schedules.startsAt, schedules.endsAt, start, end),
      ),
    )
    .orderBy(asc(schedules.startsAt))
    .limit(1);
  return row;
}

export type ScheduleInsert = typeof schedules.$inferInsert;

export async function insertSchedule(db: Queryable, values: ScheduleInsert, interviewerIds: readonly number[]) {
  const [row] = await db.insert(schedules).values(values).returning({ id: schedules.id });
  const id = row!.id;
  await db.insert(sits).values(
    interviewerIds.map((userId) => ({
      scheduleId: id,
      userId,
      tenementId: values.tenementId,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
    })),
  );
  return id;
}

/** How many schedules an invitation has had, the live one included (the calendar entry's SEQUENCE on a reschedule). */
export async function schedulesOfInvitation(db: Queryable, invitationId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schedules).where(eq(schedules.invitationId, invitationId));
  return row?.n ?? 0;
}

/** The invitation follows its schedule: the time (and the place, when one is named) the seeker reads. */
export async function moveInvitation(db: Queryable, invitationId: number, at: Date, place: string | null, officePlaceId: number | null) {
  await db
    .update(interviewInvitations)
    .set({ interviewAt: at, place, officePlaceId })
    .where(and(eq(interviewInvitations.id, invitationId), isNull(interviewInvitations.cancelledAt)));
}

/** What a booking needs of a record: the stage, who applied, the position (for the scope) and the live invitation. */
export async function recordForSchedule(db: Queryable, tenementId: number, recordId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      userId: deliveryRecords.userId,
      positionId: deliveryRecords.positionId,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      lang: deliveryRecords.lang,
      name: candidateName,
      positionName: positions.name,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.id, recordId), eq(deliveryRecords.tenementId, tenementId), scope));
  return row;
}
export type ScheduleRecord = NonNullable<Awaited<ReturnType<typeof recordForSchedule>>>;

/** The record's live schedule of the latest round. */
export async function liveSchedule(db: Queryable, recordId: number) {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.deliveryRecordId, recordId), isNull(schedules.cancelledAt)))
    .orderBy(sql`${schedules.round} desc`, sql`${schedules.id} desc`)
    .limit(1);
  return row;
}

export async function scheduleById(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.tenementId, tenementId), isNull(schedules.cancelledAt)));
  return row;
}
export type ScheduleRow = typeof schedules.$inferSelect;

/** Whether the user is one of the schedule's interviewers. */
export async function takesPart(db: Queryable, scheduleId: number, userId: number) {
  const [row] = await db
    .select({ userId: sits.userId })
    .from(sits)
    .where(and(eq(sits.scheduleId, scheduleId), eq(sits.userId, userId)));
  return row !== undefined;
}
