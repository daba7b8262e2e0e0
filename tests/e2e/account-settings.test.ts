/**
 * The seeker's account settings in the browser (设置账号, a desk page: phones keep the seeds' own page
 * set): the account name kept, the password rules, and binding a new phone with a code from the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { expectToastOver, logIn, settledShot } from '../support/admin-page.ts';
import { solvePageCaptcha } from '../support/page-captcha.ts';
import { lastCodeSentTo } from '../support/captcha.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;

const SEEKER = { account: 'seeker', password: 'Seeker@2026' } as const;
const DESK = { width: 1366, height: 768 };

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe("account settings (a desk page: phones keep the seeds' own page set)", () => {
  it('keeps the account name, checks the password rules, binds a new phone with a code', async () => {
    const { page, context } = await logIn(browser, base, SEEKER, DESK);
    await page.goto(`${base}/recruit/hr/settingAcount`);
    expect(await page.getByTestId('account-name').textContent()).toBe('seeker');
    await settledShot(page, 'resume-settingAcount-desktop');

    await page.getByTestId('password-old').fill('Wrong@2026');
    await page.getByTestId('password-new').fill('Wrong@2026');
    await page.getByTestId('password-confirm').fill('Wrong@2026');
    await page.getByTestId('password-submit').click();
    await page.getByText('新密码不能与原密码相同').waitFor();
    await page.getByTestId('password-new').fill('Seeker@2027');
    await page.getByTestId('password-confirm').fill('Seeker@2027');
    await page.getByTestId('password-submit').click();
    await page.getByText('原密码错误').first().waitFor();

    await page.getByTestId('phone-change').click();
    await page.getByTestId('phone-new').fill('13900000002');
    await page.getByTestId('send-code').click();
    await page.getByText('新手机号不能与当前手机号相同').waitFor();

    // One account per phone: the administrator's number is told taken once its code is proved (issue 26:
    // the code step answers alike for a taken and a free number), and re-binding asks for the password.
    await page.getByTestId('phone-new').fill('13800000001');
    await solvePageCaptcha(page, app, () => page.getByTestId('send-code').click());
    await expect.poll(() => lastCodeSentTo(app, '13800000001').catch(() => null), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('phone-code').fill(await lastCodeSentTo(app, '13800000001'));
    await page.getByTestId('phone-password').fill('Wrong@2026');
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-card').getByText('原密码错误').waitFor();
    await page.getByTestId('phone-password').fill('Seeker@2026');
    await page.getByTestId('phone-submit').click();
    await page.getByTestId('phone-card').getByText('该手机号已绑定其他账号').waitFor();

    await page.getByTestId('phone-new').fill('13911112222');
    await solvePageCaptcha(page, app, () => page.getByTestId('send-code').click());
    await expect.poll(() => lastCodeSentTo(app, '13911112222').catch(() => null), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('phone-code').fill(await lastCodeSentTo(app, '13911112222'));
    await settledShot(page, 'resume-settingAcount-bind-desktop');
    await page.getByTestId('phone-submit').click();
    await expectToastOver(page, '手机号已绑定');
    await expect.poll(() => page.getByTestId('phone-current').textContent()).toBe('13911112222');
    await context.close();
  });
});
