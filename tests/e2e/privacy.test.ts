/**
 * Personal data in the real browser: a seeker downloads their data from 设置账号 (one zip with their
 * account in data.json) and asks for erasure (the pending answer shows), and on a phone finds the same
 * in 我的; HR sees the request on
 * 系统设置 → 个人数据请求 beside the demo's answered one (refused: the hire's legal retention), runs it, and
 * the seeker's data is gone. Desktop and phone, Chinese and English, photographed for a person to look at.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances, users } from '../../src/server/db/schema/index.ts';
import { TERMS_VERSION } from '../../src/common/terms.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, ROWS, activePage, cardLabels, headerTexts, logIn, openAdmin, rowWith, settledShot } from '../support/admin-page.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../support/hash-cost.ts';
import { demoCompanyId, insertPosition, insertRecord } from '../support/resume-fixtures.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const PATH = '/recruit/web/system/privacyRequest';
const PERSON = { account: 'privacy_e2e', password: 'Privacy@2026' } as const;
const NAME = '林晓雨';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  const db = app.database.db;
  const [u] = await db
    .insert(users)
    .values({
      account: PERSON.account,
      passwordHash: await hashPassword(PERSON.password, TEST_PASSWORD_HASH_LOG_N),
      name: NAME,
      phone: '13912340088',
    })
    .returning({ id: users.id });
  const company = await demoCompanyId(db);
  await insertRecord(db, { positionId: await insertPosition(db, company), userId: u!.id, snapshot: { basic: { name: NAME } } });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('personal data', () => {
  it('the seeker downloads their data and asks for erasure from 设置账号', async () => {
    const { context, page } = await logIn(browser, base, PERSON, { width: 1366, height: 900 });
    await page.goto(`${base}/recruit/hr/settingAcount`);
    await page.getByTestId('privacy-card').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('privacy-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const data = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8'));
    expect(data.account).toMatchObject({ account: PERSON.account, name: NAME });
    expect(data.applications.applications).toHaveLength(1);

    await page.getByTestId('privacy-erase').click();
    await page.getByTestId('privacy-erase-confirm').click();
    await page.getByTestId('privacy-request-pending').waitFor();
    expect(await page.getByTestId('privacy-erase').isDisabled()).toBe(true);
    await page.getByTestId('privacy-card').scrollIntoViewIfNeeded();
    await settledShot(page, 'privacy-setting-desktop-zh-CN');
    await context.close();
  });

  it('on a phone (no 设置账号 page there) the seeker finds 个人数据 in 我的, with the request they made', async () => {
    const { context, page } = await logIn(browser, base, PERSON, { width: 390, height: 844 });
    await page.goto(`${base}/recruit/hr/myJob`);
    const card = page.getByTestId('mobile-centre').getByTestId('privacy-card');
    await card.waitFor();
    await card.getByTestId('privacy-request-pending').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByTestId('privacy-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await card.scrollIntoViewIfNeeded();
    await settledShot(page, 'privacy-centre-phone-zh-CN');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('HR sees the request beside the answered one and runs it', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, PATH);
    const row = rowWith(page, NAME);
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('待处理');
    expect(await headerTexts(page)).toEqual(expect.arrayContaining(['申请时间', '申请人', '手机号', '处理状态', '不予删除的原因']));
    // The demo's refused request says why, as words.
    await rowWith(page, '入职记录在法定保存期内').first().waitFor();
    await settledShot(page, 'privacy-requests-desktop-zh-CN');
    await row.first().getByRole('button', { name: '处理' }).click();
    await page.getByTestId('action-confirm').click();
    await rowWith(page, '已删除').first().waitFor();
    expect(await rowWith(page, NAME).count()).toBe(0);
    const [left] = await app.database.db.select().from(users).where(eq(users.account, PERSON.account));
    expect(left).toBeUndefined();
    await context.close();
  });

  it('asks a seeker to accept changed terms with a banner, once', async () => {
    const seeker = { account: 'seeker', password: 'Seeker@2026' };
    for (const [viewport, lang] of [
      [{ width: 1366, height: 900 }, 'zh-CN'],
      [{ width: 390, height: 844 }, 'en'],
    ] as const) {
      const { context, page } = await logIn(browser, base, seeker, viewport);
      if (lang === 'en') await context.addCookies([{ name: 'language', value: 'en', url: base }]);
      // As if the terms had changed since the login: no acceptance of the current version on record.
      const [me] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
      await app.database.db
        .delete(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, me!.id), eq(termsAcceptances.version, TERMS_VERSION)));
      await page.goto(`${base}/recruit/hr/myJob`);
      await page.getByTestId('consent-banner').waitFor();
      await settledShot(page, `privacy-consent-${viewport.width}-${lang}`);
      await page.getByTestId('consent-accept').click();
      await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
      const versions = await app.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, me!.id));
      expect(versions.map((v) => v.version)).toContain(TERMS_VERSION);
      await page.reload();
      await page.getByTestId('portal-layout').waitFor();
      expect(await page.getByTestId('consent-banner').count()).toBe(0);
      await context.close();
    }
  });

  it('reads well at desktop and phone sizes, in Chinese and English', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const viewport of [
        { width: 1366, height: 900, tag: 'desktop' },
        { width: 390, height: 844, tag: 'phone' },
      ]) {
        const { context, page } = await logIn(browser, base, ADMIN, { width: viewport.width, height: viewport.height });
        if (lang === 'en') await context.addCookies([{ name: 'language', value: 'en', url: base }]);
        await openAdmin(page, base, PATH);
        await activePage(page).locator(ROWS).first().waitFor();
        if (lang === 'en') {
          const labels = viewport.width >= 992 ? await headerTexts(page) : await cardLabels(page);
          expect(labels).toEqual(expect.arrayContaining(['Applicant', 'Status', 'Why declined']));
          await rowWith(page, 'Hire within legal retention').first().waitFor();
        }
        await settledShot(page, `privacy-requests-${viewport.tag}-${lang}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${viewport.tag} ${lang}`).toBeLessThanOrEqual(0);
        await context.close();
      }
    }
  }, 180_000);
});
