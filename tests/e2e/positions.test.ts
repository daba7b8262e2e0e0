/**
 * The HR side of positions in the browser: the administrator opens 职位信息, creates a position (the
 * salary rule's message shows under 最高薪资, then it is fixed), applies for publishing, publishes
 * (编辑 turns off), takes it offline (state 已下线). Then every positions screen at desktop and
 * phone sizes, for a person to look at.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, expectToast, logIn, openAdmin, rowWith, settledDialog, type Session } from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const SHOTS = process.env.HR_SHOTS_DIR ?? 'tests/.artifacts/screens';
const INFO = '/recruit/web/position/info';
const NAME = '注塑机操作工（E2E）';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function snap(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/hr-${name}.png`, fullPage: true });
}

const stateOf = (page: Page) => rowWith(page, NAME).getByTestId('position-state');

async function step(page: Page, button: 'applyPublish' | 'publish' | 'offline', state: string) {
  await rowWith(page, NAME).getByTestId(`row-${button}`).click();
  const dialog = await settledDialog(page, `action-${button}-dialog`);
  await dialog.getByTestId('action-confirm').click();
  await expect.poll(() => stateOf(page).textContent(), { timeout: 10_000 }).toBe(state);
}

describe('positions in the back office', () => {
  let admin: Session;

  it('creates a position under the salary rules and takes it through its lifecycle', async () => {
    admin = await logIn(browser, base, ADMIN, { width: 1366, height: 768 });
    const { page } = admin;
    await openAdmin(page, base, INFO);
    await rowWith(page, '暑期短期工').waitFor();
    await activePage(page).getByTestId('toolbar-add').click();
    const dialog = await settledDialog(page, 'form-dialog');
    await dialog.getByLabel('职位名称').fill(NAME);
    await dialog.getByLabel('最低薪资').fill('6000');
    await dialog.getByLabel('最高薪资').fill('7000');
    await dialog.getByLabel('职位描述').fill('负责注塑机上下料、产品外观自检与机台日常点检。');
    // What publishing needs: a type, a department and a work place (申请发布 stays off without them).
    await dialog.getByRole('combobox', { name: '职位类型' }).click();
    await page.getByRole('option', { name: '普工' }).click();
    await dialog.getByTestId('dept-tree-select').click();
    const depts = page.getByTestId('dept-tree-popup');
    await depts.getByTestId('dept-search').fill('冲压车间');
    await depts.getByTestId('dept-node').filter({ hasText: '冲压车间' }).click();
    await depts.waitFor({ state: 'detached' });
    await dialog.getByRole('combobox', { name: '工作地点' }).click();
    await page.getByRole('option', { name: '昆山工厂' }).click();
    await dialog.getByLabel('最高薪资').blur();
    await dialog.getByText('薪资范围不能超过500').waitFor();
    await snap(page, 'position-form-salary-error');
    await dialog.getByLabel('最高薪资').fill('6500');
    await dialog.getByLabel('最高薪资').blur();
    await expect.poll(() => dialog.getByText('薪资范围不能超过500').count()).toBe(0);
    await dialog.getByTestId('form-submit').click();
    await expectToast(page, '新增成功');
    await expect.poll(() => stateOf(page).textContent(), { timeout: 10_000 }).toBe('草稿');

    await step(page, 'applyPublish', '待发布');
    await step(page, 'publish', '已发布');
    expect(await rowWith(page, NAME).getByTestId('row-edit').isDisabled()).toBe(true);
    expect(await rowWith(page, NAME).getByTestId('row-offline').isEnabled()).toBe(true);
    await step(page, 'offline', '已下线');
    expect(await rowWith(page, NAME).getByTestId('row-edit').isEnabled()).toBe(true);
  });

  it('shows every positions screen at desktop and phone sizes', async () => {
    const screens: Array<[string, string, string]> = [
      ['info', INFO, '暑期短期工'],
      ['short', '/recruit/web/position/short', '暑期短期工'],
      ['special-form', '/recruit/web/position/specialForm', '普工补充信息'],
      ['factory', '/recruit/web/position/factory', '昆山一厂'],
      ['exam', '/recruit/web/position/exam', 'CNC实操考核'],
    ];
    for (const viewport of [
      { width: 1366, height: 768, tag: 'desktop' },
      { width: 390, height: 844, tag: 'phone' },
    ]) {
      const session = await logIn(browser, base, ADMIN, { width: viewport.width, height: viewport.height });
      for (const [name, path, text] of screens) {
        await openAdmin(session.page, base, path);
        await activePage(session.page).getByText(text, { exact: true }).first().waitFor();
        await snap(session.page, `${name}-${viewport.tag}`);
      }
      await openAdmin(session.page, base, '/recruit/web/position/specialForm');
      await activePage(session.page).getByTestId('sf-edit').first().click();
      await settledDialog(session.page, 'sf-dialog');
      await snap(session.page, `special-form-dialog-${viewport.tag}`);
      await session.context.close();
    }
  });
});
