/**
 * 特殊表单: the company's forms (list, detail, add, edit, delete, dropdown) with their item rules,
 * a position's form as applicants meet it, and one application's answers (GetData, EditData):
 * its applicant until the interview stage, the company's HR with the edit key, nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { application, caller, demoRefs, positionBody, type Call, type Position, type Refs } from './helpers.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let call: Call;
let refs: Refs;

type Item = { prop: string; label: string; el: string; required: boolean; options?: string[]; maxLength?: number };
type Form = { id: number; name: string; items: Item[]; itemCount: number; enabled: boolean; positionCount: number };
type Answers = { formId: number | null; name: string | null; items: Item[]; data: Record<string, unknown> };

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  call = caller(app);
  refs = await demoRefs(app);
});
afterAll(async () => app.close());

const ITEMS: Item[] = [
  { prop: 'height', label: '身高(cm)', el: 'number', required: true },
  { prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] },
  { prop: 'remark', label: '备注', el: 'input', required: false, maxLength: 10 },
];
const add = (body: Record<string, unknown>, token = admin) => call<{ id: number }>(token, 'POST', '/SpecialForm/Add', body);

describe('the company’s forms', () => {
  it('lists the demo form with the positions that use it', async () => {
    const page = (await call<{ list: Form[]; totalCount: number }>(admin, 'GET', '/SpecialForm/GetList')).data;
    const demo = page.list.find((f) => f.name === '普工补充信息')!;
    expect(demo).toMatchObject({ itemCount: 3, enabled: true });
    expect(demo.positionCount).toBeGreaterThanOrEqual(2);
    expect(demo.items.map((i) => i.label)).toEqual(['身高(cm)', '是否接受倒班', '是否需要住宿']);
    expect((await call<{ totalCount: number }>(other, 'GET', '/SpecialForm/GetList')).data.totalCount).toBe(0);
    expect((await call(recruiter, 'GET', '/SpecialForm/GetList')).state).toBe(1100);
  });

  it('adds, edits and reads a form; keeps names unique and props distinct; choices only for select and radio', async () => {
    const res = await add({
      name: '焊工补充信息',
      items: [...ITEMS, { prop: 'cert', label: '证书', el: 'input', required: false, options: ['x'] }],
    });
    expect(res.state).toBe(200);
    const form = (await call<Form>(admin, 'GET', `/SpecialForm/GetDetail?id=${res.data.id}`)).data;
    expect(form.items[3]).toEqual({ prop: 'cert', label: '证书', el: 'input', required: false });
    expect((await add({ name: '焊工补充信息', items: ITEMS })).errors).toEqual({ name: '已存在' });
    expect((await add({ name: '重复', items: [ITEMS[0], { ...ITEMS[1], prop: 'Height' }] })).errors).toEqual({
      'items.1.prop': '与第1行重复',
    });
    expect((await add({ name: '无选项', items: [{ prop: 'a', label: '甲', el: 'select', required: true }] })).errors).toEqual({
      'items.0.options': '不能为空',
    });
    const bad = await add({
      name: '坏',
      items: [{ prop: '1a', label: '一二三四五六七八九十一二三四五六七八九十一', el: 'checkbox', required: 'yes' }],
    });
    expect(Object.keys(bad.errors!).sort()).toEqual(['items.0.el', 'items.0.label', 'items.0.prop', 'items.0.required']);
    expect((await add({ name: '空', items: [] })).errors).toEqual({ items: '至少1项' });
    const edited = await call<Form>(admin, 'PUT', '/SpecialForm/Edit', { id: res.data.id, name: '焊工信息', enabled: false });
    expect(edited.data).toMatchObject({ name: '焊工信息', enabled: false, itemCount: 4 });
    expect((await call(other, 'PUT', '/SpecialForm/Edit', { id: res.data.id, name: '抢' })).state).toBe(1102);
    expect((await call(other, 'GET', `/SpecialForm/GetDetail?id=${res.data.id}`)).state).toBe(1102);
    const dropdown = (await call<Array<{ value: number; display: string }>>(admin, 'GET', '/SpecialForm/GetDropDown')).data;
    expect(dropdown.map((o) => o.display)).toContain('普工补充信息');
    expect(dropdown.map((o) => o.display)).not.toContain('焊工信息');
  });

  it('deletes unused forms only (1151), the whole batch or none, and logs each write', async () => {
    const unused = (await add({ name: '临时表单', items: ITEMS })).data.id;
    const used = refs.form('普工补充信息');
    const refused = await call(admin, 'DELETE', `/SpecialForm/Delete?ids=${unused}&ids=${used}`);
    expect(refused.state).toBe(1151);
    expect(refused.message).toMatch(/该表单正被\d+个职位使用，不能删除/);
    expect((await call(other, 'DELETE', `/SpecialForm/Delete?ids=${unused}`)).state).toBe(1102);
    expect((await call(admin, 'DELETE', `/SpecialForm/Delete?ids=${unused}`)).data).toEqual({ deleted: 1 });
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.recordId, String(unused)))
      .orderBy(desc(operationLogs.id));
    expect(logs.filter((l) => l.resource === 'specialForm').map((l) => l.action)).toEqual(['delete', 'add']);
  });
});

describe('a position’s form', () => {
  it('is public for published positions, null without a form, missing for drafts outside HR', async () => {
    const list = (await call<{ list: Position[] }>(admin, 'GET', '/PositionInfo/GetList?perPage=100')).data.list;
    const worker = list.find((p) => p.name === '冲压普工')!;
    const content = await call<{ formId: number; name: string; items: Item[] }>(
      null,
      'GET',
      `/SpecialForm/GetContentByPositionId?positionId=${worker.id}`,
    );
    expect(content.data).toMatchObject({ formId: refs.form('普工补充信息'), name: '普工补充信息' });
    expect(content.data.items[1]).toEqual({ prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] });
    const quality = list.find((p) => p.name === '质检员')!;
    expect((await call(null, 'GET', `/SpecialForm/GetContentByPositionId?positionId=${quality.id}`)).data).toBeNull();
    const draft = (
      await call<{ id: number }>(admin, 'POST', '/PositionInfo/Insert', positionBody({ specialFormId: refs.form('普工补充信息') }))
    ).data.id;
    expect((await call(seeker, 'GET', `/SpecialForm/GetContentByPositionId?positionId=${draft}`)).state).toBe(1102);
    expect((await call(admin, 'GET', `/SpecialForm/GetContentByPositionId?positionId=${draft}`)).state).toBe(200);
  });
});

describe('an application’s answers', () => {
  let positionId: number;
  let record: number;

  beforeAll(async () => {
    positionId = (await call<{ list: Position[] }>(admin, 'GET', '/PositionInfo/GetList?name=装配普工')).data.list[0]!.id;
    record = await application(app, positionId, 'seeker');
  });

  it('start empty and are read by the applicant and the company’s HR only', async () => {
    const mine = await call<Answers>(seeker, 'GET', `/SpecialForm/GetData?deliveryRecordId=${record}`);
    expect(mine.data).toMatchObject({ formId: refs.form('普工补充信息'), name: '普工补充信息', data: {} });
    expect(mine.data.items).toHaveLength(3);
    expect((await call(admin, 'GET', `/SpecialForm/GetData?deliveryRecordId=${record}`)).state).toBe(200);
    expect((await call(other, 'GET', `/SpecialForm/GetData?deliveryRecordId=${record}`)).state).toBe(1102);
    expect((await call(recruiter, 'GET', `/SpecialForm/GetData?deliveryRecordId=${record}`)).state).toBe(1100);
    expect((await app.inject({ method: 'GET', url: `/recruit/api/SpecialForm/GetData?deliveryRecordId=${record}` })).statusCode).toBe(401);
  });

  it('are checked against the form (required, choices, numbers, unknown props)', async () => {
    const res = await call(seeker, 'PUT', '/SpecialForm/EditData', {
      deliveryRecordId: record,
      data: { height: 'tall', shift: '也许', age: 3 },
    });
    expect(res.state).toBe(1000);
    expect(res.errors).toEqual({
      'data.height': '类型不正确',
      'data.shift': '取值不在允许范围内',
      'data.dorm': '不能为空',
      'data.age': '不是该页面的字段',
    });
    const ok = await call<Answers>(seeker, 'PUT', '/SpecialForm/EditData', {
      deliveryRecordId: record,
      data: { height: '172', shift: '是', dorm: ' 否 ' },
    });
    expect(ok.data.data).toEqual({ height: 172, shift: '是', dorm: '否' });
    expect((await call<Answers>(admin, 'GET', `/SpecialForm/GetData?deliveryRecordId=${record}`)).data.data).toEqual({
      height: 172,
      shift: '是',
      dorm: '否',
    });
  });

  it('stay the applicant’s to change until the interview; HR with the key changes them and is logged', async () => {
    const stranger = await call(other, 'PUT', '/SpecialForm/EditData', {
      deliveryRecordId: record,
      data: { height: 180, shift: '否', dorm: '否' },
    });
    expect(stranger.state).toBe(1102);
    expect(
      (await call(recruiter, 'PUT', '/SpecialForm/EditData', { deliveryRecordId: record, data: { height: 180, shift: '否', dorm: '否' } }))
        .state,
    ).toBe(1100);
    const hired = await application(app, positionId, 'recruiter', { stage: 4 });
    const recruiterAsSeeker = await (await import('../../support/test-app.ts')).loginAs(app, 'recruiter', 'Recruit@2026');
    expect(
      (
        await call(recruiterAsSeeker, 'PUT', '/SpecialForm/EditData', {
          deliveryRecordId: hired,
          data: { height: 160, shift: '是', dorm: '是' },
        })
      ).state,
    ).toBe(1149);
    const byHr = await call<Answers>(admin, 'PUT', '/SpecialForm/EditData', {
      deliveryRecordId: hired,
      data: { height: 160, shift: '是', dorm: '是' },
    });
    expect(byHr.state).toBe(200);
    const [log] = await app.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.resource, 'specialFormData'))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({ action: 'edit', recordId: String(hired) });
  });

  it('need a form: a position without one has nothing to answer (1102)', async () => {
    const quality = (await call<{ list: Position[] }>(admin, 'GET', '/PositionInfo/GetList?name=质检员')).data.list[0]!.id;
    const plain = await application(app, quality, 'seeker');
    expect((await call<Answers>(seeker, 'GET', `/SpecialForm/GetData?deliveryRecordId=${plain}`)).data).toEqual({
      formId: null,
      name: null,
      items: [],
      data: {},
    });
    expect((await call(seeker, 'PUT', '/SpecialForm/EditData', { deliveryRecordId: plain, data: {} })).state).toBe(1102);
  });
});
