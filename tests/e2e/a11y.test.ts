/**
 * Accessibility and the first look in zh-CN: axe-core's WCAG 2.1 A/AA rules on every back-office menu
 * screen (as the demo administrator sees them) at 1366 x 900 and again at 390 x 844 (the job-seeker
 * pages are sweep-portal.test.ts's). The same walk fails on what the sweep looks for in the other
 * languages (sweep-*.test.ts: console and page errors, failed calls, raw keys, cut text, a page wider
 * than its window, a phone row action out of reach). Fails on any serious or critical violation, naming
 * the rule, the screen and the first targets; prints the count of violating elements per rule either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, logIn, menuScreens, openAdmin } from '../support/admin-page.ts';
import { type AxeFinding, blocking, DESKTOP, describeAxe, PHONE, sweepScreens } from '../support/screen-sweep.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const findings: AxeFinding[] = [];

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  printSummary();
  await browser?.close();
  await app?.close();
});

function printSummary(): void {
  const byKey = (key: (f: AxeFinding) => string) => {
    const sums = new Map<string, number>();
    for (const f of findings) sums.set(key(f), (sums.get(key(f)) ?? 0) + f.count);
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const lines = ['axe violating elements by rule:', ...byKey((f) => `${f.rule} (${f.impact})`).map(([k, n]) => `  ${k}: ${n}`)];
  console.log(lines.join('\n'));
}

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  it('back office: no serious or critical violation and no fault on any menu screen, desktop and phone', { timeout: 600_000 }, async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESKTOP);
    await openAdmin(page, base);
    const screens = await menuScreens(page);
    await context.close();
    expect(screens.length).toBeGreaterThan(20);
    const { faults, axe } = await sweepScreens(browser, base, screens, {
      lang: 'zh-CN',
      sizes: [
        { label: 'desktop', viewport: DESKTOP, axe: 'document' },
        { label: 'phone', viewport: PHONE, axe: 'page' },
      ],
    });
    findings.push(...axe);
    expect(axe.filter(blocking), describeAxe(axe.filter(blocking))).toEqual([]);
    expect(faults, faults.join('\n')).toEqual([]);
  });
});
