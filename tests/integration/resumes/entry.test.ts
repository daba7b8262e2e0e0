import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp, type Envelope } from '../../support/test-app.ts';
import { secondTenement } from '../../support/tenants.ts';
import { buildPdf, demoCompanyId, freshSeeker, insertPosition, insertRecord, uploadFrom } from '../../support/resume-fixtures.ts';
import { officePlaces } from '../../../src/server/db/schema/index.ts';
import { factoryTable } from '../../../generated/server/tables.ts';
import { PIPELINE_STAGE } from '../../../src/common/recruiting.ts';

interface Entry {
  deliveryRecordId: number;
  stage: number;
  seekerStage: number;
  editable: boolean;
  arrivalTime: string | null;
  data: Record<string, unknown>;
  files: Array<{ id: number; name: string; fullPath: string }>;
}

let app: FastifyInstance;
let admin: string;
let other: string;
let recruiter: string;
let company: number;

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const second = await secondTenement(app);
  other = await loginAs(app, second.account, second.password);
  // A member of the demo company acting as management, without the position screens.
  recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
  await app.inject({ method: 'POST', url: api('/Login/ChangeLogin'), headers: auth(recruiter), payload: { identity: 'manage' } });
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

const get = async <T>(url: string, token: string | null) => {
  const res = await app.inject({ method: 'GET', url: api(url), headers: token ? auth(token) : {} });
  return { http: res.statusCode, ...(body<T>(res) as Envelope<T>) };
};
const post = async <T>(url: string, token: string | null, payload: object, lang = 'zh-CN') => {
  const res = await app.inject({
    method: 'POST',
    url: api(url),
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
    payload,
  });
  return { http: res.statusCode, ...(body<T>(res) as Envelope<T>) };
};

/** A seeker with an application to a demo-company position at the given stage. */
async function applied(stage: number) {
  const s = await freshSeeker(app);
  const db = app.database.db;
  const [place] = await db
    .insert(officePlaces)
    .values({ tenementId: company, name: `入职地点${s.userId}`, address: '苏州工业园区星湖街88号' })
    .returning({ id: officePlaces.id });
  const [factory] = await db
    .insert(factoryTable)
    .values({ tenementId: company, name: `一厂${s.userId}`, address: '昆山开发区前进东路1号' })
    .returning({ id: factoryTable.id });
  const positionId = await insertPosition(db, company, { officePlaceId: place!.id, factoryId: factory!.id });
  return { ...s, recordId: await insertRecord(db, { positionId, userId: s.userId, stage }) };
}

describe('ResumeUserInfo onboarding details', () => {
  it('are the caller’s own: empty at first, replaced whole, never seen by another seeker', async () => {
    const a = await freshSeeker(app);
    const b = await freshSeeker(app);
    expect((await get('/ResumeUserInfo/GetResumeUserInfoDetails', a.token)).data).toEqual({ data: {} });
    const data = {
      idNumber: '11010519491231002X',
      nation: '汉族',
      nativePlace: '江苏南通',
      address: '苏州市吴中区宝带西路1号',
      emergencyContact: '张母',
      emergencyRelation: '母亲',
      emergencyPhone: '13911112233',
      bankName: '中国工商银行',
      bankCard: '6222021001112223334',
    };
    expect((await post('/ResumeUserInfo/EditResumeUserInfo', a.token, { data })).data).toEqual({ data });
    expect((await get('/ResumeUserInfo/GetResumeUserInfoDetails', a.token)).data).toEqual({ data });
    expect((await get('/ResumeUserInfo/GetResumeUserInfoDetails', b.token)).data).toEqual({ data: {} });
    expect((await post('/ResumeUserInfo/EditResumeUserInfo', a.token, { data: { nation: '回族' } })).data).toEqual({
      data: { nation: '回族' },
    });
  });

  it('check each field', async () => {
    const s = await freshSeeker(app);
    const bad = await post(
      '/ResumeUserInfo/EditResumeUserInfo',
      s.token,
      { data: { emergencyPhone: '123', bankCard: '12ab', address: 'x'.repeat(201) } },
      'en',
    );
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors!).sort()).toEqual(['data.address', 'data.bankCard', 'data.emergencyPhone']);
    const id = await post('/ResumeUserInfo/EditResumeUserInfo', s.token, { data: { idNumber: '110105194912310021' } }, 'en');
    expect(id.errors).toEqual({ 'data.idNumber': 'has the wrong format' });
    expect((await post('/ResumeUserInfo/EditResumeUserInfo', s.token, {})).errors).toHaveProperty('data');
  });

  it('need a logged-in caller', async () => {
    expect((await get('/ResumeUserInfo/GetResumeUserInfoDetails', null)).http).toBe(401);
    expect((await post('/ResumeUserInfo/EditResumeUserInfo', null, { data: {} })).http).toBe(401);
  });
});

describe('entry papers of a hired application', () => {
  it('are filled by the seeker while hired, with their own documents', async () => {
    const a = await applied(PIPELINE_STAGE.hire);
    const front = (await uploadFrom(app, a.token, 'entryDocument')).data[0]!.id;
    const diploma = (await uploadFrom(app, a.token, 'entryDocument', buildPdf('diploma'), '毕业证.pdf')).data[0]!.id;
    const photo = (await uploadFrom(app, a.token, 'resumePhoto')).data[0]!.id;
    const empty = await get<Entry>(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, a.token);
    expect(empty.data).toMatchObject({
      deliveryRecordId: a.recordId,
      stage: 4,
      seekerStage: 6,
      editable: true,
      arrivalTime: null,
      data: { idCardFrontId: null, photoIds: [] },
      files: [],
    });
    const saved = await post<Entry>('/ResumeUserInfo/EditResumeEnrtyUserInfo', a.token, {
      id: a.recordId,
      data: { idCardFrontId: front, diplomaId: diploma, photoIds: [photo], remark: '下周一可到岗' },
    });
    expect(saved.state).toBe(200);
    expect(saved.data.data).toEqual({
      idCardFrontId: front,
      idCardBackId: null,
      diplomaId: diploma,
      healthCertId: null,
      bankCardId: null,
      photoIds: [photo],
      remark: '下周一可到岗',
    });
    expect(saved.data.files.map((f) => f.name).sort()).toEqual(['photo.png', 'photo.png', '毕业证.pdf'].sort());
    expect((await get<Entry>(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, a.token)).data).toEqual(saved.data);
  });

  it('are read by HR of the company with the position screens, not by anyone else', async () => {
    const a = await applied(PIPELINE_STAGE.waitingReported);
    const b = await freshSeeker(app);
    const doc = (await uploadFrom(app, a.token, 'entryDocument')).data[0]!.id;
    await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', a.token, { id: a.recordId, data: { bankCardId: doc } });
    const hr = await get<Entry>(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, admin);
    expect(hr.data).toMatchObject({ editable: false, data: { bankCardId: doc } });
    expect((await get(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, b.token)).state).toBe(1102);
    expect((await get(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, other)).state).toBe(1102);
    expect((await get(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, recruiter)).state).toBe(1100);
    expect((await get(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, null)).http).toBe(401);
    expect((await get(`/ResumeUserInfo/GetResumeEntryDetails?id=nope`, a.token)).state).toBe(1000);
  });

  it('are changed only by their seeker, only at hire or waiting to report, only with their own files', async () => {
    const a = await applied(PIPELINE_STAGE.hire);
    const b = await freshSeeker(app);
    const bDoc = (await uploadFrom(app, b.token, 'entryDocument')).data[0]!.id;
    // A file of their own that is no entry paper (an attachment resume).
    const aPlain = (await uploadFrom(app, a.token, 'resumeAttachment', buildPdf(), 'cv.pdf')).data[0]!.id;
    expect((await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', b.token, { id: a.recordId, data: { remark: '冒充' } })).state).toBe(1102);
    expect((await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', admin, { id: a.recordId, data: { remark: 'HR' } })).state).toBe(1102);
    expect((await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', a.token, { id: a.recordId, data: { idCardBackId: bDoc } })).state).toBe(
      1102,
    );
    expect((await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', a.token, { id: a.recordId, data: { idCardBackId: aPlain } })).state).toBe(
      1102,
    );
    expect((await get<Entry>(`/ResumeUserInfo/GetResumeEntryDetails?id=${a.recordId}`, a.token)).data.data).toMatchObject({
      remark: null,
      idCardBackId: null,
    });
    const early = await applied(PIPELINE_STAGE.interview);
    const refused = await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', early.token, { id: early.recordId, data: { remark: '太早' } });
    expect(refused.state).toBe(1149);
    expect((await get<Entry>(`/ResumeUserInfo/GetResumeEntryDetails?id=${early.recordId}`, early.token)).data.editable).toBe(false);
    const bad = await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', a.token, {
      id: a.recordId,
      data: { photoIds: [1, 2, 3, 4, 5, 6, 7], remark: 'x'.repeat(201) },
    });
    expect(Object.keys(bad.errors!).sort()).toEqual(['data.photoIds', 'data.remark']);
    expect((await post('/ResumeUserInfo/EditResumeEnrtyUserInfo', null, { id: a.recordId, data: {} })).http).toBe(401);
  });
});

describe('ResumeUserInfo/User/GetResumeJobByRecordId', () => {
  it('tells the seeker where and when they start; nobody else', async () => {
    const a = await applied(PIPELINE_STAGE.hire);
    const b = await freshSeeker(app);
    const job = await get<Record<string, unknown>>(`/ResumeUserInfo/User/GetResumeJobByRecordId?id=${a.recordId}`, a.token);
    expect(job.data).toMatchObject({
      deliveryRecordId: a.recordId,
      tenementName: '华东精密制造有限公司',
      factoryName: `一厂${a.userId}`,
      officePlaceName: `入职地点${a.userId}`,
      officePlaceAddress: '苏州工业园区星湖街88号',
      arrivalTime: null,
      stage: 4,
      seekerStage: 6,
    });
    expect((await get(`/ResumeUserInfo/User/GetResumeJobByRecordId?id=${a.recordId}`, b.token)).state).toBe(1102);
    expect((await get(`/ResumeUserInfo/User/GetResumeJobByRecordId?id=${a.recordId}`, admin)).state).toBe(1102);
    expect((await get(`/ResumeUserInfo/User/GetResumeJobByRecordId?id=${a.recordId}`, null)).http).toBe(401);
    expect((await get(`/ResumeUserInfo/User/GetResumeJobByRecordId`, a.token)).errors).toHaveProperty('id');
  });
});
