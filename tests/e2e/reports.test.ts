/**
 * 数据报表 in the browser: each of the five report screens opens from its menu path on the demo company's
 * history (demo-history.ts) with its chart drawn and its table showing the API's figures, on a desk
 * (1366x900, Chinese) and a phone (390x844, English: cards, nothing wider than the screen); the funnel's
 * detail follows a source, a quick range asks again (its chip pressed), and 到岗率 exports its hires.
 * Screenshots go to tests/.artifacts/screens for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, logIn, openAdmin, settledShot } from '../support/admin-page.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
let token: string;
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const R = '/ResumeDeliveryRecord/Report';

const SCREENS = [
  { path: 'source', zh: '招聘漏斗', en: 'Recruitment funnel', days: 30 },
  { path: 'reachRate', zh: '到岗率', en: 'Reach rate', days: 30 },
  { path: 'retention', zh: '员工留存', en: 'Employee retention', days: 180 },
  { path: 'retentionDetail', zh: '留存明细', en: 'Retention detail', days: 180 },
  { path: 'daily', zh: '每日指标', en: 'Daily index', days: 30 },
] as const;

const day = (back: number) => new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
const range = (days: number) => `beginDate=${day(days - 1)}&endDate=${day(0)}`;
const get = async <T>(url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) })).data!;

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  // A phone session (login source 3): the browser's web logins of the same account leave it alone.
  token = await loginAs(app, ADMIN.account, ADMIN.password, 3);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function openReport(page: Page, path: string) {
  await openAdmin(page, base, `/recruit/web/report/${path}`);
  const screen = activePage(page).getByTestId('report-page');
  await screen.waitFor();
  await screen.getByTestId('report-chart').first().waitFor();
  return screen;
}

describe('the report screens', () => {
  it('shows each report with its chart and the API’s figures (desk, Chinese)', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    for (const s of SCREENS) {
      const screen = await openReport(page, s.path);
      await screen.getByRole('heading', { level: 1, name: s.zh }).waitFor();
      // The demo history gives every report something to draw.
      await expect.poll(() => screen.locator('.recharts-bar-rectangle, .recharts-line').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await screen.getByTestId('report-chart-empty').count()).toBe(0);
      expect(await screen.textContent()).not.toMatch(/resources\.|reports:|undefined|NaN/);
      await settledShot(page, `reports-${s.path}-zh-desk`);
    }
    await context.close();
  });

  it('counts the funnel as the API does and follows a source into its applications', async () => {
    const summary = await get<{ list: Array<{ sourceName: string; applications: number }>; totals: { applications: number } }>(
      `${R}/GetReportPipingSummaryByResumeSouceList?${range(30)}`,
    );
    expect(summary.totals.applications).toBeGreaterThan(0);
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    const screen = await openReport(page, 'source');
    const rows = screen.getByTestId('report-row');
    await expect.poll(() => rows.count()).toBe(summary.list.length);
    const first = summary.list[0]!;
    await expect.poll(() => rows.first().textContent()).toContain(String(first.applications));
    await rows.first().getByTestId('report-detail').click();
    await screen.getByText(`“${first.sourceName}”的投递明细`).waitFor();
    await expect.poll(() => screen.getByTestId('report-detail-row').count()).toBe(Math.min(first.applications, 10));
    // A quick range asks again: the last 7 days hold fewer applications than the last 30. The applied
    // range's chip is the pressed one.
    const preset = (name: string) => screen.getByRole('button', { name, exact: true });
    expect(await preset('近30天').getAttribute('aria-pressed')).toBe('true');
    const week = await get<{ totals: { applications: number } }>(`${R}/GetReportPipingSummaryByResumeSouceList?${range(7)}`);
    await preset('近7天').click();
    await expect.poll(() => screen.getByTestId('report-begin').inputValue()).toBe(day(6));
    expect(await preset('近7天').getAttribute('aria-pressed')).toBe('true');
    expect(await preset('近30天').getAttribute('aria-pressed')).toBe('false');
    await screen
      .getByText(new RegExp(`^${week.totals.applications} · `))
      .first()
      .waitFor();
    await context.close();
  });

  it('exports 到岗率’s hires as a workbook', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    const screen = await openReport(page, 'reachRate');
    const [download] = await Promise.all([page.waitForEvent('download'), screen.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toBe('到岗率.xlsx');
    await context.close();
  });

  it('refuses an end before the beginning in the filter, as the server would', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    const screen = await openReport(page, 'daily');
    await screen.getByTestId('report-end').fill(day(40));
    await screen.getByText('结束日期不能早于开始日期').waitFor();
    expect(await screen.getByTestId('report-apply').isDisabled()).toBe(true);
    await context.close();
  });

  it('fits a phone in English: cards, nothing wider than the screen', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    for (const s of SCREENS) {
      const screen = await openReport(page, s.path);
      await screen.getByRole('heading', { level: 1, name: s.en }).waitFor();
      await screen.locator('[data-record-card]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await screen.textContent()).not.toMatch(/resources\.|reports:|undefined|NaN/);
      await settledShot(page, `reports-${s.path}-en-phone`);
    }
    await context.close();
  });
});
