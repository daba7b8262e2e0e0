/**
 * Recruitment tasks (TaskRecruitInfo) over a small hand-built data set in the second company, which
 * starts empty. The clock stands at 12:00 on the company's clock (UTC+8) of day D.
 *
 * Positions: A (created by the scoped member, whose scope on positions is "own rows"), B (by nobody).
 * Pipeline history (moves inside a task's period count, on company days):
 *   a1 (A): into 录用 step 0 on D-5 (not hired yet), offer accepted (录用 step 2) on D-4, 已报到 on D-1
 *   a2 (A): 录用 → 待报到 on D-3                       a3 (A): offer accepted on D-20
 *   a4 (A): offer accepted on D-40                     b1 (B): offer accepted on D-2
 *   b2 (B): offer sent (录用 step 1) on D-2: not hired
 * Tasks (planned per line; hired, entered; expected by D = plan × days gone / days to the deadline, rounded down):
 *   T1 onPlan   D-10 … D+20, deadline D+10: A 2 (hired a1 a2 = 2, entered a1 = 1), B 4 (b1 = 1, 0)
 *               → planned 6, hired 3, entered 1, progress 50 %; expected 6 × 11/21 = 3, met 3: on plan
 *               (line A finished, line B behind: 4 × 11/21 = 2 expected, 1 hired)
 *   T2 behind   D-30 … D+5,  deadline D-1:  B 3 (b1) → hired 1, progress 33 %, past its deadline: behind
 *   T3 finished D-60 … D-30, deadline D-30: A 1 (a4; a3 falls after the end) → 100 %, finished
 *   T4 cancelled (created and cancelled here)
 * The scoped member sees the lines on A only: T1 (planned 2, hired 2: finished for them) and T3; T2 not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dataPermissions, deliveryStageHistory } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, TestClock, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, insertPosition } from '../../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { applications } from '../pipeline/fixture.ts';

const H = 3_600_000;
const DAY = 24 * H;
const CST = 8 * H;

interface Task {
  id: number;
  title: string;
  planned: number;
  hired: number;
  entered: number;
  progress: number;
  progressState: number;
  status: number;
  lines: number;
}
interface Line {
  id: number;
  taskId: number;
  positionId: number;
  planned: number;
  hired: number;
  entered: number;
  progress: number;
  progressState: number;
}
interface Counted {
  applicationId: number;
  name: string;
  hiredAt: string | null;
  enteredAt: string | null;
  stageName: string;
}
interface Page<T> {
  list: T[];
  totalCount: number;
}

const clock = new TestClock();
let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let today0: number;
let scoped: { userId: number; token: string };
let keyless: string;
const pos: Record<'A' | 'B', number> = { A: 0, B: 0 };
const task: Record<'T1' | 'T2' | 'T3' | 'T4', number> = { T1: 0, T2: 0, T3: 0, T4: 0 };
const line: Record<string, number> = {};
const rec: Record<string, number> = {};

const dateAt = (moment: number) => new Date(moment + CST).toISOString().slice(0, 10);
const d = (days: number) => dateAt(today0 + days * DAY);
const dates = () => ({ beginDate: d(0), endDate: d(30), deadline: d(20) });

async function call<T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'zh-CN') {
  const res = await app.inject({
    method,
    url: api(url),
    headers: { ...auth(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
  return body<T>(res) as Envelope<T>;
}
const summary = (token: string, q = '') => call<Page<Task>>(token, 'GET', `/TaskRecruitInfo/Report/GetTaskRecruitSummary?perPage=100${q}`);
const lines = (token: string, q = '') => call<Page<Line>>(token, 'GET', `/TaskRecruitInfo/Report/GetTaskRecruitDetailList?perPage=100${q}`);
const counted = (token: string, q: string) =>
  call<Page<Counted>>(token, 'GET', `/TaskRecruitInfo/Report/GetTaskLineDetail?perPage=100&${q}`);
const figuresOf = (t: Task | Line | undefined) =>
  t && { planned: t.planned, hired: t.hired, entered: t.entered, progress: t.progress, progressState: t.progressState };

async function addTask(token: string, title: string, begin: number, deadline: number, end: number) {
  const r = await call<{ id: number }>(token, 'POST', '/TaskRecruitInfo/Add', {
    title,
    beginDate: d(begin),
    endDate: d(end),
    deadline: d(deadline),
  });
  expect(r.state).toBe(200);
  return r.data!.id;
}
async function addLine(token: string, taskId: number, positionId: number, planned: number) {
  const r = await call<{ id: number }>(token, 'POST', '/TaskRecruitInfo/Line/Add', { taskId, positionId, planned });
  expect(r.state).toBe(200);
  return r.data!.id;
}
async function moved(recordId: number, toStage: number, toStep: number, at: number, fromStage = toStage) {
  await app.database.db
    .insert(deliveryStageHistory)
    .values({ tenementId: company, deliveryRecordId: recordId, call: 'Test', fromStage, toStage, toStep, createdAt: new Date(at) });
}

beforeAll(async () => {
  app = await testApp({}, { clock });
  const now = clock.now().getTime();
  const sinceMidnight = (now + CST) % DAY;
  clock.advanceHours(((((12 * H - sinceMidnight) % DAY) + DAY) % DAY) / H);
  today0 = clock.now().getTime() - 12 * H;
  ({ admin, other } = await actors(app));
  company = await companyOfAccount(app.database.db, 'other_admin');
  const db = app.database.db;
  const scopedRole = await role(app, company, {
    name: '任务查看',
    menus: [314, 315, 601],
    keys: [
      'taskRecruit:add',
      'taskRecruit:edit',
      'taskRecruit:cancel',
      'taskRecruitLine:add',
      'taskRecruitLine:edit',
      'taskRecruitLine:delete',
    ],
  });
  await db.insert(dataPermissions).values({ tenementId: company, roleId: scopedRole, menuId: 201, tableName: 'positions', valueType: 5 });
  const s = await staff(app, company, {
    account: 'task_scoped',
    name: '任务员',
    phone: '13900007771',
    deptId: null,
    roleIds: [scopedRole],
  });
  scoped = { userId: s.userId, token: await loginAs(app, 'task_scoped', STAFF_PASSWORD) };
  const readerRole = await role(app, company, { name: '任务只读', menus: [314, 315, 601] });
  await staff(app, company, { account: 'task_keyless', name: '只读员', phone: '13900007772', deptId: null, roleIds: [readerRole] });
  keyless = await loginAs(app, 'task_keyless', STAFF_PASSWORD);

  pos.A = await insertPosition(db, company, { createdBy: scoped.userId, name: '装配工A' });
  pos.B = await insertPosition(db, company, { name: '质检员B' });
  const a = await applications(app, company, 4, { positionId: pos.A, stage: 4 });
  const b = await applications(app, company, 2, { positionId: pos.B, stage: 4 });
  [rec.a1, rec.a2, rec.a3, rec.a4] = a.ids as [number, number, number, number];
  [rec.b1, rec.b2] = b.ids as [number, number];
  const at = (days: number) => today0 + days * DAY + 10 * H;
  await moved(rec.a1!, 4, 0, at(-5), 3);
  await moved(rec.a1!, 4, 2, at(-4));
  await moved(rec.a1!, 6, 0, at(-1), 5);
  await moved(rec.a2!, 5, 0, at(-3), 4);
  await moved(rec.a3!, 4, 2, at(-20));
  await moved(rec.a4!, 4, 2, at(-40));
  await moved(rec.b1!, 4, 2, at(-2));
  await moved(rec.b2!, 4, 1, at(-2));

  task.T1 = await addTask(other, '一季度扩产', -10, 10, 20);
  line.T1A = await addLine(other, task.T1, pos.A, 2);
  line.T1B = await addLine(other, task.T1, pos.B, 4);
  task.T2 = await addTask(other, '质检补员', -30, -1, 5);
  line.T2B = await addLine(other, task.T2, pos.B, 3);
  task.T3 = await addTask(other, '旺季装配', -60, -30, -30);
  line.T3A = await addLine(other, task.T3, pos.A, 1);
  task.T4 = await addTask(other, '取消的任务', -5, 5, 5);
});
afterAll(async () => app.close());

describe('GetTaskRecruitSummary and GetTaskRecruitDetailList', () => {
  it('count hired and entered from the pipeline and say who is behind plan', async () => {
    const r = await summary(other);
    expect(r.state).toBe(200);
    const byId = new Map(r.data!.list.map((t) => [t.id, t]));
    expect(figuresOf(byId.get(task.T1))).toEqual({ planned: 6, hired: 3, entered: 1, progress: 50, progressState: 1 });
    expect(figuresOf(byId.get(task.T2))).toEqual({ planned: 3, hired: 1, entered: 0, progress: 33, progressState: 2 });
    expect(figuresOf(byId.get(task.T3))).toEqual({ planned: 1, hired: 1, entered: 0, progress: 100, progressState: 3 });
    expect(figuresOf(byId.get(task.T4))).toEqual({ planned: 0, hired: 0, entered: 0, progress: 0, progressState: 1 });
    const l = await lines(other, `&taskId=${task.T1}`);
    expect(l.data!.list.map((x) => [x.id, figuresOf(x)])).toEqual(
      expect.arrayContaining([
        [line.T1A, { planned: 2, hired: 2, entered: 1, progress: 100, progressState: 3 }],
        [line.T1B, { planned: 4, hired: 1, entered: 0, progress: 25, progressState: 2 }],
      ]),
    );
    expect(l.data!.totalCount).toBe(2);
  });

  it('filter by progress state and by position', async () => {
    const behind = await summary(other, '&progressState=2');
    expect(behind.data!.list.map((t) => t.id)).toEqual([task.T2]);
    // The list screens send their default sort (by id, newest first).
    const newest = await lines(other, '&sort=-id');
    expect(newest.data!.list.map((x) => x.id)).toEqual([...newest.data!.list.map((x) => x.id)].sort((m, n) => n - m));
    expect((await counted(other, `lineId=${line.T1A}&sort=-id`)).state).toBe(200);
    expect((await summary(other, '&sort=-progress')).data!.list[0]!.progress).toBe(100);
    const onA = await lines(other, `&positionId=${pos.A}`);
    expect(onA.data!.list.map((x) => x.id).sort()).toEqual([line.T1A, line.T3A].sort());
  });

  it('apply the data scope: a member whose scope is their own positions sees lines on A only', async () => {
    const r = await summary(scoped.token);
    const byId = new Map(r.data!.list.map((t) => [t.id, t]));
    expect([...byId.keys()].sort()).toEqual([task.T1, task.T3].sort());
    expect(figuresOf(byId.get(task.T1))).toEqual({ planned: 2, hired: 2, entered: 1, progress: 100, progressState: 3 });
    const l = await lines(scoped.token);
    expect(l.data!.list.map((x) => x.id).sort()).toEqual([line.T1A, line.T3A].sort());
    expect((await call(scoped.token, 'GET', `/TaskRecruitInfo/GetDetail?id=${task.T2}`)).state).toBe(1102);
    expect((await call(scoped.token, 'GET', `/TaskRecruitInfo/Line/GetDetail?id=${line.T1B}`)).state).toBe(1102);
    const add = await call(scoped.token, 'POST', '/TaskRecruitInfo/Line/Add', { taskId: task.T1, positionId: pos.B, planned: 1 });
    expect(add.state).toBe(1000);
  });

  it('never show another company’s tasks', async () => {
    const r = await summary(admin);
    expect(r.state).toBe(200);
    expect(r.data!.list.some((t) => Object.values(task).includes(t.id))).toBe(false);
    expect((await call(admin, 'GET', `/TaskRecruitInfo/GetDetail?id=${task.T1}`)).state).toBe(1102);
    expect((await call(admin, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task.T1] })).state).toBe(1102);
    expect((await lines(admin, `&taskId=${task.T1}`)).data!.totalCount).toBe(0);
    expect((await counted(admin, `lineId=${line.T1A}`)).state).toBe(1102);
    expect((await counted(admin, `taskId=${task.T1}`)).state).toBe(1102);
    expect((await counted(scoped.token, `lineId=${line.T1B}`)).state).toBe(1102);
  });
});

describe('GetTaskLineDetail', () => {
  it('lists the applications a line counts with when they were hired and entered', async () => {
    const r = await counted(other, `lineId=${line.T1A}`);
    expect(r.state).toBe(200);
    const byId = new Map(r.data!.list.map((x) => [x.applicationId, x]));
    expect([...byId.keys()].sort()).toEqual([rec.a1, rec.a2].sort());
    expect(byId.get(rec.a1!)!.hiredAt).toBe(new Date(today0 - 4 * DAY + 10 * H).toISOString());
    expect(byId.get(rec.a1!)!.enteredAt).toBe(new Date(today0 - DAY + 10 * H).toISOString());
    expect(byId.get(rec.a2!)!.enteredAt).toBeNull();
    expect(byId.get(rec.a1!)!.stageName).toBe('录用');
    const ofTask = await counted(other, `taskId=${task.T2}`);
    expect(ofTask.data!.list.map((x) => x.applicationId)).toEqual([rec.b1]);
  });
});

describe('writes', () => {
  it('declares the cross-field rules once: the end, the deadline and the start in order', async () => {
    const bad = await call<unknown>(
      other,
      'POST',
      '/TaskRecruitInfo/Add',
      { title: '倒序', beginDate: d(5), endDate: d(1), deadline: d(9) },
      'en',
    );
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['deadline', 'endDate']);
    expect(bad.errors!.endDate).toMatch(/start date/);
    const planned = await call(other, 'POST', '/TaskRecruitInfo/Line/Add', { taskId: task.T1, positionId: pos.A, planned: 0 });
    expect(planned.state).toBe(1000);
    expect((await call(other, 'GET', '/TaskRecruitInfo/GetDetail?id=0')).state).not.toBe(200);
    expect((await call(other, 'POST', '/TaskRecruitInfo/Add', { title: '', beginDate: d(0), endDate: d(1), deadline: d(1) })).state).toBe(
      1000,
    );
    expect(
      (await call(other, 'POST', '/TaskRecruitInfo/Add', { title: 'x', beginDate: 'tomorrow', endDate: d(1), deadline: d(1) })).state,
    ).toBe(1000);
  });

  it('takes an owner of the company only, and shows the task to its owner whatever its lines', async () => {
    const stranger = await call(other, 'POST', '/TaskRecruitInfo/Add', { ...dates(), title: '外人负责', ownerId: 1 });
    expect(stranger.state).toBe(1000);
    expect(Object.keys(stranger.errors ?? {})).toEqual(['ownerId']);
    const owned = await call<{ id: number; ownerName: string }>(other, 'POST', '/TaskRecruitInfo/Add', {
      ...dates(),
      title: '负责的任务',
      ownerId: scoped.userId,
    });
    expect(owned.data!.ownerName).toBe('任务员');
    await addLine(other, owned.data!.id, pos.B, 1);
    expect((await call(scoped.token, 'GET', `/TaskRecruitInfo/GetDetail?id=${owned.data!.id}`)).state).toBe(200);
    const mine = (await summary(scoped.token)).data!.list.find((t) => t.id === owned.data!.id)!;
    // Its only line is on B, outside the owner's scope: they see the task, not the line's figures.
    expect(figuresOf(mine)).toEqual({ planned: 0, hired: 0, entered: 0, progress: 0, progressState: 1 });
  });

  it('refuses a second line for the same position, naming both', async () => {
    const r = await call(other, 'POST', '/TaskRecruitInfo/Line/Add', { taskId: task.T1, positionId: pos.A, planned: 1 });
    expect(r.state).toBe(1461);
    expect(r.message).toContain('装配工A');
  });

  it('edits a task and a line, and logs both', async () => {
    const e = await call<{ title: string }>(other, 'PUT', '/TaskRecruitInfo/Edit', {
      id: task.T3,
      title: '旺季装配（已结）',
      beginDate: d(-60),
      endDate: d(-30),
      deadline: d(-30),
    });
    expect(e.state).toBe(200);
    expect(e.data!.title).toBe('旺季装配（已结）');
    const l = await call<Line>(other, 'PUT', '/TaskRecruitInfo/Line/Edit', { id: line.T1B, positionId: pos.B, planned: 5 });
    expect(l.state).toBe(200);
    expect(l.data!.planned).toBe(5);
  });

  it('needs the function keys', async () => {
    expect(
      (await call(keyless, 'POST', '/TaskRecruitInfo/Add', { title: 'x', beginDate: d(0), endDate: d(1), deadline: d(1) })).state,
    ).toBe(1100);
    expect((await call(keyless, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task.T1] })).state).toBe(1100);
    expect((await call(keyless, 'DELETE', `/TaskRecruitInfo/Line/Delete?ids=${line.T1A}`)).state).toBe(1100);
    expect((await summary(keyless)).state).toBe(200);
  });

  it('cancels a task as history: one of two racing cancels wins, and a cancelled task is not changed', async () => {
    const extra = await addLine(other, task.T4, pos.B, 1);
    const [x, y] = await Promise.all([
      call(other, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task.T4] }),
      call(other, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task.T4] }),
    ]);
    expect([x.state, y.state].sort((m, n) => m - n)).toEqual([200, 1460]);
    const after = (await summary(other)).data!.list.find((t) => t.id === task.T4)!;
    expect(after.status).toBe(2);
    expect(after.progressState).toBe(4);
    expect(
      (await call(other, 'PUT', '/TaskRecruitInfo/Edit', { id: task.T4, title: 'x', beginDate: d(0), endDate: d(1), deadline: d(1) }))
        .state,
    ).toBe(1460);
    expect((await call(other, 'POST', '/TaskRecruitInfo/Line/Add', { taskId: task.T4, positionId: pos.A, planned: 1 })).state).toBe(1460);
    expect((await call(other, 'DELETE', `/TaskRecruitInfo/Line/Delete?ids=${extra}`)).state).toBe(1460);
    const all = await call(other, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task.T1, task.T4] });
    expect(all.state).toBe(1460);
    expect((await summary(other)).data!.list.find((t) => t.id === task.T1)!.status).toBe(1);
  });

  it('deletes a line of an open task', async () => {
    const extra = await addLine(other, task.T2, pos.A, 1);
    const r = await call<{ deleted: number }>(other, 'DELETE', `/TaskRecruitInfo/Line/Delete?ids=${extra}`);
    expect(r.data).toEqual({ deleted: 1 });
    expect((await call(other, 'GET', `/TaskRecruitInfo/Line/GetDetail?id=${extra}`)).state).toBe(1102);
  });

  it('lets a draft position with a line be deleted, and the line goes with it', async () => {
    const draft = await insertPosition(app.database.db, company, { name: '草稿岗位', state: 0, publishedAt: null });
    const id = await addLine(other, task.T1, draft, 1);
    const r = await call(other, 'DELETE', `/PositionInfo/Delete?ids=${draft}`);
    expect(r.state).toBe(200);
    expect((await call(other, 'GET', `/TaskRecruitInfo/Line/GetDetail?id=${id}`)).state).toBe(1102);
  });

  it('offers tasks and lines as options', async () => {
    const t = await call<Array<{ value: number; display: string }>>(other, 'GET', '/TaskRecruitInfo/GetDropDown?open=true');
    expect(t.data!.map((o) => o.value)).not.toContain(task.T4);
    expect(t.data!.map((o) => o.value)).toContain(task.T1);
    const all = await call<Array<{ value: number; display: string }>>(other, 'GET', '/TaskRecruitInfo/GetDropDown', undefined, 'en');
    expect(all.data!.find((o) => o.value === task.T4)!.display).toBe('取消的任务 (cancelled)');
    const l = await call<Array<{ value: number; display: string }>>(other, 'GET', `/TaskRecruitInfo/Line/GetDropDown?taskId=${task.T1}`);
    expect(l.data!.map((o) => o.display).sort()).toEqual(['装配工A', '质检员B']);
  });
});

describe('the demo company', () => {
  it('shows a task on plan, one behind, one finished and one cancelled from the demo pipeline alone', async () => {
    const r = await summary(admin);
    const state = Object.fromEntries(r.data!.list.map((t) => [t.title, t.progressState]));
    expect(state).toMatchObject({ 四季度生产扩编: 1, 质量部补员: 2, 三季度旺季招聘: 3, 研发中心储备干部: 4 });
    const behind = r.data!.list.find((t) => t.title === '质量部补员')!;
    expect(behind.planned).toBe(7);
    expect(behind.hired).toBeGreaterThan(0);
  });
});
