import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { lastCodeSentTo, solveCaptcha } from '../../support/captcha.ts';
import { sentTo } from '../../support/messages.ts';
import type { CaptchaPurpose } from '../../../src/common/captcha.ts';
import { outbox, users, verificationCodes } from '../../../src/server/db/schema/index.ts';
import { TERMS_VERSION } from '../../../src/common/terms.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ codeResendSeconds: 60 });
});
afterAll(async () => app.close());

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: api(url), payload, headers });

async function sendSms(phone: string, purpose: CaptchaPurpose = 'register') {
  return body<{ resendSeconds: number; expiresSeconds: number }>(
    await post('/Code/GetCode', { phone, purpose, captchaTicket: await solveCaptcha(app, purpose) }),
  );
}

describe('Code/GetCode and GetMailCode', () => {
  it('needs a captcha ticket', async () => {
    expect(body(await post('/Code/GetCode', { phone: '13911112222', purpose: 'register', captchaTicket: 'nope' })).state).toBe(1302);
  });

  it('sends a 6-digit code to the outbox, then counts down before another', async () => {
    const sent = await sendSms('13911112222');
    expect(sent).toMatchObject({ state: 200, data: { resendSeconds: 60, expiresSeconds: 300 } });
    expect(await lastCodeSentTo(app, '13911112222')).toMatch(/^\d{6}$/);
    const again = await sendSms('13911112222');
    expect(again.state).toBe(1311);
    expect(again.message).toMatch(/请\d+秒后再试/);
  });

  // Issue 26: GetCode is no oracle. A bound phone gets its register code like any other (the submit
  // answers 1321 once the code is proved); an unknown target's reset code is counted but not sent.
  it('answers a register code for a bound phone as for a free one', async () => {
    expect((await sendSms('13900000002')).state).toBe(200);
  });

  it('answers a reset code for an unknown target as for a known one, and sends nothing', async () => {
    expect((await sendSms('13955556666', 'reset')).state).toBe(200);
    expect(sentTo(app, '13955556666')).toEqual([]);
  });

  it('stores only a hash of the code', async () => {
    const code = await lastCodeSentTo(app, '13911112222');
    const rows = await app.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, '13911112222'));
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
  });
});

describe('Login/RegisterUser', () => {
  it('registers a job seeker with a phone code and logs them in', async () => {
    await sendSms('13722223333');
    const code = await lastCodeSentTo(app, '13722223333');
    const b = body<{ accessToken: string; identity: string }>(
      await post('/Login/RegisterUser', {
        account: 'newbie_1',
        password: 'Newbie@2026',
        phone: '13722223333',
        code,
        captchaTicket: await solveCaptcha(app, 'register'),
        agreementVersion: TERMS_VERSION,
      }),
    );
    expect(b.state).toBe(200);
    expect(b.data.identity).toBe('seeker');
    const info = body<{ account: string; userRoles: number[] }>(
      await app.inject({ method: 'GET', url: api('/User/GetUserInfo'), headers: auth(b.data.accessToken) }),
    );
    expect(info.data).toMatchObject({ account: 'newbie_1', userRoles: [1] });
  });

  it('refuses a code twice, a wrong code and a taken account (told only once the code is proved)', async () => {
    const code = await lastCodeSentTo(app, '13722223333');
    // The code is spent: a second use is refused before anything else is said about the phone.
    const again = await post('/Login/RegisterUser', {
      account: 'newbie_2',
      password: 'Newbie@2026',
      phone: '13722223333',
      code,
      captchaTicket: await solveCaptcha(app, 'register'),
      agreementVersion: TERMS_VERSION,
    });
    expect(body(again).state).toBe(1310);
    // Issue 26 (F): without a proved code a taken account name answers like any other (1310).
    const unproved = await post('/Login/RegisterUser', {
      account: 'NEWBIE_1',
      password: 'Newbie@2026',
      phone: '13744445555',
      code: '123456',
      captchaTicket: await solveCaptcha(app, 'register'),
      agreementVersion: TERMS_VERSION,
    });
    expect(body(unproved).state).toBe(1310);
    await sendSms('13744445555');
    const real = await lastCodeSentTo(app, '13744445555');
    const taken = await post('/Login/RegisterUser', {
      account: 'NEWBIE_1',
      password: 'Newbie@2026',
      phone: '13744445555',
      code: real,
      captchaTicket: await solveCaptcha(app, 'register'),
      agreementVersion: TERMS_VERSION,
    });
    expect(body(taken).state).toBe(1320);
    const guess = real === '000000' ? '111111' : '000000';
    const wrong = await post('/Login/RegisterUser', {
      account: 'newbie_3',
      password: 'Newbie@2026',
      phone: '13744445555',
      code: guess,
      captchaTicket: await solveCaptcha(app, 'register'),
      agreementVersion: TERMS_VERSION,
    });
    expect(body(wrong).state).toBe(1310);
  });

  it('names the broken rule of each field', async () => {
    const res = await post(
      '/Login/RegisterUser',
      { account: '1abc', password: 'short', phone: '12345', code: '12', captchaTicket: 't' },
      { 'accept-language': 'en' },
    );
    const b = body(res);
    expect(b.state).toBe(1000);
    expect(Object.keys(b.errors ?? {}).sort()).toEqual(['account', 'code', 'phone']);
    const weak = body(
      await post('/Login/RegisterUser', {
        account: 'abcd',
        password: 'alllowercase',
        phone: '13766667777',
        code: '123456',
        captchaTicket: 't',
      }),
    );
    expect(weak.errors).toEqual({ password: '密码须包含大写字母、小写字母、数字、特殊字符中的至少三种' });
    const chinese = body(
      await post('/Login/RegisterUser', {
        account: 'abcd',
        password: 'Abc123中文',
        phone: '13766667777',
        code: '123456',
        captchaTicket: 't',
      }),
    );
    expect(chinese.errors).toEqual({ password: '密码不能包含中文' });
    const neither = body(await post('/Login/RegisterUser', { account: 'abcd', password: 'Abc@12345', code: '123456', captchaTicket: 't' }));
    expect(neither.errors).toEqual({ phone: '手机号和邮箱至少填写一项' });
  });

  it('registers with an e-mail code', async () => {
    const sent = body(
      await post('/Code/GetMailCode', {
        email: 'New.Person@Example.com',
        purpose: 'register',
        captchaTicket: await solveCaptcha(app, 'register'),
        agreementVersion: TERMS_VERSION,
      }),
    );
    expect(sent.state).toBe(200);
    const code = await lastCodeSentTo(app, 'new.person@example.com');
    const b = body(
      await post('/Login/RegisterUser', {
        account: 'mailer',
        password: 'Mailer@2026',
        email: 'new.person@example.com',
        code,
        captchaTicket: await solveCaptcha(app, 'register'),
        agreementVersion: TERMS_VERSION,
      }),
    );
    expect(b.state).toBe(200);
  });
});

describe('Login/VerifyAccount', () => {
  it('tells whether an account exists, case-insensitively, to a caller with a register captcha ticket', async () => {
    // Issue 26 (F): one answer per solved register captcha; without a ticket 1302 (tests/security/login-oracles.test.ts).
    const get = async (account: string) =>
      body<{ exists: boolean }>(
        await app.inject({
          method: 'GET',
          url: api(`/Login/VerifyAccount?account=${account}&captchaTicket=${await solveCaptcha(app, 'register')}`),
        }),
      ).data.exists;
    expect(await get('ADMIN')).toBe(true);
    expect(await get('ghost')).toBe(false);
  });
});

describe('Login/BackPwd', () => {
  it('resets the password with a code, ends every session and refuses the old password', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    await sendSms('13900000002', 'reset');
    const code = await lastCodeSentTo(app, '13900000002');
    const same = body(
      await post('/Login/BackPwd', {
        target: '13900000002',
        code,
        password: 'Seeker@2026',
        captchaTicket: await solveCaptcha(app, 'reset'),
      }),
    );
    expect(same.state).toBe(1324);
    // The code was spent by the refused attempt: a new one is needed.
    await app.database.db.delete(verificationCodes).where(eq(verificationCodes.target, '13900000002'));
    await app.database.db.delete(outbox).where(eq(outbox.target, '13900000002'));
    await sendSms('13900000002', 'reset');
    const code2 = await lastCodeSentTo(app, '13900000002');
    const b = body(
      await post('/Login/BackPwd', {
        target: '13900000002',
        code: code2,
        password: 'Fresh#Pass1',
        captchaTicket: await solveCaptcha(app, 'reset'),
      }),
    );
    expect(b.state).toBe(200);
    expect(body(await post('/Login/CheckLogin', {}, auth(token))).state).toBe(4002);
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026' })).state).toBe(1300);
    expect(body(await post('/Login/SysLogin', { account: 'seeker', password: 'Fresh#Pass1' })).state).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.account, 'seeker'));
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true);
  });
});
