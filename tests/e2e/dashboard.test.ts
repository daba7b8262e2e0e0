/**
 * 首页 dashboard in the browser: the demo administrator sees today's figures exactly as the API counts
 * them, the 30-day trend drawn, and a card that opens its list; at 1366x900 and 390x844, in Chinese
 * and English. A company without any records shows zeros and a calm empty chart. Screenshots go to
 * tests/.artifacts/screens for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, logIn, openAdmin, ROWS, settledShot } from '../support/admin-page.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';
import { secondTenement } from '../support/tenants.ts';

interface Home {
  today: string;
  figures: Array<{ key: string; count: number; path: string | null }>;
}
interface Trend {
  totals: Record<'applications' | 'interviews' | 'hires' | 'entries', number>;
}

let app: FastifyInstance;
let base: string;
let browser: Browser;
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function answers(account: string, password: string) {
  const token = await loginAs(app, account, password);
  const get = async <T>(url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) })).data!;
  return { home: await get<Home>('/Page/GetHomePageData'), trend: await get<Trend>('/Page/GetHomePageRecruitData?days=30') };
}

/** The cards as the page shows them: `key → count`. */
async function shownFigures(page: Page): Promise<Record<string, number>> {
  const cards = activePage(page).getByTestId('dashboard-figure');
  await cards.first().waitFor();
  const out: Record<string, number> = {};
  for (const card of await cards.all())
    out[(await card.getAttribute('data-figure'))!] = Number(await card.getByTestId('dashboard-figure-count').textContent());
  return out;
}

async function shownTotals(page: Page): Promise<Record<string, number>> {
  const totals = activePage(page).getByTestId('dashboard-totals');
  await totals.waitFor();
  const out: Record<string, number> = {};
  for (const s of await totals.locator('[data-series]').all())
    out[(await s.getAttribute('data-series'))!] = Number(await s.getByTestId('dashboard-total').textContent());
  return out;
}

describe('the home dashboard', () => {
  it('shows the administrator the API’s figures and trend, and a card opens its list (desk, Chinese)', async () => {
    const expected = await answers(ADMIN.account, ADMIN.password);
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base);
    const home = activePage(page);
    await home.getByTestId('admin-title').waitFor();
    expect(await shownFigures(page)).toEqual(Object.fromEntries(expected.home.figures.map((f) => [f.key, f.count])));
    await home.getByText('今日新投递').waitFor();
    await home.getByText(`今天是 ${expected.home.today}`).waitFor();
    expect(await shownTotals(page)).toEqual(expected.trend.totals);
    // The demo company's last 30 days have activity: four lines drawn, no empty note.
    await expect.poll(() => home.locator('.recharts-line').count()).toBe(4);
    expect(await home.getByTestId('dashboard-trend-empty').count()).toBe(0);
    expect(await home.textContent()).not.toMatch(/newApplications|interviewsToday|offersAwaiting|joinRequests/);
    await settledShot(page, 'dashboard-zh-desk');

    await home.locator('[data-figure="toReport"]').click();
    await page.waitForURL('**/recruit/web/pipeline/hired');
    const toReport = expected.home.figures.find((f) => f.key === 'toReport')!.count;
    await expect.poll(() => activePage(page).locator(ROWS).count(), { timeout: 10_000 }).toBe(toReport);
    await context.close();
  });

  it('fits a phone in English and opens 新投递 from its card', async () => {
    const expected = await answers(ADMIN.account, ADMIN.password);
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base);
    const home = activePage(page);
    expect(await shownFigures(page)).toEqual(Object.fromEntries(expected.home.figures.map((f) => [f.key, f.count])));
    await home.getByText('New applications today').waitFor();
    await home.getByText('Last 30 days').waitFor();
    await expect.poll(() => home.locator('.recharts-line').count()).toBe(4);
    // Nothing runs past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await settledShot(page, 'dashboard-en-phone');
    await home.locator('[data-figure="newApplications"]').click();
    await page.waitForURL('**/recruit/web/pipeline/newDelivery');
    await context.close();
  });

  it('shows an empty company zeros and a calm empty chart (phone Chinese, desk English)', async () => {
    const empty = await secondTenement(app, 'dash_empty', 'Empty@2026');
    for (const [viewport, lang, size] of [
      [PHONE, 'zh-CN', 'phone'],
      [DESK, 'en', 'desk'],
    ] as const) {
      const { context, page } = await logIn(browser, base, empty, viewport);
      await context.addCookies([{ name: 'language', value: lang, url: base }]);
      await openAdmin(page, base);
      const figures = await shownFigures(page);
      expect(Object.values(figures).every((n) => n === 0)).toBe(true);
      expect(Object.keys(figures)).toHaveLength(7);
      await activePage(page)
        .getByTestId('dashboard-trend-empty')
        .getByText(lang === 'en' ? 'No recruiting activity in the last 30 days yet' : '近 30 天还没有招聘动态')
        .waitFor();
      expect(await shownTotals(page)).toEqual({ applications: 0, interviews: 0, hires: 0, entries: 0 });
      await settledShot(page, `dashboard-empty-${lang}-${size}`);
      await context.close();
    }
  });
});
