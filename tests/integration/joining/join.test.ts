import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { api, loginAs, testApp, listenOnLoopback } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { forms, tenementUsers, users } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/modules/identity/passwords.ts';
import { call, dept, deptIdByNo, lastLog, listen, role, staff, STAFF_PASSWORD, tenementIdOf } from '../people/fixture.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../../support/hash-cost.ts';

let app: FastifyInstance;
let base: string;
let t: Awaited<ReturnType<typeof actors>>;
let demo: number;
let reviewer: string;
let codeEditor: string;
let applicant: string;
let otherDept: number;
const connections: HubConnection[] = [];
const inbox: Record<string, Array<{ event: string; payload: unknown }>> = {};

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  base = await listenOnLoopback(app);
  t = await actors(app);
  demo = await tenementIdOf(app, 'T0001');
  otherDept = await dept(app, await tenementIdOf(app, 'T0002'), 'X01', '别家部门', null);
  const hr = await deptIdByNo(app, 'D01');
  const reviewRole = await role(app, demo, { name: '审核员', menus: [104], keys: ['teamCode:review'] });
  const editRole = await role(app, demo, { name: '团队码管理', menus: [104], keys: ['teamCode:edit'] });
  await staff(app, demo, { account: 'reviewer', name: '审核员甲', phone: '13888880001', deptId: hr, roleIds: [reviewRole] });
  await staff(app, demo, { account: 'coder', name: '团队码员', phone: '13888880002', deptId: hr, roleIds: [editRole] });
  await app.database.db
    .insert(users)
    .values({ account: 'applicant', passwordHash: await hashPassword('Apply@2026', TEST_PASSWORD_HASH_LOG_N), phone: '13888880003' });
  reviewer = await loginAs(app, 'reviewer', STAFF_PASSWORD);
  codeEditor = await loginAs(app, 'coder', STAFF_PASSWORD);
  applicant = await loginAs(app, 'applicant', 'Apply@2026');
  const tokens: Record<string, string> = {
    admin: t.admin,
    reviewer,
    codeEditor,
    recruiter: t.recruiter,
    seeker: t.seeker,
    applicant,
    other: t.other,
  };
  for (const [who, token] of Object.entries(tokens)) inbox[who] = await listen(base, token, connections);
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

const teamCode = async (token = t.admin) =>
  (await call<{ teamCode: string; tenementName: string }>(app, token, 'GET', '/TenementCode/GetTenementCode')).data;
const notices = (who: string) => inbox[who]!.filter((m) => m.event === 'NoticeMessage').map((m) => m.payload);
const firstFormId = async () => (await app.database.db.select({ id: forms.id }).from(forms))[0]!.id;
const formRow = async (id: number) => (await app.database.db.select().from(forms).where(eq(forms.id, id)))[0]!;

describe('TenementCode/GetTenementCode and Update', () => {
  it('refuses without a token, without the menu or the key', async () => {
    expect((await app.inject({ method: 'GET', url: api('/TenementCode/GetTenementCode') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: api('/TenementCode/Update') })).statusCode).toBe(401);
    expect((await call(app, t.recruiter, 'GET', '/TenementCode/GetTenementCode')).state).toBe(1100);
    expect((await call(app, t.recruiter, 'PUT', '/TenementCode/Update')).state).toBe(1100);
    expect((await call(app, reviewer, 'PUT', '/TenementCode/Update')).state).toBe(1100);
    expect((await call(app, t.seeker, 'GET', '/TenementCode/GetTenementCode')).state).toBe(1101);
  });

  it('shows each company its own code, and a new random one replaces it (the old one stops working)', async () => {
    const before = await teamCode();
    expect(before.tenementName).toBe('华东精密制造有限公司');
    expect(before.teamCode).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(await teamCode(t.other)).toEqual({ teamCode: 'ZZZZZZZZZZZZZZ2', tenementName: '另一家公司' });
    const renewed = await call<{ teamCode: string }>(app, codeEditor, 'PUT', '/TenementCode/Update');
    expect(renewed.data.teamCode).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(renewed.data.teamCode).not.toBe(before.teamCode);
    expect((await teamCode()).teamCode).toBe(renewed.data.teamCode);
    expect((await teamCode(t.other)).teamCode).toBe('ZZZZZZZZZZZZZZ2');
    const log = await lastLog(app, 'teamCode', 'edit');
    expect(log).toMatchObject({ account: 'coder', recordId: String(demo) });
    expect(JSON.stringify(log!.summary)).not.toContain(renewed.data.teamCode);
    expect((await call(app, t.seeker, 'POST', '/TenementCode/Join', { teamCode: before.teamCode, name: '张伟' })).state).toBe(1124);
  });
});

describe('TenementCode/Join', () => {
  it('refuses without a token, with bad input, with an unknown code, from a member', async () => {
    const { teamCode: code } = await teamCode();
    expect((await app.inject({ method: 'POST', url: api('/TenementCode/Join'), payload: { teamCode: code, name: 'x' } })).statusCode).toBe(
      401,
    );
    expect((await call(app, t.seeker, 'POST', '/TenementCode/Join', { teamCode: 'short' })).errors).toEqual({
      teamCode: '格式不正确',
      name: '不能为空',
    });
    expect((await call(app, t.seeker, 'POST', '/TenementCode/Join', { teamCode: 'A'.repeat(15), name: '张伟' })).state).toBe(1124);
    expect((await call(app, t.recruiter, 'POST', '/TenementCode/Join', { teamCode: code, name: '李娜' })).state).toBe(1125);
    expect(await app.database.db.select().from(forms)).toEqual([]);
  });

  it('files a request once and tells the company’s reviewers (top administrator and key holders) at once', async () => {
    const { teamCode: code } = await teamCode();
    const res = await call<{ formId: number }>(app, t.seeker, 'POST', '/TenementCode/Join', {
      teamCode: code.toLowerCase(),
      name: '张伟',
      remark: '应聘质检员',
    });
    expect(res.state).toBe(200);
    const expected = { state: 200, message: '张伟申请加入团队，请及时审核', data: { formId: res.data.formId, reviewStatus: 0 } };
    await expect.poll(() => notices('reviewer').length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => notices('admin').length, { timeout: 5000 }).toBe(1);
    expect(notices('reviewer')).toEqual([expected]);
    expect(notices('admin')).toEqual([expected]);
    expect(await formRow(res.data.formId)).toMatchObject({
      tenementId: demo,
      applyType: 1,
      reviewStatus: 0,
      content: { name: '张伟', remark: '应聘质检员' },
    });
    expect((await call(app, t.seeker, 'POST', '/TenementCode/Join', { teamCode: code, name: '张伟' })).state).toBe(1126);
    for (const who of ['codeEditor', 'recruiter', 'seeker', 'other']) expect(notices(who)).toEqual([]);
  });
});

type Request = {
  id: number;
  applyType: number;
  applicantUserId: number;
  account: string;
  name: string;
  phone: string;
  remark: string | null;
  reviewStatus: number;
  reviewerName: string | null;
  reviewRemark: string | null;
  reviewedAt: string | null;
  createdAt: string;
};

describe('Form/GetTenementUserJoinReviewList, GetFormList and GetFormById', () => {
  it('refuses without a token, with bad input, without the menu', async () => {
    expect((await app.inject({ method: 'GET', url: api('/Form/GetTenementUserJoinReviewList') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: api('/Form/GetFormList') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: api('/Form/GetFormById?id=1') })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', '/Form/GetTenementUserJoinReviewList?reviewStatus=5')).errors).toHaveProperty('reviewStatus');
    expect((await call(app, t.seeker, 'GET', '/Form/GetFormList?perPage=0')).errors).toHaveProperty('perPage');
    expect((await call(app, t.seeker, 'GET', '/Form/GetFormById')).errors).toEqual({ id: '不能为空' });
    expect((await call(app, t.recruiter, 'GET', '/Form/GetTenementUserJoinReviewList')).state).toBe(1100);
  });

  it('shows the company its requests, the applicant theirs, and one request only to those two sides', async () => {
    const { data } = await call<{ list: Request[]; totalCount: number }>(
      app,
      reviewer,
      'GET',
      '/Form/GetTenementUserJoinReviewList?reviewStatus=0',
    );
    expect(data.totalCount).toBe(1);
    const [seeker] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
    expect(data.list[0]).toMatchObject({
      applyType: 1,
      applicantUserId: seeker!.id,
      account: 'seeker',
      name: '张伟',
      phone: '13900000002',
      remark: '应聘质检员',
      reviewStatus: 0,
      reviewerName: null,
      reviewedAt: null,
    });
    expect((await call<{ list: Request[] }>(app, reviewer, 'GET', '/Form/GetTenementUserJoinReviewList?reviewStatus=1')).data.list).toEqual(
      [],
    );
    expect((await call<{ totalCount: number }>(app, t.other, 'GET', '/Form/GetTenementUserJoinReviewList')).data.totalCount).toBe(0);
    const id = data.list[0]!.id;

    const own = await call<{ list: Array<Record<string, unknown>> }>(app, t.seeker, 'GET', '/Form/GetFormList');
    expect(own.data.list).toEqual([
      {
        id,
        tenementName: '华东精密制造有限公司',
        applyType: 1,
        reviewStatus: 0,
        reviewRemark: null,
        createdAt: expect.any(String),
        reviewedAt: null,
      },
    ]);
    expect((await call<{ list: unknown[] }>(app, applicant, 'GET', '/Form/GetFormList')).data.list).toEqual([]);

    const detail = {
      id,
      tenementName: '华东精密制造有限公司',
      applyType: 1,
      reviewStatus: 0,
      content: { name: '张伟', remark: '应聘质检员' },
    };
    expect((await call(app, t.seeker, 'GET', `/Form/GetFormById?id=${id}`)).data).toMatchObject(detail);
    expect((await call(app, reviewer, 'GET', `/Form/GetFormById?id=${id}`)).data).toMatchObject(detail);
    // The recruiter is management in the company but without the review screen (menu 104).
    for (const token of [t.recruiter, t.other, applicant])
      expect((await call(app, token, 'GET', `/Form/GetFormById?id=${id}`)).state).toBe(1102);
  });
});

describe('Form/ReviewForm', () => {
  it('refuses without a token, with bad input, without the key, on another company’s request', async () => {
    const id = await firstFormId();
    expect((await app.inject({ method: 'POST', url: api('/Form/ReviewForm'), payload: { id, approve: true } })).statusCode).toBe(401);
    expect((await call(app, reviewer, 'POST', '/Form/ReviewForm', { id })).errors).toEqual({ approve: '不能为空' });
    expect((await call(app, reviewer, 'POST', '/Form/ReviewForm', { id, approve: true })).errors).toEqual({ deptId: '不能为空' });
    expect((await call(app, codeEditor, 'POST', '/Form/ReviewForm', { id, approve: false })).state).toBe(1100);
    expect((await call(app, t.other, 'POST', '/Form/ReviewForm', { id, approve: false })).state).toBe(1102);
    expect((await call(app, reviewer, 'POST', '/Form/ReviewForm', { id, approve: true, deptId: otherDept })).state).toBe(1102);
    expect(await formRow(id)).toMatchObject({ reviewStatus: 0, reviewerUserId: null });
  });

  it('approving makes the applicant a member of the chosen department and tells both sides', async () => {
    const id = await firstFormId();
    const quality = await deptIdByNo(app, 'D03');
    expect((await call(app, reviewer, 'POST', '/Form/ReviewForm', { id, approve: true, deptId: quality, remark: '欢迎' })).state).toBe(200);
    const [seeker] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
    const [member] = await app.database.db.select().from(tenementUsers).where(eq(tenementUsers.userId, seeker!.id));
    expect(member).toMatchObject({ tenementId: demo, name: '张伟', deptId: quality, enabled: true, isTopAdmin: false });
    expect(await formRow(id)).toMatchObject({ reviewStatus: 1, reviewRemark: '欢迎', reviewedAt: expect.any(Date) });
    await expect.poll(() => notices('seeker').length, { timeout: 5000 }).toBe(1);
    expect(notices('seeker')).toEqual([
      { state: 200, message: '您加入“华东精密制造有限公司”的申请已通过', data: { formId: id, reviewStatus: 1 } },
    ]);
    await expect.poll(() => notices('admin').length, { timeout: 5000 }).toBe(2);
    expect(notices('admin')[1]).toEqual({ state: 200, message: '张伟的加入申请已通过', data: { formId: id, reviewStatus: 1 } });
    expect(await lastLog(app, 'form', 'edit')).toMatchObject({ account: 'reviewer', recordId: String(id) });
    expect((await call(app, reviewer, 'POST', '/Form/ReviewForm', { id, approve: false })).state).toBe(1127);
    expect(
      (await call<{ list: Request[] }>(app, t.admin, 'GET', '/Form/GetTenementUserJoinReviewList?reviewStatus=1')).data.list[0],
    ).toMatchObject({ reviewerName: '审核员甲', reviewRemark: '欢迎' });
    expect((await call<{ isHasManage: boolean }>(app, t.seeker, 'GET', '/User/GetUserInfo')).data.isHasManage).toBe(true);
  });

  it('rejecting keeps nothing, tells the applicant, and lets them ask again', async () => {
    const { teamCode: code } = await teamCode();
    const { formId } = (await call<{ formId: number }>(app, applicant, 'POST', '/TenementCode/Join', { teamCode: code, name: '申请人' }))
      .data;
    await expect.poll(() => notices('reviewer').length, { timeout: 5000 }).toBe(3);
    expect((await call(app, t.admin, 'POST', '/Form/ReviewForm', { id: formId, approve: false, remark: '暂不招聘' })).state).toBe(200);
    await expect.poll(() => notices('applicant').length, { timeout: 5000 }).toBe(1);
    expect(notices('applicant')).toEqual([
      { state: 200, message: '您加入“华东精密制造有限公司”的申请未通过', data: { formId, reviewStatus: 2 } },
    ]);
    const [u] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'applicant'));
    expect(await app.database.db.select().from(tenementUsers).where(eq(tenementUsers.userId, u!.id))).toEqual([]);
    expect((await call<{ list: Array<Record<string, unknown>> }>(app, applicant, 'GET', '/Form/GetFormList')).data.list[0]).toMatchObject({
      id: formId,
      reviewStatus: 2,
      reviewRemark: '暂不招聘',
      reviewedAt: expect.any(String),
    });
    expect((await call(app, applicant, 'POST', '/TenementCode/Join', { teamCode: code, name: '申请人' })).state).toBe(200);
  });
});
