/**
 * Accessibility sweep: axe-core's WCAG 2.1 A/AA rules on every back-office menu screen (as the demo
 * administrator sees them) and on the job-seeker pages, desktop 1366 x 900, zh-CN. One load a screen,
 * the whole document each time (sidebar, tags bar and page together, as a user meets them). Fails on
 * any serious or critical violation, naming the rule, the screen and the first targets; prints the
 * count of violating elements per area and per rule either way.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { AxeResults, Result } from 'axe-core';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { ADMIN, logIn, openAdmin } from '../support/admin-page.ts';

const VIEWPORT = { width: 1366, height: 900 };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Area = 'admin' | 'portal';
interface Finding {
  area: Area;
  screen: string;
  rule: string;
  impact: string;
  count: number;
  targets: string[];
}

let app: FastifyInstance;
let base: string;
let browser: Browser;
const findings: Finding[] = [];

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  printSummary();
  await browser?.close();
  await app?.close();
});

/** Calls answered and spinners gone: what a person would look at. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    // react-admin's loading table (RaPlaceholder bars, disabled unnamed checkboxes) shows while a list is pending.
    .locator('.MuiCircularProgress-root, .MuiSkeleton-root, .RaPlaceholder-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(200);
}

async function audit(page: Page, area: Area, screen: string): Promise<Finding[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  const found = results.violations.map((v: Result) => ({
    area,
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${colours(n.any[0]?.data)}`),
  }));
  findings.push(...found);
  const blocking = found.filter((f) => BLOCKING.has(f.impact));
  if (blocking.length > 0) await shot(page, `a11y-${area}-${screen.replace(/[^\w\u4e00-\u9fff-]+/g, '_')}`);
  return blocking;
}

/** A contrast finding's colours and ratio, to find the colour at fault. */
function colours(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1)` : '';
}

function describeFindings(list: Finding[]): string {
  return list.map((f) => `[${f.impact}] ${f.rule} on ${f.area} ${f.screen} (${f.count}): ${f.targets.join(' | ')}`).join('\n');
}

function printSummary(): void {
  const byKey = (key: (f: Finding) => string) => {
    const sums = new Map<string, number>();
    for (const f of findings) sums.set(key(f), (sums.get(key(f)) ?? 0) + f.count);
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  const lines = [
    'axe violating elements by area:',
    ...byKey((f) => f.area).map(([k, n]) => `  ${k}: ${n}`),
    'by area and rule:',
    ...byKey((f) => `${f.area} ${f.rule} (${f.impact})`).map(([k, n]) => `  ${k}: ${n}`),
  ];
  console.log(lines.join('\n'));
}

/** Every page of the sidebar: groups opened, then the links' paths in menu order. */
async function menuPaths(page: Page): Promise<{ title: string; path: string }[]> {
  const menu = page.getByTestId('sidebar-menu');
  await menu.getByTestId('menu-group').first().waitFor();
  const closed = menu.locator('[data-testid="menu-group"]:not(:has(+ .MuiCollapse-root))');
  for (let left = await closed.count(); left > 0; ) {
    await closed.first().click();
    await expect.poll(() => closed.count()).toBeLessThan(left);
    left = await closed.count();
  }
  return menu
    .getByTestId('menu-link')
    .evaluateAll((links) =>
      links.map((a) => ({ title: a.textContent?.trim() ?? '', path: new URL((a as HTMLAnchorElement).href).pathname })),
    );
}

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  it('back office: no serious or critical violation on any menu screen', { timeout: 600_000 }, async () => {
    const { context, page } = await logIn(browser, base, ADMIN, VIEWPORT);
    await openAdmin(page, base);
    const screens = await menuPaths(page);
    expect(screens.length).toBeGreaterThan(20);
    const blocking: Finding[] = [];
    for (const screen of screens) {
      await page.locator(`[data-testid="menu-link"][href$="${screen.path}"]`).first().click();
      await page.waitForURL(`**${screen.path}`);
      await page.locator(`[data-testid="active-page"][data-path="${screen.path.replace(/^\/recruit/, '')}" i]`).waitFor();
      blocking.push(...(await audit(page, 'admin', screen.title)));
    }
    await context.close();
    expect(blocking, describeFindings(blocking)).toEqual([]);
  });

  it('job-seeker pages: no serious or critical violation', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
    const page = await context.newPage();
    const blocking: Finding[] = [];
    const visit = async (screen: string, path: string) => {
      await page.goto(`${base}/recruit${path}`);
      blocking.push(...(await audit(page, 'portal', screen)));
    };
    await visit('home', '/hr/home');
    await visit('position list', '/hr/recruit');
    const detail = await page.locator('a[href*="/hr/detail?id="]').first().getAttribute('href');
    expect(detail).toBeTruthy();
    await visit('position detail', (detail ?? '').replace(/^\/recruit/, ''));
    await visit('company list', '/hr/company');
    await visit('login', '/hr/login');
    await context.close();
    expect(blocking, describeFindings(blocking)).toEqual([]);
  });
});
