/**
 * Employee numbers (设置工号和部门, 重新分配工号): numbers from a 工号设置 rule, consecutive in id order,
 * the counter advanced in the batch's own transaction (a refused batch hands its numbers back), the
 * record left at its stage with a history row naming number and department, and under 100 concurrent
 * callers 100 distinct consecutive numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { deliveryStageHistory } from '../../../src/server/db/schema/index.ts';
import { lastEntryInto } from '../../../src/server/modules/pipeline/repository.ts';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { dept, lastLog } from '../people/fixture.ts';
import { applications, history, move, record } from './fixture.ts';
import { memberWith } from './cases.ts';
import { counterOf, manyApplications, numberRule } from './hire-fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let assembly: number;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  assembly = await dept(app, company, 'NUM-ASM1', '装配一部', null);
});
afterAll(async () => app.close());

const lastValue = async (id: number) =>
  body<{ lastValue: number; lastNumber: string | null; nextNumber: string }>(
    await app.inject({ method: 'GET', url: api(`/EmployeeNumberSetting/GetLastValue?id=${id}`), headers: auth(admin) }),
  ).data;

describe('SetEmployeeNo', () => {
  it('gives a batch consecutive numbers in id order and the department, the records staying where they are', async () => {
    const rule = await numberRule(app, company, { prefix: 'HT', currentValue: 1024, personnelType: 'formal' });
    const { ids } = await applications(app, company, 3, { stage: S.hire });
    const since = (await record(app, ids[0]!)).stageChangedAt;
    const res = await move(app, admin, 'SetEmployeeNo', {
      ids: [ids[2], ids[0], ids[1]],
      settingId: rule,
      deptId: assembly,
      remark: '按入职顺序',
    });
    expect(res).toMatchObject({ state: 200, data: { updated: 3, list: ids.map((id) => ({ id, stage: S.hire, step: 0 })) } });
    const numbers = ['HT001025', 'HT001026', 'HT001027'];
    for (const [i, id] of ids.entries()) {
      expect(await record(app, id)).toMatchObject({
        stage: S.hire,
        active: true,
        employeeNo: numbers[i],
        entryDeptId: assembly,
        personnelType: 'formal',
      });
      const rows = await history(app, id);
      expect(rows.map((h) => [h.call, h.fromStage, h.toStage, h.remark])).toEqual([['SetEmployeeNo', S.hire, S.hire, '按入职顺序']]);
      expect(rows[0]!.data).toEqual({
        settingId: rule,
        deptId: assembly,
        employeeNo: numbers[i],
        personnelType: 'formal',
        deptName: '装配一部',
      });
    }
    expect((await record(app, ids[0]!)).stageChangedAt).toEqual(since);
    const timeline = body<
      Array<{ action: string; fromStageName: string; toStageName: string; details: Array<{ label: string; value: string }> }>
    >(await app.inject({ method: 'GET', url: api(`/ResumeDeliveryRecord/GetStageHistory?id=${ids[0]}`), headers: auth(admin) })).data;
    expect(timeline).toMatchObject([
      {
        action: '设置工号和部门',
        fromStageName: '录用',
        toStageName: '录用',
        details: [
          { label: '人员类型', value: '正式工' },
          { label: '工号', value: 'HT001025' },
          { label: '部门', value: '装配一部' },
        ],
      },
    ]);
    expect(await counterOf(app, rule)).toBe(1027);
    expect(await lastValue(rule)).toEqual({ lastValue: 1027, lastNumber: 'HT001027', nextNumber: 'HT001028' });
    expect((await lastLog(app, 'deliveryRecord'))!.summary).toMatchObject({ step: 'SetEmployeeNo' });
  });

  it('takes the rule of a personnel type, and is allowed at 待报到, 已报到 and 试用期', async () => {
    const rule = await numberRule(app, company, { prefix: 'PQ', numberLength: 4, currentValue: 27, personnelType: 'dispatch' });
    const a = await applications(app, company, 1, { stage: S.waitingReported });
    const b = await applications(app, company, 1, { stage: S.reported });
    const c = await applications(app, company, 1, { stage: S.trial });
    const res = await move(app, admin, 'SetEmployeeNo', {
      ids: [a.ids[0], b.ids[0], c.ids[0]],
      personnelType: 'dispatch',
      deptId: assembly,
    });
    expect(res.state).toBe(200);
    expect([
      (await record(app, a.ids[0]!)).employeeNo,
      (await record(app, b.ids[0]!)).employeeNo,
      (await record(app, c.ids[0]!)).employeeNo,
    ]).toEqual(['PQ0028', 'PQ0029', 'PQ0030']);
    expect(await counterOf(app, rule)).toBe(30);
  });

  it('refuses the whole batch, the counter unchanged, for a record already numbered, at another stage, missing or of another company', async () => {
    const rule = await numberRule(app, company, { prefix: 'RF', currentValue: 500 });
    const { ids } = await applications(app, company, 2, { stage: S.hire });
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [ids[0]], settingId: rule, deptId: assembly })).state).toBe(200);
    const again = await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly }, 'en');
    expect(again.state).toBe(1211);
    expect(again.message).toMatch(/^“候选人\d+” already has the employee number RF000501/);
    const fresh = await applications(app, company, 1, { stage: S.newDelivery });
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [ids[1], fresh.ids[0]], settingId: rule, deptId: assembly })).state).toBe(1200);
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [ids[1], 2147483000], settingId: rule, deptId: assembly })).state).toBe(1201);
    const theirs = await applications(app, await companyOfAccount(app.database.db, 'other_admin'), 1, { stage: S.hire });
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [ids[1], theirs.ids[0]], settingId: rule, deptId: assembly })).state).toBe(1201);
    expect((await move(app, other, 'SetEmployeeNo', { ids: [ids[1]], settingId: rule, deptId: assembly })).state).toBe(1201);
    expect(await counterOf(app, rule)).toBe(501);
    expect((await record(app, ids[1]!)).employeeNo).toBeNull();
    expect(await history(app, ids[1]!)).toEqual([]);
  });

  it('refuses a missing rule (1210), numbers outgrowing the rule (1212) and a number already held (1213)', async () => {
    const { ids } = await applications(app, company, 2, { stage: S.hire });
    const res = await move(app, admin, 'SetEmployeeNo', { ids, personnelType: 'apprentice', deptId: assembly }, 'en');
    expect(res).toMatchObject({ state: 1210, message: 'No employee number rule for apprentice: add one under “Employee numbers” first' });
    const theirRule = await numberRule(app, await companyOfAccount(app.database.db, 'other_admin'), { prefix: 'OT', currentValue: 1 });
    expect((await move(app, admin, 'SetEmployeeNo', { ids, settingId: theirRule, deptId: assembly })).state).toBe(1210);
    expect(await counterOf(app, theirRule)).toBe(1);
    const small = await numberRule(app, company, { prefix: 'SM', numberLength: 3, currentValue: 998 });
    expect((await move(app, admin, 'SetEmployeeNo', { ids, settingId: small, deptId: assembly })).state).toBe(1212);
    expect(await counterOf(app, small)).toBe(998);
    const held = await applications(app, company, 1, { stage: S.hire });
    const lowered = await numberRule(app, company, { prefix: 'LW', currentValue: 9 });
    expect((await move(app, admin, 'SetEmployeeNo', { ids: held.ids, settingId: lowered, deptId: assembly })).state).toBe(200);
    await app.database.db.execute(sql`update employee_number_settings set current_value = 8 where id = ${lowered}`);
    const clash = await move(app, admin, 'SetEmployeeNo', { ids, settingId: lowered, deptId: assembly });
    expect(clash.state).toBe(1213);
    expect(clash.message).toContain('LW000010');
    expect(await counterOf(app, lowered)).toBe(8);
    for (const id of ids) expect((await record(app, id)).employeeNo).toBeNull();
  });

  it('takes a department of the company inside the caller’s data scope on positions (1192)', async () => {
    const mine = await dept(app, company, 'NUM-IN', '焊接一部', null);
    const outside = await dept(app, company, 'NUM-OUT', '焊接二部', null);
    const rule = await numberRule(app, company, { prefix: 'DS', currentValue: 0 });
    const positionId = await insertPosition(app.database.db, company, { deptId: mine });
    const { ids } = await applications(app, company, 1, { stage: S.hire, positionId });
    const scoped = await memberWith(app, company, ['hire:setEmployeeNo'], { valueType: 2, deptIds: [mine] });
    expect((await move(app, scoped, 'SetEmployeeNo', { ids, settingId: rule, deptId: outside })).state).toBe(1192);
    const theirDept = await dept(app, await companyOfAccount(app.database.db, 'other_admin'), 'NUM-THEIRS', '别家部门', null);
    const foreign = await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: theirDept });
    expect(foreign.state).toBe(1000);
    expect(await counterOf(app, rule)).toBe(0);
    expect((await move(app, scoped, 'SetEmployeeNo', { ids, settingId: rule, deptId: mine })).state).toBe(200);
    expect(await record(app, ids[0]!)).toMatchObject({ employeeNo: 'DS000001', entryDeptId: mine });
  });

  it('is refused to a job seeker, to HR without the key, and to bad input', async () => {
    const rule = await numberRule(app, company, { prefix: 'BI', currentValue: 0 });
    const { ids } = await applications(app, company, 1, { stage: S.hire });
    expect((await move(app, seeker, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly })).state).not.toBe(200);
    const nokey = await memberWith(app, company, ['hired:setEmployeeNo']);
    expect((await move(app, nokey, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly })).state).toBe(1203);
    const none = await memberWith(app, company, ['hire:waitingReported']);
    expect((await move(app, none, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly })).state).toBe(1100);
    expect((await move(app, admin, 'SetEmployeeNo', { ids, deptId: assembly })).state).toBe(1000);
    expect((await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule })).state).toBe(1000);
    expect((await move(app, admin, 'SetEmployeeNo', { ids, settingId: 2147483648, deptId: assembly })).state).toBe(1000);
    expect(await counterOf(app, rule)).toBe(0);
  });
});

describe('a step that keeps the record where it is', () => {
  it('is no move into the stage: what a `previous` row restores still reads the real one', async () => {
    const rule = await numberRule(app, company, { prefix: 'PV', currentValue: 0 });
    const { ids } = await applications(app, company, 1, { stage: S.hire });
    await app.database.db.insert(deliveryStageHistory).values({
      tenementId: company,
      deliveryRecordId: ids[0]!,
      call: 'HasHired',
      fromStage: S.interview,
      fromStep: 2,
      toStage: S.hire,
      toStep: 0,
    });
    await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly });
    expect(await lastEntryInto(app.database.db, ids[0]!, S.hire)).toEqual({ fromStage: S.interview, fromStep: 2 });
  });
});

describe('ReallocateEmployeeNo', () => {
  it('gives a numbered record the next number (the old one kept in its history), the department when given', async () => {
    const rule = await numberRule(app, company, { prefix: 'RA', currentValue: 10 });
    const { ids } = await applications(app, company, 2, { stage: S.waitingReported });
    await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly });
    const welding = await dept(app, company, 'NUM-WELD', '焊接车间', null);
    const res = await move(app, admin, 'ReallocateEmployeeNo', { ids: [ids[1]], settingId: rule, deptId: welding });
    expect(res.state).toBe(200);
    expect(await record(app, ids[1]!)).toMatchObject({ employeeNo: 'RA000013', entryDeptId: welding });
    expect((await history(app, ids[1]!)).at(-1)!.data).toMatchObject({
      employeeNo: 'RA000013',
      previousEmployeeNo: 'RA000012',
      deptName: '焊接车间',
    });
    expect((await move(app, admin, 'ReallocateEmployeeNo', { ids: [ids[0]], settingId: rule })).state).toBe(200);
    expect(await record(app, ids[0]!)).toMatchObject({ employeeNo: 'RA000014', entryDeptId: assembly });
  });

  it('refuses a record without a number (1214), the counter unchanged', async () => {
    const rule = await numberRule(app, company, { prefix: 'RB', currentValue: 10 });
    const { ids } = await applications(app, company, 1, { stage: S.hire });
    expect((await move(app, admin, 'ReallocateEmployeeNo', { ids, settingId: rule })).state).toBe(1214);
    expect(await counterOf(app, rule)).toBe(10);
  });
});

describe('HasEntryed', () => {
  it('needs the employee number (1214), then moves', async () => {
    const rule = await numberRule(app, company, { prefix: 'EN', currentValue: 0 });
    const { ids } = await applications(app, company, 1, { stage: S.reported });
    const res = await move(app, admin, 'HasEntryed', { ids }, 'en');
    expect(res).toMatchObject({ state: 1214, message: expect.stringMatching(/^“候选人\d+” has no employee number yet/) });
    expect((await record(app, ids[0]!)).stage).toBe(S.reported);
    await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly });
    expect((await move(app, admin, 'HasEntryed', { ids })).state).toBe(200);
    expect((await record(app, ids[0]!)).stage).toBe(S.trial);
  });
});

describe('numbers under concurrency', () => {
  it('gives 100 concurrent single calls 100 distinct consecutive numbers, the counter advanced by 100', async () => {
    const rule = await numberRule(app, company, { prefix: 'RC', currentValue: 2000 });
    const ids = await manyApplications(app, company, 100, S.hire);
    const answers = await Promise.all(ids.map((id) => move(app, admin, 'SetEmployeeNo', { ids: [id], settingId: rule, deptId: assembly })));
    expect(answers.map((a) => a.state)).toEqual(ids.map(() => 200));
    const numbers = await Promise.all(ids.map(async (id) => (await record(app, id)).employeeNo!));
    expect(new Set(numbers).size).toBe(100);
    expect([...numbers].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `RC${String(2001 + i).padStart(6, '0')}`));
    expect(await counterOf(app, rule)).toBe(2100);
    expect(await lastValue(rule)).toMatchObject({ lastNumber: 'RC002100' });
  });

  it('numbers one record once when 20 calls race on it', async () => {
    const rule = await numberRule(app, company, { prefix: 'RD', currentValue: 0 });
    const { ids } = await applications(app, company, 1, { stage: S.hire });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly })),
    );
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state !== 200).every((a) => a.state === 1211 || a.state === 1202)).toBe(true);
    expect(await counterOf(app, rule)).toBe(1);
    expect((await record(app, ids[0]!)).employeeNo).toBe('RD000001');
    expect(await history(app, ids[0]!)).toHaveLength(1);
  });

  it('hands a failed batch’s numbers back: one bad id, the counter unchanged', async () => {
    const rule = await numberRule(app, company, { prefix: 'RE', currentValue: 300 });
    const { ids } = await applications(app, company, 5, { stage: S.hire });
    const numbered = await applications(app, company, 1, { stage: S.hire });
    await app.database.db.execute(
      sql`update delivery_records set employee_no = ${`PRESET${numbered.ids[0]}`} where id = ${numbered.ids[0]}`,
    );
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [...ids, numbered.ids[0]], settingId: rule, deptId: assembly })).state).toBe(
      1211,
    );
    expect((await move(app, admin, 'SetEmployeeNo', { ids: [...ids, 2147483001], settingId: rule, deptId: assembly })).state).toBe(1201);
    expect(await counterOf(app, rule)).toBe(300);
    expect((await move(app, admin, 'SetEmployeeNo', { ids, settingId: rule, deptId: assembly })).state).toBe(200);
    expect(await counterOf(app, rule)).toBe(305);
    expect((await record(app, ids[4]!)).employeeNo).toBe('RE000305');
  });
});
