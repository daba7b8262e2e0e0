/**
 * Insert and Update: the salary rules (messages of salaryIssue), description length, the
 * short-term work period, ages, references that must be the company's own, partial updates and
 * clearing, the 短期职位 screen's own calls, and the operation log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, demoRefs, deptIdByNo, positionBody, type Call, type Position, type Refs } from './helpers.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let call: Call;
let refs: Refs;
let otherRefs: Refs;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  call = caller(app);
  refs = await demoRefs(app);
  // The second company gets a tag and a factory of its own to name.
  await call(other, 'POST', '/PositionTags/Add', { name: '外司标签', color: '#123456' });
  await call(other, 'POST', '/Factory/Add', { name: '外司工厂', address: '外地' });
  otherRefs = await demoRefs(app, 'T0002');
});
afterAll(async () => app.close());

const insert = (body: Record<string, unknown>, token = admin, lang?: string) =>
  call<{ id: number }>(token, 'POST', '/PositionInfo/Insert', body, lang);
const detail = async (id: number) => (await call<Position>(admin, 'GET', `/PositionInfo/GetDetail?id=${id}`)).data;

describe('salary, description and dates', () => {
  it('names the broken salary rule on its field', async () => {
    const cases: Array<[number, number, Record<string, string>]> = [
      [0, 100, { salaryMin: '最低薪资须为小于100000的正整数' }],
      [100000, 100100, { salaryMin: '最低薪资须为小于100000的正整数' }],
      [5000.5, 5100, { salaryMin: '最低薪资须为小于100000的正整数' }],
      [6000, 5999, { salaryMax: '最高薪资不能低于最低薪资' }],
      [6000, 6501, { salaryMax: '薪资范围不能超过500' }],
    ];
    for (const [salaryMin, salaryMax, errors] of cases) {
      const res = await insert(positionBody({ salaryMin, salaryMax }));
      expect(res.state).toBe(1000);
      expect(res.errors).toEqual(errors);
    }
    expect((await insert(positionBody({ salaryMin: 6000, salaryMax: 6500 }))).state).toBe(200);
    expect((await insert(positionBody({ salaryMin: 99999, salaryMax: 99999 }))).state).toBe(200);
    expect((await insert(positionBody({ salaryMin: 6000, salaryMax: 7000 }), admin, 'en')).errors).toEqual({
      salaryMax: 'may exceed the minimum by at most 500',
    });
  });

  it('keeps the description within 1000 characters and requires the required fields', async () => {
    expect((await insert(positionBody({ description: '岗'.repeat(1001) }))).errors).toEqual({ description: '长度不能超过1000个字符' });
    expect((await insert(positionBody({ description: '岗'.repeat(1000) }))).state).toBe(200);
    const res = await insert({ recruitmentType: 1 });
    expect(res.state).toBe(1000);
    expect(Object.keys(res.errors!)).toContain('name');
    expect((await insert(positionBody({ recruitmentType: 4, education: 9 }))).state).toBe(1000);
  });

  it('asks short-term positions for their work period, end not before start', async () => {
    expect((await insert(positionBody({ recruitmentType: 3 }))).errors).toEqual({ workStartDate: '不能为空', workEndDate: '不能为空' });
    expect((await insert(positionBody({ recruitmentType: 3, workStartDate: '2027-07-10', workEndDate: '2027-07-01' }))).errors).toEqual({
      workEndDate: '结束日期不能早于开始日期',
    });
    expect((await insert(positionBody({ recruitmentType: 3, workStartDate: '2027-02-30', workEndDate: '2027-07-01' }))).errors).toEqual({
      workStartDate: '格式不正确',
    });
    const ok = await insert(
      positionBody({
        recruitmentType: 3,
        salaryMin: 22,
        salaryMax: 25,
        salaryUnit: 2,
        workStartDate: '2027-07-01',
        workEndDate: '2027-07-01',
      }),
    );
    expect(ok.state).toBe(200);
    expect(await detail(ok.data.id)).toMatchObject({
      recruitmentType: 3,
      workStartDate: '2027-07-01',
      workEndDate: '2027-07-01',
      salaryUnit: 2,
    });
    // Other kinds keep no work period.
    const social = await insert(positionBody({ workStartDate: '2027-07-01', workEndDate: '2027-08-01' }));
    expect(await detail(social.data.id)).toMatchObject({ workStartDate: null, workEndDate: null });
  });

  it('keeps the age range in order and within 16-70', async () => {
    expect((await insert(positionBody({ ageMin: 30, ageMax: 20 }))).errors).toEqual({ ageMax: '不能小于30' });
    expect((await insert(positionBody({ ageMin: 15 }))).errors).toEqual({ ageMin: '不能小于16' });
  });
});

describe('references and isolation', () => {
  it('saves the company’s own type, tags, department, factory, place, exam and form, and shows their names', async () => {
    const body = positionBody({
      positionTypeId: refs.type('普工'),
      tagIds: [refs.tag('五险一金'), refs.tag('包吃包住')],
      deptId: await deptIdByNo(app, 'D0201'),
      factoryId: refs.factory('昆山一厂'),
      officePlaceId: refs.place('昆山工厂'),
      examId: refs.exam('普工基础测试'),
      specialFormId: refs.form('普工补充信息'),
      headcount: 12,
      education: 2,
      workExperience: 0,
      ageMin: 18,
      ageMax: 45,
      requirement: '能适应倒班',
    });
    const res = await insert(body);
    expect(res.state).toBe(200);
    expect(await detail(res.data.id)).toMatchObject({
      positionTypeName: '普工',
      deptName: '冲压车间',
      factoryName: '昆山一厂',
      officePlaceName: '昆山工厂',
      officePlaceAddress: '江苏省昆山市开发区前进东路1号',
      examName: '普工基础测试',
      tenementName: '华东精密制造有限公司',
      tags: [
        { id: refs.tag('五险一金'), name: '五险一金', color: '#2563EB' },
        { id: refs.tag('包吃包住'), name: '包吃包住', color: '#059669' },
      ],
      headcount: 12,
      ageMin: 18,
      ageMax: 45,
      requirement: '能适应倒班',
      deliveryCount: 0,
      state: 0,
    });
  });

  it('reads another company’s reference as missing (1102)', async () => {
    expect((await insert(positionBody({ tagIds: [refs.tag('双休'), otherRefs.tag('外司标签')] }))).state).toBe(1102);
    expect((await insert(positionBody({ factoryId: otherRefs.factory('外司工厂') }))).state).toBe(1102);
    expect((await insert(positionBody({ positionTypeId: 999999 }))).state).toBe(1102);
    // The other company names the demo company's rows.
    expect((await insert(positionBody({ positionTypeId: refs.type('普工') }), other)).state).toBe(1102);
  });

  it('refuses callers without the key (1100), job seekers (1101) and anonymous ones (401)', async () => {
    expect((await insert(positionBody(), recruiter)).state).toBe(1100);
    expect((await insert(positionBody(), seeker)).state).toBe(1101);
    expect((await app.inject({ method: 'POST', url: '/recruit/api/PositionInfo/Insert', payload: positionBody() })).statusCode).toBe(401);
    const id = (await insert(positionBody())).data.id;
    expect((await call(other, 'PUT', '/PositionInfo/Update', { id, headcount: 2 })).state).toBe(1102);
    expect((await detail(id)).headcount).toBe(1);
  });
});

describe('updates', () => {
  it('changes the given fields only, clears optional ones with null, and checks the merged salary', async () => {
    const id = (await insert(positionBody({ factoryId: refs.factory('昆山二厂'), requirement: '初中', tagIds: [refs.tag('双休')] }))).data
      .id;
    const res = await call<Position>(admin, 'PUT', '/PositionInfo/Update', {
      id,
      factoryId: null,
      requirement: null,
      tagIds: [],
      salaryMax: 6400,
    });
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({
      factoryId: null,
      factoryName: null,
      requirement: null,
      tagIds: [],
      salaryMin: 6000,
      salaryMax: 6400,
      description: '负责产线作业与设备点检。',
    });
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, salaryMin: 5000 })).errors).toEqual({
      salaryMax: '薪资范围不能超过500',
    });
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, description: '' })).errors).toEqual({ description: '不能为空' });
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id: 999999, headcount: 2 })).state).toBe(1102);
    // The form sends a field it emptied as null: fields that always hold a value go back to their default.
    const cleared = await call<Position>(admin, 'PUT', '/PositionInfo/Update', {
      id,
      headcount: null,
      tagIds: null,
      education: null,
      workExperience: null,
      salaryUnit: null,
    });
    expect(cleared.data).toMatchObject({ headcount: 1, tagIds: [], education: 1, workExperience: 0, salaryUnit: 1 });
  });

  it('turning a position short term asks for its period', async () => {
    const id = (await insert(positionBody())).data.id;
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, recruitmentType: 3 })).errors).toEqual({
      workStartDate: '不能为空',
      workEndDate: '不能为空',
    });
    expect(
      (await call(admin, 'PUT', '/PositionInfo/Update', { id, recruitmentType: 3, workStartDate: '2027-01-05', workEndDate: '2027-02-05' }))
        .state,
    ).toBe(200);
  });

  it('logs what changed', async () => {
    const id = (await insert(positionBody({ headcount: 3 }))).data.id;
    await call(admin, 'PUT', '/PositionInfo/Update', { id, headcount: 4 });
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'positionInfo'), eq(operationLogs.recordId, String(id))))
      .orderBy(desc(operationLogs.id));
    expect(logs.map((l) => l.action)).toEqual(['edit', 'add']);
    expect(logs[0]!.summary).toEqual({ before: { headcount: 3 }, after: { headcount: 4 } });
  });
});

describe('the 短期职位 screen’s own calls', () => {
  const short = {
    name: '周末兼职',
    salaryMin: 180,
    salaryMax: 200,
    salaryUnit: 3,
    description: '周末包装',
    workStartDate: '2027-03-01',
    workEndDate: '2027-03-31',
  };

  it('inserts short-term positions only and reaches no other kind', async () => {
    const res = await call<{ id: number }>(admin, 'POST', '/PositionInfo/InsertShortPosition', short);
    expect(res.state).toBe(200);
    const id = res.data.id;
    expect((await call<Position>(admin, 'GET', `/PositionInfo/GetShortPositionDetail?id=${id}`)).data).toMatchObject({
      recruitmentType: 3,
      name: '周末兼职',
    });
    expect((await call(admin, 'POST', '/PositionInfo/InsertShortPosition', { ...short, recruitmentType: 1 })).state).toBe(1000);
    expect((await call(admin, 'POST', '/PositionInfo/InsertShortPosition', { ...short, workEndDate: undefined })).errors).toHaveProperty(
      'workEndDate',
    );
    const social = (await insert(positionBody())).data.id;
    expect((await call(admin, 'GET', `/PositionInfo/GetShortPositionDetail?id=${social}`)).state).toBe(1102);
    expect((await call(admin, 'PUT', '/PositionInfo/UpdateShortPosition', { id: social, headcount: 2 })).state).toBe(1102);
    expect((await call(admin, 'DELETE', `/PositionInfo/DeleteShortPosition?ids=${social}`)).state).toBe(1102);
    expect((await call<Position>(admin, 'PUT', '/PositionInfo/UpdateShortPosition', { id, headcount: 6 })).data.headcount).toBe(6);
    expect((await call(admin, 'DELETE', `/PositionInfo/DeleteShortPosition?ids=${id}`)).data).toEqual({ deleted: 1 });
    const [log] = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.recordId, String(id)))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({ resource: 'shortPosition', action: 'delete' });
  });
});
