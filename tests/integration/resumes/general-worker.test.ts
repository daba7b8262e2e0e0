import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { operationLogs, specialFormData } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp, type Envelope } from '../../support/test-app.ts';
import { secondTenement } from '../../support/tenants.ts';
import { demoCompanyId, freshSeeker, insertPosition, insertRecord, insertSpecialForm } from '../../support/resume-fixtures.ts';
import type { SpecialFormItem } from '../../../src/server/modules/positions/special-form-data.ts';

interface Info {
  record: Record<string, unknown>;
  form: { formId: number; name: string; items: SpecialFormItem[] } | null;
  data: Record<string, unknown>;
  resume?: Record<string, unknown>;
}

const ITEMS: SpecialFormItem[] = [
  { prop: 'height', label: '身高', el: 'number', required: true },
  { prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] },
  { prop: 'dorm', label: '是否需要住宿', el: 'radio', required: false, options: ['是', '否'] },
];
const SNAPSHOT = {
  id: 1,
  kind: 2,
  basic: { name: '孙八', sex: 1, birthday: '1990-01-01', phone: '13911115555', education: 3 },
  skills: ['叉车证'],
};

let app: FastifyInstance;
let admin: string;
let other: string;
let recruiter: string;
let seekerToken: string;
let formPosition: number;
let plainPosition: number;

beforeAll(async () => {
  app = await testApp();
  const db = app.database.db;
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const second = await secondTenement(app);
  other = await loginAs(app, second.account, second.password);
  recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
  await app.inject({ method: 'POST', url: api('/Login/ChangeLogin'), headers: auth(recruiter), payload: { identity: 'manage' } });
  seekerToken = await loginAs(app, 'seeker', 'Seeker@2026');
  const company = await demoCompanyId(db);
  formPosition = await insertPosition(db, company, { name: '普工（包住）', specialFormId: await insertSpecialForm(db, company, ITEMS) });
  plainPosition = await insertPosition(db, company, { name: '质检员' });
});
afterAll(async () => app.close());

const get = async (url: string, token: string | null) => {
  const res = await app.inject({ method: 'GET', url: api(url), headers: token ? auth(token) : {} });
  return { http: res.statusCode, ...(body<Info>(res) as Envelope<Info>) };
};
const editBack = async (token: string | null, payload: object) => {
  const res = await app.inject({
    method: 'POST',
    url: api('/ResumeLib/GeneralWorker/EditBackResume'),
    headers: { ...(token ? auth(token) : {}), 'accept-language': 'en' },
    payload,
  });
  return { http: res.statusCode, ...(body<Info>(res) as Envelope<Info>) };
};

async function application(positionId = formPosition) {
  const s = await freshSeeker(app);
  const recordId = await insertRecord(app.database.db, { positionId, userId: s.userId, snapshot: SNAPSHOT });
  return { ...s, recordId };
}

describe('ResumeLib/GeneralWorker/GetDeliveryRecordInfo', () => {
  it('shows the seeker their application, its form and their answers', async () => {
    const a = await application();
    const empty = await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, a.token);
    expect(empty.state).toBe(200);
    expect(empty.data.record).toMatchObject({
      id: a.recordId,
      positionId: formPosition,
      positionName: '普工（包住）',
      tenementName: '华东精密制造有限公司',
      stage: 1,
      seekerStage: 1,
      seekerStageName: '已投递',
      resumeType: 1,
    });
    expect(empty.data.form).toMatchObject({ items: ITEMS });
    expect(empty.data.data).toEqual({});
    expect(empty.data).not.toHaveProperty('resume');
    await app.database.db
      .insert(specialFormData)
      .values({ deliveryRecordId: a.recordId, formId: empty.data.form!.formId, data: { height: 172, shift: '是' } });
    expect((await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, a.token)).data.data).toEqual({
      height: 172,
      shift: '是',
    });
  });

  it('answers form null on a position without a special form', async () => {
    const a = await application(plainPosition);
    expect((await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, a.token)).data).toMatchObject({
      form: null,
      data: {},
    });
  });

  it('is the seeker’s own only', async () => {
    const a = await application();
    for (const token of [seekerToken, admin, other])
      expect((await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, token)).state).toBe(1102);
    expect((await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, null)).http).toBe(401);
    expect((await get('/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=0', a.token)).state).toBe(1000);
  });
});

describe('ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo', () => {
  it('shows HR of the company the answers and the resume the application carried', async () => {
    const a = await application();
    const b = await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, admin);
    expect(b.state).toBe(200);
    expect(b.data.resume).toEqual(SNAPSHOT);
    expect(b.data.form!.items).toEqual(ITEMS);
  });

  it('refuses another company (1102), a job seeker (1101), HR without the position screens (1100) and anonymous callers', async () => {
    const a = await application();
    expect((await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, other)).state).toBe(1102);
    expect((await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, a.token)).state).toBe(1101);
    expect((await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, recruiter)).state).toBe(1100);
    expect((await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, null)).http).toBe(401);
  });
});

describe('ResumeLib/GeneralWorker/EditBackResume', () => {
  it('lets HR correct the answers, checked against the form, and logs it', async () => {
    const a = await application();
    const saved = await editBack(admin, { id: a.recordId, data: { height: '175', shift: '否', dorm: '' } });
    expect(saved.state).toBe(200);
    expect(saved.data).toMatchObject({ data: { height: 175, shift: '否' }, resume: SNAPSHOT });
    expect((await get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${a.recordId}`, a.token)).data.data).toEqual({
      height: 175,
      shift: '否',
    });
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'positionInfo'), eq(operationLogs.recordId, String(a.recordId))));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'edit', summary: { after: { height: 175, shift: '否' } } });
  });

  it('names each broken answer', async () => {
    const a = await application();
    const bad = await editBack(admin, { id: a.recordId, data: { height: '高', shift: '偶尔' } });
    expect(bad.state).toBe(1000);
    expect(bad.errors).toEqual({ 'data.height': 'has the wrong type', 'data.shift': 'is not one of the allowed values' });
    expect((await editBack(admin, { id: a.recordId, data: {} })).errors).toEqual({
      'data.height': 'is required',
      'data.shift': 'is required',
    });
    expect((await editBack(admin, { id: a.recordId })).errors).toHaveProperty('data');
    expect((await editBack(admin, { id: a.recordId, data: { height: 170, shift: '是', shoeSize: 42 } })).errors).toEqual({
      'data.shoeSize': 'is not a field of this screen',
    });
  });

  it('refuses another company’s HR without changing the answers, and a position without a form', async () => {
    const a = await application();
    await editBack(admin, { id: a.recordId, data: { height: 168, shift: '是' } });
    expect((await editBack(other, { id: a.recordId, data: { height: 100, shift: '否' } })).state).toBe(1102);
    expect((await get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${a.recordId}`, admin)).data.data).toEqual({
      height: 168,
      shift: '是',
    });
    const plain = await application(plainPosition);
    expect((await editBack(admin, { id: plain.recordId, data: { height: 170 } })).state).toBe(1102);
    expect((await editBack(a.token, { id: a.recordId, data: {} })).state).toBe(1101);
    expect((await editBack(recruiter, { id: a.recordId, data: {} })).state).toBe(1100);
    expect((await editBack(null, { id: a.recordId, data: {} })).http).toBe(401);
  });
});
