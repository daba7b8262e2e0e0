/**
 * The talent centre in the browser: on a desk (1366x900, Chinese) the administrator finds a paper resume
 * by a skill on 人才搜索, opens it (its applications tab shows the shared empty state), forwards it by
 * e-mail (the mail leaves through the app's sender) and brings the candidate into a published position's
 * pipeline (a seeker account is opened on the phone); 简历库 lists the demo applications. On a phone
 * (390x844, English) the search shows cards, nothing wider than the screen, no raw key. Screenshots go
 * to tests/.artifacts/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, positions, users } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, logIn, openAdmin, rowWith, settledDialog, settledShot } from '../support/admin-page.ts';
import { sentTo } from '../support/messages.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const CANDIDATE = '顾文斌';
const CENTRE = '/recruit/web/talent/talentCenter';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('talent centre', () => {
  it('finds a candidate by a skill, forwards the resume and brings them into a pipeline (desk, Chinese)', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base, CENTRE);
    const keyword = activePage(page).getByLabel('关键字');
    await keyword.fill('数控');
    await keyword.press('Enter');
    const row = rowWith(page, CANDIDATE);
    await row.waitFor();
    await settledShot(page, 'talent-search-zh-desk');

    await row.getByTestId('talent-open').click();
    const drawer = page.getByTestId('talent-drawer');
    await drawer.getByTestId('talent-name').waitFor();
    expect(await drawer.textContent()).toContain('数控编程');
    await settledShot(page, 'talent-drawer-zh-desk');
    await drawer.getByTestId('talent-tab-applications').click();
    expect(await drawer.getByTestId('talent-no-applications').textContent()).toBe('暂无投递记录');
    await settledShot(page, 'talent-no-applications-zh-desk');

    await drawer.getByTestId('talent-forward').click();
    const forward = await settledDialog(page, 'talent-forward-dialog');
    await forward.getByTestId('talent-forward-emails').fill('workshop.lead@example.com');
    await settledShot(page, 'talent-forward-zh-desk');
    await forward.getByTestId('talent-forward-send').click();
    // The drawer is modal: the toast host beside it is hidden from the accessibility tree, so read its text.
    await page.getByText('已发送给1个邮箱').waitFor();
    const [mail] = sentTo(app, 'workshop.lead@example.com');
    expect(mail!.subject).toBe(`简历：${CANDIDATE}`);
    expect(mail!.body).toContain('博世汽车部件');

    const [position] = await app.database.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.state, 2))
      .limit(1);
    await drawer.getByTestId('talent-bring-in').click();
    const bringIn = await settledDialog(page, 'talent-bring-in-dialog');
    await bringIn.getByLabel('职位（已发布）').click();
    await page.getByRole('option', { name: position!.name, exact: true }).click();
    await bringIn.getByTestId('talent-bring-in-confirm').click();
    await page.getByText('已加入职位的新投递').waitFor();
    const [account] = await app.database.db.select().from(users).where(eq(users.phone, '13862145570'));
    expect(account).toMatchObject({ name: CANDIDATE, passwordHash: '!' });
    const [application] = await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.userId, account!.id));
    expect(application).toMatchObject({ positionId: position!.id, stage: 1, source: '人才中心' });

    await drawer.getByTestId('talent-tab-applications').click();
    await drawer.getByTestId('talent-applications').getByText(position!.name).waitFor();
    await drawer.getByTestId('talent-tab-log').click();
    await drawer.getByTestId('talent-log').getByText('workshop.lead@example.com', { exact: false }).waitFor();
    await settledShot(page, 'talent-log-zh-desk');
    await drawer.getByTestId('talent-close').click();

    await openAdmin(page, base, '/recruit/web/talent/resumeLib');
    await activePage(page).locator('tbody tr').first().waitFor();
    expect(await activePage(page).textContent()).not.toMatch(/resources\.|talent:|undefined|NaN/);
    await settledShot(page, 'talent-library-zh-desk');
    await context.close();
  });

  it('fits a phone in English: cards, nothing wider than the screen, no raw keys', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base, CENTRE);
    await activePage(page).locator('[data-record-card]').first().waitFor();
    expect(await activePage(page).textContent()).not.toMatch(/resources\.|talent:|undefined|NaN/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await settledShot(page, 'talent-search-en-phone');
    await activePage(page).locator('[data-record-card]').first().getByTestId('talent-open').click();
    await page.getByTestId('talent-drawer').getByTestId('talent-name').waitFor();
    await settledShot(page, 'talent-drawer-en-phone');
    await context.close();
  });
});
