/**
 * Both areas under the server's Content-Security-Policy, in Chromium: the job-seeker pages (home,
 * positions, companies, a position, login) and the back office (home, a stage list, the board, the
 * positions list, the candidate drawer) load with no CSP violation, no console error and no
 * uncaught page error. A policy too tight for the app would show here first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, logIn, openAdmin } from '../support/admin-page.ts';

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

/** Everything the page complains about, from now on. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url().replace(base, '')}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI}`,
      );
    });
  });
  return problems;
}

const settle = (page: Page) => page.waitForLoadState('networkidle');

describe('the Content-Security-Policy', () => {
  it('lets every job-seeker page load without a violation or a console error', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const problems = await watch(page);
    for (const path of ['/recruit/hr/home', '/recruit/hr/social', '/recruit/hr/recruit', '/recruit/hr/company', '/recruit/hr/login']) {
      await page.goto(`${base}${path}`);
      await settle(page);
    }
    await page.goto(`${base}/recruit/hr/home`);
    await settle(page);
    // The demo data publishes positions: a page with none would leave the detail page unchecked.
    const first = page.locator('a[href*="/hr/detail"]').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL('**/hr/detail?id=*');
    await settle(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets the back office load its screens, the board and the candidate drawer without a violation or a console error', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    const problems = await watch(page);
    for (const path of [
      '/recruit/web/home',
      '/recruit/web/pipeline/newDelivery',
      '/recruit/web/pipeline/board',
      '/recruit/web/position/info',
    ]) {
      await openAdmin(page, base, path);
      await settle(page);
    }
    await openAdmin(page, base, '/recruit/web/pipeline/newDelivery');
    await page.getByTestId('active-page').locator('tbody tr').first().getByTestId('candidate-open').click();
    await page.getByTestId('candidate-drawer').getByTestId('drawer-name').waitFor();
    await settle(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
