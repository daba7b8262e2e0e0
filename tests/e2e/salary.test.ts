/**
 * Salary approval and background checks in the real browser: the administrator (the demo company's
 * only approver) starts an approval on 薪资审批 for 宋涛's new application, approves it, sends the offer
 * from 录用 (the dialog shows the approved salary and fills it in), checks 宋涛's background from his
 * 录用 row and by his ID number on 背景调查; a wrong check character is caught before sending. The
 * screens are photographed at 1366x900 in zh-CN and at 390x844 in English for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { DEMO_FORMER_ID_NUMBER } from '../../src/server/db/seed/demo-salary.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { activePage, ADMIN, logIn, openAdmin, rowButton, rowWith, settled, settledShot } from '../support/admin-page.ts';

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

describe('salary approval and background check', { retry: 0 }, () => {
  it('starts an approval, approves it, sends the offer with the approved salary and checks the background (desk, zh-CN)', async () => {
    const { page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, '/recruit/web/pipeline/salary');
    await rowWith(page, '陈嘉').waitFor();
    await settledShot(page, 'salary-desk-zh-list');

    await activePage(page).getByTestId('toolbar-start').click();
    const start = page.getByTestId('salary-start');
    await settled(start);
    await start.getByLabel('候选人').fill('宋涛');
    await page.getByRole('option', { name: /宋涛（装配普工）/ }).click();
    await start.getByTestId('salary-amount').fill('9800');
    await start.getByTestId('salary-note').fill('熟手回聘，按原岗位等级定薪');
    await settledShot(page, 'salary-desk-zh-start');
    await start.getByTestId('salary-start-submit').click();
    await start.waitFor({ state: 'hidden' });

    const row = rowWith(page, '宋涛').filter({ hasText: '审批中' });
    await row.waitFor();
    await (await rowButton(page, row, 'approve')).click();
    const approve = page.getByTestId('salary-approve');
    await settled(approve);
    await expect.poll(async () => (await approve.textContent()) ?? '').toContain('9800');
    await approve.getByTestId('salary-comment').fill('同意');
    await settledShot(page, 'salary-desk-zh-approve');
    await approve.getByTestId('salary-approve-submit').click();
    await approve.waitFor({ state: 'hidden' });
    await rowWith(page, '宋涛').filter({ hasText: '已通过' }).waitFor();

    await openAdmin(page, base, '/recruit/web/pipeline/hire');
    const hire = rowWith(page, '宋涛').filter({ hasText: '装配普工' });
    await hire.waitFor();
    await (await rowButton(page, hire, 'sendOffer')).click();
    const offer = page.getByTestId('offer-dialog');
    await settled(offer);
    await expect.poll(async () => (await offer.getByTestId('offer-salary-state').textContent()) ?? '').toContain('已通过');
    await expect.poll(() => offer.getByTestId('offer-salary').inputValue()).toBe('9800');
    await offer.getByTestId('offer-place').fill('一号厂房');
    await settledShot(page, 'salary-desk-zh-offer');
    await offer.getByTestId('offer-send').click();
    await offer.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(async () => (await hire.textContent()) ?? '').toContain('Offer已发送');

    await (await rowButton(page, hire, 'backgroundCheck')).click();
    const check = page.getByTestId('background-dialog');
    await settled(check);
    await check.getByTestId('background-card').waitFor();
    expect(await check.getByTestId('background-card').textContent()).toContain('个人发展，主动离职');
    await settledShot(page, 'salary-desk-zh-hire-check');
    await check.getByRole('button', { name: '关闭' }).click();

    await openAdmin(page, base, '/recruit/web/talent/background');
    const bg = page.getByTestId('background-page');
    await bg.getByTestId('background-idno').fill(`${DEMO_FORMER_ID_NUMBER.slice(0, 17)}9`);
    await bg.getByTestId('background-check').click();
    await bg.getByText('身份证号码格式或校验位不正确').waitFor();
    await bg.getByTestId('background-idno').fill(DEMO_FORMER_ID_NUMBER);
    await bg.getByTestId('background-check').click();
    const card = bg.getByTestId('background-card');
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('宋涛');
    expect(text).toContain('可再次录用');
    expect(text).toContain('2024年度安全生产标兵');
    expect(await bg.textContent()).not.toContain(DEMO_FORMER_ID_NUMBER);
    await settledShot(page, 'salary-desk-zh-background');
  });

  it('shows both screens on a phone in English', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 390, height: 844 });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base, '/recruit/web/pipeline/salary');
    await rowWith(page, '陈嘉').waitFor();
    await settledShot(page, 'salary-phone-en-list');
    await (await rowButton(page, rowWith(page, '陈嘉'), 'approve')).click();
    const approve = page.getByTestId('salary-approve');
    await settled(approve);
    expect(await approve.textContent()).toContain('Approve');
    await settledShot(page, 'salary-phone-en-approve');
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await openAdmin(page, base, '/recruit/web/talent/background');
    const bg = page.getByTestId('background-page');
    await bg.getByTestId('background-idno').fill(DEMO_FORMER_ID_NUMBER);
    await bg.getByTestId('background-check').click();
    await bg.getByTestId('background-card').waitFor();
    expect(await bg.textContent()).toContain('May be rehired');
    await settledShot(page, 'salary-phone-en-background');
  });
});
