import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { FILE_LINK } from '../../support/resume-fixtures.ts';
import {
  clearPositions,
  demoTenementId,
  insertAttachment,
  insertPosition,
  insertResume,
  insertSpecialForm,
  newSeeker,
} from '../../support/recruiting.ts';
import { deliveryRecords, positions, specialFormData } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
/** complete: a full resume (本科, born 1996); bare: no resume; partial: no expectation, no photo. */
const who: Record<'complete' | 'bare' | 'partial', { token: string; userId: number }> = {} as never;
const pos: Record<'open' | 'race' | 'strict' | 'form' | 'draft' | 'offline' | 'again', number> = {} as never;

type Qual = { qualified: boolean; missing: string[]; unmet: string[]; canDeliver: boolean; reason?: string };

const post = (token: string | null, payload: object, lang = 'zh-CN') =>
  app.inject({
    method: 'POST',
    url: api('/ResumeDeliveryRecord/User/Delivery'),
    headers: { ...(token ? auth(token) : {}), 'accept-language': lang },
    payload,
  });
const apply = async (token: string, payload: object, lang = 'zh-CN') => body<{ id: number }>(await post(token, payload, lang));
const qual = async (token: string, id: number, lang = 'zh-CN') =>
  body<Qual>(
    await app.inject({
      method: 'GET',
      url: api(`/PositionInfo/Qualification?id=${id}`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  );
const recordRow = async (id: number) => (await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.id, id)))[0]!;

beforeAll(async () => {
  app = await testApp();
  const db = app.database.db;
  await clearPositions(db);
  const demo = await demoTenementId(db);
  const form = await insertSpecialForm(db, demo, '投递测试表单', [
    { prop: 'height', label: '身高', el: 'number', required: true },
    { prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] },
    { prop: 'note', label: '备注', el: 'input', required: false, maxLength: 10 },
  ]);
  pos.open = await insertPosition(db, { tenementId: demo, name: '装配工' });
  pos.race = await insertPosition(db, { tenementId: demo, name: '包装工' });
  pos.again = await insertPosition(db, { tenementId: demo, name: '仓管员' });
  pos.strict = await insertPosition(db, { tenementId: demo, name: '研发工程师', education: 6, ageMin: 18, ageMax: 25 });
  pos.form = await insertPosition(db, { tenementId: demo, name: '普工', specialFormId: form });
  pos.draft = await insertPosition(db, { tenementId: demo, name: '草稿', state: 0 });
  pos.offline = await insertPosition(db, { tenementId: demo, name: '下线', state: 3 });
  who.complete = await newSeeker(app, 'applyfull');
  who.bare = await newSeeker(app, 'applybare');
  who.partial = await newSeeker(app, 'applypart');
  await insertResume(db, who.complete.userId);
  await insertResume(db, who.partial.userId, { expect: { positionTypes: [], cities: [], salaryMin: 5000, salaryMax: 6000 }, photoIds: [] });
});
afterAll(async () => app.close());

describe('ResumeDeliveryRecord/User/Delivery', () => {
  it('needs a login (401)', async () => {
    expect((await post(null, { positionId: pos.open, resumeType: 1 })).statusCode).toBe(401);
  });

  it('refuses bad input with 1000 and the fields at fault', async () => {
    expect(Object.keys((await apply(who.complete.token, {})).errors!).sort()).toEqual(['positionId', 'resumeType']);
    expect((await apply(who.complete.token, { positionId: pos.open, resumeType: 3 })).errors).toEqual({ resumeType: expect.any(String) });
    expect((await apply(who.complete.token, { positionId: pos.open, resumeType: 2 })).errors).toEqual({ attachmentId: '不能为空' });
  });

  it('takes published positions only: draft and offline are 1140, unknown 1102', async () => {
    expect((await apply(who.complete.token, { positionId: pos.draft, resumeType: 1 })).state).toBe(1140);
    expect((await apply(who.complete.token, { positionId: pos.offline, resumeType: 1 })).state).toBe(1140);
    expect((await apply(who.complete.token, { positionId: 999999, resumeType: 1 })).state).toBe(1102);
  });

  it('names the sections an online resume still lacks (1146), in the caller’s language', async () => {
    const none = await apply(who.bare.token, { positionId: pos.open, resumeType: 1 });
    expect(none).toMatchObject({ state: 1146, message: '请先完善简历：基本信息、求职状态、求职期望、教育经历、照片' });
    expect((await apply(who.partial.token, { positionId: pos.open, resumeType: 1 })).message).toBe('请先完善简历：求职期望、照片');
    expect((await apply(who.partial.token, { positionId: pos.open, resumeType: 1 }, 'zh-TW')).message).toBe('請先完善履歷：求職期望、照片');
    expect((await apply(who.partial.token, { positionId: pos.open, resumeType: 1 }, 'en')).message).toBe(
      'Complete your resume first: job expectations, photo',
    );
  });

  it('names the requirements the resume does not meet (1147)', async () => {
    const res = await apply(who.complete.token, { positionId: pos.strict, resumeType: 1 });
    expect(res).toMatchObject({ state: 1147, message: '不符合该职位的要求：学历硕士及以上、年龄18-25岁' });
    expect((await apply(who.complete.token, { positionId: pos.strict, resumeType: 1 }, 'en')).message).toBe(
      "You do not meet this position’s requirements: education Master's or above, age 18-25",
    );
  });

  it('accepts only the caller’s own, undeleted attachment (1102 otherwise)', async () => {
    const db = app.database.db;
    const others = await insertAttachment(db, who.complete.userId, '别人的简历.pdf');
    const deleted = await insertAttachment(db, who.bare.userId, '删掉的.pdf', true);
    expect((await apply(who.bare.token, { positionId: pos.open, resumeType: 2, attachmentId: others })).state).toBe(1102);
    expect((await apply(who.bare.token, { positionId: pos.open, resumeType: 2, attachmentId: deleted })).state).toBe(1102);
    const mine = await insertAttachment(db, who.bare.userId, '我的简历.pdf');
    const res = await apply(who.bare.token, { positionId: pos.open, resumeType: 2, attachmentId: mine });
    expect(res.state).toBe(200);
    // No online resume: the snapshot is empty, the attachment carries the application.
    expect(await recordRow(res.data.id)).toMatchObject({
      resumeType: 2,
      attachmentId: mine,
      resumeSnapshot: {},
      stage: 1,
      active: true,
      source: '招聘网站',
    });
  });

  it('applies with the complete online resume: stage 1, source 招聘网站, the resume as it is now kept', async () => {
    const res = await apply(who.complete.token, { positionId: pos.open, resumeType: 1 });
    expect(res.state).toBe(200);
    const row = await recordRow(res.data.id);
    expect(row).toMatchObject({
      tenementId: await demoTenementId(app.database.db),
      positionId: pos.open,
      userId: who.complete.userId,
      resumeType: 1,
      attachmentId: null,
      stage: 1,
      active: true,
      source: '招聘网站',
      viewedAt: null,
    });
    const snapshot = row.resumeSnapshot as {
      basic: { name: string };
      educations: unknown[];
      photos: Array<{ fullPath: string }>;
      completeness: { percent: number };
    };
    expect(snapshot.basic.name).toBe('李明');
    expect(snapshot.educations).toHaveLength(1);
    // Keyed read links (issue 26): a snapshot never names a file by its counting id.
    expect(snapshot.photos[0]!.fullPath).toMatch(FILE_LINK);
    expect(snapshot.completeness.percent).toBe(100);
  });

  it('refuses a second open application to the same position (1145)', async () => {
    expect((await apply(who.complete.token, { positionId: pos.open, resumeType: 1 })).state).toBe(1145);
  });

  it('lets exactly one of several simultaneous applications through (the partial unique index settles races)', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => apply(who.complete.token, { positionId: pos.race, resumeType: 1 })));
    expect(answers.map((a) => a.state).sort((a, b) => a - b)).toEqual([200, 1145, 1145, 1145]);
    const rows = await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.positionId, pos.race));
    expect(rows).toHaveLength(1);
  });

  it('allows a new application once the earlier one is closed', async () => {
    const first = await apply(who.complete.token, { positionId: pos.again, resumeType: 1 });
    await app.database.db.update(deliveryRecords).set({ active: false, stage: 10 }).where(eq(deliveryRecords.id, first.data.id));
    const second = await apply(who.complete.token, { positionId: pos.again, resumeType: 1 });
    expect(second.state).toBe(200);
    expect(second.data.id).not.toBe(first.data.id);
  });

  it('checks a special form’s answers and keeps them with the application', async () => {
    const missing = await apply(who.complete.token, { positionId: pos.form, resumeType: 1 });
    expect(missing.state).toBe(1000);
    expect(missing.errors).toEqual({ 'formData.height': '不能为空', 'formData.shift': '不能为空' });
    const bad = await apply(who.complete.token, {
      positionId: pos.form,
      resumeType: 1,
      formData: { height: 'tall', shift: '也许', note: '一二三四五六七八九十十一', extra: 'x' },
    });
    expect(Object.keys(bad.errors!).sort()).toEqual(['formData.extra', 'formData.height', 'formData.note', 'formData.shift']);
    expect(await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.positionId, pos.form))).toHaveLength(0);
    const good = await apply(who.complete.token, {
      positionId: pos.form,
      resumeType: 1,
      formData: { height: '175', shift: '是', note: '' },
    });
    expect(good.state).toBe(200);
    const [answers] = await app.database.db.select().from(specialFormData).where(eq(specialFormData.deliveryRecordId, good.data.id));
    expect(answers).toMatchObject({ data: { height: 175, shift: '是' }, updatedBy: who.complete.userId });
  });
});

describe('PositionInfo/Qualification', () => {
  it('needs a login (401), a valid id (1000) and a known position (1102)', async () => {
    expect((await app.inject({ method: 'GET', url: api(`/PositionInfo/Qualification?id=${pos.open}`) })).statusCode).toBe(401);
    expect((await qual(who.complete.token, Number.NaN)).state).toBe(1000);
    expect((await qual(who.complete.token, 999999)).state).toBe(1102);
  });

  it('says a complete, qualified resume may apply', async () => {
    expect((await qual(who.complete.token, pos.strict)).data).toEqual({
      qualified: false,
      missing: [],
      unmet: ['学历硕士及以上', '年龄18-25岁'],
      canDeliver: false,
      reason: '不符合该职位的要求：学历硕士及以上、年龄18-25岁',
    });
    const db = app.database.db;
    const fresh = await insertPosition(db, { tenementId: await demoTenementId(db), name: '新职位' });
    expect((await qual(who.complete.token, fresh)).data).toEqual({ qualified: true, missing: [], unmet: [], canDeliver: true });
  });

  it('names missing sections without blocking an attachment application', async () => {
    const res = await qual(who.bare.token, pos.race, 'zh-TW');
    expect(res.data).toEqual({
      qualified: false,
      missing: ['基本資料', '求職狀態', '求職期望', '教育經歷', '照片'],
      unmet: [],
      canDeliver: true,
    });
  });

  it('gives the reason an application would be refused: already applied, position offline', async () => {
    expect((await qual(who.complete.token, pos.open)).data).toMatchObject({ canDeliver: false, reason: '您已投递过该职位，请勿重复投递' });
    // An offline position answers only to those who applied to it (area G: no reads of unpublished positions by id).
    expect((await qual(who.complete.token, pos.offline)).state).toBe(1102);
    const db = app.database.db;
    const closed = await insertPosition(db, { tenementId: await demoTenementId(db), name: '已投后下线' });
    await db.insert(deliveryRecords).values({
      tenementId: await demoTenementId(db),
      positionId: closed,
      userId: who.complete.userId,
      resumeType: 1,
      resumeSnapshot: {},
      active: false,
    });
    await db.update(positions).set({ state: 3 }).where(eq(positions.id, closed));
    expect((await qual(who.complete.token, closed)).data).toMatchObject({ canDeliver: false, reason: '该职位已下线或未发布，不能投递' });
  });
});
