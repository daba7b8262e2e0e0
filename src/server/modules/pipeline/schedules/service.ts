/**
 * InterviewSchedule/Add and Edit. Add puts an invited record's interview (its live invitation's round)
 * on the calendar; Edit reschedules one. Both: the record of the caller's company inside their data
 * scope (else 1102) and in the interview stage (1149), the time in the future, interviewers enabled
 * members of the company, the office place the company's; the clash check of writeSchedule (1250,
 * 1251). When the time or place the seeker was given changes, the live invitation follows and, after
 * commit, the seeker is told (NoticeMessage, e-mail with the updated calendar entry, SMS).
 */
import type { Deps } from '../../../deps.ts';
import type { Tx } from '../../../db/client.ts';
import { inTransaction, type AfterCommit } from '../../../db/tx.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { applicationDataScope } from '../../access/application-scope.ts';
import { logOperation } from '../../oplog/service.ts';
import * as invitations from '../interviews/repository.ts';
import { langOf } from '../notices.ts';
import { sendReschedule } from './notify.ts';
import * as repo from './repository.ts';
import { span, writeSchedule, type Written } from './write.ts';

export interface Booking {
  interviewAt: string;
  minutes?: number | undefined;
  interviewerIds: number[];
  place?: string | undefined;
  officePlaceId?: number | undefined;
  room?: string | undefined;
  remark?: string | undefined;
}

type Invitation = NonNullable<Awaited<ReturnType<typeof invitations.liveInvitation>>>;

/** The record in the caller's scope and in the interview stage. */
async function recordOf(tx: Tx, caller: Manager, recordId: number) {
  const scope = await applicationDataScope(tx, caller);
  const record = await repo.recordForSchedule(tx, caller.tenementId, recordId, scope.where);
  if (!record) throw new AppError('NOT_FOUND');
  if (record.stage !== PIPELINE_STAGE.interview) throw new AppError('RECORD_STAGE');
  return record;
}

/** What the booking names, checked: a future time, members, the company's office place. */
async function checkBooking(tx: Tx, caller: Manager, b: Booking, now: Date) {
  const startsAt = new Date(b.interviewAt);
  if (!(startsAt.getTime() > now.getTime())) throw fieldError('interviewAt', { rule: 'future' });
  const members = await invitations.membersOf(tx, caller.tenementId, b.interviewerIds);
  if (b.interviewerIds.some((id) => !members.has(id))) throw fieldError('interviewerIds', { rule: 'notMember' });
  const office = b.officePlaceId === undefined ? undefined : await invitations.officePlaceOf(tx, caller.tenementId, b.officePlaceId);
  if (b.officePlaceId !== undefined && !office) throw fieldError('officePlaceId', { rule: 'notFound' });
  return { startsAt, office };
}

/** The place as the seeker reads it: the office and its address, the text, the room. */
async function placeText(tx: Tx, tenementId: number, officePlaceId: number | null, place: string | null, room: string | null) {
  const office = officePlaceId === null ? undefined : await invitations.officePlaceOf(tx, tenementId, officePlaceId);
  return [office ? `${office.name} ${office.address}` : '', place ?? '', room ?? ''].filter(Boolean).join(' · ');
}

/**
 * The invitation follows a booking that moves what the seeker was told; after commit they are told.
 * `previous` is what they were told before (the invitation's time and place, or the replaced schedule's).
 */
async function follow(
  deps: Deps,
  tx: Tx,
  afterCommit: AfterCommit,
  ctx: { caller: Manager; record: repo.ScheduleRecord; invitation: Invitation | undefined; written: Written; previous: string; now: Date },
  w: { place: string | null; officePlaceId: number | null; room: string | null },
) {
  const { caller, record, invitation, written } = ctx;
  if (!invitation) return;
  const place = await placeText(tx, caller.tenementId, w.officePlaceId, w.place, w.room);
  if (`${written.startsAt.toISOString()}|${written.endsAt.toISOString()}|${place}` === ctx.previous) return;
  await repo.moveInvitation(tx, invitation.id, written.startsAt, w.place, w.officePlaceId);
  const { seeker, companyName } = await invitations.seekerAndCompany(tx, record.userId, caller.tenementId);
  // The invitation's e-mail carried SEQUENCE 0; each schedule written since counts up (never down).
  const sequence = await repo.schedulesOfInvitation(tx, invitation.id);
  const minutes = Math.round((written.endsAt.getTime() - written.startsAt.getTime()) / 60_000);
  const lang = langOf(record.lang);
  const r = {
    invitationId: invitation.id,
    deliveryRecordId: record.id,
    userId: record.userId,
    companyName,
    positionName: record.positionName,
  };
  afterCommit(() =>
    sendReschedule(deps, { ...r, startsAt: written.startsAt, minutes, place, sequence, seeker: { ...seeker, name: record.name } }, lang),
  );
}

const present = (recordId: number, w: Written) => ({
  id: w.id,
  deliveryRecordId: recordId,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  replaced: w.replaced,
});

export async function addSchedule(deps: Deps, caller: Manager, b: Booking & { deliveryRecordId: number }) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const record = await recordOf(tx, caller, b.deliveryRecordId);
    const invitation = await invitations.liveInvitation(tx, record.id);
    if (record.step === INTERVIEW_STEP.notInvited || !invitation) throw new AppError('SCHEDULE_NOT_INVITED', { name: record.name });
    const { startsAt } = await checkBooking(tx, caller, b, now);
    await repo.lockRecord(tx, record.id);
    const live = await repo.liveSchedule(tx, record.id);
    if (live && live.round === invitation.round)
      throw new AppError('SCHEDULE_EXISTS', { name: record.name, round: live.round, when: span(live.startsAt, live.endsAt) });
    const w = {
      place: b.place?.trim() || (b.officePlaceId === undefined ? invitation.place : null),
      officePlaceId: b.officePlaceId ?? (b.place?.trim() ? null : invitation.officePlaceId),
      room: b.room?.trim() || null,
    };
    const written = await writeSchedule(tx, {
      ...w,
      tenementId: caller.tenementId,
      deliveryRecordId: record.id,
      invitationId: invitation.id,
      round: invitation.round,
      startsAt,
      minutes: b.minutes,
      interviewerIds: b.interviewerIds,
      createdBy: caller.userId,
      now,
    });
    const told = await placeText(tx, caller.tenementId, invitation.officePlaceId, invitation.place, null);
    const previous = `${invitation.interviewAt.toISOString()}|${written.endsAt.toISOString()}|${told}`;
    await follow(deps, tx, afterCommit, { caller, record, invitation, written, previous, now }, w);
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'interviewSchedule',
      recordId: written.id,
      summary: { ...b, deliveryRecordId: record.id },
    });
    return present(record.id, written);
  });
}

export async function editSchedule(deps: Deps, caller: Manager, b: Booking & { id: number }) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const schedule = await repo.scheduleById(tx, caller.tenementId, b.id);
    if (!schedule) throw new AppError('NOT_FOUND');
    const record = await recordOf(tx, caller, schedule.deliveryRecordId);
    const { startsAt } = await checkBooking(tx, caller, b, now);
    const w = {
      place: b.place === undefined ? schedule.place : b.place.trim() || null,
      officePlaceId: b.officePlaceId ?? (b.place === undefined ? schedule.officePlaceId : null),
      room: b.room === undefined ? schedule.room : b.room.trim() || null,
    };
    const written = await writeSchedule(tx, {
      ...w,
      tenementId: caller.tenementId,
      deliveryRecordId: record.id,
      invitationId: schedule.invitationId,
      round: schedule.round,
      startsAt,
      minutes: b.minutes ?? Math.round((schedule.endsAt.getTime() - schedule.startsAt.getTime()) / 60_000),
      interviewerIds: b.interviewerIds,
      createdBy: caller.userId,
      now,
    });
    // Of two reschedules of one interview the second finds the first one's schedule live, not the one it read.
    if (written.replaced !== schedule.id) throw new AppError('PIPELINE_RACE', { name: record.name });
    const live = await invitations.liveInvitation(tx, record.id);
    const invitation = live && live.id === schedule.invitationId ? live : undefined;
    const told = await placeText(tx, caller.tenementId, schedule.officePlaceId, schedule.place, schedule.room);
    const previous = `${schedule.startsAt.toISOString()}|${schedule.endsAt.toISOString()}|${told}`;
    await follow(deps, tx, afterCommit, { caller, record, invitation, written, previous, now }, w);
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'interviewSchedule',
      recordId: written.id,
      summary: { replaced: schedule.startsAt, ...b, deliveryRecordId: record.id },
    });
    return present(record.id, written);
  });
}
