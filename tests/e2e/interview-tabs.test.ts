/**
 * The interview screen's tabs (list.tabs over the seeds' five sub-step calls): each shows its count
 * from Interview/GetStepCounts, a tab lists only its sub-step's candidates, switching keeps the filter,
 * and 邀请面试 shows on an invited row only once its invitation expired (demo: 蒋琳) or was declined,
 * not while it is pending (马丽娟) or accepted (韩东). Screenshots at desktop and phone sizes, in
 * Chinese and English.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, logIn, openAdmin, rowWith } from '../support/admin-page.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const SHOTS = process.env.HR_SHOTS_DIR ?? 'tests/.artifacts/screens';
const INTERVIEW = '/recruit/web/pipeline/interview';

beforeAll(async () => {
  ({ app, base } = await startServer({ seedDemo: true }));
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const rowButtons = async (page: Page, name: string) =>
  rowWith(page, name)
    .locator('[data-testid^="row-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

const countOf = async (page: Page, tab: string) => Number(await activePage(page).getByTestId(`list-tab-count-${tab}`).textContent());

describe('the interview tabs', () => {
  it('count and list each sub-step, and offer 邀请面试 only where a new invitation may be sent', async () => {
    const token = await loginAs(app, 'admin', 'Admin@2026');
    const counts = body<{ list: Array<{ step: number; count: number }>; total: number }>(
      await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/Interview/GetStepCounts'), headers: auth(token) }),
    ).data;
    const { page, context } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, INTERVIEW);
    await activePage(page).getByTestId('list-tab-invited').waitFor();
    await expect.poll(() => countOf(page, 'all')).toBe(counts.total);
    const steps = ['notInvited', 'invited', 'writtenExam', 'interviewing', 'awaitingHire'];
    for (const [step, tab] of steps.entries()) expect(await countOf(page, tab), tab).toBe(counts.list.find((c) => c.step === step)!.count);

    await activePage(page).getByTestId('list-tab-invited').click();
    await rowWith(page, '蒋琳').waitFor();
    expect(await activePage(page).locator('tbody tr').count()).toBe(counts.list.find((c) => c.step === 1)!.count);
    await expect.poll(() => rowWith(page, '许浩').count()).toBe(0);
    expect(await rowButtons(page, '蒋琳')).toContain('row-invite');
    expect(await rowButtons(page, '马丽娟')).not.toContain('row-invite');
    expect(await rowButtons(page, '韩东')).not.toContain('row-invite');
    await page.screenshot({ path: `${SHOTS}/interview-tabs-desktop.png`, fullPage: true });

    await activePage(page).getByTestId('list-tab-notInvited').click();
    await rowWith(page, '许浩').waitFor();
    expect(await rowButtons(page, '许浩')).toContain('row-invite');
    await context.close();
  });

  it('fit a phone and read in English', async () => {
    const { page, context } = await logIn(browser, base, ADMIN, { width: 390, height: 844 });
    await openAdmin(page, base, INTERVIEW);
    await activePage(page).getByTestId('list-tab-invited').click();
    await rowWith(page, '蒋琳').waitFor();
    // The tab bar scrolls inside the page: the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/interview-tabs-phone.png`, fullPage: true });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await page.reload();
    await activePage(page).getByTestId('list-tab-invited').waitFor();
    expect(await activePage(page).getByTestId('list-tab-invited').textContent()).toContain('Invited');
    await page.screenshot({ path: `${SHOTS}/interview-tabs-phone-en.png`, fullPage: true });
    await context.close();
  });
});
