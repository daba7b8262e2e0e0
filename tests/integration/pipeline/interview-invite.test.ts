/**
 * InviteDelivery (邀请面试): a row of the transition table that writes the invitation (valid 72 hours,
 * read on an injected clock) in the move's transaction, tells the seeker after commit (NoticeMessage,
 * e-mail with the .ics request, SMS), and refuses what the row and the invitation rules refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { interviewInvitationInterviewers, interviewInvitations, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, listenOnLoopback, testApp, TestClock } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { sentTo } from '../../support/messages.ts';
import { companyOfAccount, demoCompanyId } from '../../support/resume-fixtures.ts';
import { freeSlot, insertContact, topAdminOf } from '../../support/interview-fixtures.ts';
import { lastLog, listen } from '../people/fixture.ts';
import { member } from './lists-fixture.ts';
import { applications, history, move, record } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let body: Record<string, unknown>;
const clock = new TestClock();
const connections: HubConnection[] = [];

/** A valid body, the interview `days` ahead of the test clock (a free slot of the interviewer). */
async function input(days = 4) {
  return {
    interviewAt: freeSlot(clock.now().getTime(), days),
    place: '总部三楼会议室',
    interviewerIds: [await topAdminOf(app.database.db, company)],
    contactId: await insertContact(app.database.db, company, '李娜'),
    message: '请携带身份证, 以及纸质简历',
  };
}

const invitations = (recordId: number) =>
  app.database.db
    .select()
    .from(interviewInvitations)
    .where(eq(interviewInvitations.deliveryRecordId, recordId))
    .orderBy(interviewInvitations.id);

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  body = await input();
});
afterAll(async () => {
  for (const c of connections) await c.stop();
  await app.close();
});

describe('InviteDelivery', () => {
  it('invites: step 1, the invitation valid 72 hours with its interviewers, history, log, notice, e-mail with .ics and SMS', async () => {
    const { ids, tokens, userIds } = await applications(app, company, 1, { stage: S.interview });
    await app.database.db.update(users).set({ email: 'cand.invite@example.com', phone: '13912345678' }).where(eq(users.id, userIds[0]!));
    const messages = await listen(await listenOnLoopback(app), tokens[0]!, connections);
    const res = await move(app, admin, 'InviteDelivery', { ids, ...body, remark: '一面' });
    expect(res.state).toBe(200);
    expect(res.data).toEqual({ updated: 1, list: [{ id: ids[0], stage: S.interview, step: INTERVIEW_STEP.invited }] });
    const [inv] = await invitations(ids[0]!);
    expect(inv!.expiresAt.getTime() - inv!.sentAt.getTime()).toBe(72 * 3_600_000);
    expect(inv).toMatchObject({ answer: 0, cancelledAt: null, place: '总部三楼会议室', message: body.message, contactId: body.contactId });
    const people = await app.database.db
      .select()
      .from(interviewInvitationInterviewers)
      .where(eq(interviewInvitationInterviewers.invitationId, inv!.id));
    expect(people.map((p) => p.userId)).toEqual(body.interviewerIds);
    expect((await history(app, ids[0]!)).map((h) => [h.call, h.fromStep, h.toStep, h.remark])).toEqual([['InviteDelivery', 0, 1, '一面']]);
    expect(await lastLog(app, 'deliveryRecord')).toMatchObject({ action: 'edit' });
    await expect.poll(() => messages.filter((m) => m.event === 'NoticeMessage').length, { timeout: 5000 }).toBe(1);
    const notice = messages.find((m) => m.event === 'NoticeMessage')!.payload as { message: string; data: { deliveryRecordId: number } };
    expect(notice.data.deliveryRecordId).toBe(ids[0]);
    expect(notice.message).toContain('总部三楼会议室');
    await expect.poll(() => sentTo(app, 'cand.invite@example.com').length, { timeout: 5000 }).toBe(1);
    const mail = sentTo(app, 'cand.invite@example.com')[0]!;
    expect(mail.body).toContain('李娜');
    const ics = mail.calendar!;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:interview-invitation-${inv!.id}@`);
    const start = inv!.interviewAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
    // The comma of the message is escaped in the calendar's text.
    expect(ics.replace(/\r\n /g, '')).toContain('请携带身份证\\, 以及纸质简历');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(sentTo(app, '13912345678')).toHaveLength(1);
    const timeline = await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/GetStageHistory?id=${ids[0]}`),
      headers: auth(admin),
    });
    const step = (timeline.json().data as Array<{ action: string; details: Array<{ label: string; value: string }> }>).at(-1)!;
    expect(step.action).toBe('邀请面试');
    expect(step.details).toEqual(
      expect.arrayContaining([
        { label: '面试时间', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\)$/) },
        { label: '面试地点', value: '总部三楼会议室' },
      ]),
    );
    // The contact an invitation names cannot be deleted from 面试联系人.
    const removed = await app.inject({
      method: 'DELETE',
      url: api(`/InterviewContacts/Delete?ids=${body.contactId}`),
      headers: auth(admin),
    });
    expect(removed.json()).toMatchObject({ state: 1231, message: expect.stringContaining('1个面试邀请') });
  });

  it('refuses a record at another stage or sub-step, and a seeker, HR without the key, another company, a member out of scope', async () => {
    const screened = await applications(app, company, 1, { stage: S.initialScreening });
    expect((await move(app, admin, 'InviteDelivery', { ids: screened.ids, ...body })).state).toBe(1200);
    const exam = await applications(app, company, 1, { stage: S.interview, step: INTERVIEW_STEP.writtenExam });
    expect((await move(app, admin, 'InviteDelivery', { ids: exam.ids, ...body })).state).toBe(1200);
    const { ids } = await applications(app, company, 1, { stage: S.interview });
    expect((await move(app, seeker, 'InviteDelivery', { ids, ...body })).state).toBe(1101);
    const nokey = await member(app, company, { menus: [303], keys: ['interview:hire'], deptId: null });
    expect((await move(app, nokey.token, 'InviteDelivery', { ids, ...body })).state).toBe(1100);
    const scoped = await member(app, company, { menus: [303], keys: ['interview:invite'], deptId: null });
    expect((await move(app, scoped.token, 'InviteDelivery', { ids, ...body })).state).toBe(1201);
    expect((await move(app, other, 'InviteDelivery', { ids, ...body })).state).toBe(1201);
    expect((await record(app, ids[0]!)).step).toBe(INTERVIEW_STEP.notInvited);
    expect(await invitations(ids[0]!)).toEqual([]);
  });

  it('refuses bad input: a past time, a non-member interviewer, another company’s contact, no place, too long, too many', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview });
    const otherCompany = await companyOfAccount(app.database.db, 'other_admin');
    const stranger = await topAdminOf(app.database.db, otherCompany);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ interviewAt: new Date(clock.now().getTime() - 60_000).toISOString() }, 'interviewAt'],
      [{ interviewAt: 'tomorrow' }, 'interviewAt'],
      [{ interviewerIds: [stranger] }, 'interviewerIds'],
      [{ interviewerIds: [] }, 'interviewerIds'],
      [{ interviewerIds: Array.from({ length: 11 }, (_, i) => i + 1) }, 'interviewerIds'],
      [{ contactId: await insertContact(app.database.db, otherCompany) }, 'contactId'],
      [{ place: '' }, 'place'],
      [{ place: 'x'.repeat(201) }, 'place'],
      [{ message: 'x'.repeat(501) }, 'message'],
      [{ officePlaceId: 2147483000 }, 'officePlaceId'],
    ];
    for (const [patch, field] of cases) {
      const res = await move(app, admin, 'InviteDelivery', { ids, ...body, ...patch });
      expect(res.state, field).toBe(1000);
      expect(Object.keys(res.errors ?? {}), field).toContain(field);
    }
    const { contactId: _c, ...noContact } = body;
    expect((await move(app, admin, 'InviteDelivery', { ids, ...noContact })).state).toBe(1000);
    expect(await invitations(ids[0]!)).toEqual([]);
  });

  it('has exactly one winner when HR users invite one record at once', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview });
    const at = await input();
    const answers = await Promise.all(Array.from({ length: 8 }, () => move(app, admin, 'InviteDelivery', { ids, ...at })));
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state !== 200).every((a) => a.state === 1202 || a.state === 1242)).toBe(true);
    expect(await invitations(ids[0]!)).toHaveLength(1);
    expect(await history(app, ids[0]!)).toHaveLength(1);
  });

  it('re-invites only once the invitation expired (72 hours on the clock) or was declined, replacing it', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview });
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) })).state).toBe(200);
    const again = await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) });
    expect(again.state).toBe(1242);
    clock.advanceHours(71);
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) })).state).toBe(1242);
    clock.advanceHours(2);
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) })).state).toBe(200);
    const [first, second] = await invitations(ids[0]!);
    expect(first!.cancelledAt).not.toBeNull();
    expect(second!.cancelledAt).toBeNull();
    await app.database.db.update(interviewInvitations).set({ answer: 2 }).where(eq(interviewInvitations.id, second!.id));
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) })).state).toBe(200);
    expect((await invitations(ids[0]!)).filter((i) => i.cancelledAt === null)).toHaveLength(1);
    expect((await record(app, ids[0]!)).step).toBe(INTERVIEW_STEP.invited);
  });

  it('has exactly one winner when HR users re-invite an expired invitation at once', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview });
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await input(10)) })).state).toBe(200);
    clock.advanceHours(73);
    const again = await input(10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(app, admin, 'InviteDelivery', { ids, ...again })));
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state !== 200).every((a) => a.state === 1202 || a.state === 1242)).toBe(true);
    expect(await invitations(ids[0]!)).toHaveLength(2);
    expect((await invitations(ids[0]!)).filter((i) => i.cancelledAt === null)).toHaveLength(1);
    expect(await history(app, ids[0]!)).toHaveLength(2);
  });
});
