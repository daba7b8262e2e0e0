/**
 * The sweep of every back-office menu screen in one more language (sweep-*.test.ts), on a desktop and a
 * phone: one server and browser per file, the sidebar's screens read once. zh-CN is a11y.test.ts's walk.
 * axe runs on the whole document of the first screen at each size and on each screen's own part after
 * it; colour contrast is judged in zh-CN only (colours do not change with the language).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from './browser.ts';
import { ADMIN, logIn, menuScreens, openAdmin } from './admin-page.ts';
import { blocking, DESKTOP, describeAxe, PHONE, sweepScreens } from './screen-sweep.ts';

export function sweepSuite(lang: 'zh-TW' | 'en'): void {
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

  it(`every back-office screen in ${lang}, desktop and phone: no error, failed call, raw key, cut text, overflow or serious axe finding`, {
    timeout: 600_000,
  }, async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESKTOP);
    await openAdmin(page, base);
    const screens = await menuScreens(page);
    await context.close();
    expect(screens.length).toBeGreaterThan(20);
    const { faults, axe } = await sweepScreens(browser, base, screens, {
      lang,
      sizes: [
        { label: 'desktop', viewport: DESKTOP, axe: 'page' },
        { label: 'phone', viewport: PHONE, axe: 'page' },
      ],
      skip: ['color-contrast'],
    });
    const serious = axe.filter(blocking);
    const found = [...faults, ...(serious.length > 0 ? [describeAxe(serious)] : [])];
    expect(found, found.join('\n')).toEqual([]);
  });
}
