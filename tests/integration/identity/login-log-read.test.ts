/**
 * LoginLog/GetList: a company reads the logins of its own members only (sessions acting for it,
 * failed attempts on its members' accounts), inside the reader's data scope on people and with
 * its controlled fields masked; another company, a job seeker and a member without the screen
 * read nothing. Filters: keyword, success, address, date range; newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { loginLogs } from '../../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { LoginLog } from '../../../generated/definitions/LoginLog.ts';
import { ValueType } from '../../../src/server/modules/access/scope-repository.ts';
import { call, deptIdByNo, role, staff, STAFF_PASSWORD, tenementIdOf } from '../people/fixture.ts';

interface Row {
  id: number;
  createdAt: string;
  account: string | null;
  name: string | null;
  method: string;
  success: boolean;
  reason: string | null;
  ip: string | null;
}
type Page = { list: Row[]; totalCount: number };

let app: FastifyInstance;
let cast: Awaited<ReturnType<typeof actors>>;
/** Login-log ids by what each made, to compare the lists with. */
const made: Record<string, number[]> = {};

/** From a phone (loginSource 3), so the computer sessions of the cast stay live. */
const attempt = (account: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: api('/Login/SysLogin'), payload: { account, password, loginSource: 3 }, remoteAddress: ip });

/** The ids of the rows written from one address (each scene below uses its own). */
async function idsFrom(ip: string) {
  return (await app.database.db.select({ id: loginLogs.id }).from(loginLogs).where(eq(loginLogs.ip, ip))).map((r) => r.id);
}

async function scene(name: string, ip: string, act: () => Promise<unknown>) {
  await act();
  made[name] = await idsFrom(ip);
}

const list = async (token: string, query = '') => call<Page>(app, token, 'GET', `/LoginLog/GetList?perPage=100${query}`);
const ids = async (token: string, query = '') => new Set((await list(token, query)).data.list.map((r) => r.id));

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  cast = await actors(app);
  await scene('adminSuccess', '10.60.0.1', () => attempt('admin', 'Admin@2026', '10.60.0.1'));
  await scene('memberFailure', '10.60.0.2', () => attempt('recruiter', 'Wrong#Pass1', '10.60.0.2'));
  await scene('memberAsSeeker', '10.60.0.3', () => attempt('recruiter', 'Recruit@2026', '10.60.0.3'));
  await scene('seeker', '10.60.0.4', () => attempt('seeker', 'Seeker@2026', '10.60.0.4'));
  await scene('seekerFailure', '10.60.0.5', () => attempt('seeker', 'Wrong#Pass2', '10.60.0.5'));
  await scene('unknown', '10.60.0.6', () => attempt('nobody_here', 'Wrong#Pass3', '10.60.0.6'));
  await scene('otherCompany', '10.60.0.7', () => attempt('other_admin', 'Other@2026', '10.60.0.7'));
  await scene('otherFailure', '10.60.0.8', () => attempt('other_admin', 'Wrong#Pass4', '10.60.0.8'));
});
afterAll(async () => app.close());

describe('who reads which logins', () => {
  it('gives a company’s administrator its members’ logins and failed attempts, never a job seeker’s or a stranger’s', async () => {
    const seen = await ids(cast.admin);
    const has = (name: string) => made[name]!.every((id) => seen.has(id));
    const none = (name: string) => made[name]!.every((id) => !seen.has(id));
    expect(Object.values(made).every((m) => m.length === 1)).toBe(true);
    expect([has('adminSuccess'), has('memberFailure')]).toEqual([true, true]);
    // The recruiter's job-seeker session is theirs, not the employer's; a seeker and a stranger are nobody's member.
    expect(['memberAsSeeker', 'seeker', 'seekerFailure', 'unknown', 'otherCompany', 'otherFailure'].filter((n) => !none(n))).toEqual([]);
  });

  it('gives another company only its own', async () => {
    const seen = await ids(cast.other);
    expect(made.otherCompany!.every((id) => seen.has(id)) && made.otherFailure!.every((id) => seen.has(id))).toBe(true);
    expect(['adminSuccess', 'memberFailure', 'memberAsSeeker', 'seeker'].flatMap((n) => made[n]!).filter((id) => seen.has(id))).toEqual([]);
  });

  it('refuses a job seeker (1101) and a member without the screen (1100)', async () => {
    expect((await list(cast.seeker)).state).toBe(1101);
    const tenementId = await tenementIdOf(app, 'T0001');
    await staff(app, tenementId, { account: 'no_log_menu', name: '无日志', phone: '13600000101', deptId: null });
    expect((await list(await loginAs(app, 'no_log_menu', STAFF_PASSWORD))).state).toBe(1100);
  });

  it('shows the newest first, reasons and ways in as their option values (the screen words them), and no internal ids', async () => {
    const page = await list(cast.admin);
    const times = page.data.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const failure = page.data.list.find((r) => r.id === made.memberFailure![0])!;
    expect(failure).toMatchObject({ account: 'recruiter', name: '李娜', success: false, reason: 'wrongPassword', method: 'password' });
    expect(Object.keys(failure)).not.toContain('userId');
    expect(Object.keys(failure)).not.toContain('tenementId');
    const words = LoginLog.fields.reason.options.static.map((o) => o.value);
    expect(page.data.list.every((r) => r.reason === null || words.includes(r.reason as (typeof words)[number]))).toBe(true);
  });
});

describe('the data scope on people', () => {
  it('narrows a reader granted the screen to the members in scope, with controlled fields masked and not searchable', async () => {
    const tenementId = await tenementIdOf(app, 'T0001');
    const production = await deptIdByNo(app, 'D02');
    const auditor = await role(app, tenementId, {
      name: '登录审计',
      menus: [LoginLog.menu.id],
      scope: { valueType: ValueType.DEPTS, deptIds: [production] },
    });
    await staff(app, tenementId, { account: 'log_reader', name: '审计员', phone: '13600000102', deptId: production, roleIds: [auditor] });
    await staff(app, tenementId, { account: 'line_worker', name: '王强', phone: '13600000103', deptId: production });
    await app.database.db
      .insert(controlledFieldTable)
      .values({ tenementId, tableName: 'tenement_users', fieldName: 'phone', fieldLabel: '手机号', controlType: 'mask' });
    await scene('production', '10.60.1.1', () => attempt('13600000103', STAFF_PASSWORD, '10.60.1.1'));
    const reader = await loginAs(app, 'log_reader', STAFF_PASSWORD);
    const page = await list(reader);
    expect(page.state).toBe(200);
    const row = page.data.list.find((r) => r.id === made.production![0]);
    expect(row).toMatchObject({ account: '136****0103', name: '王强', success: true });
    const seen = new Set(page.data.list.map((r) => r.id));
    expect([...made.adminSuccess!, ...made.memberFailure!].filter((id) => seen.has(id))).toEqual([]);
    // The administrator sees the phone as typed; the narrowed reader may not search what is masked for them.
    expect((await list(cast.admin)).data.list.find((r) => r.id === made.production![0])!.account).toBe('13600000103');
    const search = await list(reader, '&account_like=0103');
    expect([search.state, Object.keys(search.errors ?? {})]).toEqual([1000, ['account_like']]);
  });
});

describe('filters', () => {
  it('match the login as typed or the member’s name, the result and the address', async () => {
    const byAccount = (await list(cast.admin, '&account_like=recruit')).data.list;
    expect(byAccount.length).toBeGreaterThan(0);
    expect(byAccount.every((r) => r.account?.includes('recruit'))).toBe(true);
    const byName = await ids(cast.admin, `&account_like=${encodeURIComponent('李娜')}`);
    expect(made.memberFailure!.every((id) => byName.has(id))).toBe(true);
    const failures = (await list(cast.admin, '&success=false')).data.list;
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((r) => !r.success && r.reason !== null)).toBe(true);
    expect([...(await ids(cast.admin, '&ip_like=10.60.0.'))].sort()).toEqual([...made.adminSuccess!, ...made.memberFailure!].sort());
  });

  it('take a date range, both days included', async () => {
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const today = await ids(cast.admin, `&createdAt_gte=${day(0)}&createdAt_lte=${day(0)}`);
    expect(made.adminSuccess!.every((id) => today.has(id))).toBe(true);
    expect((await list(cast.admin, `&createdAt_gte=${day(1)}`)).data.totalCount).toBe(0);
    // The demo seed's rows reach back a week: a range ending yesterday holds them but none of today's.
    const earlier = await ids(cast.admin, `&createdAt_lte=${day(-1)}`);
    expect(earlier.size).toBeGreaterThan(0);
    expect(made.adminSuccess!.some((id) => earlier.has(id))).toBe(false);
  });
});
