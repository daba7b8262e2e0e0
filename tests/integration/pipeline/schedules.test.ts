/**
 * InterviewSchedule/Add and Edit, and InviteDelivery's schedule: the clash check (an interviewer or a
 * room of the company twice at one time, 1250 / 1251 naming who, when and whose interview), exactly
 * one of two racing bookings, the reschedule's notice with the updated calendar entry, and what is
 * refused (stage, step, another company, outside the scope, missing key, bad input).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { interviewInvitations, interviewScheduleInterviewers, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, testApp, TestClock } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { sentTo } from '../../support/messages.ts';
import { companyOfAccount, demoCompanyId } from '../../support/resume-fixtures.ts';
import { insertContact, topAdminOf } from '../../support/interview-fixtures.ts';
import { lastLog } from '../people/fixture.ts';
import { member } from './lists-fixture.ts';
import { applications, move } from './fixture.ts';
import { add, at, edit, interviewer, invitedRecord, schedulesOf } from './schedules-fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let boss: number;
const clock = new TestClock();

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  boss = await topAdminOf(app.database.db, company);
});
afterAll(async () => {
  await app.close();
});

/** The hour the bookings count from (fixed, so a time named twice is the same time). */
const BASE = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);

/** A booking `hours` after BASE. */
const booking = (hours: number, interviewerIds: number[], extra: Record<string, unknown> = {}) => ({
  interviewAt: at(BASE, hours),
  interviewerIds,
  ...extra,
});

describe('InterviewSchedule/Add', () => {
  it('books an invited record: the invitation’s round, interviewers with their times, place, room; log; the invitation follows', async () => {
    const r = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    const res = await add(app, admin, {
      deliveryRecordId: r.id,
      ...booking(30, [boss, i1.userId], { minutes: 45, place: '二号楼', room: 'A101' }),
    });
    expect(res.state).toBe(200);
    const [s] = await schedulesOf(app, r.id);
    expect(s).toMatchObject({ id: res.data.id, round: 1, invitationId: r.invitationId, place: '二号楼', room: 'A101', cancelledAt: null });
    expect(s!.endsAt.getTime() - s!.startsAt.getTime()).toBe(45 * 60_000);
    const people = await app.database.db
      .select()
      .from(interviewScheduleInterviewers)
      .where(eq(interviewScheduleInterviewers.scheduleId, s!.id));
    expect(people.map((p) => p.userId).sort((a, b) => a - b)).toEqual([boss, i1.userId].sort((a, b) => a - b));
    expect(people.every((p) => p.startsAt.getTime() === s!.startsAt.getTime() && p.endsAt.getTime() === s!.endsAt.getTime())).toBe(true);
    const [inv] = await app.database.db.select().from(interviewInvitations).where(eq(interviewInvitations.id, r.invitationId));
    expect(inv!.interviewAt.toISOString()).toBe(s!.startsAt.toISOString());
    expect(await lastLog(app, 'interviewSchedule', 'add')).toBeTruthy();
    // The round is on the calendar now: another Add is refused, naming when (reschedule instead).
    const again = await add(app, admin, { deliveryRecordId: r.id, ...booking(80, [boss]) });
    expect(again.state).toBe(1253);
    expect(again.message).toMatch(/第1轮面试已安排在\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2} \(UTC\+8\)/);
  });

  it('refuses an interviewer booked at an overlapping time, naming who, when and whose interview (1250); the edges may touch', async () => {
    const first = await invitedRecord(app, company);
    const second = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    expect((await add(app, admin, { deliveryRecordId: first.id, ...booking(50, [i1.userId], { minutes: 60 }) })).state).toBe(200);
    const clash = await add(app, admin, { deliveryRecordId: second.id, ...booking(50.5, [boss, i1.userId]) });
    expect(clash.state).toBe(1250);
    expect(clash.message).toContain('名单专员');
    expect(clash.message).toContain('候选人');
    expect(clash.message).toMatch(/\d{2}:\d{2}-\d{2}:\d{2} \(UTC\+8\)/);
    const en = await add(app, admin, { deliveryRecordId: second.id, ...booking(49.5, [i1.userId]) }, 'en');
    expect(en.message).toMatch(/^The interviewer “名单专员\d+” already has an interview at/);
    expect(await schedulesOf(app, second.id)).toEqual([]);
    // Back to back is no clash.
    expect((await add(app, admin, { deliveryRecordId: second.id, ...booking(51, [i1.userId]) })).state).toBe(200);
  });

  it('refuses a room of the company taken at that time (1251), the same room name in another office or another company is free', async () => {
    const first = await invitedRecord(app, company);
    const second = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    const i2 = await interviewer(app, company);
    expect((await add(app, admin, { deliveryRecordId: first.id, ...booking(60, [i1.userId], { room: 'B202' }) })).state).toBe(200);
    const clash = await add(app, admin, { deliveryRecordId: second.id, ...booking(60.25, [i2.userId], { room: 'b202' }) });
    expect(clash.state).toBe(1251);
    expect(clash.message).toContain('会议室“B202”');
    expect((await add(app, admin, { deliveryRecordId: second.id, ...booking(61, [i2.userId], { room: 'B202' }) })).state).toBe(200);
  });

  it('lets exactly one of two bookings of one interviewer at one time win; the other is told the clash', async () => {
    const records = await Promise.all([invitedRecord(app, company), invitedRecord(app, company), invitedRecord(app, company)]);
    const i1 = await interviewer(app, company);
    const answers = await Promise.all(records.map((r) => add(app, admin, { deliveryRecordId: r.id, ...booking(70, [i1.userId]) })));
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state !== 200).map((a) => a.state)).toEqual([1250, 1250]);
    const rows = await app.database.db
      .select()
      .from(interviewScheduleInterviewers)
      .where(eq(interviewScheduleInterviewers.userId, i1.userId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a record not invited (1252), at another stage (1149), of another company or outside the scope (1102), without the key', async () => {
    const notInvited = await applications(app, company, 1, { stage: S.interview, step: INTERVIEW_STEP.notInvited });
    const i1 = await interviewer(app, company);
    expect((await add(app, admin, { deliveryRecordId: notInvited.ids[0], ...booking(90, [i1.userId]) })).state).toBe(1252);
    const hired = await applications(app, company, 1, { stage: S.hire });
    expect((await add(app, admin, { deliveryRecordId: hired.ids[0], ...booking(90, [i1.userId]) })).state).toBe(1149);
    const r = await invitedRecord(app, company);
    const otherBoss = await topAdminOf(app.database.db, await companyOfAccount(app.database.db, 'other_admin'));
    expect((await add(app, other, { deliveryRecordId: r.id, ...booking(90, [otherBoss]) })).state).toBe(1102);
    const scoped = await member(app, company, { menus: [313, 303], keys: ['interviewSchedule:add'], deptId: null });
    expect((await add(app, scoped.token, { deliveryRecordId: r.id, ...booking(90, [i1.userId]) })).state).toBe(1102);
    const nokey = await member(app, company, { menus: [313, 303], keys: ['interviewSchedule:edit'], deptId: null });
    expect((await add(app, nokey.token, { deliveryRecordId: r.id, ...booking(90, [i1.userId]) })).state).toBe(1100);
    expect((await add(app, seeker, { deliveryRecordId: r.id, ...booking(90, [i1.userId]) })).state).toBe(1101);
    expect((await add(app, null, { deliveryRecordId: r.id, ...booking(90, [i1.userId]) })).state).toBe(401);
    expect(await schedulesOf(app, r.id)).toEqual([]);
  });

  it('refuses bad input: a past time, a non-member, another company’s office, lengths and ids out of range', async () => {
    const r = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    const stranger = await topAdminOf(app.database.db, await companyOfAccount(app.database.db, 'other_admin'));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ interviewAt: at(clock.now(), -1) }, 'interviewAt'],
      [{ interviewAt: 'tomorrow' }, 'interviewAt'],
      [{ interviewerIds: [stranger] }, 'interviewerIds'],
      [{ interviewerIds: [] }, 'interviewerIds'],
      [{ interviewerIds: [2147483648] }, 'interviewerIds'],
      [{ officePlaceId: 2147483647 }, 'officePlaceId'],
      [{ minutes: 10 }, 'minutes'],
      [{ minutes: 481 }, 'minutes'],
      [{ room: 'x'.repeat(51) }, 'room'],
      [{ place: 'x'.repeat(201) }, 'place'],
      [{ deliveryRecordId: 0 }, 'deliveryRecordId'],
      [{ deliveryRecordId: 2147483648 }, 'deliveryRecordId'],
    ];
    for (const [patch, field] of cases) {
      const res = await add(app, admin, { deliveryRecordId: r.id, ...booking(100, [i1.userId]), ...patch });
      expect(res.state, field).toBe(1000);
      expect(
        Object.keys((res as { errors?: object }).errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)),
        field,
      ).toBe(true);
    }
    expect((await add(app, admin, { deliveryRecordId: 2147483647, ...booking(100, [i1.userId]) })).state).toBe(1102);
    expect(await schedulesOf(app, r.id)).toEqual([]);
  });
});

describe('InterviewSchedule/Edit', () => {
  it('reschedules: the old schedule set aside, the invitation moved, the seeker told with the calendar entry’s same UID and SEQUENCE+1', async () => {
    const r = await invitedRecord(app, company);
    await app.database.db.update(users).set({ email: 'resched@example.com', phone: '13911112222' }).where(eq(users.id, r.userId));
    const i1 = await interviewer(app, company);
    const booked = await add(app, admin, { deliveryRecordId: r.id, ...booking(120, [i1.userId], { place: '一号楼', room: 'C3' }) });
    expect(booked.state).toBe(200);
    const moved = await edit(app, admin, { id: booked.data.id, ...booking(124, [i1.userId, boss], { minutes: 90 }) });
    expect(moved.state).toBe(200);
    expect(moved.data.replaced).toBe(booked.data.id);
    const rows = await schedulesOf(app, r.id);
    expect(rows.map((s) => s.cancelledAt === null)).toEqual([false, true]);
    expect(rows[1]).toMatchObject({ place: '一号楼', room: 'C3', round: 1, invitationId: r.invitationId });
    expect(rows[1]!.endsAt.getTime() - rows[1]!.startsAt.getTime()).toBe(90 * 60_000);
    const [inv] = await app.database.db.select().from(interviewInvitations).where(eq(interviewInvitations.id, r.invitationId));
    expect(inv!.interviewAt.toISOString()).toBe(moved.data.startsAt);
    await expect.poll(() => sentTo(app, 'resched@example.com').length, { timeout: 5000 }).toBe(2);
    const mail = sentTo(app, 'resched@example.com')[1]!;
    expect(mail.subject).toContain('面试时间调整');
    expect(mail.body).toContain('一号楼 · C3');
    const ics = mail.calendar!.replace(/\r\n /g, '');
    expect(ics).toContain(`UID:interview-invitation-${r.invitationId}@`);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain(`DTSTART:${moved.data.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(sentTo(app, '13911112222').at(-1)!.body).toContain('新的时间');
    expect(await lastLog(app, 'interviewSchedule', 'edit')).toBeTruthy();
    // The schedule it replaced is gone from the calendar: editing it again finds nothing.
    expect((await edit(app, admin, { id: booked.data.id, ...booking(130, [i1.userId]) })).state).toBe(1102);
  });

  it('changing only the interviewers does not tell the seeker; a clash with another interview is refused and nothing moves', async () => {
    const a = await invitedRecord(app, company);
    const b = await invitedRecord(app, company);
    await app.database.db.update(users).set({ email: 'quiet@example.com' }).where(eq(users.id, a.userId));
    const i1 = await interviewer(app, company);
    const i2 = await interviewer(app, company);
    const sa = await add(app, admin, { deliveryRecordId: a.id, ...booking(140, [i1.userId]) });
    const sb = await add(app, admin, { deliveryRecordId: b.id, ...booking(142, [i2.userId], { room: 'D4' }) });
    expect([sa.state, sb.state]).toEqual([200, 200]);
    const before = sentTo(app, 'quiet@example.com').length;
    expect((await edit(app, admin, { id: sa.data.id, ...booking(140, [i1.userId, boss]) })).state).toBe(200);
    expect(sentTo(app, 'quiet@example.com')).toHaveLength(before);
    const live = (await schedulesOf(app, a.id)).find((s) => s.cancelledAt === null)!;
    expect((await edit(app, admin, { id: live.id, ...booking(142, [i2.userId]) })).state).toBe(1250);
    expect((await edit(app, admin, { id: live.id, ...booking(142.5, [i1.userId], { room: 'D4' }) })).state).toBe(1251);
    expect((await schedulesOf(app, a.id)).filter((s) => s.cancelledAt === null).map((s) => s.id)).toEqual([live.id]);
  });

  it('lets exactly one of two reschedules of one interview win (1202 for the other); refuses another company, scope, key, stage, bad input', async () => {
    const r = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    const s = await add(app, admin, { deliveryRecordId: r.id, ...booking(150, [i1.userId]) });
    const answers = await Promise.all([152, 154].map((h) => edit(app, admin, { id: s.data.id, ...booking(h, [i1.userId]) })));
    // The loser finds its schedule set aside (1102) or, on a server that ran both at once, replaced under it (1202).
    const states = answers.map((a) => a.state).sort((p, q) => p - q);
    expect(states[0]).toBe(200);
    expect([1102, 1202]).toContain(states[1]);
    const live = (await schedulesOf(app, r.id)).filter((x) => x.cancelledAt === null);
    expect(live).toHaveLength(1);
    const id = live[0]!.id;
    expect((await edit(app, other, { id, ...booking(160, [i1.userId]) })).state).toBe(1102);
    const scoped = await member(app, company, { menus: [313, 303], keys: ['interviewSchedule:edit'], deptId: null });
    expect((await edit(app, scoped.token, { id, ...booking(160, [i1.userId]) })).state).toBe(1102);
    const nokey = await member(app, company, { menus: [313, 303], keys: ['interviewSchedule:add'], deptId: null });
    expect((await edit(app, nokey.token, { id, ...booking(160, [i1.userId]) })).state).toBe(1100);
    expect((await edit(app, admin, { id, ...booking(160, [i1.userId]), minutes: 'long' })).state).toBe(1000);
    expect((await edit(app, admin, { id: 2147483648, ...booking(160, [i1.userId]) })).state).toBe(1000);
    expect((await edit(app, admin, { ...booking(160, [i1.userId]) })).state).toBe(1000);
    expect((await move(app, admin, 'HasHired', { ids: [r.id] })).state).toBe(200);
    expect((await edit(app, admin, { id, ...booking(160, [i1.userId]) })).state).toBe(1149);
  });
});

describe('the seeker’s decline', () => {
  it('takes the interview off the calendar: its interviewer is free again at that time', async () => {
    const r = await invitedRecord(app, company);
    const other = await invitedRecord(app, company);
    const i1 = await interviewer(app, company);
    expect((await add(app, admin, { deliveryRecordId: r.id, ...booking(170, [i1.userId]) })).state).toBe(200);
    expect((await add(app, admin, { deliveryRecordId: other.id, ...booking(170, [i1.userId]) })).state).toBe(1250);
    const declined = await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/User/DeclineInvitation'),
      headers: auth(r.token),
      payload: { id: r.id },
    });
    expect(declined.json().state).toBe(200);
    expect((await schedulesOf(app, r.id)).every((s) => s.cancelledAt !== null)).toBe(true);
    expect((await add(app, admin, { deliveryRecordId: other.id, ...booking(170, [i1.userId]) })).state).toBe(200);
  });
});

describe('InviteDelivery writes the schedule', () => {
  it('books the invitation’s interviewers for the default hour; a clash refuses the whole invitation (1250)', async () => {
    const [x, y] = [
      await applications(app, company, 1, { stage: S.interview }),
      await applications(app, company, 1, { stage: S.interview }),
    ];
    const i1 = await interviewer(app, company);
    const input = {
      interviewAt: at(BASE, 200),
      place: '总部三楼',
      interviewerIds: [i1.userId],
      contactId: await insertContact(app.database.db, company, '周敏'),
    };
    expect((await move(app, admin, 'InviteDelivery', { ids: x.ids, ...input })).state).toBe(200);
    const [s] = await schedulesOf(app, x.ids[0]!);
    expect(s!.endsAt.getTime() - s!.startsAt.getTime()).toBe(60 * 60_000);
    expect(s!.invitationId).not.toBeNull();
    const clash = await move(app, admin, 'InviteDelivery', { ids: y.ids, ...input, interviewAt: at(BASE, 200.5) });
    expect(clash.state).toBe(1250);
    expect(await schedulesOf(app, y.ids[0]!)).toEqual([]);
  });

  it('a re-invitation after expiry replaces the schedule of that round', async () => {
    const x = await applications(app, company, 1, { stage: S.interview });
    const i1 = await interviewer(app, company);
    const contactId = await insertContact(app.database.db, company, '周敏');
    const invite = (hours: number) =>
      move(app, admin, 'InviteDelivery', {
        ids: x.ids,
        interviewAt: at(BASE, hours),
        place: '总部',
        interviewerIds: [i1.userId],
        contactId,
      });
    expect((await invite(300)).state).toBe(200);
    clock.advanceHours(73);
    expect((await invite(300)).state).toBe(200);
    const rows = await schedulesOf(app, x.ids[0]!);
    expect(rows.map((s) => s.cancelledAt === null)).toEqual([false, true]);
  });
});
