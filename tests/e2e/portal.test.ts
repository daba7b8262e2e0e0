/**
 * The job seeker's journey on a desktop (1366 x 768) and a phone (390 x 844): HR publishes a
 * position and it appears on home; the seeker filters by a tag and a keyword, opens it, logs in
 * from it and comes back, saves it, applies with the online resume and sees 已投递; a position
 * taken offline disappears and applying to it is refused. Then the viewport rules, the WeChat
 * agreement popup. Every page at both sizes in every language: sweep-portal.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { call, completeResume, login, ok, publishPositions, takeOffline, type Caller } from './portal-data.ts';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SEEKER = { account: 'seeker', password: 'Seeker@2026' };

let app: FastifyInstance;
let base: string;
let browser: Browser;
let admin: Caller;
let ids: { desk: number; deskGone: number; phone: number; phoneGone: number };

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  admin = await login(base, 'admin', 'Admin@2026');
  const seeker = await login(base, SEEKER.account, SEEKER.password);
  const mine = await ok<{ completeness: { missing: string[] } } | null>(seeker, 'GET', 'Resume/GetMyResume');
  if (!mine || mine.completeness.missing.length > 0) await completeResume(seeker);
  const spec = (name: string) => ({
    name,
    type: '普工',
    tags: ['双休', '五险一金'],
    place: '苏州总部',
    salaryMin: 6600,
    salaryMax: 7000,
    requirement: '能适应倒班',
  });
  const [desk, deskGone, phone, phoneGone] = await publishPositions(admin, [
    spec('激光焊接工甲'),
    spec('激光焊接工乙'),
    spec('激光切割工丙'),
    spec('激光切割工丁'),
  ]);
  ids = { desk: desk!, deskGone: deskGone!, phone: phone!, phoneGone: phoneGone! };
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function open(viewport: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const cardOf = (scope: Page | Locator, name: string) => scope.getByTestId('position-card').filter({ hasText: name });

async function logInHere(page: Page): Promise<void> {
  await page.waitForURL(/\/recruit\/hr\/login\?redirect=/);
  await page.getByTestId('login-account').fill(SEEKER.account);
  await page.getByTestId('login-password').fill(SEEKER.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
}

/** Save then apply with the online resume from an open detail page; ends showing 已投递. */
async function saveAndApply(page: Page, name: string): Promise<void> {
  const save = page.getByTestId('save-toggle').first();
  await save.click();
  await expect.poll(() => save.getAttribute('data-saved')).toBe('true');
  await page.getByTestId('apply-button').first().click();
  const dialog = page.getByTestId('apply-dialog');
  await dialog.getByTestId('qualified').waitFor();
  expect(await dialog.getByTestId('choice-online').getAttribute('data-on')).toBe('true');
  expect(await dialog.textContent()).toContain(name);
  const sent = page.waitForResponse((r) => r.url().includes('/User/Delivery'));
  await dialog.getByTestId('apply-submit').click();
  expect((await (await sent).json()).state).toBe(200);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('apply-button').first().textContent()).toBe('已投递');
  expect(await page.getByTestId('apply-button').first().isDisabled()).toBe(true);
}

/** The dialog is open on a position HR takes offline meanwhile: sending is refused with 1140's text. */
async function refusedWhenOffline(page: Page, id: number): Promise<void> {
  await page.goto(`${base}/recruit/hr/detail?id=${id}`);
  await page.getByTestId('apply-button').first().click();
  const dialog = page.getByTestId('apply-dialog');
  await dialog.getByTestId('qualified').waitFor();
  await takeOffline(admin, [id]);
  await dialog.getByTestId('apply-submit').click();
  await expect.poll(() => dialog.getByTestId('apply-refusal').textContent()).toContain('该职位已下线或未发布，不能投递');
  await shot(page, `portal-apply-refused-${page.viewportSize()!.width}`);
  await page.keyboard.press('Escape');
  // Gone for seekers: no longer on home, its page says so.
  await page.goto(`${base}/recruit/hr/home`);
  await page.getByTestId('home-newest').getByTestId('position-card').first().waitFor();
  expect(await page.getByTestId('home-newest').textContent()).not.toContain(await nameOf(id));
  await page.goto(`${base}/recruit/hr/detail?id=${id}`);
  await expect.poll(() => page.getByTestId('page-detail').textContent()).toContain('职位不存在或已下线');
}

async function nameOf(id: number): Promise<string> {
  const r = await call<{ name: string }>(admin, 'GET', `PositionInfo/GetDetail?id=${id}`);
  return r.data.name;
}

describe('job seeker on a desktop', () => {
  it('finds a new position by tag and keyword, logs in from it, saves it, applies, and sees 已投递 in myJob', async () => {
    const { context, page } = await open(DESKTOP);
    await page.goto(`${base}/recruit/hr/home`);
    // HR published it moments ago: it leads the newest positions.
    await cardOf(page.getByTestId('home-newest'), '激光焊接工甲').waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'portal-home-desktop');

    await page.getByTestId('nav-social').click();
    await page.getByTestId('filter-tags').getByRole('button', { name: '双休', exact: true }).click();
    await page.waitForURL(/tags=/);
    await page.getByTestId('keyword-input').fill('焊接工');
    await page.getByTestId('keyword-search').click();
    await page.waitForURL(/keyword=/);
    await expect.poll(() => page.getByTestId('position-card').count()).toBe(2);
    expect(decodeURIComponent(page.url())).toContain('tags=双休');
    await shot(page, 'portal-social-filtered-desktop');
    // The filters live in the address: back drops the keyword, forward brings it back.
    await page.goBack();
    await expect.poll(() => page.getByTestId('keyword-input').inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => page.getByTestId('position-card').count()).toBe(2);

    await cardOf(page, '激光焊接工甲').click();
    await page.waitForURL(/\/hr\/detail\?id=/);
    await expect.poll(() => page.getByTestId('detail-name').textContent()).toBe('激光焊接工甲');
    expect(await page.getByTestId('position-hero').getByTestId('salary').textContent()).toBe('6600-7000元/月');
    // A visitor who wants to apply logs in and lands back on the position.
    await page.getByTestId('apply-button').click();
    await logInHere(page);
    await page.waitForURL(new RegExp(`/hr/detail\\?id=${ids.desk}$`));
    await saveAndApply(page, '激光焊接工甲');
    await shot(page, 'portal-detail-applied-desktop');

    // Saved positions and applications are tabs of myJob on a desktop.
    await page.goto(`${base}/recruit/hr/collect`);
    await page.waitForURL(/\/hr\/myJob\?tab=collect/);
    await cardOf(page, '激光焊接工甲').waitFor();
    expect(await page.getByTestId('collect-validity').textContent()).toContain('收藏有效期为3个月');
    expect(await cardOf(page, '激光焊接工甲').getByTestId('collect-expiry').textContent()).toMatch(/有效期至 \d{4}-\d{2}-\d{2}/);
    await shot(page, 'portal-collect-desktop');
    await page.getByTestId('myjob-tab-deliveryRecord').click();
    const record = page.getByTestId('delivery-card').filter({ hasText: '激光焊接工甲' });
    await expect.poll(() => record.getByTestId('stage-badge').textContent()).toBe('已投递');
    await shot(page, 'portal-deliveryRecord-desktop');

    await refusedWhenOffline(page, ids.deskGone);
    await context.close();
  });
});

describe('job seeker on a phone', () => {
  it('does the same journey with the bottom tabs, the filter sheet and the phone pages', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(`${base}/recruit/hr/home`);
    await page.getByTestId('tab-bar').waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'portal-home-phone');

    await page.getByTestId('tab-positions').click();
    await page.waitForURL(/\/hr\/social/);
    await page.getByTestId('open-filters').click();
    await page.getByTestId('filter-drawer').getByTestId('filter-tags').getByRole('button', { name: '双休', exact: true }).click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/tags=/);
    await page.getByTestId('keyword-input').fill('切割工');
    await page.getByTestId('keyword-search').click();
    await expect.poll(() => page.getByTestId('position-card').count()).toBe(2);
    await noSidewaysScroll(page);
    await shot(page, 'portal-social-filtered-phone');

    await cardOf(page, '激光切割工丙').click();
    await page.getByTestId('mobile-actions').waitFor();
    await page.getByTestId('save-toggle').first().click();
    await logInHere(page);
    await page.waitForURL(new RegExp(`/hr/detail\\?id=${ids.phone}$`));
    await saveAndApply(page, '激光切割工丙');
    await noSidewaysScroll(page);
    await shot(page, 'portal-detail-applied-phone');

    // 我的 → the personal centre list → saved positions and applications as pages of their own.
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('centre-collect').click();
    await page.waitForURL(/\/hr\/collect$/);
    await cardOf(page, '激光切割工丙').waitFor();
    await shot(page, 'portal-collect-phone');
    await page.getByTestId('header-back').click();
    await page.getByTestId('centre-deliveryRecord').click();
    await page.waitForURL(/\/hr\/deliveryRecord$/);
    const record = page.getByTestId('delivery-card').filter({ hasText: '激光切割工丙' });
    await expect.poll(() => record.getByTestId('stage-badge').textContent()).toBe('已投递');
    await noSidewaysScroll(page);
    await shot(page, 'portal-deliveryRecord-phone');

    await refusedWhenOffline(page, ids.phoneGone);
    await context.close();
  });
});

describe('viewport rules and WeChat mode', () => {
  it("keeps the seeds' phone page set and shows phone-only pages as myJob tabs on a desktop", async () => {
    const seeker = await login(base, SEEKER.account, SEEKER.password);
    const phone = await open(PHONE);
    // Logged in: news is gated, and the gate comes before the viewport rule.
    await phone.context.addInitScript((t) => localStorage.setItem('Template-Token', t), seeker.token);
    for (const path of ['/hr/recruit', '/hr/news', '/hr/cpDetail?id=1', '/hr/settingAcount']) {
      await phone.page.goto(`${base}/recruit${path}`);
      await phone.page.waitForURL(/\/recruit\/hr\/home$/);
    }
    await phone.page.goto(`${base}/recruit/hr/company?id=1`);
    await phone.page.getByTestId('company-view').waitFor();
    await phone.context.close();
    const desk = await open(DESKTOP);
    await desk.page.goto(`${base}/recruit/hr/recruit`);
    await desk.page.getByTestId('list-recruit').waitFor();
    await desk.context.close();
  });

  it('asks a WeChat visitor to accept the terms once: confirm stays disabled until the box is ticked', async () => {
    const seeker = await login(base, SEEKER.account, SEEKER.password);
    const { context, page } = await open(PHONE);
    // The WeChat entry hands over a single-use login code, not its session token (issue 26).
    const { code } = await ok<{ code: string }>(seeker, 'POST', 'Login/CreateExchangeCode');
    await page.goto(`${base}/recruit/hr/home?token=${code}`);
    const dialog = page.getByTestId('agreement-dialog');
    await dialog.waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await dialog.textContent()).toContain('我已阅读协议并同意以上条款');
    expect(await dialog.textContent()).toContain('离职后保存10年');
    const confirm = page.getByTestId('agreement-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await shot(page, 'portal-agreement-phone');
    await dialog.getByRole('checkbox').check();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('page-home').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('agreement-dialog').count()).toBe(0);
    await context.close();
  });
});

describe('login links (WeChat mode, issue 26)', () => {
  it('asks before a login link replaces the session of another account, keeps it when told to, switches when asked', async () => {
    const seeker = await login(base, SEEKER.account, SEEKER.password);
    const recruiter = await login(base, 'recruiter', 'Recruit@2026');
    const { context, page } = await open(DESKTOP);
    await page.goto(`${base}/recruit/hr/home`);
    await page.evaluate((t) => {
      localStorage.setItem('Template-Token', t);
      localStorage.setItem('portal-agreement-accepted', '1');
    }, recruiter.token);
    const stored = () => page.evaluate(() => localStorage.getItem('Template-Token'));
    const first = await ok<{ code: string }>(seeker, 'POST', 'Login/CreateExchangeCode');
    await page.goto(`${base}/recruit/hr/home?token=${first.code}`);
    await page.getByTestId('exchange-dialog').waitFor();
    expect(page.url()).not.toContain('token=');
    await page.getByTestId('exchange-keep').click();
    await page.getByTestId('exchange-dialog').waitFor({ state: 'detached' });
    expect(await stored()).toBe(recruiter.token);
    const second = await ok<{ code: string }>(seeker, 'POST', 'Login/CreateExchangeCode');
    await page.goto(`${base}/recruit/hr/home?token=${second.code}`);
    await page.getByTestId('exchange-switch').click();
    await expect.poll(stored).not.toBe(recruiter.token);
    const info = await ok<{ account: string }>({ base, token: (await stored())! }, 'GET', 'User/GetUserInfo');
    expect(info.account).toBe('seeker');
    await context.close();
  });
});
