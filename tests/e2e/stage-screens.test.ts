/**
 * The pipeline's stage screens as the engine builds them from their definitions (resources/*.json
 * over new-delivery.json): on 已报到/试用期, which lists two stages, each row offers only the steps
 * its stage allows; a bulk button over both is off and says which candidate refuses it and why; a
 * step without input asks, moves the candidate and the row shows its new stage; one with input
 * (报到) opens the transition dialog and the candidate leaves 待报到. (Every stage screen at both
 * sizes in every language is looked at by a11y.test.ts and sweep-*.test.ts; the demo fills each one:
 * tests/integration/platform/demo-rows.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, expectToast, logIn, openAdmin, rowWith, settledDialog } from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const REPORTED = '/recruit/web/pipeline/reported';
/** Demo candidates (src/server/db/seed/demo-pipeline.ts): 林峰 has reported in, 罗军 is on trial. */
const IN = '林峰';
const ON_TRIAL = '罗军';

beforeAll(async () => {
  ({ app, base } = await startServer({ seedDemo: true }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const buttonsOf = async (page: Page, name: string) =>
  (
    await rowWith(page, name)
      .locator('[data-testid^="row-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  ).filter((id) => id !== 'row-more');

describe('stage screens', () => {
  it('offer each row the steps its stage allows, refuse a mixed selection with a reason, and move a candidate', async () => {
    const { page, context } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, REPORTED);
    await rowWith(page, IN).waitFor();
    const reported = await buttonsOf(page, IN);
    const trial = await buttonsOf(page, ON_TRIAL);
    expect(reported).toEqual(expect.arrayContaining(['row-entered', 'row-backWaitingReported']));
    expect(reported).not.toContain('row-trialOver');
    expect(trial).toEqual(expect.arrayContaining(['row-trialOver', 'row-dimission']));
    expect(trial).not.toContain('row-entered');

    await rowWith(page, IN).locator('input[type="checkbox"]').check();
    await rowWith(page, ON_TRIAL).locator('input[type="checkbox"]').check();
    const bulk = activePage(page).getByTestId('bulk-entered');
    expect(await bulk.isDisabled()).toBe(true);
    await activePage(page)
      .getByTestId('bulk-why')
      .filter({ has: page.getByTestId('bulk-entered') })
      .hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: `「${ON_TRIAL}」在「试用期」，不能已入职` })
      .waitFor();
    await rowWith(page, ON_TRIAL).locator('input[type="checkbox"]').uncheck();
    await expect.poll(() => bulk.isEnabled()).toBe(true);
    await rowWith(page, IN).locator('input[type="checkbox"]').uncheck();

    await rowWith(page, IN).getByTestId('row-entered').click();
    const dialog = await settledDialog(page, 'action-entered-dialog');
    expect(await dialog.textContent()).toContain(`「${IN}」：确定已入职吗？`);
    await page.screenshot({ path: 'tests/.artifacts/screens/hr-stage-confirm.png' });
    await dialog.getByTestId('action-confirm').click();
    await expectToast(page, '已入职成功');
    // Still listed here (试用期 is on this screen), now with the trial's steps.
    await expect.poll(() => buttonsOf(page, IN), { timeout: 10_000 }).toEqual(expect.arrayContaining(['row-trialOver']));
    expect(await buttonsOf(page, IN)).not.toContain('row-entered');

    // A step asking for input opens the pipeline's transition dialog (loaded on first use).
    await openAdmin(page, base, '/recruit/web/pipeline/hired');
    await rowWith(page, '胡斌').getByTestId('row-entry').click();
    const entry = await settledDialog(page, 'transition-dialog');
    await entry.getByTestId('transition-entryDate').fill('2026-11-30');
    await entry.getByTestId('transition-submit').click();
    await expect.poll(() => rowWith(page, '胡斌').count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});
