/**
 * Putting an interview on the calendar, with the clash check: one interviewer, or one room of one
 * office place, is never booked twice at overlapping times in a company (1250, 1251, naming who or
 * which room, when, and whose interview). InterviewSchedule/Add and Edit, InviteDelivery and Retest
 * all book through `writeSchedule`, inside their own transaction.
 *
 * Exactly one of two racing bookings wins: before reading for clashes the booking locks the record's
 * row, then the interviewers' membership rows (tenement_users, in id order) and the room (an advisory
 * lock), all held to commit; the second booking waits, then reads the first one's rows and is refused.
 */
import { INTERVIEW_DEFAULT_MINUTES } from '../../../../common/interviews.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { localTime } from '../interviews/messages.ts';
import * as repo from './repository.ts';

export interface ScheduleWrite {
  tenementId: number;
  deliveryRecordId: number;
  /** The invitation the interview answers (its `round`); null for none. */
  invitationId: number | null;
  round: number;
  startsAt: Date;
  /** Length in minutes; INTERVIEW_DEFAULT_MINUTES (60) when left out. */
  minutes?: number | undefined;
  /** Free text place, the company's office place, the room in it: the room is what the room check compares. */
  place?: string | null | undefined;
  officePlaceId?: number | null | undefined;
  room?: string | null | undefined;
  /** Enabled members of the company (the caller checks membership, e.g. interviews/repository.ts membersOf). */
  interviewerIds: readonly number[];
  /** Who books it. */
  createdBy: number;
  /** The clock's now (sets aside the replaced schedule at this time). */
  now: Date;
}

export interface Written {
  id: number;
  /** The record's live schedule of the same round that this one replaced, if any. */
  replaced: number | null;
  startsAt: Date;
  endsAt: Date;
}

/** `2026-12-01 14:30-15:30 (UTC+8)` */
export function span(start: Date, end: Date): string {
  const from = localTime(start);
  return `${from.slice(0, 16)}-${localTime(end).slice(11, 16)} (UTC+8)`;
}

/**
 * Books the interview: the record's live schedule of the same round is set aside (a reschedule, or a
 * new invitation after an expired or declined one), then the interviewers and the room are checked
 * against the company's other live interviews and the new schedule is written with its interviewers.
 * Throws AppError SCHEDULE_CLASH_INTERVIEWER (1250) or SCHEDULE_CLASH_ROOM (1251); the caller's
 * transaction then rolls back whatever it did.
 */
export async function writeSchedule(tx: Tx, w: ScheduleWrite): Promise<Written> {
  const startsAt = w.startsAt;
  const endsAt = new Date(startsAt.getTime() + (w.minutes ?? INTERVIEW_DEFAULT_MINUTES) * 60_000);
  const room = w.room?.trim() || null;
  const interviewerIds = [...new Set(w.interviewerIds)].sort((a, b) => a - b);
  await repo.lockRecord(tx, w.deliveryRecordId);
  await repo.lockMembers(tx, w.tenementId, interviewerIds);
  if (room) await repo.lockRoom(tx, w.tenementId, w.officePlaceId ?? null, room);
  const replaced = await repo.cancelLive(tx, w.deliveryRecordId, w.round, w.now);
  const busy = await repo.interviewerClash(tx, w.tenementId, interviewerIds, startsAt, endsAt);
  if (busy)
    throw new AppError('SCHEDULE_CLASH_INTERVIEWER', { who: busy.who, when: span(busy.startsAt, busy.endsAt), candidate: busy.candidate });
  if (room) {
    const taken = await repo.roomClash(tx, w.tenementId, w.officePlaceId ?? null, room, startsAt, endsAt);
    if (taken)
      throw new AppError('SCHEDULE_CLASH_ROOM', {
        room: taken.room ?? room,
        when: span(taken.startsAt, taken.endsAt),
        candidate: taken.candidate,
      });
  }
  const id = await repo.insertSchedule(
    tx,
    {
      tenementId: w.tenementId,
      deliveryRecordId: w.deliveryRecordId,
      invitationId: w.invitationId,
      round: w.round,
      startsAt,
      endsAt,
      place: w.place?.trim() || null,
      officePlaceId: w.officePlaceId ?? null,
      room,
      createdBy: w.createdBy,
    },
    interviewerIds,
  );
  return { id, replaced, startsAt, endsAt };
}
