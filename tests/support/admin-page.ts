import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shot } from './browser.ts';

export interface Session {
  context: BrowserContext;
  page: Page;
}

export const ADMIN = { account: 'admin', password: 'Admin@2026' } as const;
export const RECRUITER = { account: 'recruiter', password: 'Recruit@2026' } as const;

/** A fresh browser context (its own storage, like another browser) logged in on /hr/login. */
export async function logIn(
  browser: Browser,
  base: string,
  who: { account: string; password: string },
  viewport = { width: 1280, height: 860 },
): Promise<Session> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/recruit/hr/login`);
  await page.getByTestId('login-account').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/hr/login'));
  return { context, page };
}

/** Open a back-office path, answering /homeCheck with "management" when the account asks. */
export async function openAdmin(page: Page, base: string, path = '/recruit/web/home'): Promise<void> {
  await page.goto(`${base}${path}`);
  const choice = page.getByTestId('choose-manage');
  const layout = page.getByTestId('admin-layout');
  await Promise.race([choice.waitFor(), layout.waitFor()]);
  if (await choice.isVisible()) {
    await choice.click();
    await layout.waitFor();
    if (!page.url().endsWith(path)) await page.goto(`${base}${path}`);
  }
  await page.getByTestId('active-page').waitFor();
}

/** The visible page slot (kept-alive pages stay mounted, hidden). */
export const activePage = (page: Page): Locator => page.getByTestId('active-page');

/** Header texts of the list on the active page, without the selection and actions columns. */
export async function headerTexts(page: Page): Promise<string[]> {
  const cells = activePage(page).locator('thead th');
  await cells.first().waitFor();
  const texts = (await cells.allTextContents()).map((s) => s.trim()).filter(Boolean);
  return texts.filter((s) => s !== '操作');
}

/** A list's records: table rows, or the cards a list shows below 992 px (RecordCards). */
export const ROWS = 'tbody tr, [data-record-card]';

export const rowWith = (page: Page, text: string): Locator => activePage(page).locator(ROWS, { hasText: text });

/** A row's button by name, inline or under the row's 更多 menu (a row keeps its first five inline). */
export async function rowButton(page: Page, row: Locator, name: string): Promise<Locator> {
  const inline = row.getByTestId(`row-${name}`);
  await row.getByTestId('row-more').or(inline).first().waitFor();
  if (await inline.count()) return inline;
  await row.getByTestId('row-more').click();
  return page.getByRole('menu').getByTestId(`row-${name}`);
}

/** The labels of the first card's lines (a list below 992 px: its columns but the first, the card's title). */
export async function cardLabels(page: Page): Promise<string[]> {
  const card = activePage(page).locator('[data-record-card]').first();
  await card.waitFor();
  return (await card.locator('dt').allTextContents()).map((s) => s.trim());
}

/** The newest toast text (the shell's snackbar). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** A popover or dialog once its fade or zoom-in has finished (screenshots mid-transition show a ghost). */
export async function settled(locator: Locator): Promise<void> {
  await locator.waitFor();
  await expect.poll(() => locator.evaluate((el) => getComputedStyle(el.querySelector('.MuiPaper-root') ?? el).opacity)).toBe('1');
}

export async function settledDialog(page: Page, testId: string): Promise<Locator> {
  const dialog = page.getByTestId(testId);
  await settled(dialog);
  return dialog;
}

/**
 * A full-page screenshot from the top (a scrolled page draws its fixed header half-way down), with the
 * pointer out of the way and colour transitions run.
 */
export async function settledShot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await shot(page, name);
}

/** A toast shown while a dialog is open (the dialog hides the rest of the page from role queries). */
export async function expectToastOver(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The function-key checkboxes under one menu of the 授权菜单 tree, and the menu's own checkbox. */
export const grantKeys = (dialog: Locator, menu: string): Locator => dialog.locator(`[data-testid="grant-functions"][data-menu="${menu}"]`);
export const grantMenuCheck = (dialog: Locator, menu: string): Locator =>
  dialog.locator(`[data-testid="grant-menu"][data-title="${menu}"]`).getByTestId('grant-menu-check').first();

/** Every entry of the sidebar as "group › page" (or "page" at the top), each group opened first. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar-menu');
  await menu.locator('[data-testid="menu-link"], [data-testid="menu-group"]').first().waitFor();
  const groups = menu.getByTestId('menu-group');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    const isOpen = () => group.evaluate((el) => el.nextElementSibling?.classList.contains('MuiCollapse-root') ?? false);
    if (!(await isOpen())) await group.click();
    await expect.poll(isOpen).toBe(true);
  }
  return menu.evaluate((root) =>
    Array.from(root.querySelectorAll('[data-testid="menu-link"], [data-testid="menu-unconfigured"], [data-testid="menu-group"]')).map(
      (item) => {
        const path = [item.textContent?.trim() ?? ''];
        // An open group's pages sit in the Collapse that follows the group's button.
        for (let el = item.parentElement; el && el !== root; el = el.parentElement) {
          const head = el.classList.contains('MuiCollapse-root') ? el.previousElementSibling : null;
          if (head?.getAttribute('data-testid') === 'menu-group') path.unshift(head.textContent?.trim() ?? '');
        }
        return path.join(' › ');
      },
    ),
  );
}

/** Log in again on the login page a forced logout left the browser on. */
export async function reLogIn(page: Page, who: { account: string; password: string }): Promise<void> {
  await page.getByTestId('login-account').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  const agree = page.getByTestId('login-agree');
  if (!(await agree.isChecked())) await agree.check();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/hr/login'));
}

/** Every page of the sidebar in menu order (groups opened first), as title and path. */
export async function menuScreens(page: Page): Promise<Array<{ title: string; path: string }>> {
  await sidebarEntries(page);
  return page
    .getByTestId('sidebar-menu')
    .getByTestId('menu-link')
    .evaluateAll((links) =>
      links.map((a) => ({ title: a.textContent?.trim() ?? '', path: new URL((a as HTMLAnchorElement).href).pathname })),
    );
}
