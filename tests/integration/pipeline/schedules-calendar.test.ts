/**
 * The calendar's reads: InterviewSchedule/GetList (a date range, filters), GetListByMonth, GetCountByDay
 * (days read at the caller's offset) and IsInterview; who sees which interviews (an administrator all
 * of the company, HR their data scope plus their own, an interviewer-only member exactly theirs), and
 * what is refused (another company, no page, bad month, ids out of range).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { testApp, TestClock } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { topAdminOf } from '../../support/interview-fixtures.ts';
import { deptTree, member } from './lists-fixture.ts';
import { applications } from './fixture.ts';
import { add, call, edit, interviewer, invitedRecord, type Page } from './schedules-fixture.ts';
import { depts } from '../../../src/server/db/schema/index.ts';
import { and, eq, isNull } from 'drizzle-orm';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let boss: number;
const clock = new TestClock();

/** A month two ahead of now (UTC), its days: every booking of this file lies there, in the future. */
const now = new Date();
const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const MONTH = first.toISOString().slice(0, 7);
/** `day` of MONTH at `hour`:`minute` in UTC+8 (the default `tz`). */
const cn = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day, hour - 8, minute)).toISOString();
const dayOf = (day: number) => `${MONTH}-${String(day).padStart(2, '0')}`;

let hrScoped: { token: string; userId: number };
let inside: { id: number; positionId: number };
let outside: { id: number; positionId: number };
let lone: { token: string; userId: number };
let scheduleIds: Record<string, number>;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  boss = await topAdminOf(app.database.db, company);
  const [root] = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenementId, company), isNull(depts.parentId)));
  const tree = await deptTree(app, company, root!.id, 'CAL');
  const pos = await insertPosition(app.database.db, company, { name: '日历内职位', deptId: tree.workshop });
  // HR reading applications of their division and below (value type 4), with the interview screen.
  hrScoped = await member(app, company, { menus: [313, 303], deptId: tree.division, applications: { valueType: 4 } });
  inside = await invitedRecord(app, company, { positionId: pos });
  outside = await invitedRecord(app, company);
  const third = await invitedRecord(app, company);
  lone = await interviewer(app, company);
  const i2 = await interviewer(app, company);
  const book = async (recordId: number, interviewAt: string, ids: number[], extra: object = {}) => {
    const res = await add(app, admin, { deliveryRecordId: recordId, interviewAt, interviewerIds: ids, ...extra });
    expect(res.state).toBe(200);
    return res.data.id;
  };
  scheduleIds = {
    inside: await book(inside.id, cn(3, 9), [i2.userId], { room: 'A1', place: '一号楼' }),
    outside: await book(outside.id, cn(3, 14), [lone.userId, hrScoped.userId]),
    // 23:30 at UTC+8 on the 10th is 15:30 UTC: the 10th at +8, still the 10th in UTC, the 11th at +9.
    late: await book(third.id, cn(10, 23, 30), [boss]),
  };
});
afterAll(async () => {
  await app.close();
});

const get = <T>(token: string | null, path: string, lang?: string) => call<T>(app, token, 'GET', path, undefined, lang);

describe('InterviewSchedule/GetCountByDay and GetListByMonth', () => {
  it('counts the month’s interviews per day as an administrator, the day read at the offset given', async () => {
    const res = await get<Array<{ date: string; count: number }>>(admin, `GetCountByDay?month=${MONTH}`);
    expect(res.state).toBe(200);
    expect(res.data).toEqual([
      { date: dayOf(3), count: 2 },
      { date: dayOf(10), count: 1 },
    ]);
    const ninth = await get<Array<{ date: string; count: number }>>(admin, `GetCountByDay?month=${MONTH}&tz=540`);
    expect(ninth.data).toContainEqual({ date: dayOf(11), count: 1 });
    const utc = await get<Array<{ date: string; count: number }>>(admin, `GetCountByDay?month=${MONTH}&tz=0`);
    expect(utc.data).toContainEqual({ date: dayOf(10), count: 1 });
  });

  it('lists the month earliest first with candidate, position, interviewers, place and the invitation’s state', async () => {
    const res = await get<Page>(admin, `GetListByMonth?month=${MONTH}`);
    expect(res.state).toBe(200);
    expect(res.data.totalCount).toBe(3);
    expect(res.data.list.map((i) => i.id)).toEqual([scheduleIds.inside, scheduleIds.outside, scheduleIds.late]);
    const [a] = res.data.list;
    expect(a).toMatchObject({
      deliveryRecordId: inside.id,
      round: 1,
      minutes: 60,
      place: '一号楼 · A1',
      room: 'A1',
      positionName: '日历内职位',
      invitationState: 'pending',
      canOpen: true,
    });
    expect(a!.candidateName).toMatch(/^候选人\d+$/);
    expect(a!.interviewers).toHaveLength(1);
    expect(a!.interviewers[0]!.name).toMatch(/^名单专员\d+$/);
    const page2 = await get<Page>(admin, `GetListByMonth?month=${MONTH}&perPage=2&page=2`);
    expect(page2.data).toMatchObject({ totalCount: 3, page: 2, perPage: 2 });
    expect(page2.data.list.map((i) => i.id)).toEqual([scheduleIds.late]);
  });

  it('shows HR their data scope and the interviews they take part in; an interviewer-only member exactly theirs', async () => {
    const hr = await get<Page>(hrScoped.token, `GetListByMonth?month=${MONTH}`);
    expect(hr.data.list.map((i) => [i.id, i.canOpen])).toEqual([
      [scheduleIds.inside, true],
      [scheduleIds.outside, false],
    ]);
    const counts = await get<Array<{ date: string; count: number }>>(hrScoped.token, `GetCountByDay?month=${MONTH}`);
    expect(counts.data).toEqual([{ date: dayOf(3), count: 2 }]);
    const mine = await get<Page>(lone.token, `GetListByMonth?month=${MONTH}`);
    expect(mine.data.list.map((i) => [i.id, i.canOpen])).toEqual([[scheduleIds.outside, false]]);
    expect((await get<Array<{ date: string; count: number }>>(lone.token, `GetCountByDay?month=${MONTH}`)).data).toEqual([
      { date: dayOf(3), count: 1 },
    ]);
    // Someone else's interviewer-only view is empty, and another company sees none of these.
    const nobody = await interviewer(app, company);
    expect((await get<Page>(nobody.token, `GetListByMonth?month=${MONTH}`)).data.totalCount).toBe(0);
    expect((await get<Page>(other, `GetListByMonth?month=${MONTH}`)).data.totalCount).toBe(0);
    expect((await get<unknown[]>(other, `GetCountByDay?month=${MONTH}`)).data).toEqual([]);
  });

  it('refuses a bad month, an offset out of range, a page too deep, no page, a seeker, no token', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '']) {
      const res = await get(admin, `GetCountByDay?month=${month}`);
      expect(res.state, month).toBe(1000);
      expect((await get(admin, `GetListByMonth?month=${month}`)).state, month).toBe(1000);
    }
    expect((await get(admin, 'GetCountByDay')).state).toBe(1000);
    expect((await get(admin, `GetCountByDay?month=${MONTH}&tz=900`)).state).toBe(1000);
    expect((await get(admin, `GetListByMonth?month=${MONTH}&perPage=501`)).state).toBe(1000);
    expect((await get(admin, `GetListByMonth?month=${MONTH}&interviewerId=2147483648`)).state).toBe(1000);
    const noPage = await member(app, company, { menus: [303], deptId: null });
    expect((await get(noPage.token, `GetCountByDay?month=${MONTH}`)).state).toBe(1100);
    expect((await get(noPage.token, `GetListByMonth?month=${MONTH}`)).state).toBe(1100);
    expect((await get(seeker, `GetCountByDay?month=${MONTH}`)).state).toBe(1101);
    expect((await get(null, `GetCountByDay?month=${MONTH}`)).state).toBe(401);
  });
});

describe('InterviewSchedule/GetList', () => {
  it('reads a day range with filters: interviewer, position, keyword', async () => {
    const day3 = await get<Page>(admin, `GetList?beginDate=${dayOf(3)}&endDate=${dayOf(3)}&perPage=50`);
    expect(day3.data.list.map((i) => i.id)).toEqual([scheduleIds.inside, scheduleIds.outside]);
    const byPerson = await get<Page>(admin, `GetList?beginDate=${dayOf(1)}&endDate=${dayOf(28)}&interviewerId=${lone.userId}`);
    expect(byPerson.data.list.map((i) => i.id)).toEqual([scheduleIds.outside]);
    const byPosition = await get<Page>(admin, `GetList?beginDate=${dayOf(1)}&endDate=${dayOf(28)}&positionId=${inside.positionId}`);
    expect(byPosition.data.list.map((i) => i.id)).toEqual([scheduleIds.inside]);
    const byWord = await get<Page>(admin, `GetList?beginDate=${dayOf(1)}&endDate=${dayOf(28)}&keyword=${encodeURIComponent('日历内')}`);
    expect(byWord.data.list.map((i) => i.id)).toEqual([scheduleIds.inside]);
    expect((await get<Page>(admin, `GetList?keyword=${encodeURIComponent('%')}&beginDate=${dayOf(1)}`)).data.totalCount).toBe(0);
  });

  it('refuses a range ending before it starts, bad dates, ids out of range, no page', async () => {
    expect((await get(admin, `GetList?beginDate=${dayOf(5)}&endDate=${dayOf(4)}`)).state).toBe(1000);
    expect((await get(admin, 'GetList?beginDate=2026-02-30x')).state).toBe(1000);
    expect((await get(admin, 'GetList?positionId=0')).state).toBe(1000);
    expect((await get(admin, 'GetList?perPage=101')).state).toBe(1000);
    const noPage = await member(app, company, { menus: [303], deptId: null });
    expect((await get(noPage.token, 'GetList')).state).toBe(1100);
  });
});

describe('InterviewSchedule/IsInterview', () => {
  it('answers the live schedule and when, for HR in scope, the interviewer on it; none for a record without one', async () => {
    const res = await get<{ isInterview: boolean; upcoming: boolean; id: number; startsAt: string }>(
      admin,
      `IsInterview?deliveryRecordId=${outside.id}`,
    );
    expect(res.data).toMatchObject({ isInterview: true, upcoming: true, id: scheduleIds.outside, round: 1, startsAt: cn(3, 14) });
    expect((await get(lone.token, `IsInterview?deliveryRecordId=${outside.id}`)).state).toBe(200);
    const bare = await applications(app, company, 1, { stage: S.interview });
    expect((await get(admin, `IsInterview?deliveryRecordId=${bare.ids[0]}`)).data).toEqual({
      isInterview: false,
      upcoming: false,
      id: null,
      round: null,
      startsAt: null,
      endsAt: null,
    });
    // Moved: the answer follows the reschedule.
    const moved = await edit(app, admin, { id: scheduleIds.outside, interviewAt: cn(4, 10), interviewerIds: [lone.userId] });
    expect(moved.state).toBe(200);
    const after = await get<{ id: number; startsAt: string }>(admin, `IsInterview?deliveryRecordId=${outside.id}`);
    expect(after.data).toMatchObject({ id: moved.data.id, startsAt: cn(4, 10) });
    scheduleIds.outside = moved.data.id;
  });

  it('refuses a record of another company, outside the scope for a non-interviewer, ids out of range, no page', async () => {
    expect((await get(other, `IsInterview?deliveryRecordId=${inside.id}`)).state).toBe(1102);
    expect((await get(lone.token, `IsInterview?deliveryRecordId=${inside.id}`)).state).toBe(1102);
    expect((await get(hrScoped.token, `IsInterview?deliveryRecordId=${inside.id}`)).state).toBe(200);
    const narrow = await member(app, company, { menus: [303], deptId: null });
    expect((await get(narrow.token, `IsInterview?deliveryRecordId=${inside.id}`)).state).toBe(1102);
    expect((await get(admin, 'IsInterview?deliveryRecordId=2147483648')).state).toBe(1000);
    expect((await get(admin, 'IsInterview?deliveryRecordId=0')).state).toBe(1000);
    expect((await get(admin, 'IsInterview?deliveryRecordId=2147483647')).state).toBe(1102);
    const noPage = await member(app, company, { menus: [301], deptId: null });
    expect((await get(noPage.token, `IsInterview?deliveryRecordId=${inside.id}`)).state).toBe(1100);
  });
});
