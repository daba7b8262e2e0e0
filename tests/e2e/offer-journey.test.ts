/**
 * The offer from both sides, in the real browser, on a desk in zh-CN (1366x900) and on a phone in
 * English (390x844; every screen at both sizes in every language is looked at by a11y.test.ts and
 * sweep-*.test.ts): HR opens 录用, sends the seeker an offer from the row's 发送Offer with the
 * letter's live preview beside (or below) the fields; the seeker, logged in in a browser of their
 * own, sees the offer card appear on their delivery records without a reload, reads the letter in
 * its dialog and accepts it after the confirmation; HR then marks 待入职 and sets the induction
 * date, and the hire list shows the step and the date. Screenshots of every screen for a person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';
import { addDays, offerToday } from '../../src/common/offers.ts';
import { deliveryRecords, depts } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, logIn, openAdmin, rowButton, rowWith, settled, settledShot, type Session } from '../support/admin-page.ts';
import { demoCompanyId, insertPosition, userIdOf } from '../support/resume-fixtures.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
let company: number;
let seekerId: number;
let deptId: number;
const SEEKER = { account: 'seeker', password: 'Seeker@2026' };
const SEEKER_NAME = '张伟';

const WORDS = {
  'zh-CN': {
    waiting: '待答复',
    accepted: '已接受',
    sentStep: 'Offer已发送',
    acceptedStep: '已接受Offer',
    inducted: '已定入职日期',
  },
  en: {
    waiting: 'Awaiting your answer',
    accepted: 'Accepted',
    sentStep: 'Offer sent',
    acceptedStep: 'Offer accepted',
    inducted: 'Induction date set',
  },
} as const;
type Lang = keyof typeof WORDS;

const VARIANTS: ReadonlyArray<{ tag: string; lang: Lang; viewport: { width: number; height: number } }> = [
  { tag: 'desk-zh', lang: 'zh-CN', viewport: { width: 1366, height: 900 } },
  { tag: 'phone-en', lang: 'en', viewport: { width: 390, height: 844 } },
];

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  const db = app.database.db;
  company = await demoCompanyId(db);
  seekerId = await userIdOf(db, SEEKER.account);
  const [dept] = await db.select({ id: depts.id }).from(depts).where(eq(depts.tenementId, company)).limit(1);
  deptId = dept!.id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function asLanguage(session: Session, lang: Lang): Promise<Session> {
  if (lang === 'en') await session.context.addCookies([{ name: 'language', value: 'en', url: base }]);
  return session;
}

const offerCard = (page: Page, position: string): Locator =>
  page.getByTestId('delivery-card').filter({ hasText: position }).getByTestId('offer-card');

/** A PDF preview once its first page is drawn. */
async function drawn(scope: Locator): Promise<void> {
  await expect.poll(() => scope.getByTestId('pdf-page').first().getAttribute('data-rendered'), { timeout: 20_000 }).toBe('true');
}

describe('the offer, HR and the seeker side by side', { retry: 0 }, () => {
  for (const v of VARIANTS) {
    it(`sends, reads, accepts and onboards (${v.tag})`, async () => {
      const w = WORDS[v.lang];
      const db = app.database.db;
      const position = `数控车床操作工 offer-${v.tag}`;
      const positionId = await insertPosition(db, company, { name: position, deptId });
      await db.insert(deliveryRecords).values({
        tenementId: company,
        positionId,
        userId: seekerId,
        resumeType: 1,
        resumeSnapshot: { basic: { name: SEEKER_NAME } },
        stage: S.hire,
        source: '招聘网站',
        lang: v.lang,
      });

      const seeker = await asLanguage(await logIn(browser, base, SEEKER, v.viewport), v.lang);
      const sp = seeker.page;
      await sp.goto(`${base}/recruit/hr/deliveryRecord`);
      await sp.getByTestId('delivery-card').filter({ hasText: position }).waitFor();

      const hr = await asLanguage(await logIn(browser, base, ADMIN, v.viewport), v.lang);
      const page = hr.page;
      await openAdmin(page, base, '/recruit/web/pipeline/hire');
      const row = rowWith(page, SEEKER_NAME).filter({ hasText: position });
      await row.waitFor();
      await (await rowButton(page, row, 'sendOffer')).click();
      const dialog = page.getByTestId('offer-dialog');
      await settled(dialog);
      await expect.poll(() => dialog.getByTestId('offer-positionName').inputValue()).toBe(position);
      await dialog.getByTestId('offer-salary').fill('12800');
      await dialog.getByTestId('offer-place').fill('二号厂房');
      await drawn(dialog.getByTestId('offer-preview'));
      await settledShot(page, `offer-${v.tag}-dialog`);
      await dialog.getByTestId('offer-send').click();
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
      await expect.poll(async () => (await row.textContent()) ?? '').toContain(w.sentStep);

      // The seeker's card appears without a reload; the letter opens in its dialog.
      // The notice names the position; read, it is closed (it sits where the letter's close button is).
      const notice = sp.getByTestId('notice').filter({ hasText: position });
      await notice.waitFor({ timeout: 15_000 });
      const card = offerCard(sp, position);
      await card.waitFor({ timeout: 15_000 });
      await notice.getByRole('button').click();
      await notice.waitFor({ state: 'hidden' });
      expect(await card.getByTestId('offer-card-state').textContent()).toBe(w.waiting);
      expect(await card.textContent()).toContain('12');
      await settledShot(sp, `offer-${v.tag}-card`);
      await card.getByTestId('offer-card-view').click();
      const letter = sp.getByTestId('pdf-dialog');
      await settled(letter);
      await drawn(letter);
      // The letter's own picture: a full-page shot would resize the page and move the mouse over the open dialog.
      await letter.screenshot({ path: `tests/.artifacts/screens/offer-${v.tag}-letter.png` });
      await sp.getByTestId('pdf-close').click();
      await letter.waitFor({ state: 'hidden' });
      await card.getByTestId('offer-card-accept').click();
      const confirm = sp.getByTestId('answer-confirm');
      await settled(confirm);
      await confirm.getByTestId('answer-confirm-ok').click();
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('accepted');
      expect(await card.getByTestId('offer-card-state').textContent()).toBe(w.accepted);

      // HR: 待入职, then the induction date; the list shows the step and the date.
      await page.reload();
      await page.getByTestId('active-page').waitFor();
      await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 10_000 }).toContain(w.acceptedStep);
      await (await rowButton(page, row, 'toBeEmployed')).click();
      const ask = page.getByTestId('action-toBeEmployed-dialog');
      await settled(ask);
      await ask.getByTestId('action-confirm').click();
      await ask.waitFor({ state: 'hidden' });
      // The row's actions follow its step once the list has read it again (its menu would still offer 待入职).
      await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 10_000 }).not.toContain(w.acceptedStep);
      const date = addDays(offerToday(new Date()), 5);
      await (await rowButton(page, row, 'induction')).click();
      const induction = page.getByTestId('transition-dialog');
      await settled(induction);
      await induction.getByTestId('transition-inductionDate').fill(date);
      await induction.getByTestId('transition-submit').click();
      await induction.waitFor({ state: 'hidden', timeout: 10_000 });
      await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 10_000 }).toContain(w.inducted);
      expect(await row.textContent()).toContain(date);
      await settledShot(page, `offer-${v.tag}-hire`);

      await hr.context.close();
      await seeker.context.close();
    }, 180_000);
  }

  for (const v of VARIANTS) {
    it(`lists and edits the company's letter templates (${v.tag})`, async () => {
      const hr = await asLanguage(await logIn(browser, base, ADMIN, v.viewport), v.lang);
      const page = hr.page;
      await openAdmin(page, base, '/recruit/web/position/offerTemplate');
      const row = rowWith(page, '标准录用通知书');
      await row.waitFor();
      await settledShot(page, `offer-${v.tag}-templates`);
      await (await rowButton(page, row, 'edit')).click();
      const form = page.getByTestId('form-dialog');
      await settled(form);
      expect(await form.locator('textarea').first().inputValue()).toContain('{company}');
      await settledShot(page, `offer-${v.tag}-template-form`);
      await hr.context.close();
    }, 60_000);
  }
});
