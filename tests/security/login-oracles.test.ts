/**
 * Issue 26, area F (identity follow-ups, review items 7 and 8): login answers, locks, VerifyAccount,
 * register and reset tell nothing about which accounts exist before a code is proved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, body, testApp } from '../support/test-app.ts';
import { lastCodeSentTo, solveCaptcha } from '../support/captcha.ts';
import type { CaptchaPurpose } from '../../src/common/captcha.ts';
import { TERMS_VERSION } from '../../src/common/terms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000, loginLockThreshold: 5 });
});
afterAll(async () => app.close());

let ipSerial = 0;
const freshIp = () => `10.7.0.${++ipSerial}`;
async function post<T = unknown>(url: string, payload: object, remoteAddress = freshIp()) {
  return body<T>(await app.inject({ method: 'POST', url: api(url), payload, remoteAddress }));
}
const login = (account: string, password: string, ip: string, captchaTicket?: string) =>
  post('/Login/SysLogin', { account, password, loginSource: 1, ...(captchaTicket ? { captchaTicket } : {}) }, ip);
const ticket = (purpose: CaptchaPurpose) => solveCaptcha(app, purpose);

/** Wrong passwords from one address: the first four bare, then one more with a solved captcha. */
async function failFive(account: string, ip: string) {
  const states: number[] = [];
  for (let i = 0; i < 4; i++) states.push((await login(account, 'Wrong@2026x', ip)).state);
  states.push((await login(account, 'Wrong@2026x', ip, await ticket('login'))).state);
  states.push((await login(account, 'Wrong@2026x', ip, await ticket('login'))).state);
  return states;
}

describe('security: login oracles and locks (issue 26, F)', () => {
  it('counts failures of unknown logins like those of existing ones: the same answers, the same captcha demand, the same lock', async () => {
    const ip = freshIp();
    const existing = await failFive('13900000002', ip);
    const unknown = await failFive('13900000077', ip);
    expect(existing).toEqual([1300, 1300, 1300, 1302, 1300, 1301]);
    expect(unknown).toEqual(existing);
    // An e-mail and an account name, known or not, behave the same too.
    expect(await failFive('nobody-here@example.com', freshIp())).toEqual(existing);
    expect(await failFive('RECRUITER', freshIp())).toEqual(existing);
    expect(await failFive('ghost-user', freshIp())).toEqual(existing);
  });

  it('locks an account for the failing address only: a stranger elsewhere cannot lock the owner (the platform administrator) out, brute force from one address stays locked', async () => {
    const attacker = freshIp();
    expect(await failFive('admin', attacker)).toEqual([1300, 1300, 1300, 1302, 1300, 1301]);
    // The attacker's address stays locked, even with the right password.
    expect((await login('admin', 'Admin@2026', attacker, await ticket('login'))).state).toBe(1301);
    // The owner, from another address, is asked for the captcha (the account saw failures) and gets in.
    const owner = freshIp();
    expect((await login('admin', 'Admin@2026', owner)).state).toBe(1302);
    expect((await login('admin', 'Admin@2026', owner, await ticket('login'))).state).toBe(200);
    // The owner's success does not lift the attacker's lock.
    expect((await login('admin', 'Wrong@2026x', attacker, await ticket('login'))).state).toBe(1301);
  });

  it('GET /Login/VerifyAccount answers only with a solved register captcha, once per ticket', async () => {
    const verify = async (account: string, captchaTicket?: string) =>
      body<{ exists: boolean }>(
        await app.inject({
          method: 'GET',
          url: api(`/Login/VerifyAccount?account=${account}${captchaTicket ? `&captchaTicket=${captchaTicket}` : ''}`),
          remoteAddress: freshIp(),
        }),
      );
    expect((await verify('admin')).state).toBe(1302);
    expect((await verify('ghost')).state).toBe(1302);
    expect((await verify('admin', await ticket('login'))).state).toBe(1302);
    const t = await ticket('register');
    expect(await verify('ADMIN', t)).toMatchObject({ state: 200, data: { exists: true } });
    expect((await verify('ghost', t)).state).toBe(1302);
    expect(await verify('ghost', await ticket('register'))).toMatchObject({ state: 200, data: { exists: false } });
  });

  it('BackPwd proves the code before it says anything about the account', async () => {
    const ip = freshIp();
    for (const target of ['13900000002', '13955550001']) {
      expect((await post('/Code/GetCode', { phone: target, purpose: 'reset', captchaTicket: await ticket('reset') }, ip)).state).toBe(200);
    }
    const reset = async (target: string, code: string) =>
      (await post('/Login/BackPwd', { target, code, password: 'Fresh#Pass1', captchaTicket: await ticket('reset') }, ip)).state;
    expect(await reset('13900000002', '000000')).toBe(1310);
    expect(await reset('13955550001', '000000')).toBe(1310);
    expect(await reset('nobody@example.com', '000000')).toBe(1310);
  });

  it('RegisterUser proves the code before it says the account name or the phone is taken, and a taken name does not spend the code', async () => {
    const ip = freshIp();
    const register = async (account: string, phone: string, code: string) =>
      (
        await post(
          '/Login/RegisterUser',
          { account, password: 'Fresh#Pass1', phone, code, captchaTicket: await ticket('register'), agreementVersion: TERMS_VERSION },
          ip,
        )
      ).state;
    // Wrong code: the same answer for a taken name, a taken phone and neither.
    expect(await register('admin', '13955550002', '000000')).toBe(1310);
    expect(await register('newbie01', '13900000002', '000000')).toBe(1310);
    expect(await register('newbie01', '13955550002', '000000')).toBe(1310);
    expect(
      (await post('/Code/GetCode', { phone: '13955550002', purpose: 'register', captchaTicket: await ticket('register') }, ip)).state,
    ).toBe(200);
    const code = await lastCodeSentTo(app, '13955550002');
    expect(await register('Admin', '13955550002', code)).toBe(1320);
    expect(await register('newbie01', '13955550002', code)).toBe(200);
    expect(await register('newbie02', '13955550002', code)).toBe(1310);
  });
});
