/**
 * The job-seeker pages swept as the back-office screens are (a11y.test.ts, sweep-*.test.ts): every page
 * a visitor reaches, then, signed in through the login page as the demo seeker, every page of their
 * own (我的求职 and its tabs, 完善资料 with its attachments, 入职资料, a general worker's form, 账号设置,
 * the apply dialog), in zh-CN, zh-TW and en, each looked at at 1366x900 and at 390x844 (the window
 * resized in place; a page only one size keeps is looked at at that size, and a phone page a desktop
 * shows as a tab of 我的求职 turns into that tab). Fails on console and page errors, failed calls, raw
 * keys, cut or spilling text, a page wider than its window, and serious or critical axe findings
 * (colour contrast in zh-CN only: colours do not change with the language). Every look in English, the
 * longest, and every look with a fault is screenshot (tests/.artifacts/screens/portal-sweep-*).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { findLayoutFaults } from '../support/layout-faults.ts';
import { axeFindings, blocking, DESKTOP, describeAxe, PHONE, settle, type Watch, watchProblems } from '../support/screen-sweep.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';
import { deliveryRecords, positions, tenements } from '../../src/server/db/schema/index.ts';
import { PIPELINE_STAGE } from '../../src/common/recruiting.ts';

const SEEKER = { account: 'seeker', password: 'Seeker@2026' } as const;
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;
type Size = keyof typeof VIEWPORTS;
/** Besides the back office's boxes: links, cards and outlined panels, and form labels (a field's label is cut, not wrapped). */
const PORTAL_BOXES = 'a, .MuiCard-root, .MuiPaper-outlined, .MuiFormLabel-root';

interface Screen {
  name: string;
  path: string;
  /** Shown once the page has what it was opened for. */
  ready: string;
  /** The sizes that show it, in this order; left out, both, starting at the window's size. */
  sizes?: readonly Size[];
  /** Something opened over the page, looked at instead of the page itself. */
  open?: { click: string; within: string };
}

let app: FastifyInstance;
let base: string;
let browser: Browser;
let anonymous: Screen[];
let signedIn: Screen[];

async function idOf(name: string): Promise<number> {
  const [row] = await app.database.db.select({ id: positions.id }).from(positions).where(eq(positions.name, name));
  if (!row) throw new Error(`no demo position ${name}`);
  return row.id;
}

/** The seeker's own data made as they make it (applied, saved), before any browser session ends this token's. */
async function seekerData(): Promise<{ worker: number }> {
  const token = await loginAs(app, SEEKER.account, SEEKER.password);
  const post = async (path: string, payload: object) => {
    const b = body<{ id: number }>(await app.inject({ method: 'POST', url: api(path), headers: auth(token), payload }));
    if (b.state !== 200) throw new Error(`${path}: ${b.state} ${b.message}`);
    return b.data;
  };
  const worker = await post('/ResumeDeliveryRecord/User/Delivery', {
    positionId: await idOf('装配普工'),
    resumeType: 1,
    formData: { height: 170, shift: '是', dorm: '否' },
  });
  const hired = await post('/ResumeDeliveryRecord/User/Delivery', { positionId: await idOf('质检员'), resumeType: 1 });
  await post('/PositionCollect/Add', { positionId: await idOf('CNC操作工') });
  // HR's pipeline is not these pages' part: the hire is written straight into the record (入职资料 shows it).
  await app.database.db.update(deliveryRecords).set({ stage: PIPELINE_STAGE.hire }).where(eq(deliveryRecords.id, hired.id));
  return { worker: worker.id };
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  const { worker } = await seekerData();
  const [company] = await app.database.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.name, '华东精密制造有限公司'));
  const detail = `/hr/detail?id=${await idOf('CNC操作工')}`;
  const detailName = '[data-testid="detail-name"]';
  anonymous = [
    { name: 'home', path: '/hr/home', ready: '[data-testid="home-newest"] [data-testid="position-card"]' },
    { name: 'social', path: '/hr/social', ready: '[data-testid="list-social"] [data-testid="position-card"]' },
    { name: 'campus', path: '/hr/recruit', ready: '[data-testid="list-recruit"] [data-testid="position-card"]', sizes: ['desktop'] },
    { name: 'detail', path: detail, ready: detailName },
    { name: 'company', path: '/hr/company', ready: '[data-testid="company-grid"]' },
    { name: 'cpDetail', path: `/hr/cpDetail?id=${company!.id}`, ready: '[data-testid="company-positions"]', sizes: ['desktop'] },
    { name: 'company-one', path: `/hr/company?id=${company!.id}`, ready: '[data-testid="company-positions"]', sizes: ['phone'] },
    { name: 'commonProblem', path: '/hr/commonProblem', ready: '[data-testid="faq-item"]' },
    { name: 'aboutCompany', path: '/hr/aboutCompany', ready: '[data-testid="page-aboutCompany"]' },
    { name: 'terms', path: '/hr/terms', ready: '[data-testid="page-terms"]' },
    { name: 'register', path: '/hr/register', ready: '[data-testid="auth-register"]' },
    { name: 'reset', path: '/hr/reset', ready: '[data-testid="auth-reset"]' },
    { name: 'login', path: '/hr/login', ready: '[data-testid="auth-login"]' },
  ];
  const phoneFirst: readonly Size[] = ['phone', 'desktop'];
  signedIn = [
    { name: 'myJob', path: '/hr/myJob', ready: '[data-testid="page-myJob"]' },
    { name: 'deliveryRecord', path: '/hr/deliveryRecord', ready: '[data-testid="delivery-card"]', sizes: phoneFirst },
    { name: 'collect', path: '/hr/collect', ready: '[data-testid="position-card"]', sizes: phoneFirst },
    { name: 'entryData', path: '/hr/entryData', ready: '[data-testid="entry-data"]', sizes: phoneFirst },
    { name: 'completeData', path: '/hr/completeData', ready: '[data-testid="section-basic"]' },
    { name: 'attachments', path: '/hr/completeData?tab=attachments', ready: '[data-testid="attachments"]' },
    { name: 'generalWorkerData', path: `/hr/generalWorkerData?id=${worker}`, ready: '[data-testid="worker-card"]' },
    { name: 'settingAcount', path: '/hr/settingAcount', ready: '[data-testid="setting-account"]', sizes: ['desktop'] },
    { name: 'news', path: '/hr/news', ready: '[data-testid="list-news"]', sizes: ['desktop'] },
    {
      name: 'apply',
      path: `/hr/detail?id=${await idOf('冲压普工')}`,
      ready: detailName,
      open: { click: '[data-testid="apply-button"]:visible', within: '[data-testid="apply-dialog"]' },
    },
  ];
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** In-app navigation, as a link does it (no reload). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/recruit${path}`);
}

interface Walk {
  page: Page;
  watch: Watch;
  lang: string;
  size: Size;
  /** Sizes whose whole document axe has looked at in this walk's current state (visitor, signed in). */
  whole: Set<Size>;
  found: string[];
}

/** What is wrong with the page as it stands: problems since the last look, layout faults, blocking axe findings. */
async function look(w: Walk, s: Screen): Promise<void> {
  await w.page
    .locator(s.open?.within ?? s.ready)
    .first()
    .waitFor();
  await settle(w.page, w.watch);
  const faults = [...w.watch.problems.splice(0), ...(await findLayoutFaults(w.page, s.open?.within ?? 'body', { boxes: PORTAL_BOXES }))];
  // The frame (header, footer, tab bar) once per size and state; then the page's own part, where it has one.
  const framed = (await w.page.locator('main').count()) > 0;
  const within = s.open?.within ?? (framed && w.whole.has(w.size) ? 'main' : undefined);
  if (framed) w.whole.add(w.size);
  const axe = await axeFindings(w.page, `${w.lang} ${s.name} (${w.size})`, {
    ...(within ? { within } : {}),
    skip: w.lang === 'zh-CN' ? [] : ['color-contrast'],
  });
  const serious = axe.filter(blocking);
  // Every page once in the longest language, and whatever shows a fault.
  if (w.lang === 'en' || faults.length > 0 || serious.length > 0) await shot(w.page, `portal-sweep-${w.lang}-${w.size}-${s.name}`);
  w.found.push(...faults.map((f) => `${w.lang} ${w.size} ${s.name}: ${f}`), ...(serious.length ? [describeAxe(serious)] : []));
}

/** A screen at each of its sizes: it starts at the window's size when it may, so the window is resized only when it must. */
async function visit(w: Walk, s: Screen): Promise<void> {
  const order = s.sizes ?? [w.size, w.size === 'desktop' ? 'phone' : 'desktop'];
  for (const [k, size] of order.entries()) {
    const resized = size !== w.size;
    if (resized) {
      await w.page.setViewportSize(VIEWPORTS[size]);
      w.size = size;
    }
    if (k === 0) {
      // The page left may be one the new size does not keep, which sends the window elsewhere: wait for that first.
      if (resized) await w.page.locator(`[data-testid="portal-layout"][data-mobile="${size === 'phone'}"]`).waitFor();
      await go(w.page, s.path);
      await w.page.locator(s.ready).first().waitFor();
      if (s.open) {
        await settle(w.page, w.watch);
        await w.page.locator(s.open.click).click();
      }
    }
    await look(w, s);
  }
}

async function sweep(lang: 'zh-CN' | 'zh-TW' | 'en'): Promise<string[]> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: lang });
  await context.addCookies([{ name: 'language', value: lang, url: base }]);
  const page = await context.newPage();
  const watch = watchProblems(page, base);
  await page.goto(`${base}/recruit/hr/home`);
  const w: Walk = { page, watch, lang, size: 'desktop', whole: new Set(), found: [] };
  for (const s of anonymous) await visit(w, s);
  // Signed in from the login page the walk ends on, as a person does.
  await page.getByTestId('login-account').fill(SEEKER.account);
  await page.getByTestId('login-password').fill(SEEKER.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  // The seeker lands on home (through the guard's redirects): only then is the next screen theirs.
  await page.waitForURL((url) => url.pathname.endsWith('/hr/home'));
  await page.getByTestId('page-home').waitFor();
  await settle(page, watch);
  w.whole.clear();
  for (const s of signedIn) await visit(w, s);
  await context.close();
  return w.found;
}

for (const lang of ['zh-CN', 'zh-TW', 'en'] as const) {
  it(`every job-seeker page in ${lang}, visitor and signed in, desktop and phone: no error, failed call, raw key, cut text, overflow or serious axe finding`, {
    timeout: 120_000,
  }, async () => {
    const found = await sweep(lang);
    expect(found, found.join('\n')).toEqual([]);
  });
}
