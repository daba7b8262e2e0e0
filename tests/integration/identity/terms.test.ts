/**
 * The agreement tick on the register and login pages, recorded on the server: register refuses
 * without the current terms version (1333, in the caller's language, nothing spent), stores who
 * accepted which version when, and logs the register-then-login; a login records the version it
 * was sent in its log row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { api, body, testApp } from '../../support/test-app.ts';
import { lastCodeSentTo, solveCaptcha } from '../../support/captcha.ts';
import { loginLogs, termsAcceptances } from '../../../src/server/db/schema/index.ts';
import { TERMS_VERSION } from '../../../src/common/terms.ts';
import { userIdOf } from '../../support/recruiting.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
});
afterAll(async () => app.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: api(url), payload, headers });
const lastLog = async () => (await app.database.db.select().from(loginLogs).orderBy(desc(loginLogs.id)).limit(1))[0]!;
const acceptances = async (account: string) =>
  app.database.db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, await userIdOf(app.database.db, account)));

async function registration(account: string, phone: string) {
  await post('/Code/GetCode', { phone, purpose: 'register', captchaTicket: await solveCaptcha(app, 'register') });
  return {
    account,
    password: 'Terms@2026x',
    phone,
    code: await lastCodeSentTo(app, phone),
    captchaTicket: await solveCaptcha(app, 'register'),
  };
}

describe('Login/RegisterUser and the terms', () => {
  it('refuses a registration without the agreement (1333) in the caller’s language, spending neither the ticket nor the code', async () => {
    const reg = await registration('terms_one', '13788880001');
    const none = body(await post('/Login/RegisterUser', reg, { 'accept-language': 'en' }));
    expect(none).toMatchObject({ state: 1333, message: 'Please read and accept the terms of use first', data: null });
    const stale = body(await post('/Login/RegisterUser', { ...reg, agreementVersion: '2025-06' }, { 'accept-language': 'zh-TW' }));
    expect(stale).toMatchObject({ state: 1333, message: '請先閱讀並勾選同意使用者協議' });
    expect(body(await post('/Login/RegisterUser', { ...reg, agreementVersion: '<script>' })).state).toBe(1000);
    // Ticked now: the same ticket and code still work.
    expect(body(await post('/Login/RegisterUser', { ...reg, agreementVersion: TERMS_VERSION })).state).toBe(200);
  });

  it('stores who accepted which version when, and logs the register-then-login with it', async () => {
    const before = Date.now();
    const reg = await registration('terms_two', '13788880002');
    expect(
      body(await post('/Login/RegisterUser', { ...reg, agreementVersion: TERMS_VERSION }, { 'user-agent': 'TermsTest/1' })).state,
    ).toBe(200);
    const [accepted, ...more] = await acceptances('terms_two');
    expect(more).toEqual([]);
    expect(accepted!.version).toBe(TERMS_VERSION);
    expect(accepted!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await lastLog()).toMatchObject({
      account: 'terms_two',
      method: 'register',
      success: true,
      tenementId: null,
      agreementVersion: TERMS_VERSION,
      userAgent: 'TermsTest/1',
    });
    const row = JSON.stringify(await lastLog());
    expect([row.includes(reg.password), row.includes(reg.code), row.includes(reg.captchaTicket)]).toEqual([false, false, false]);
  });
});

describe('Login/SysLogin and the terms', () => {
  it('records the version sent in the login’s row; an older one is logged but is no acceptance of today’s terms', async () => {
    await app.database.db.delete(termsAcceptances);
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026', agreementVersion: '2025-06' })).state).toBe(
      200,
    );
    expect((await lastLog()).agreementVersion).toBe('2025-06');
    expect(await acceptances('seeker')).toEqual([]);
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026', agreementVersion: TERMS_VERSION })).state).toBe(
      200,
    );
    expect((await lastLog()).agreementVersion).toBe(TERMS_VERSION);
    expect((await acceptances('seeker')).map((a) => a.version)).toEqual([TERMS_VERSION]);
    // Accepted once is kept once, with its first time.
    const first = (await acceptances('seeker'))[0]!.acceptedAt;
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026', agreementVersion: TERMS_VERSION })).state).toBe(
      200,
    );
    expect((await acceptances('seeker')).map((a) => a.acceptedAt)).toEqual([first]);
  });

  it('does not refuse a login without a version (links and older clients): the row says none', async () => {
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026' })).state).toBe(200);
    expect((await lastLog()).agreementVersion).toBeNull();
  });
});
