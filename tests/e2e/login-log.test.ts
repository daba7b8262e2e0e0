/**
 * 系统设置 → 登录日志 in the real browser: the administrator's own login through the page (with the
 * terms it ticked) on top, the demo week under it with reasons and ways in as words, the filters
 * narrowing it, at desktop and phone sizes in Chinese and English, for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, ROWS, activePage, cardLabels, headerTexts, logIn, openAdmin, rowWith, settledShot } from '../support/admin-page.ts';
import { TERMS_VERSION } from '../../src/common/terms.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const PATH = '/recruit/web/system/loginLog';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const VIEWPORTS = [
  { width: 1366, height: 900, tag: 'desktop' },
  { width: 390, height: 844, tag: 'phone' },
] as const;

describe('the login log screen', () => {
  it('lists the logins newest first with words for reasons and ways in, and filters them', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base);
    await page.getByTestId('menu-group').filter({ hasText: '系统设置' }).click();
    // The group opens with an animation: click the link once it has finished moving (a longer menu
    // puts 系统设置 at the bottom, where the opening group scrolls the link into place).
    await page
      .locator('.MuiCollapse-entered')
      .filter({ has: page.getByTestId('menu-link').filter({ hasText: '登录日志' }) })
      .waitFor();
    await page.getByTestId('menu-link').filter({ hasText: '登录日志' }).click();
    await page.waitForURL(`**${PATH}`);
    const first = activePage(page).locator(ROWS).first();
    await first.waitFor();
    // The login just made through the page, with the terms version it sent.
    expect(await first.textContent()).toContain(TERMS_VERSION);
    expect(await first.textContent()).toContain('账号密码');
    expect(await headerTexts(page)).toEqual(
      expect.arrayContaining(['登录时间', '登录账号', '是否成功', '失败原因', '登录方式', '客户端', 'IP地址']),
    );
    await rowWith(page, '密码错误').first().waitFor();
    await rowWith(page, '失败次数过多，已锁定').first().waitFor();
    await rowWith(page, '切换到管理端').first().waitFor();
    const body = (await activePage(page).locator('tbody').textContent()) ?? '';
    expect(body).not.toMatch(/wrongPassword|unknownAccount|exchangeCode|admim/);

    await activePage(page).getByLabel('登录账号').fill('recruiter');
    await expect
      .poll(async () => (await activePage(page).locator(ROWS).allTextContents()).every((t) => t.includes('recruiter')))
      .toBe(true);
    expect(await activePage(page).locator(ROWS).count()).toBeGreaterThan(0);
    await settledShot(page, 'login-log-filtered');
    await context.close();
  });

  it('reads well at desktop and phone sizes, in Chinese and English', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await logIn(browser, base, ADMIN, { width: viewport.width, height: viewport.height });
        if (lang === 'en') await context.addCookies([{ name: 'language', value: 'en', url: base }]);
        await openAdmin(page, base, PATH);
        await activePage(page).locator(ROWS).first().waitFor();
        if (lang === 'en') {
          await rowWith(page, 'Wrong password').first().waitFor();
          // Below 992 px the list is cards: the first column (Time) is each card's title, the others its lines.
          const labels = viewport.width >= 992 ? await headerTexts(page) : await cardLabels(page);
          expect(labels).toEqual(
            expect.arrayContaining([
              ...(viewport.width >= 992 ? ['Time'] : []),
              'Login',
              'Succeeded',
              'Failure reason',
              'Method',
              'Client',
            ]),
          );
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await settledShot(page, `login-log-${viewport.tag}-${lang}`);
        await context.close();
      }
    }
  }, 180_000);
});
