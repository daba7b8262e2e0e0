import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';
import { tenementUsers, userTypes, users } from '../../../src/server/db/schema/index.ts';
import { sentTo } from '../../support/messages.ts';
import { call, lastLog, raw, readXlsx, sheet, tenementIdOf } from './fixture.ts';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof actors>>;
let demo: number;

beforeAll(async () => {
  app = await testApp();
  t = await actors(app);
  demo = await tenementIdOf(app, 'T0001');
  await app.database.db.insert(userTypes).values({ tenementId: demo, name: '正式工' });
});
afterAll(async () => app.close());

type Result = { errorCount: number; successCount: number; url: string | null };
const HEADERS = ['姓名', '手机号', '部门编号', '工号', '职务', '用户类型', '备注'];
const upload = (token: string, data: Buffer, filename = 'people.xlsx') => {
  const m = multipart([{ field: 'file', filename, data }]);
  return app.inject({
    method: 'POST',
    url: api('/TenementUser/ImportTenementUser'),
    headers: { ...auth(token), ...m.headers },
    payload: m.payload,
  });
};
const memberCount = async () =>
  (await app.database.db.select({ id: tenementUsers.id }).from(tenementUsers).where(eq(tenementUsers.tenementId, demo))).length;

describe('TenementUser/DownloadTemplate', () => {
  it('refuses without a token or the key, and offers the contract’s columns in the caller’s language', async () => {
    expect((await app.inject({ method: 'GET', url: api('/TenementUser/DownloadTemplate') })).statusCode).toBe(401);
    expect((await call(app, t.recruiter, 'GET', '/TenementUser/DownloadTemplate')).state).toBe(1100);
    const res = await raw(app, t.admin, '/TenementUser/DownloadTemplate');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户管理-导入模板.xlsx'));
    expect(await readXlsx(res.rawPayload)).toEqual([]);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...HEADERS]);
    const en = await app.inject({
      method: 'GET',
      url: api('/TenementUser/DownloadTemplate'),
      headers: { ...auth(t.admin), 'accept-language': 'en' },
    });
    await book.xlsx.load(en.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.at(-1)!.getRow(1).values).toContain('Department No.');
  });
});

describe('TenementUser/ImportTenementUser', () => {
  it('refuses without a token, without the key, a file that is not xlsx, an empty and a huge one', async () => {
    const file = await sheet([HEADERS, ['赵一', '13866660001', 'D01']]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: api('/TenementUser/ImportTenementUser'),
          ...multipart([{ field: 'file', filename: 'a.xlsx', data: file }]),
        })
      ).statusCode,
    ).toBe(401);
    expect(body(await upload(t.recruiter, file)).state).toBe(1100);
    expect(body(await upload(t.admin, TINY_PNG, 'people.xlsx')).state).toBe(1106);
    expect(body(await upload(t.admin, await sheet([HEADERS]))).state).toBe(1108);
    const huge = await sheet([HEADERS, ...Array.from({ length: 5001 }, (_, i) => [`人${i}`, `137${String(i).padStart(8, '0')}`, 'D01'])]);
    expect(body(await upload(t.admin, huge)).state).toBe(1109);
    expect(
      body(await app.inject({ method: 'POST', url: api('/TenementUser/ImportTenementUser'), headers: auth(t.admin), payload: {} })).state,
    ).toBe(1003);
  });

  it('writes nothing when a row is wrong, and reports each bad row', async () => {
    const before = await memberCount();
    const file = await sheet([
      HEADERS,
      ['好人', '13866660001', 'D01'],
      [null, '123', 'D01'],
      ['丙', '13866660003', 'NOPE', null, null, '临时工'],
      ['丁', '13866660001', 'D02'],
      ['李娜', '13700000003', 'D01'],
    ]);
    const result = body<Result>(await upload(t.admin, file)).data;
    expect(result).toMatchObject({ errorCount: 4, successCount: 0 });
    expect(await memberCount()).toBe(before);
    const report = await readXlsx((await app.inject({ method: 'GET', url: result.url!, headers: auth(t.admin) })).rawPayload);
    expect(report.map((r) => r.行号)).toEqual(['3', '4', '5', '6']);
    expect(report[0]!.错误信息).toContain('姓名不能为空');
    expect(report[0]!.错误信息).toContain('手机号格式不正确');
    expect(report[1]!.错误信息).toContain('部门编号取值不在允许范围内');
    expect(report[1]!.错误信息).toContain('用户类型取值不在允许范围内');
    expect(report[2]!.错误信息).toBe('手机号与第2行重复');
    expect(report[3]!.错误信息).toBe('手机号已存在');
    expect((await app.inject({ method: 'GET', url: result.url!, headers: auth(t.other) })).json()).toMatchObject({ state: 1102 });
    // Another company's department numbers are unknown to the other company.
    expect(body<Result>(await upload(t.other, await sheet([HEADERS, ['戊', '13866660009', 'D01']]))).data).toMatchObject({
      errorCount: 1,
      successCount: 0,
    });
  });

  // Joining takes the person's consent (issue 26): an existing account's row becomes an invitation.
  it('imports every row: existing accounts are invited, new phones get an account whose password goes out by SMS', async () => {
    const file = await sheet([
      HEADERS,
      ['张伟', 13900000002, 'D03', 'E2001', '质检员', '正式工', '老员工'],
      ['赵一', '13866660001', 'D01'],
      ['钱二', '13866660002', 'D0201', 'E2003'],
    ]);
    expect(body<Result>(await upload(t.admin, file)).data).toEqual({ errorCount: 0, successCount: 3, url: null });
    const { data } = await call<{ list: Array<Record<string, unknown>> }>(app, t.admin, 'GET', '/TenementUser/GetList?perPage=100');
    expect(data.list.find((m) => m.name === '张伟')).toBeUndefined();
    expect(data.list.find((m) => m.name === '钱二')).toMatchObject({ account: 'u13866660002', deptName: '冲压车间', jobNo: 'E2003' });
    const [made] = await app.database.db.select().from(users).where(eq(users.account, 'u13866660001'));
    expect(made).toMatchObject({
      phone: '13866660001',
      name: '赵一',
      mustChangePassword: true,
      isSeeker: false,
      createdByTenementId: demo,
    });
    const [seeker] = await app.database.db.select().from(users).where(eq(users.account, 'seeker'));
    expect(seeker!.mustChangePassword).toBe(false);
    const sms = sentTo(app, '13866660001');
    expect(sms).toHaveLength(1);
    const password = /初始密码 (\S+)，/.exec(sms[0]!.body)![1]!;
    const login = await app.inject({ method: 'POST', url: api('/Login/SysLogin'), payload: { account: 'u13866660001', password } });
    expect(login.json().data).toMatchObject({ identity: 'manage', mustChangePassword: true });
    // The seeker gets an invitation notice (no password) and joins, as HR filled it in, on accepting.
    expect(sentTo(app, '13900000002').map((m) => m.body)).toEqual([expect.stringContaining('邀请您加入团队')]);
    const [invitation] = body<Array<{ id: number }>>(
      await app.inject({ method: 'GET', url: api('/TenementUser/GetMyInvitations'), headers: auth(t.seeker) }),
    ).data;
    expect(
      body(
        await app.inject({
          method: 'POST',
          url: api('/TenementUser/AcceptInvitation'),
          headers: auth(t.seeker),
          payload: { id: invitation!.id },
        }),
      ).state,
    ).toBe(200);
    const after = await call<{ list: Array<Record<string, unknown>> }>(app, t.admin, 'GET', '/TenementUser/GetList?perPage=100');
    expect(after.data.list.find((m) => m.name === '张伟')).toMatchObject({
      account: 'seeker',
      deptName: '质量部',
      jobNo: 'E2001',
      post: '质检员',
      userTypeName: '正式工',
      remark: '老员工',
    });
    const log = await lastLog(app, 'tenementUser', 'import');
    expect(log!.summary).toEqual({ count: 3, newAccounts: ['u13866660001', 'u13866660002'], invited: 1 });
    expect(JSON.stringify(log!.summary)).not.toContain(password);
  });
});

describe('TenementUser/TenementUserExport', () => {
  it('refuses without a token, with bad input, without the key', async () => {
    expect((await app.inject({ method: 'GET', url: api('/TenementUser/TenementUserExport') })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'GET', '/TenementUser/TenementUserExport?sort=passwordHash')).state).toBe(1000);
    expect((await call(app, t.recruiter, 'GET', '/TenementUser/TenementUserExport')).state).toBe(1100);
  });

  it('exports the list’s columns with the list’s filters, in the caller’s company only', async () => {
    const res = await raw(app, t.admin, '/TenementUser/TenementUserExport?name_like=赵');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户管理.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual(['姓名', '账号', '手机号', '部门', '职务', '用户类型', '角色', '工号', '状态', '加入时间']);
    expect(rows[0]).toMatchObject({ 姓名: '赵一', 账号: 'u13866660001', 手机号: '13866660001', 部门: '人力资源部', 状态: '启用' });
    const all = await readXlsx((await raw(app, t.admin, '/TenementUser/TenementUserExport')).rawPayload);
    expect(all.find((r) => r.账号 === 'admin')).toMatchObject({ 角色: '超级管理员' });
    expect(all).toHaveLength(await memberCount());
    const theirs = await readXlsx((await raw(app, t.other, '/TenementUser/TenementUserExport')).rawPayload);
    expect(theirs.map((r) => r.账号)).toEqual(['other_admin']);
  });
});
