import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export interface Session {
  context: BrowserContext;
  page: Page;
}

export const ADMIN = { account: 'admin', password: 'Admin@2026' } as const;
export const RECRUITER = { account: 'recruiter', password: 'Recruit@2026' } as const;

/** A fresh browser context (its own storage, like another browser) logged in on /hr/login. */
export async function logIn(browser: Browser, base: string, who: { account: string; password: string }, viewport = { width: 1280, height: 860 }): Promise<Session> {
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

export const rowWith = (page: Page, text: string): Locator => activePage(page).locator('tbody tr', { hasText: text });

/** The newest toast text (the shell's snackbar). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}
