import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { solvePageCaptcha } from '../support/page-captcha.ts';
import { lastCodeSentTo } from '../support/captcha.ts';
import { eq } from 'drizzle-orm';
import { termsAcceptances, users } from '../../src/server/db/schema/index.ts';
import { TERMS_VERSION } from '../../src/common/terms.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(viewport = { width: 1280, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  return context.newPage();
}

describe('job seeker registration and session', () => {
  it('registers through the page with the captcha and a code, lands logged in, switches language, logs out', async () => {
    const page = await newPage();
    await page.goto(`${base}/recruit/hr/register`);
    await page.getByTestId('register-account').fill('e2e_user');
    await page.getByTestId('register-password').fill('E2e@2026x');
    await page.getByTestId('register-confirm').fill('E2e@2026x');
    await page.getByTestId('register-phone').fill('13655556666');
    await shot(page, 'register-desktop');
    await solvePageCaptcha(page, app, () => page.getByTestId('send-code').click());
    await expect.poll(() => lastCodeSentTo(app, '13655556666').catch(() => null), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/\d+s/);
    await page.getByTestId('register-code').fill(await lastCodeSentTo(app, '13655556666'));
    await page.getByTestId('register-agree').check();
    await solvePageCaptcha(page, app, () => page.getByTestId('register-submit').click());
    await page.waitForURL(/\/recruit\/hr\/home/);
    await expect.poll(() => page.textContent('body')).toContain('e2e_user');
    await shot(page, 'home-after-register');
    // The ticked agreement reached the server with the terms version the page showed.
    const accepted = await app.database.db
      .select({ version: termsAcceptances.version })
      .from(termsAcceptances)
      .innerJoin(users, eq(users.id, termsAcceptances.userId))
      .where(eq(users.account, 'e2e_user'));
    expect(accepted).toEqual([{ version: TERMS_VERSION }]);

    // The switch keeps the choice in a cookie and reloads the page.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('lang-switch').selectOption('en')]);
    expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    await shot(page, 'home-en');
    await expect.poll(() => page.getByTestId('logout').textContent()).toMatch(/Log ?out/i);
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/Login/LogOut'));
    await page.getByTestId('logout').click();
    expect((await (await loggedOut).json()).state).toBe(200);
    // The job-seeker home is open to everyone: the page stays, now offering to log in.
    await page.getByTestId('logout').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('Template-Token'))).toBeNull();
    await shot(page, 'after-logout');
    await page.close();
  });

  it('shows the blocking dialog when the same account logs in elsewhere', async () => {
    const page = await newPage();
    await page.goto(`${base}/recruit/hr/login`);
    await page.getByTestId('login-account').fill('seeker');
    await page.getByTestId('login-password').fill('Seeker@2026');
    await page.getByTestId('login-agree').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/recruit\/hr\/home/);
    // Give the push client time to connect and register.
    await expect.poll(() => app.hub.connectionCount(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const other = await app.inject({
      method: 'POST',
      url: '/recruit/api/Login/SysLogin',
      payload: { account: 'seeker', password: 'Seeker@2026', loginSource: 1 },
    });
    expect(other.json()).toMatchObject({ state: 200 });
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain('账号在其他地方登录，请重新登录');
    expect(await dialog.textContent()).toContain('确定登出');
    await shot(page, 'forced-logout');
    // Escape does not dismiss it; the single button logs out.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/recruit\/hr\/login/);
    expect(await page.evaluate(() => localStorage.getItem('Template-Token'))).toBeNull();
    await page.close();
  });

  it('lays the login page out on a phone-sized screen', async () => {
    const page = await newPage({ width: 375, height: 740 });
    await page.goto(`${base}/recruit/hr/login`);
    await page.getByTestId('login-submit').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'login-mobile');
    await page.close();
  });
});
