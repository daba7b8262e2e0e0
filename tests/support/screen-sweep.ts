/**
 * Walking every back-office menu screen as people meet it (a11y.test.ts and sweep.test.ts): reach each
 * screen as a user does (in-app navigation, no reload), wait until a person would look at it, then
 * collect what is wrong: console errors, uncaught page errors, calls answered 4xx/5xx or with a failure
 * envelope, layout faults (layout-faults.ts) and, where asked, axe-core's WCAG 2.1 A/AA violations.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { ADMIN, openAdmin } from './admin-page.ts';
import { shot } from './browser.ts';
import { findLayoutFaults } from './layout-faults.ts';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  count: number;
  targets: string[];
}

export const blocking = (f: AxeFinding) => f.impact === 'serious' || f.impact === 'critical';
export const describeAxe = (list: AxeFinding[]) =>
  list.map((f) => `[${f.impact}] ${f.rule} on ${f.screen} (${f.count}): ${f.targets.join(' | ')}`).join('\n');

/** What a watched page complains about from now on, and how many of its calls are still out. */
export interface Watch {
  problems: string[];
  inFlight: () => number;
}

/** Everything the page complains about from now on: console errors, page errors, failed calls. */
export function watchProblems(page: Page, base: string): Watch {
  const problems: string[] = [];
  const out = new Set<unknown>();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 160)}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message.slice(0, 160)}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') out.add(r);
  });
  const done = (r: unknown) => void out.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', async (r) => {
    const url = r.url().replace(base, '');
    if (r.status() >= 400) return void problems.push(`${r.status()} ${url}`);
    if (!url.startsWith('/recruit/api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await r.json().catch(() => null)) as { state?: number; message?: string } | null;
    if (body && typeof body.state === 'number' && body.state !== 200) problems.push(`${url} answered ${body.state} ${body.message}`);
  });
  return { problems, inFlight: () => out.size };
}

/**
 * What a person would look at: no call of the watched page out for 150 ms (a list's second call starts
 * as the first answers; quicker than networkidle's half second of silence), then no spinner (an
 * indeterminate one: a finished progress ring is no loading) or loading table, then no animation running.
 */
export async function settle(page: Page, w: Watch): Promise<void> {
  const until = Date.now() + 10_000;
  for (let quiet = 0; quiet < 3 && Date.now() < until; ) {
    await page.waitForTimeout(50);
    quiet = w.inFlight() > 0 ? 0 : quiet + 1;
  }
  await page
    .locator('.MuiCircularProgress-indeterminate, .MuiSkeleton-root, .RaPlaceholder-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await animationsDone(page);
}

/** Fades, slides and ripples finished (a colour read mid-fade is no colour a person sees); endless ones aside. */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForTimeout(50);
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** A contrast finding's colours and ratio, to find the colour at fault. */
function colours(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}, ${d.contrastRatio}:1)` : '';
}

/**
 * axe-core over the whole document (sidebar, tags bar and page together, as a user meets them), or over
 * `within` only (a selector), leaving out the rules in `skip`.
 */
export async function axeFindings(page: Page, screen: string, o: { within?: string; skip?: string[] } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ tags, within, skip }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(within ?? document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      }),
    { tags: TAGS, within: o.within, skip: o.skip ?? [] },
  );
  return results.violations.map((v) => ({
    screen,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${colours(n.any[0]?.data)}`),
  }));
}

export interface SweepResult {
  /** Problems and layout faults, each prefixed by its size and screen's path. */
  faults: string[];
  /** Every axe violation found (all impacts). */
  axe: AxeFinding[];
}

export interface SweepSize {
  label: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  /**
   * 'document': axe over everything on every screen; 'page': everything on the first screen, then the
   * screen's own part (the frame around it is the same on every screen).
   */
  axe: 'document' | 'page';
}

/** The demo administrator logged in through the login page in a fresh context of that language (like a person), on the back office's home. */
export async function adminIn(browser: Browser, base: string, lang: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: lang });
  await context.addCookies([{ name: 'language', value: lang, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/recruit/hr/login`);
  await page.getByTestId('login-account').fill(ADMIN.account);
  await page.getByTestId('login-password').fill(ADMIN.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/hr/login'));
  await openAdmin(page, base);
  return { context, page };
}

/**
 * Logs in (adminIn), then visits every
 * screen once and looks at it at each size: the window is resized in place (the list turns into cards
 * below 992 px as it does on a phone) rather than loading every screen once per size. Screens with a
 * fault or a blocking axe finding are screenshot.
 */
export async function sweepScreens(
  browser: Browser,
  base: string,
  screens: ReadonlyArray<{ title: string; path: string }>,
  o: { lang: string; sizes: readonly SweepSize[]; skip?: string[] },
): Promise<SweepResult> {
  const { context, page } = await adminIn(browser, base, o.lang, o.sizes[0]!.viewport);
  const watch = watchProblems(page, base);
  const result: SweepResult = { faults: [], axe: [] };
  const seen = new Set<string>();
  let current = o.sizes[0]!;
  for (const [i, screen] of screens.entries()) {
    const path = screen.path.replace(/^\/recruit/, '');
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
    await page.locator(`[data-testid="active-page"][data-path="${path}" i]`).waitFor();
    await settle(page, watch);
    // Sizes in alternating order: the window stays at the size the last screen ended at.
    const order = i % 2 === 0 ? o.sizes : [...o.sizes].reverse();
    for (const size of order) {
      if (size !== current) {
        await page.setViewportSize(size.viewport);
        current = size;
        await settle(page, watch);
      }
      const found = [...watch.problems.splice(0), ...(await findLayoutFaults(page))];
      const whole = size.axe === 'document' || !seen.has(size.label);
      seen.add(size.label);
      const axe = await axeFindings(page, screen.title, whole ? {} : { within: '[data-testid="active-page"]', skip: o.skip });
      result.axe.push(...axe.map((f) => ({ ...f, screen: `${f.screen} (${size.label})` })));
      result.faults.push(...found.map((f) => `${size.label} ${screen.path}: ${f}`));
      if (found.length > 0 || axe.some(blocking)) await shot(page, `sweep-${o.lang}-${size.label}-${path.replace(/\W+/g, '_')}`);
    }
  }
  await context.close();
  return result;
}
