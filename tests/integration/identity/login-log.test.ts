/**
 * The login log as written: every way into a session leaves one row (a success in the session's
 * transaction, a failure on its own), with who, the company, address, browser, client kind and
 * terms version, the reason of a failure, and never a password, code or third-party id. Old rows
 * go with the identity purge after LOGIN_LOG_DAYS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq, gt } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { loginLogs, termsAcceptances, users } from '../../../src/server/db/schema/index.ts';
import { TERMS_VERSION } from '../../../src/common/terms.ts';
import { AppError } from '../../../src/server/http/app-error.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { purgeExpired } from '../../../src/server/modules/identity/purge.ts';
import { logAttempt, newAttempt, recordSuccess } from '../../../src/server/modules/login-log/record.ts';
import { demoTenementId, userIdOf } from '../../support/recruiting.ts';

let app: FastifyInstance;
let tenementId: number;
/** Rows written before a test; each test reads only what it made. */
let mark = 0;
beforeAll(async () => {
  // A lock after 3 failures from one address keeps the sequences short; rate limits are tested elsewhere.
  app = await testApp({ thirdPartyDev: true, loginLockThreshold: 3, rateLimitPerMinute: 1000 });
  tenementId = await demoTenementId(app.database.db);
});
afterAll(async () => app.close());

const UA = 'Mozilla/5.0 (X11; Linux x86_64) LoginLogTest/1.0';
const post = (url: string, payload: Record<string, unknown>, opts: { token?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: api(url),
    payload,
    headers: { 'user-agent': UA, ...(opts.token ? auth(opts.token) : {}) },
    remoteAddress: opts.ip ?? '10.50.0.1',
  });
const state = async (url: string, payload: Record<string, unknown>, opts: { token?: string; ip?: string } = {}) =>
  body(await post(url, payload, opts)).state;

async function since() {
  const rows = await app.database.db.select().from(loginLogs).where(gt(loginLogs.id, mark)).orderBy(loginLogs.id);
  const [last] = await app.database.db.select({ id: loginLogs.id }).from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
  mark = last?.id ?? mark;
  return rows;
}

describe('a successful login', () => {
  it('is one row with the account as typed, the user, the company it acts for, address, browser, client kind and terms', async () => {
    await since();
    expect(
      await state(
        '/Login/SysLogin',
        { account: ' admin', password: 'Admin@2026', loginSource: 3, agreementVersion: TERMS_VERSION },
        { ip: '10.50.1.1' },
      ),
    ).toBe(200);
    const [row, ...more] = await since();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      account: 'admin',
      userId: await userIdOf(app.database.db, 'admin'),
      tenementId,
      method: 'password',
      loginSource: 3,
      success: true,
      reason: null,
      ip: '10.50.1.1',
      userAgent: UA,
      agreementVersion: TERMS_VERSION,
    });
    const accepted = await app.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, row!.userId!));
    expect(accepted.map((a) => a.version)).toEqual([TERMS_VERSION]);
  });

  it('of a job-seeker session names no company', async () => {
    await since();
    await loginAs(app, 'seeker', 'Seeker@2026');
    expect(await since()).toMatchObject([{ account: 'seeker', success: true, tenementId: null, agreementVersion: null }]);
  });

  it('switching into a company’s back office is logged as entering it, once', async () => {
    const token = await loginAs(app, 'recruiter', 'Recruit@2026');
    await since();
    expect(await state('/Login/ChangeLogin', { identity: 'manage' }, { token, ip: '10.50.1.2' })).toBe(200);
    expect(await state('/Login/ChangeLogin', { identity: 'manage' }, { token })).toBe(200);
    expect(await state('/Login/ChangeLogin', { identity: 'seeker' }, { token })).toBe(200);
    expect(await since()).toMatchObject([
      { account: 'recruiter', method: 'switch', success: true, tenementId, ip: '10.50.1.2', userAgent: UA },
    ]);
  });

  it('through a login link and a third-party identity names the account reached, never the code or the union id', async () => {
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    const code = body<{ code: string }>(await post('/Login/CreateExchangeCode', {}, { token: seeker })).data.code;
    await since();
    // From the phone: the computer session that asked for the link stays (one live session per kind of client).
    expect(await state('/Login/ExchangeCode', { code, loginSource: 3 })).toBe(200);
    const union = { unionId: 'wx_union_4711', thirdPartyType: 5 };
    expect(await state('/Login/ThirdPartyLogin', { ...union, password: 'Seeker@2026' }, { token: seeker })).toBe(200);
    expect(await state('/Login/ThirdPartyLogin', union)).toBe(200);
    const rows = await since();
    expect(rows.map((r) => [r.method, r.account, r.success])).toEqual([
      ['exchangeCode', 'seeker', true],
      ['thirdParty', 'seeker', true],
      ['thirdParty', 'seeker', true],
    ]);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain('wx_union_4711');
  });
});

describe('a failed login', () => {
  it('says why: wrong password, unknown account, locked, captcha, disabled', async () => {
    await since();
    expect(await state('/Login/SysLogin', { account: 'seeker', password: 'Wrong#Pass1' })).toBe(1300);
    expect(await state('/Login/SysLogin', { account: 'No_Such_One', password: 'Wrong#Pass2' })).toBe(1300);
    // Three failures from one address lock it out; the account then needs a captcha from anywhere.
    for (const expected of [1300, 1300, 1301])
      expect(await state('/Login/SysLogin', { account: 'recruiter', password: 'Wrong#Pass3' }, { ip: '10.50.2.1' })).toBe(expected);
    expect(await state('/Login/SysLogin', { account: 'recruiter', password: 'Recruit@2026' }, { ip: '10.50.2.2' })).toBe(1302);
    await app.database.db.update(users).set({ enabled: false }).where(eq(users.account, 'admin'));
    expect(await state('/Login/SysLogin', { account: 'admin', password: 'Admin@2026' })).toBe(1328);
    await app.database.db.update(users).set({ enabled: true }).where(eq(users.account, 'admin'));
    const rows = await since();
    expect(rows.map((r) => [r.account, r.reason, r.success, r.userId === null, r.tenementId])).toEqual([
      ['seeker', 'wrongPassword', false, false, null],
      ['No_Such_One', 'unknownAccount', false, true, null],
      ['recruiter', 'wrongPassword', false, false, null],
      ['recruiter', 'wrongPassword', false, false, null],
      ['recruiter', 'locked', false, false, null],
      ['recruiter', 'captcha', false, false, null],
      ['admin', 'disabled', false, false, null],
    ]);
    // Nothing typed as a password is kept, right or wrong.
    for (const secret of ['Wrong#Pass1', 'Wrong#Pass2', 'Wrong#Pass3', 'Recruit@2026', 'Admin@2026'])
      expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('through a link or a third-party identity says why too; a link asking to replace a session is no attempt', async () => {
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    const admin = await loginAs(app, 'admin', 'Admin@2026');
    const code = body<{ code: string }>(await post('/Login/CreateExchangeCode', {}, { token: seeker })).data.code;
    await since();
    expect(await state('/Login/ExchangeCode', { code: 'not-a-live-code' })).toBe(1331);
    expect(await state('/Login/ExchangeCode', { code }, { token: admin })).toBe(1332);
    expect(await state('/Login/ThirdPartyLogin', { unionId: 'wx_union_0815', thirdPartyType: 9 })).toBe(1327);
    expect(await state('/Login/ThirdPartyLogin', { unionId: 'wx_union_0815', thirdPartyType: 5 })).toBe(1326);
    expect(
      await state('/Login/ThirdPartyLogin', { unionId: 'wx_union_0815', thirdPartyType: 5, password: 'Wrong#Pass4' }, { token: admin }),
    ).toBe(1330);
    const rows = await since();
    expect(rows.map((r) => [r.method, r.account, r.reason])).toEqual([
      ['exchangeCode', '', 'linkInvalid'],
      ['thirdParty', '', 'thirdPartyUnsupported'],
      ['thirdParty', '', 'thirdPartyUnbound'],
      ['thirdParty', 'admin', 'wrongPassword'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/wx_union_0815|Wrong#Pass4|not-a-live-code/);
  });

  it('keeps its row when the attempt’s transaction is undone, and the undone success row goes with it', async () => {
    await since();
    const attempt = {
      ...newAttempt('password', 'admin', 1, { ip: '10.50.3.1', userAgent: null }),
      userId: await userIdOf(app.database.db, 'admin'),
    };
    const run = () =>
      app.database.db.transaction(async (tx) => {
        await recordSuccess(tx, attempt, tenementId);
        throw new AppError('LOGIN_DISABLED');
      });
    await expect(logAttempt(app.deps, attempt, run)).rejects.toThrow('LOGIN_DISABLED');
    expect(await since()).toMatchObject([{ account: 'admin', success: false, reason: 'disabled', ip: '10.50.3.1' }]);
  });
});

describe('retention', () => {
  it('purges rows older than LOGIN_LOG_DAYS with the identity rows, and keeps the others', async () => {
    const db = app.database.db;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [old] = await db
      .insert(loginLogs)
      .values({ account: 'admin', method: 'password', loginSource: 1, success: true, createdAt: ago(181) })
      .returning();
    const [kept] = await db
      .insert(loginLogs)
      .values({ account: 'admin', method: 'password', loginSource: 1, success: true, createdAt: ago(179) })
      .returning();
    const counts = await purgeExpired(db, now, 180);
    expect(counts.loginLogs).toBe(1);
    const left = new Set((await db.select({ id: loginLogs.id }).from(loginLogs)).map((r) => r.id));
    expect([left.has(old!.id), left.has(kept!.id)]).toEqual([false, true]);
  });

  it('reads LOGIN_LOG_DAYS once: 180 by default, at least 1', () => {
    expect(loadConfig({}).loginLogDays).toBe(180);
    expect(loadConfig({ LOGIN_LOG_DAYS: '30' }).loginLogDays).toBe(30);
    expect(() => loadConfig({ LOGIN_LOG_DAYS: '0' })).toThrow(/loginLogDays/);
  });
});
