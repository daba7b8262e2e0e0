import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { FILE_LINK } from '../../support/resume-fixtures.ts';
import {
  clearPositions,
  demoTenementId,
  insertAttachment,
  insertPosition,
  insertResume,
  insertSpecialForm,
  newSeeker,
  scopedHr,
  setRecordStage,
} from '../../support/recruiting.ts';
import { positions } from '../../../src/server/db/schema/index.ts';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;
let a: { token: string; userId: number };
let b: { token: string; userId: number };
/** A's applications: online resume to `first`, attachment with form answers to `second`; B's to `first`. */
const rec: Record<'a1' | 'a2' | 'b1', number> = {} as never;
const pos: Record<'first' | 'second', number> = {} as never;

type Row = {
  id: number;
  positionId: number;
  positionName: string;
  seekerStage: number;
  seekerStageName: string;
  viewedAt: string | null;
  attachmentName: string | null;
  stage: number;
};
type Page = { list: Row[]; totalCount: number };
type Detail = {
  record: { id: number; seekerStage: number; viewedAt: string | null; source: string };
  position: { id: number; name: string };
  applicant: { account: string };
  resume: { basic?: { name: string }; educations?: Array<{ school: string }> };
  attachment: { id: number; name: string; fullPath: string } | null;
  formData: { formId: number; data: Record<string, unknown> } | null;
};

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const mine = async (token: string, query = '') => body<Page>(await call(token, 'GET', `/ResumeDeliveryRecord/User/GetList${query}`));
const detail = async (token: string, id: number) => body<Detail>(await call(token, 'GET', `/ResumeDeliveryRecord/GetDetail?id=${id}`));
const byPosition = async (token: string, positionId: number) =>
  body<{ id: number; seekerStage: number } | null>(
    await call(token, 'GET', `/ResumeDeliveryRecord/GetDeliveryRecordByPositionId?positionId=${positionId}`),
  );
const education = async (token: string, id: number, educations: object[]) =>
  body(await call(token, 'POST', '/ResumeDeliveryRecord/updateResumeEducation', { id, educations }));
const arrival = async (token: string, id: number, arrivalTime: string) =>
  body(await call(token, 'POST', '/ResumeDeliveryRecord/updateArrivaTime', { id, arrivalTime }));
const school = (name: string) => ({
  school: name,
  major: '机电一体化',
  education: 4,
  startDate: '2015-09',
  endDate: '2018-06',
  fullTime: true,
});
const row = async (id: number) => (await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.id, id)))[0]!;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
  const db = app.database.db;
  await clearPositions(db);
  const demo = await demoTenementId(db);
  const form = await insertSpecialForm(db, demo, '记录测试表单', [{ prop: 'height', label: '身高', el: 'number', required: true }]);
  pos.first = await insertPosition(db, { tenementId: demo, name: '数控车工' });
  pos.second = await insertPosition(db, { tenementId: demo, name: '普工', specialFormId: form });
  a = await newSeeker(app, 'recorda');
  b = await newSeeker(app, 'recordb');
  await insertResume(db, a.userId);
  await insertResume(db, b.userId);
  const apply = async (token: string, payload: object) =>
    body<{ id: number }>(await call(token, 'POST', '/ResumeDeliveryRecord/User/Delivery', payload)).data.id;
  rec.a1 = await apply(a.token, { positionId: pos.first, resumeType: 1 });
  rec.a2 = await apply(a.token, {
    positionId: pos.second,
    resumeType: 2,
    attachmentId: await insertAttachment(db, a.userId, '李明-简历.pdf'),
    formData: { height: 172 },
  });
  rec.b1 = await apply(b.token, { positionId: pos.first, resumeType: 1 });
});
afterAll(async () => app.close());

describe('the seeker’s own applications', () => {
  it('need a login (401)', async () => {
    for (const url of ['/ResumeDeliveryRecord/User/GetList', `/ResumeDeliveryRecord/GetDeliveryRecordByPositionId?positionId=${pos.first}`])
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/ResumeDeliveryRecord/updateArrivaTime', { id: rec.a1, arrivalTime: '2026-09-01' })).statusCode).toBe(
      401,
    );
    expect((await call(null, 'POST', '/ResumeDeliveryRecord/updateResumeEducation', { id: rec.a1, educations: [] })).statusCode).toBe(401);
  });

  it('list only the caller’s, newest first, with the stage as the seeker sees it', async () => {
    const res = await mine(a.token);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.list.map((r) => r.id)).toEqual([rec.a2, rec.a1]);
    expect(res.data.list[0]).toEqual({
      id: rec.a2,
      positionId: pos.second,
      positionName: '普工',
      tenementName: '华东精密制造有限公司',
      salaryMin: 5000,
      salaryMax: 5400,
      salaryUnit: 1,
      officePlaceName: null,
      resumeType: 2,
      attachmentName: '李明-简历.pdf',
      stage: 1,
      seekerStage: 1,
      seekerStageName: '已投递',
      message: null,
      createdAt: expect.any(String),
      viewedAt: null,
      stageChangedAt: expect.any(String),
      positionState: 2,
      invitation: null,
      offer: null,
    });
    expect((await mine(b.token)).data.list.map((r) => r.id)).toEqual([rec.b1]);
    expect((await mine(a.token, '?stage=10')).state).toBe(1000);
  });

  it('answer the open application to a position, or null', async () => {
    expect((await byPosition(a.token, pos.first)).data).toEqual({
      id: rec.a1,
      seekerStage: 1,
      seekerStageName: '已投递',
      createdAt: expect.any(String),
    });
    expect((await byPosition(b.token, pos.second)).data).toBeNull();
    expect((await byPosition(b.token, pos.first)).data!.id).toBe(rec.b1);
  });
});

describe('ResumeDeliveryRecord/GetDetail (HR opens an application)', () => {
  it('is for management with a position screen: 401, 1101 for seekers, 1100 without the screen', async () => {
    expect((await call(null, 'GET', `/ResumeDeliveryRecord/GetDetail?id=${rec.a1}`)).statusCode).toBe(401);
    expect((await detail(a.token, rec.a1)).state).toBe(1101);
    expect((await detail(recruiter, rec.a1)).state).toBe(1100);
    expect((await detail(admin, 999999)).state).toBe(1102);
    expect((await detail(admin, Number.NaN)).state).toBe(1000);
  });

  it('keeps other companies out (1102) without marking the application viewed', async () => {
    expect((await detail(other, rec.a1)).state).toBe(1102);
    expect((await row(rec.a1)).viewedAt).toBeNull();
  });

  it('answers the record, position, resume snapshot, attachment and form answers', async () => {
    const online = await detail(admin, rec.a1);
    expect(online.state).toBe(200);
    expect(online.data).toMatchObject({
      record: { id: rec.a1, seekerStage: 2, source: '招聘网站' },
      position: { id: pos.first, name: '数控车工' },
      applicant: { account: 'recorda' },
      attachment: null,
      formData: null,
    });
    expect(online.data.resume.basic!.name).toBe('李明');
    const withFile = await detail(admin, rec.a2);
    expect(withFile.data.attachment).toEqual({ id: expect.any(Number), name: '李明-简历.pdf', fullPath: expect.stringMatching(FILE_LINK) });
    expect(withFile.data.formData).toMatchObject({ data: { height: 172 } });
  });

  it('follows the data permission on positions: only-self HR opens applications to their own positions (1102 otherwise)', async () => {
    const db = app.database.db;
    const hr = await scopedHr(app, await demoTenementId(db), 'scopehr', 5);
    expect((await detail(hr.token, rec.b1)).state).toBe(1102);
    expect((await row(rec.b1)).viewedAt).toBeNull();
    await db.update(positions).set({ createdBy: hr.userId }).where(eq(positions.id, pos.second));
    expect((await detail(hr.token, rec.a2)).state).toBe(200);
  });

  it('stamps the first opening: the seeker’s record reads 被查看, later openings keep the time', async () => {
    const first = (await row(rec.a1)).viewedAt!;
    expect(first).toBeInstanceOf(Date);
    await detail(admin, rec.a1);
    expect((await row(rec.a1)).viewedAt).toEqual(first);
    const list = (await mine(a.token)).data.list;
    expect(list.find((r) => r.id === rec.a1)).toMatchObject({ seekerStage: 2, seekerStageName: '被查看', viewedAt: first.toISOString() });
    expect((await mine(a.token, '?stage=2')).data.list.map((r) => r.id)).toEqual([rec.a2, rec.a1]);
    expect((await mine(b.token, '?stage=1')).data.list.map((r) => r.id)).toEqual([rec.b1]);
    expect((await row(rec.b1)).viewedAt).toBeNull();
  });
});

describe('changes the seeker may still make', () => {
  it('educations: only the owner (1102 for another seeker), before HR opens it (1149 after)', async () => {
    expect((await education(a.token, rec.b1, [school('别人改的')])).state).toBe(1102);
    const res = await education(b.token, rec.b1, [school('上海电机学院'), school('夜大')]);
    expect(res.state).toBe(200);
    expect(((await row(rec.b1)).resumeSnapshot as { educations: Array<{ school: string }> }).educations.map((e) => e.school)).toEqual([
      '上海电机学院',
      '夜大',
    ]);
    // a1 has been opened by HR.
    expect((await education(a.token, rec.a1, [school('晚了')])).state).toBe(1149);
  });

  it('educations: bad input is 1000 with the fields at fault', async () => {
    expect((await education(b.token, rec.b1, [{ ...school('倒序'), startDate: '2019-09', endDate: '2018-06' }])).errors).toEqual({
      'educations.0.endDate': '结束日期不能早于开始日期',
    });
    expect(Object.keys((await education(b.token, rec.b1, [{ school: '' }])).errors!).length).toBeGreaterThan(0);
  });

  it('arrival time: only once hired (1149 before), only the owner (1102)', async () => {
    expect((await arrival(b.token, rec.b1, '2026-09-01')).state).toBe(1149);
    await setRecordStage(app.database.db, rec.b1, 4);
    expect((await arrival(a.token, rec.b1, '2026-09-01')).state).toBe(1102);
    expect((await arrival(b.token, rec.b1, 'next monday')).errors).toEqual({ arrivalTime: expect.any(String) });
    expect((await arrival(b.token, rec.b1, '2026-09-01T08:30:00+08:00')).state).toBe(200);
    expect((await row(rec.b1)).arrivalTime!.toISOString()).toBe('2026-09-01T00:30:00.000Z');
    await setRecordStage(app.database.db, rec.b1, 6);
    expect((await arrival(b.token, rec.b1, '2026-09-02')).state).toBe(1149);
    // Reported in (已报到, seeker stage 8): no longer waiting to arrive.
    expect((await mine(b.token, '?stage=8')).data.list.map((r) => r.id)).toEqual([rec.b1]);
  });

  it('stay out of every other seeker’s list', async () => {
    const seekerToken = await loginAs(app, 'seeker', 'Seeker@2026');
    expect((await mine(seekerToken)).data).toMatchObject({ list: [], totalCount: 0 });
  });
});
