/**
 * The back office by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): from the page, Tab reaches the
 * sidebar, Enter opens 职位管理 and then 职位类型; Tab reaches the list's 新增, Enter opens the form
 * dialog with the focus inside it; Tab reaches the fields, which are filled and saved by keys; Escape
 * closes a dialog and gives the focus back to the button that opened it; Tab goes on through the rows
 * to a row's 编辑 and to the pager, whose page size is chosen by keys. Every stop shows where the focus is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, expectToast, logIn, openAdmin, rowWith, settledShot } from '../support/admin-page.ts';

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

interface Focused {
  text: string;
  testId: string | null;
  /** A field's label (its <label>, or aria-label). */
  label: string;
  /** The text of the table row or record card the focus is in. */
  row: string;
  inDialog: boolean;
  /** An outline or a focus ring drawn by the component (MUI's Mui-focusVisible, a ripple or a border). */
  shown: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { text: '', testId: null, label: '', row: '', inDialog: false, shown: false };
    const style = getComputedStyle(el);
    const ring = el.closest('.Mui-focusVisible, .Mui-focused') !== null;
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      text: (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40),
      testId: el.getAttribute('data-testid'),
      label: ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s*\*\s*$/, '').trim(),
      row: (el.closest('tr, [data-record-card]')?.textContent ?? '').trim().slice(0, 80),
      inDialog: el.closest('[role="dialog"]') !== null,
      shown: ring || outline || style.boxShadow !== 'none',
    };
  });

/** Tab (forward) until the focus is where `wanted` says, within `max` presses; every stop must show the focus. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, max = 60): Promise<Focused> {
  const unseen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.testId !== null || f.text) if (!f.shown) unseen.push(f.testId ?? f.text);
    if (wanted(f)) {
      expect(unseen, 'stops without a visible focus').toEqual([]);
      return f;
    }
  }
  throw new Error(`not reached in ${max} Tab presses`);
}

describe('the back office by keyboard', () => {
  it('walks the menu to a list, opens its form, saves a record, opens it from its row and sets the page size, by keys alone', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base);
    await page.getByTestId('admin-home').waitFor();
    await page.locator('body').click({ position: { x: 700, y: 5 } });

    await tabTo(page, (f) => f.testId === 'menu-group' && f.text === '职位管理');
    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f.testId === 'menu-link' && f.text === '职位类型');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/web/position/type');
    await rowWith(page, '普工').waitFor();

    await tabTo(page, (f) => f.testId === 'toolbar-add');
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('form-dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    // The focus stays in the dialog while it is open (Tab wraps inside it).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await tabTo(page, (f) => f.label === '类型名称');
    await page.keyboard.type('键盘类型');
    await page.keyboard.press('Tab');
    await page.keyboard.type('KBD');
    await tabTo(page, (f) => f.testId === 'form-submit');
    await settledShot(page, 'keyboard-form-submit-focused');
    await page.keyboard.press('Enter');
    await expectToast(page, '新增成功');
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, '键盘类型').waitFor();

    // Saving gives the focus back to 新增; Escape closes a dialog and does the same.
    await expect.poll(async () => (await focused(page)).testId).toBe('toolbar-add');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).testId).toBe('toolbar-add');

    // On through the rows to the new record's 编辑, which opens it; Escape gives the focus back to it.
    await tabTo(page, (f) => f.testId === 'row-edit' && f.row.includes('键盘类型'));
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    expect(await dialog.getByLabel('类型名称').inputValue()).toBe('键盘类型');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).testId).toBe('row-edit');
    // And on to the pager: the page size is chosen by keys.
    await tabTo(page, (f) => f.label === '每页条数');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '20条/页' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe('20条/页');
    await context.close();
  });
});
