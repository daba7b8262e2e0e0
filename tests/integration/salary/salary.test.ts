/**
 * Salary approval: HR starts an approval of an application at the hire stage's offer steps, an
 * approver ends it once (of two at once exactly one wins), SendOffer is refused while one is open and,
 * where the company requires approval, unless the offered salary is the approved one; the proposal is
 * edited only while none is open and a change needs a new approval; approvers and the external
 * workflow's address are the company's settings; other companies and members outside the scope get 1102.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { HIRE_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { depts, operationLogs, salaryProcesses } from '../../../src/server/db/schema/index.ts';
import { ValueType } from '../../../src/server/modules/access/scope-repository.ts';
import { loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition, userIdOf } from '../../support/resume-fixtures.ts';
import { offerInput } from '../../support/offer-fixtures.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { applications } from '../pipeline/fixture.ts';
import { end, finish, salaryCall, settings, start } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let adminId: number;
let company: number;
let approverA: { token: string; userId: number };
let approverB: { token: string; userId: number };
let scoped: string;
let inside: number;
let outside: number;

const hired = async (step: number = HIRE_STEP.offerPending, positionId?: number) =>
  (await applications(app, company, 1, { stage: S.hire, step, ...(positionId ? { positionId } : {}) })).ids[0]!;
const sendOffer = async (id: number, salary = 12000, salaryUnit = 1) =>
  salaryCall(app, admin, 'POST', '/InterviewAssessments/SendOffer', {
    ids: [id],
    ...(await offerInput(app.database.db, company)),
    salary,
    salaryUnit,
  });

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  adminId = await userIdOf(app.database.db, 'admin');
  const two = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(eq(depts.tenementId, company))
    .orderBy(asc(depts.id))
    .limit(2);
  [inside, outside] = [two[0]!.id, two[1]!.id];
  const approverRole = await positionRole(app, company, {
    name: '薪资审批人',
    menus: [319, 304],
    keys: ['salaryApproval:end'],
    scope: { valueType: ValueType.ALL },
  });
  for (const [account, phone] of [
    ['salarya', '13500007701'],
    ['salaryb', '13500007702'],
  ] as const) {
    const s = await staff(app, company, { account, name: `审批人${account.slice(-1)}`, phone, deptId: null, roleIds: [approverRole] });
    const token = await loginAs(app, account, STAFF_PASSWORD);
    if (account === 'salarya') approverA = { token, userId: s.userId };
    else approverB = { token, userId: s.userId };
  }
  const scopeRole = await positionRole(app, company, {
    name: '单部门薪资',
    menus: [201, 304, 319],
    keys: ['salaryApproval:start', 'salaryApproval:editSalary', 'salaryApproval:end'],
    scope: { valueType: ValueType.DEPTS, deptIds: [inside] },
  });
  await staff(app, company, { account: 'salaryscope', name: '范围薪资', phone: '13500007703', deptId: null, roleIds: [scopeRole] });
  scoped = await loginAs(app, 'salaryscope', STAFF_PASSWORD);
});
afterAll(async () => app.close());
beforeEach(async () => {
  expect((await settings(app, admin, { requireApproval: false, approverIds: [] })).state).toBe(200);
});

describe('StartSalaryProcess and EndSalaryProcess', () => {
  it('starts an approval, lists it, and an approver approves it once', async () => {
    await settings(app, admin, { requireApproval: true, approverIds: [approverA.userId] });
    const id = await hired();
    const started = await start(app, admin, id, 15000.5, 1, '技术骨干');
    expect(started.state).toBe(200);
    const open = await salaryCall<Array<{ open: boolean; salary: number }>>(app, admin, 'POST', '/SalaryInfo/HasSalaryProcess', {
      ids: [id],
    });
    expect(open.data).toMatchObject([{ id, open: true, salary: 15000.5, approved: false, requireApproval: true }]);
    const list = await salaryCall<{ list: Array<{ id: number; state: number; stateName: string; canEnd: boolean; name: string }> }>(
      app,
      approverA.token,
      'GET',
      '/SalaryInfo/Salary/ResumeList?state=0&perPage=100',
    );
    expect(list.data.list.find((r) => r.id === started.data.id)).toMatchObject({ state: 0, stateName: '审批中', canEnd: true });
    expect((await end(app, admin, started.data.id, true)).state).toBe(1444);
    expect((await end(app, approverA.token, started.data.id, true, '同意')).data).toMatchObject({ state: 1 });
    const again = await end(app, approverA.token, started.data.id, false);
    expect(again.state).toBe(1443);
    expect(again.message).toContain('审批人a');
    expect((await finish(app, admin, [id])).data).toMatchObject([{ id, open: false, approved: true, approvedSalary: 15000.5 }]);
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'salaryApproval'), eq(operationLogs.recordId, String(started.data.id))));
    expect(logs.map((l) => l.action).sort()).toEqual(['add', 'edit']);
  });

  it('refuses a second approval while one is open, an application outside the offer steps, and bad input', async () => {
    const id = await hired();
    expect((await start(app, admin, id)).state).toBe(200);
    const twice = await start(app, admin, id);
    expect(twice.state).toBe(1440);
    const interview = (await applications(app, company, 1, { stage: S.interview, step: 4 })).ids[0]!;
    expect((await start(app, admin, interview)).state).toBe(1447);
    const accepted = await hired(HIRE_STEP.offerAccepted);
    expect((await start(app, admin, accepted)).state).toBe(1447);
    for (const bad of [
      { id, salary: 0, salaryUnit: 1 },
      { id, salary: -5, salaryUnit: 1 },
      { id, salary: 100, salaryUnit: 9 },
      { id: 0, salary: 100, salaryUnit: 1 },
      { id: 2147483648, salary: 100, salaryUnit: 1 },
      { id, salary: 100, salaryUnit: 1, note: 'x'.repeat(201) },
      { id, salaryUnit: 1 },
    ]) {
      const res = await salaryCall(app, admin, 'POST', '/SalaryInfo/StartSalaryProcess', bad);
      expect(res.state, JSON.stringify(bad)).toBe(1000);
    }
    const process = (await salaryCall<Array<{ processId: number }>>(app, admin, 'POST', '/SalaryInfo/HasSalaryProcess', { ids: [id] }))
      .data[0]!;
    expect(
      (
        await salaryCall(app, admin, 'PUT', '/SalaryInfo/EndSalaryProcess', {
          id: process.processId,
          approved: true,
          comment: 'x'.repeat(201),
        })
      ).state,
    ).toBe(1000);
    expect((await salaryCall(app, admin, 'PUT', '/SalaryInfo/EndSalaryProcess', { id: process.processId })).state).toBe(1000);
  });

  it('does not let the starter approve their own while another approver is named, but does when they are the only one', async () => {
    await settings(app, admin, { requireApproval: false, approverIds: [adminId, approverA.userId] });
    const id = await hired();
    const p = (await start(app, admin, id)).data.id;
    expect((await end(app, admin, p, true)).state).toBe(1445);
    await settings(app, admin, { requireApproval: false, approverIds: [adminId] });
    expect((await end(app, admin, p, true)).state).toBe(200);
  });

  it('of two approvers ending one approval at once, exactly one wins', async () => {
    await settings(app, admin, { requireApproval: false, approverIds: [approverA.userId, approverB.userId] });
    const id = await hired();
    const p = (await start(app, admin, id)).data.id;
    const answers = await Promise.all([end(app, approverA.token, p, true), end(app, approverB.token, p, false)]);
    expect(answers.map((a) => a.state).sort((a, b) => a - b)).toEqual([200, 1443]);
    const rows = await app.database.db.select().from(salaryProcesses).where(eq(salaryProcesses.id, p));
    const winner = answers.findIndex((a) => a.state === 200);
    expect(rows[0]).toMatchObject({ state: winner === 0 ? 1 : 2, endedBy: winner === 0 ? approverA.userId : approverB.userId });
  });

  it('of two approvals started at once for one application, exactly one opens', async () => {
    const id = await hired();
    const answers = await Promise.all([start(app, admin, id, 9000), start(app, admin, id, 9100)]);
    expect(answers.map((a) => a.state).sort((a, b) => a - b)).toEqual([200, 1440]);
    const rows = await app.database.db.select().from(salaryProcesses).where(eq(salaryProcesses.deliveryRecordId, id));
    expect(rows).toHaveLength(1);
  });

  it('keeps processes: a rejection, then a new approval, both listed', async () => {
    const id = await hired();
    const first = (await start(app, admin, id, 20000)).data.id;
    expect((await end(app, approverA.token, first, false, '超出预算')).state).toBe(200);
    expect((await finish(app, admin, [id])).data[0]).toMatchObject({ approved: false, state: 2 });
    const second = (await start(app, admin, id, 18000)).data.id;
    expect((await end(app, approverA.token, second, true)).state).toBe(200);
    const rows = await app.database.db
      .select()
      .from(salaryProcesses)
      .where(eq(salaryProcesses.deliveryRecordId, id))
      .orderBy(salaryProcesses.id);
    expect(rows.map((r) => [r.state, r.comment])).toEqual([
      [2, '超出预算'],
      [1, null],
    ]);
  });
});

describe('SendOffer and the approval', () => {
  it('is refused while an approval is open, even where the company requires none', async () => {
    const id = await hired();
    const p = (await start(app, admin, id)).data.id;
    const refused = await sendOffer(id);
    expect(refused.state).toBe(1440);
    expect(refused.message).toContain('发送Offer');
    expect((await end(app, approverA.token, p, false)).state).toBe(200);
    expect((await sendOffer(id)).state).toBe(200);
  });

  it('where the company requires approval: refused before one, with another salary than the approved, sent with the approved one', async () => {
    await settings(app, admin, { requireApproval: true, approverIds: [approverA.userId] });
    const id = await hired();
    expect((await sendOffer(id)).state).toBe(1441);
    const p = (await start(app, admin, id, 12000)).data.id;
    expect((await end(app, approverA.token, p, true)).state).toBe(200);
    const differs = await sendOffer(id, 13000);
    expect(differs.state).toBe(1442);
    expect(differs.message).toContain('13000');
    expect((await sendOffer(id, 12000, 4)).state).toBe(1442);
    expect((await sendOffer(id, 12000)).state).toBe(200);
  });

  it('a salary edited after its approval needs a new approval', async () => {
    await settings(app, admin, { requireApproval: true, approverIds: [approverA.userId] });
    const id = await hired();
    const p = (await start(app, admin, id, 12000)).data.id;
    const edit = (salary: number) => salaryCall(app, admin, 'POST', '/ResumeLib/EditResumeSalary', { id, salary, salaryUnit: 1 });
    expect((await edit(12500)).state).toBe(1440);
    expect((await end(app, approverA.token, p, true)).state).toBe(200);
    const edited = await edit(12500);
    expect(edited.data).toMatchObject({ approved: false, salary: 12500 });
    expect((await sendOffer(id, 12500)).state).toBe(1441);
    expect((await edit(12000)).data).toMatchObject({ approved: true });
    expect((await sendOffer(id, 12000)).state).toBe(200);
  });
});

describe('settings and the external workflow', () => {
  it('answers the workflow address, refuses a local start while one is set, and checks what is saved', async () => {
    expect((await salaryCall(app, admin, 'GET', '/SalaryInfo/GetSetting')).data).toEqual({
      requireApproval: false,
      approverIds: [],
      approvers: [],
      globalflowUrl: '',
    });
    expect((await salaryCall(app, admin, 'GET', '/SalaryInfo/GetGlobalflowUrl')).data).toEqual({ url: '' });
    const saved = await settings(app, admin, {
      requireApproval: true,
      approverIds: [approverA.userId],
      globalflowUrl: 'https://flow.example.com/salary',
    });
    expect(saved.data).toMatchObject({
      globalflowUrl: 'https://flow.example.com/salary',
      approvers: [{ value: approverA.userId, display: '审批人a' }],
    });
    expect((await salaryCall(app, approverA.token, 'GET', '/SalaryInfo/GetGlobalflowUrl')).data).toEqual({
      url: 'https://flow.example.com/salary',
    });
    const id = await hired();
    expect((await start(app, admin, id)).state).toBe(1446);
    // Approvals happen elsewhere: the offer is not held for a local one.
    expect((await sendOffer(id)).state).toBe(200);
    expect((await settings(app, admin, { requireApproval: true, approverIds: [], globalflowUrl: 'ftp://x' })).state).toBe(1000);
    // An approver must be an enabled member of the company: a job seeker's account is not.
    const seekerId = await userIdOf(app.database.db, 'seeker');
    expect((await settings(app, admin, { requireApproval: true, approverIds: [seekerId] })).state).toBe(1000);
  });
});

describe('company and data scope', () => {
  it('another company reaches none of it', async () => {
    const id = await hired();
    const p = (await start(app, admin, id)).data.id;
    expect((await start(app, other, id)).state).toBe(1102);
    expect((await end(app, other, p, true)).state).toBe(1102);
    expect((await finish(app, other, [id])).state).toBe(1102);
    expect((await salaryCall(app, other, 'POST', '/ResumeLib/EditResumeSalary', { id, salary: 1, salaryUnit: 1 })).state).toBe(1102);
    const list = await salaryCall<{ list: Array<{ id: number }> }>(app, other, 'GET', '/SalaryInfo/Salary/ResumeList?perPage=100');
    expect(list.data.list.some((r) => r.id === p)).toBe(false);
    expect((await finish(app, admin, [id])).data[0]).toMatchObject({ open: true });
  });

  it('a member reaches applications of positions inside their scope only', async () => {
    const inId = await hired(HIRE_STEP.offerPending, await insertPosition(app.database.db, company, { deptId: inside }));
    const outId = await hired(HIRE_STEP.offerPending, await insertPosition(app.database.db, company, { deptId: outside }));
    expect((await start(app, scoped, inId)).state).toBe(200);
    expect((await start(app, scoped, outId)).state).toBe(1102);
    const outP = (await start(app, admin, outId)).data.id;
    expect((await end(app, scoped, outP, true)).state).toBe(1102);
    expect((await finish(app, scoped, [outId])).state).toBe(1102);
    const list = await salaryCall<{ list: Array<{ deliveryRecordId: number }> }>(
      app,
      scoped,
      'GET',
      '/SalaryInfo/Salary/ResumeList?perPage=100',
    );
    const seen = list.data.list.map((r) => r.deliveryRecordId);
    expect(seen).toContain(inId);
    expect(seen).not.toContain(outId);
    const choices = await salaryCall<Array<{ value: number }>>(app, scoped, 'GET', '/SalaryInfo/GetStartCandidates');
    expect(choices.data.map((c) => c.value)).not.toContain(outId);
  });
});
