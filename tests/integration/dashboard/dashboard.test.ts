/**
 * 首页 dashboard (Page/GetHomePageData, Page/GetHomePageRecruitData) over a small hand-built data set in
 * the second company, which starts empty. The clock stands at 12:00 on the company's clock (UTC+8).
 *
 * Position A was created by the scoped member, position B by nobody in particular. Today's figures:
 *   applications received today: A 2, B 3 (one more yesterday, one 40 days ago)  → admin 5, member 2
 *   interviews today (live): A at 01:00, B at 14:00 (a cancelled one at 09:00 not counted) → admin 2, member 1
 *   interviews this week: today's two plus B on another day of this week          → admin 3, member 1
 *   offers awaiting an answer (sent, still valid): A 1, B 1 (an expired and an accepted one not counted)
 *                                                                                  → admin 2, member 1
 *   people to report (待报到): A 1, B 2                                             → admin 3, member 1
 *   join requests to review: 2 pending (1 approved not counted)                    → admin 2, member: no figure
 *   open recruitment tasks behind plan (past their deadline): one on B (nobody hired), one on A (1 hired of 3),
 *   one on C (created by a task reader whose scope is their own positions); one on A starting today is on plan
 *                                                                                  → admin 3, reader 1, member: no figure
 * The trend's last 30 days: applications yesterday 1 (B) and today 5; interviews held today 1 (01:00:
 * 14:00 is still to come); hires (into 录用) two days ago 1 (B) and today 1 (A; a step move inside 录用
 * not counted); entries (into 已报到) yesterday 1 (B).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import {
  dataPermissions,
  deliveryRecords,
  deliveryStageHistory,
  forms,
  interviewScheduleInterviewers,
  interviewSchedules,
  offers,
  taskRecruitInfos,
  taskRecruitLines,
  users,
} from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, TestClock, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { applications } from '../pipeline/fixture.ts';

interface Figure {
  key: string;
  count: number;
  path: string | null;
}
interface Home {
  today: string;
  weekStart: string;
  figures: Figure[];
}
interface Day {
  date: string;
  applications: number;
  interviews: number;
  hires: number;
  entries: number;
}
interface Trend {
  beginDate: string;
  endDate: string;
  list: Day[];
  totals: Omit<Day, 'date'>;
}

const H = 3_600_000;
const DAY = 24 * H;
const CST = 8 * H;

const clock = new TestClock();
let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
/** The company's midnight today and the Monday of this week (moments). */
let today0: number;
let monday0: number;

const get = async <T>(token: string, url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) }));
const home = (token: string) => get<Home>(token, '/Page/GetHomePageData');
const trend = (token: string, days?: number) => get<Trend>(token, `/Page/GetHomePageRecruitData${days ? `?days=${days}` : ''}`);
const figures = (h: Home) => Object.fromEntries(h.figures.map((f) => [f.key, f.count]));
const dateAt = (moment: number) => new Date(moment + CST).toISOString().slice(0, 10);
/** The trend's non-zero days as `date: counts`. */
const busyDays = (t: Trend) =>
  Object.fromEntries(t.list.filter((d) => d.applications + d.interviews + d.hires + d.entries > 0).map((d) => [d.date, d]));

async function setCreated(ids: number[], at: number) {
  await app.database.db
    .update(deliveryRecords)
    .set({ createdAt: new Date(at) })
    .where(inArray(deliveryRecords.id, ids));
}

async function schedule(recordId: number, startsAt: number, opts: { cancelled?: boolean; interviewer?: number } = {}) {
  const db = app.database.db;
  const [s] = await db
    .insert(interviewSchedules)
    .values({
      tenementId: company,
      deliveryRecordId: recordId,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + H / 2),
      cancelledAt: opts.cancelled ? new Date(startsAt - DAY) : null,
    })
    .returning({ id: interviewSchedules.id });
  if (opts.interviewer)
    await db.insert(interviewScheduleInterviewers).values({
      scheduleId: s!.id,
      userId: opts.interviewer,
      tenementId: company,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + H / 2),
    });
}

async function offer(recordId: number, state: number, validUntil: number) {
  await app.database.db.insert(offers).values({
    tenementId: company,
    deliveryRecordId: recordId,
    positionName: '装配工',
    salary: '6000',
    validUntil: new Date(validUntil),
    state,
    sentAt: new Date(today0 - DAY),
  });
}

async function moved(recordId: number, fromStage: number, toStage: number, at: number, fromStep = 0, toStep = 0) {
  await app.database.db.insert(deliveryStageHistory).values({
    tenementId: company,
    deliveryRecordId: recordId,
    call: 'Test',
    fromStage,
    fromStep,
    toStage,
    toStep,
    createdAt: new Date(at),
  });
}

/** A member of the company holding `menus`, whose data scope on positions is their own positions (5). */
async function member(account: string, phone: string, menus: number[]) {
  const roleId = await role(app, company, { name: `首页${account}`, menus });
  await app.database.db.insert(dataPermissions).values({ tenementId: company, roleId, menuId: 201, tableName: 'positions', valueType: 5 });
  const { userId } = await staff(app, company, { account, name: account, phone, deptId: null, roleIds: [roleId] });
  return { userId, token: await loginAs(app, account, STAFF_PASSWORD) };
}

let scoped: { userId: number; token: string };
let taskReader: { userId: number; token: string };
let interviewer: { userId: number; token: string };
let demoBefore: { home: Home; trend: Trend };

beforeAll(async () => {
  app = await testApp({}, { clock });
  // Put the clock at 12:00 today on the company's clock.
  const now = clock.now().getTime();
  const sinceMidnight = (now + CST) % DAY;
  clock.advanceHours(((((12 * H - sinceMidnight) % DAY) + DAY) % DAY) / H);
  const noon = clock.now().getTime();
  today0 = noon - 12 * H;
  const weekday = (new Date(today0 + CST).getUTCDay() + 6) % 7;
  monday0 = today0 - weekday * DAY;
  ({ admin, seeker, other } = await actors(app));
  company = await companyOfAccount(app.database.db, 'other_admin');
  const demo = await demoCompanyId(app.database.db);
  expect(demo).not.toBe(company);
});
afterAll(async () => app.close());

describe('an empty company', () => {
  it('answers zeros and an empty trend, not an error', async () => {
    const h = await home(other);
    expect(h.state).toBe(200);
    expect(figures(h.data!)).toEqual({
      newApplications: 0,
      interviewsToday: 0,
      interviewsThisWeek: 0,
      offersAwaiting: 0,
      toReport: 0,
      joinRequests: 0,
      tasksBehind: 0,
    });
    expect(h.data!.today).toBe(dateAt(today0));
    expect(h.data!.weekStart).toBe(dateAt(monday0));
    const t = await trend(other);
    expect(t.state).toBe(200);
    expect(t.data!.list).toHaveLength(30);
    expect(t.data!.beginDate).toBe(dateAt(today0 - 29 * DAY));
    expect(t.data!.endDate).toBe(dateAt(today0));
    expect(t.data!.totals).toEqual({ applications: 0, interviews: 0, hires: 0, entries: 0 });
    demoBefore = { home: (await home(admin)).data!, trend: (await trend(admin)).data! };
  });
});

describe('the hand-built company', () => {
  beforeAll(async () => {
    const db = app.database.db;
    scoped = await member('dash_scoped', '13900005551', [1]);
    interviewer = await member('dash_iv', '13900005552', [1]);
    const posA = await insertPosition(db, company, { createdBy: scoped.userId });
    const posB = await insertPosition(db, company);
    const a = await applications(app, company, 2, { positionId: posA });
    const b = await applications(app, company, 3, { positionId: posB });
    await setCreated([...a.ids, ...b.ids], today0 + H);
    const bYesterday = await applications(app, company, 1, { positionId: posB });
    await setCreated(bYesterday.ids, today0 - 20 * H);
    const bOld = await applications(app, company, 1, { positionId: posB });
    await setCreated(bOld.ids, today0 - 40 * DAY);
    const aReport = await applications(app, company, 1, { positionId: posA, stage: 5 });
    const bReport = await applications(app, company, 2, { positionId: posB, stage: 5 });
    await setCreated([...aReport.ids, ...bReport.ids], today0 - 40 * DAY);
    // Interviews on the records received 40 days ago (so they add nothing to today's applications).
    await schedule(aReport.ids[0]!, today0 + H);
    await schedule(bReport.ids[0]!, today0 + 14 * H, { interviewer: interviewer.userId });
    await schedule(bReport.ids[1]!, today0 + 9 * H, { cancelled: true });
    const otherWeekDay = today0 === monday0 ? monday0 + DAY + 10 * H : monday0 + 10 * H;
    await schedule(bOld.ids[0]!, otherWeekDay);
    await offer(aReport.ids[0]!, 0, today0 + 3 * DAY);
    await offer(bReport.ids[0]!, 0, today0 + 3 * DAY);
    await offer(bReport.ids[1]!, 0, today0 - H);
    await offer(bOld.ids[0]!, 1, today0 + 3 * DAY);
    await moved(bOld.ids[0]!, 3, 4, today0 - 2 * DAY + 10 * H);
    await moved(aReport.ids[0]!, 3, 4, today0 + 2 * H);
    await moved(aReport.ids[0]!, 4, 4, today0 + 3 * H, 1, 2);
    await moved(bReport.ids[0]!, 5, 6, today0 - 14 * H);
    const applicants = await db
      .insert(users)
      .values([1, 2, 3].map((i) => ({ account: `dash_join${i}`, passwordHash: 'never-logs-in' })))
      .returning({ id: users.id });
    await db
      .insert(forms)
      .values(applicants.map((u, i) => ({ tenementId: company, applyType: 1, applicantUserId: u.id, reviewStatus: i === 2 ? 1 : 0 })));
    const task = async (begin: number, deadline: number, positionId: number, planned: number) => {
      const [t] = await db
        .insert(taskRecruitInfos)
        .values({
          tenementId: company,
          title: `任务${begin}`,
          beginDate: dateAt(begin),
          endDate: dateAt(today0 + 5 * DAY),
          deadline: dateAt(deadline),
        })
        .returning({ id: taskRecruitInfos.id });
      await db.insert(taskRecruitLines).values({ tenementId: company, taskId: t!.id, positionId, planned });
    };
    taskReader = await member('dash_tasks', '13900005554', [1, 314]);
    const posC = await insertPosition(db, company, { createdBy: taskReader.userId });
    await task(today0 - 10 * DAY, today0 - DAY, posB, 2);
    await task(today0 - 10 * DAY, today0 - DAY, posA, 3);
    await task(today0, today0 + 30 * DAY, posA, 2);
    await task(today0 - 10 * DAY, today0 - DAY, posC, 1);
  });

  it('counts today’s figures for the administrator, each linking into its list', async () => {
    const h = (await home(other)).data!;
    expect(figures(h)).toEqual({
      newApplications: 5,
      interviewsToday: 2,
      interviewsThisWeek: 3,
      offersAwaiting: 2,
      toReport: 3,
      joinRequests: 2,
      tasksBehind: 3,
    });
    expect(Object.fromEntries(h.figures.map((f) => [f.key, f.path]))).toEqual({
      newApplications: '/web/pipeline/newDelivery',
      interviewsToday: '/web/pipeline/schedule',
      interviewsThisWeek: '/web/pipeline/schedule',
      offersAwaiting: '/web/pipeline/hire',
      toReport: '/web/pipeline/hired',
      joinRequests: '/web/org/teamCode',
      tasksBehind: '/web/pipeline/task',
    });
  });

  it('draws the last 30 days of the administrator’s trend', async () => {
    const t = (await trend(other)).data!;
    const zero = { applications: 0, interviews: 0, hires: 0, entries: 0 };
    const expected: Record<string, Day> = {};
    const add = (moment: number, k: keyof typeof zero) => {
      const date = dateAt(moment);
      expected[date] = { ...(expected[date] ?? { date, ...zero }), [k]: (expected[date]?.[k] ?? 0) + 1 };
    };
    for (let i = 0; i < 5; i += 1) add(today0 + H, 'applications');
    add(today0 - 20 * H, 'applications');
    add(today0 + H, 'interviews');
    // The other day of this week was held when it lies before today.
    if (today0 !== monday0) add(monday0 + 10 * H, 'interviews');
    add(today0 - 2 * DAY + 10 * H, 'hires');
    add(today0 + 2 * H, 'hires');
    add(today0 - 14 * H, 'entries');
    expect(busyDays(t)).toEqual(expected);
    expect(t.totals).toEqual({ applications: 6, interviews: today0 === monday0 ? 1 : 2, hires: 2, entries: 1 });
    expect(t.list.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => dateAt(today0 - (29 - i) * DAY)));
  });

  it('keeps a scoped member to their own positions, with no links to screens they cannot open', async () => {
    const h = (await home(scoped.token)).data!;
    expect(figures(h)).toEqual({ newApplications: 2, interviewsToday: 1, interviewsThisWeek: 1, offersAwaiting: 1, toReport: 1 });
    expect(h.figures.every((f) => f.path === null)).toBe(true);
    const t = (await trend(scoped.token)).data!;
    expect(t.totals).toEqual({ applications: 2, interviews: 1, hires: 1, entries: 0 });
  });

  it('counts the tasks behind plan over the lines a task reader sees', async () => {
    const h = (await home(taskReader.token)).data!;
    expect(h.figures.find((f) => f.key === 'tasksBehind')).toEqual({ key: 'tasksBehind', count: 1, path: '/web/pipeline/task' });
  });

  it('shows an interviewer the applications they take part in', async () => {
    const h = (await home(interviewer.token)).data!;
    expect(figures(h)).toEqual({ newApplications: 0, interviewsToday: 1, interviewsThisWeek: 1, offersAwaiting: 1, toReport: 1 });
    const t = (await trend(interviewer.token)).data!;
    // Its interview at 14:00 is still to come; the record entered yesterday.
    expect(t.totals).toEqual({ applications: 0, interviews: 0, hires: 0, entries: 1 });
  });

  it('takes a shorter or longer trend within bounds', async () => {
    const t = (await trend(other, 7)).data!;
    expect(t.list).toHaveLength(7);
    expect(t.totals).toEqual({ applications: 6, interviews: today0 === monday0 ? 1 : 2, hires: 2, entries: 1 });
    expect((await trend(other, 90)).data!.list).toHaveLength(90);
  });

  it('leaves the demo company’s figures as they were', async () => {
    expect((await home(admin)).data).toEqual(demoBefore.home);
    expect((await trend(admin)).data).toEqual(demoBefore.trend);
  });
});

describe('who may read it', () => {
  it('is refused to a job seeker and to a member who cannot open the home page', async () => {
    expect((await home(seeker)).state).toBe(1101);
    expect((await trend(seeker)).state).toBe(1101);
    const noHome = await member('dash_nohome', '13900005553', [301]);
    expect((await home(noHome.token)).state).toBe(1100);
    expect((await trend(noHome.token)).state).toBe(1100);
    const res = await app.inject({ method: 'GET', url: api('/Page/GetHomePageData') });
    expect(body(res).state).toBe(401);
  });

  it('refuses bad input', async () => {
    expect((await trend(other, 6)).state).toBe(1000);
    expect((await trend(other, 91)).state).toBe(1000);
    expect((await get(other, '/Page/GetHomePageRecruitData?days=abc')).state).toBe(1000);
  });
});
