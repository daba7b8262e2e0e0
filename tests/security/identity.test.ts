/**
 * Issue 26, area C (identity): one test per rule. Limits, purge, hub, proxies and xlsx are in limits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../support/test-app.ts';
import { lastCodeSentTo, solveCaptcha } from '../support/captcha.ts';
import { loadConfig } from '../../src/server/config.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { passwordProblem } from '../../src/common/validators.ts';
import { consumeCode } from '../../src/server/modules/code/codes.ts';
import type { CaptchaPurpose } from '../../src/common/captcha.ts';
import { TERMS_VERSION } from '../../src/common/terms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ codeDailyLimit: 3, rateLimitPerMinute: 1000 });
});
afterAll(async () => app.close());

let ipSerial = 0;
/** Each call from its own client address unless told, so per-address limits do not mix tests. */
async function post<T = unknown>(
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.9.0.${++ipSerial}`,
) {
  return body<T>(await app.inject({ method: 'POST', url: api(url), payload, headers, remoteAddress }));
}
const userInfo = async (token: string) =>
  body<{ account: string }>(await app.inject({ method: 'GET', url: api('/User/GetUserInfo'), headers: auth(token) }));

async function newUser(a: FastifyInstance, account: string, phone: string, password: string, logN = 14) {
  const [u] = await a.database.db
    .insert(schema.users)
    .values({ account, phone, passwordHash: await hashPassword(password, logN) })
    .returning();
  return u!;
}
const hashOf = async (a: FastifyInstance, account: string) =>
  (await a.database.db.select().from(schema.users).where(eq(schema.users.account, account)))[0]!.passwordHash;

describe('security: identity (issue 26, C)', () => {
  it('exchanges a single-use, short-lived code for a session by POST, and never silently replaces another account’s session', async () => {
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    const made = await post<{ code: string; expiresSeconds: number }>('/Login/CreateExchangeCode', {}, auth(seeker));
    expect(made.state).toBe(200);
    expect(made.data.expiresSeconds).toBeLessThanOrEqual(120);
    expect((await post('/Login/ExchangeCode', { code: seeker })).state).toBe(1331); // a session token is not a code
    const recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
    const other = await post('/Login/ExchangeCode', { code: made.data.code }, auth(recruiter));
    expect(other.state).toBe(1332);
    expect((await userInfo(recruiter)).data.account).toBe('recruiter');
    const replaced = await post<{ accessToken: string }>('/Login/ExchangeCode', { code: made.data.code, replace: true }, auth(recruiter));
    expect(replaced.state).toBe(200);
    expect((await userInfo(replaced.data.accessToken)).data.account).toBe('seeker');
    expect((await userInfo(recruiter)).state).toBe(4002); // the browser's old session ended with it, quietly
    expect((await post('/Login/ExchangeCode', { code: made.data.code })).state).toBe(1331);
    const late = await post<{ code: string }>('/Login/CreateExchangeCode', {}, auth(replaced.data.accessToken));
    await app.database.db.update(schema.exchangeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/Login/ExchangeCode', { code: late.data.code })).state).toBe(1331);
  });

  it('GetCode checks the captcha first, answers the same whether or not the account exists, and limits each sender', async () => {
    expect((await post('/Code/GetCode', { phone: '13900000002', purpose: 'register', captchaTicket: 'nope' })).state).toBe(1302);
    expect((await post('/Code/GetCode', { phone: '13955556666', purpose: 'reset', captchaTicket: 'nope' })).state).toBe(1302);
    expect((await post('/Code/GetMailCode', { email: 'nobody@x.cn', purpose: 'reset', captchaTicket: 'nope' })).state).toBe(1302);
    const send = async (phone: string, purpose: CaptchaPurpose, headers = {}) =>
      post('/Code/GetCode', { phone, purpose, captchaTicket: await solveCaptcha(app, purpose) }, headers);
    const free = await send('13955550001', 'register');
    expect(free).toMatchObject({ state: 200, data: { resendSeconds: 60, expiresSeconds: 300 } });
    expect(await send('13900000002', 'register')).toEqual(free);
    expect(await send('13955550002', 'reset')).toEqual(free);
    // The difference shows once the code is proved.
    const code = await lastCodeSentTo(app, '13900000002');
    const taken = await post('/Login/RegisterUser', {
      account: 'late_one',
      password: 'Late@2026x',
      phone: '13900000002',
      code,
      captchaTicket: await solveCaptcha(app, 'register'),
      agreementVersion: TERMS_VERSION,
    });
    expect(taken.state).toBe(1321);
    // Per sender: an account asks for at most CODE_DAILY_LIMIT (3 here) codes a day, whatever the targets and addresses.
    const s = await loginAs(app, 'seeker', 'Seeker@2026');
    for (const phone of ['13955550011', '13955550012', '13955550013']) expect((await send(phone, 'bind', auth(s))).state).toBe(200);
    expect((await send('13955550014', 'bind', auth(s))).state).toBe(1312);
  });

  it('binds a captcha ticket to its purpose', async () => {
    const loginTicket = await solveCaptcha(app, 'login');
    expect((await post('/Code/GetCode', { phone: '13955550021', purpose: 'register', captchaTicket: loginTicket })).state).toBe(1302);
    const resetTicket = await solveCaptcha(app, 'reset');
    expect((await post('/Code/GetCode', { phone: '13955550021', purpose: 'register', captchaTicket: resetTicket })).state).toBe(1302);
    expect(
      (await post('/Code/GetCode', { phone: '13955550021', purpose: 'register', captchaTicket: await solveCaptcha(app, 'register') }))
        .state,
    ).toBe(200);
    const noPurpose = await app.inject({ method: 'GET', url: api('/Code/GetCaptcha') });
    const id = body<{ id: string }>(noPurpose).data.id;
    expect(body(await app.inject({ method: 'POST', url: api(`/Code/CheckCaptcha?id=${id}`), payload: {} })).state).toBe(1000);
  });

  it('spends a code atomically: of five concurrent uses exactly one wins', async () => {
    await newUser(app, 'racer', '13611110000', 'Racer@2026');
    expect(
      (await post('/Code/GetCode', { phone: '13611110000', purpose: 'reset', captchaTicket: await solveCaptcha(app, 'reset') })).state,
    ).toBe(200);
    const code = await lastCodeSentTo(app, '13611110000');
    // Five uses at once, as five requests of different addresses would make them.
    const uses = await Promise.allSettled(
      Array.from({ length: 5 }, () => consumeCode(app.database.db, { target: '13611110000', purpose: 'reset', code })),
    );
    expect(uses.filter((u) => u.status === 'fulfilled')).toHaveLength(1);
    expect(uses.filter((u) => u.status === 'rejected').map((u) => (u as PromiseRejectedResult).reason.stateName)).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
    ]);
    const late = await post('/Login/BackPwd', {
      target: '13611110000',
      code,
      password: 'Winner@2026a',
      captchaTicket: await solveCaptcha(app, 'reset'),
    });
    expect(late.state).toBe(1310);
  });

  it('hashes new passwords with scrypt N=2^17 (by default), needs 8 characters, and upgrades old hashes at login', async () => {
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: '13' })).toThrow(/PASSWORD_HASH_LOG_N|passwordHashLogN/);
    const defaults = loadConfig({ DATA_DIR: 'memory://' });
    expect(defaults.passwordHashLogN).toBe(17);
    expect(passwordProblem('Abc@123')).toBe('length');
    expect(passwordProblem('Abcd@123')).toBeNull();
    const strong = await testApp({ passwordHashLogN: defaults.passwordHashLogN, rateLimitPerMinute: 1000 });
    try {
      await newUser(strong, 'oldhash', '13611110001', 'Oldhash@2026', 14);
      expect(await hashOf(strong, 'oldhash')).toMatch(/^scrypt\$16384\$/);
      await loginAs(strong, 'oldhash', 'Oldhash@2026');
      expect(await hashOf(strong, 'oldhash')).toMatch(/^scrypt\$131072\$8\$1\$/);
      await loginAs(strong, 'oldhash', 'Oldhash@2026');
      const ticket = await solveCaptcha(strong, 'register');
      expect(
        body(
          await strong.inject({
            method: 'POST',
            url: api('/Code/GetCode'),
            payload: { phone: '13611110002', purpose: 'register', captchaTicket: ticket },
          }),
        ).state,
      ).toBe(200);
      const code = await lastCodeSentTo(strong, '13611110002');
      const reg = (password: string, captchaTicket: string) =>
        strong.inject({
          method: 'POST',
          url: api('/Login/RegisterUser'),
          payload: { account: 'newhash', password, phone: '13611110002', code, captchaTicket, agreementVersion: TERMS_VERSION },
        });
      expect(body(await reg('Abc@123', await solveCaptcha(strong, 'register')))).toMatchObject({
        state: 1000,
        errors: { password: '密码长度为8-128位' },
      });
      expect(body(await reg('Abcd@1234', await solveCaptcha(strong, 'register'))).state).toBe(200);
      expect(await hashOf(strong, 'newhash')).toMatch(/^scrypt\$131072\$8\$1\$/);
    } finally {
      await strong.close();
    }
  });

  it('re-binds a phone only with the current password as well as the code', async () => {
    await newUser(app, 'binder', '13611110003', 'Binder@2026');
    const token = await loginAs(app, 'binder', 'Binder@2026');
    expect(
      (await post('/Code/GetCode', { phone: '13611110004', purpose: 'bind', captchaTicket: await solveCaptcha(app, 'bind') }, auth(token)))
        .state,
    ).toBe(200);
    const code = await lastCodeSentTo(app, '13611110004');
    expect(await post('/User/BindPhone', { phone: '13611110004', code }, auth(token))).toMatchObject({
      state: 1000,
      errors: { password: expect.any(String) },
    });
    expect((await post('/User/BindPhone', { phone: '13611110004', code, password: 'Wrong@2026' }, auth(token))).state).toBe(1330);
    expect((await post('/User/BindPhone', { phone: '13611110004', code, password: 'Binder@2026' }, auth(token))).state).toBe(200);
  });

  it('keeps no code in clear text in the outbox once sent', async () => {
    expect(
      (await post('/Code/GetCode', { phone: '13611110005', purpose: 'register', captchaTicket: await solveCaptcha(app, 'register') }))
        .state,
    ).toBe(200);
    const code = await lastCodeSentTo(app, '13611110005');
    const rows = await app.database.db.select().from(schema.outbox).where(eq(schema.outbox.target, '13611110005'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).not.toContain(code);
    expect(rows[0]!.body).not.toMatch(/\d{6}/);
    expect(rows[0]!.body).toContain('******');
  });
});
