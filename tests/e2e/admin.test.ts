import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { DEFAULT_DEBOUNCE_MS } from '../../src/widgets/debounce/gate.ts';
import { ADMIN, RECRUITER, activePage, expectToast, headerTexts, logIn, openAdmin, rowWith, type Session } from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const LIST = '/recruit/web/position/type';
const CONFIG = '/recruit/web/system/resourceConfig';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('Template-Token'));

async function submitForm(page: Page, fields: Record<string, string>) {
  const dialog = page.getByTestId('form-dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByTestId('form-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the HR back office', () => {
  let admin: Session;

  it('navigates by the sidebar and the tag bar, and runs a position type through add, edit, disable and delete', async () => {
    admin = await logIn(browser, base, ADMIN);
    const { page } = admin;
    await openAdmin(page, base);
    await page.getByTestId('admin-home').waitFor();
    await shot(page, 'admin-home');

    await page.getByTestId('menu-group').filter({ hasText: '职位管理' }).click();
    await page.getByTestId('menu-link').filter({ hasText: '职位类型' }).click();
    await page.waitForURL(`**${LIST}`);
    await rowWith(page, '普工').waitFor();
    const typeTag = page.getByTestId('tag').filter({ hasText: '职位类型' });
    expect(await typeTag.getAttribute('data-active')).toBe('true');
    expect(await page.getByTestId('tag').filter({ hasText: '首页' }).getByTestId('tag-close').count()).toBe(0);
    await shot(page, 'admin-list');

    // Empty submit: the required message first, nothing sent.
    await page.getByTestId('toolbar-add').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByTestId('form-submit').click();
    await dialog.getByText('类型名称不能为空').waitFor();
    await shot(page, 'admin-form-required');
    // The save button ignores clicks within 300 ms of the last one (the seeds' debounce): a person takes
    // longer than that to fill the two fields; the script must too, or its next click is rightly dropped.
    await page.waitForTimeout(DEFAULT_DEBOUNCE_MS);
    await submitForm(page, { 类型名称: 'E2E类型', 类型编码: 'E2E' });
    await expectToast(page, '新增成功');
    await rowWith(page, 'E2E类型').waitFor();

    await rowWith(page, 'E2E类型').getByTestId('row-edit').click();
    await expect.poll(() => dialog.getByLabel('类型名称').inputValue()).toBe('E2E类型');
    await submitForm(page, { 类型名称: 'E2E类型改' });
    await expectToast(page, '保存成功');
    const row = rowWith(page, 'E2E类型改');
    await row.waitFor();

    // Turning a record off asks first, naming it; turning it on again acts at once.
    await row.getByTestId('row-enable').click();
    const off = page.getByTestId('confirm-dialog');
    await off.waitFor();
    expect(await off.textContent()).toContain('确定要停用“E2E类型改”?');
    await off.getByTestId('confirm-ok').click();
    await expectToast(page, '已停用');
    await expect.poll(() => row.locator('.MuiChip-root').textContent()).toBe('停用');

    await row.getByTestId('row-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('提示');
    expect(await confirm.textContent()).toContain('确定要删除?');
    await shot(page, 'admin-confirm-delete');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expectToast(page, '已取消删除');
    await row.getByTestId('row-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '删除成功');
    await expect.poll(() => row.count()).toBe(0);

    // Closing the active tag goes back to the tag before it; home stays.
    await typeTag.getByTestId('tag-close').click();
    await page.waitForURL('**/recruit/web/home');
    expect(await page.getByTestId('tag').allTextContents()).toEqual(['首页']);
  });

  it('keeps at least 3 columns, and the choice follows the user to a fresh browser after logging out', async () => {
    const { page } = admin;
    await openAdmin(page, base, LIST);
    expect(await headerTexts(page)).toEqual(['类型名称', '类型编码', '排序', '状态', '备注', '更新时间']);
    await activePage(page).getByTestId('column-chooser').click();
    const written = page.waitForResponse((r) => r.url().endsWith('/UserStore/Set'));
    for (const label of ['类型编码', '排序', '备注']) await page.getByRole('checkbox', { name: label }).click();
    expect(await page.getByRole('checkbox', { name: '类型名称' }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '状态' }).isDisabled()).toBe(true);
    await shot(page, 'admin-column-chooser');
    await page.keyboard.press('Escape');
    expect(await headerTexts(page)).toEqual(['类型名称', '状态', '更新时间']);
    expect((await (await written).json()).state).toBe(200);

    await page.getByTestId('logout').click();
    await page.waitForURL('**/recruit/hr/login**');
    await admin.context.close();
    admin = await logIn(browser, base, ADMIN);
    await openAdmin(admin.page, base, LIST);
    expect(await headerTexts(admin.page)).toEqual(['类型名称', '状态', '更新时间']);
  });

  it("applies an admin's screen settings after a reload, tells about a concurrent save, and rolls back", async () => {
    const { page } = admin;
    await openAdmin(page, base, CONFIG);
    await page.getByTestId('config-screen').getByRole('combobox').click();
    await page.getByTestId('screen-positionType').click();
    const editor = page.locator('[data-testid="config-editor"][data-resource="PositionType"]');
    await editor.waitFor();

    const editScreen = async () => {
      await page.getByTestId('label-name-zh-CN').fill('岗位类别');
      await page.getByTestId('config-tab-columns').click();
      for (let i = 0; i < 3; i++) await page.getByTestId('column-up-enabled').click();
    };
    await editScreen();
    // Out of range: shown under the box and in the summary, and saving waits for a fix.
    await page.getByTestId('column-width-name').fill('500');
    await page.getByTestId('config-errors').getByText('须为 40–300 的整数').waitFor();
    expect(await page.getByTestId('config-save').isDisabled()).toBe(true);
    await shot(page, 'admin-config-errors');
    await page.getByTestId('column-width-name').fill('220');

    // The server's per-field errors show the same way.
    await page.route('**/ResourceConfig/Save', (route) =>
      route.fulfill({
        json: { state: 1000, message: '提交的数据有误，请检查后重试', data: null, errors: { 'overlay.columns': '至少保留3列可见' } },
      }),
    );
    await page.getByTestId('config-save').click();
    await page.getByTestId('config-errors').getByText('列表列: 至少保留3列可见').waitFor();
    await page.unroute('**/ResourceConfig/Save');

    // Someone saves meanwhile (through the API): 1105, the page says so and loads their version.
    const other = await app.inject({
      method: 'POST',
      url: '/recruit/api/ResourceConfig/Save',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      payload: { resource: 'PositionType', overlay: { labels: { enabled: { 'zh-CN': '启用状态' } } }, baseVersion: 0, comment: 'api' },
    });
    expect(other.json()).toMatchObject({ state: 200, data: { version: 1 } });
    await page.getByTestId('config-save').click();
    await expectToast(page, '配置已被他人修改');
    await expect.poll(() => page.getByTestId('config-version').getAttribute('data-version')).toBe('1');

    await page.getByTestId('config-tab-labels').click();
    expect(await page.getByTestId('label-enabled-zh-CN').inputValue()).toBe('启用状态');
    await editScreen();
    await page.getByTestId('config-comment').fill('e2e: 改名称和列顺序');
    await shot(page, 'admin-config-columns');
    await page.getByTestId('config-tab-form').click();
    await shot(page, 'admin-config-form');
    await page.getByTestId('config-save').click();
    await expectToast(page, '已保存为版本 v2');

    // No rebuild: the list reads the new version on its next load.
    await page.goto(`${base}${LIST}`);
    await rowWith(page, '普工').waitFor();
    expect(await headerTexts(page)).toEqual(['启用状态', '岗位类别', '更新时间']);
    await shot(page, 'admin-list-configured');

    await openAdmin(page, base, CONFIG);
    await page.getByTestId('config-screen').getByRole('combobox').click();
    await page.getByTestId('screen-positionType').click();
    await page.getByTestId('config-tab-history').click();
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(2);
    await shot(page, 'admin-config-history');
    await page.getByTestId('history-restore').click();
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '已恢复为出厂定义');
    await expect.poll(() => page.getByTestId('history-row').count()).toBe(3);
    await page.goto(`${base}${LIST}`);
    await rowWith(page, '普工').waitFor();
    expect(await headerTexts(page)).toEqual(['类型名称', '状态', '更新时间']);
    await admin.context.close();
  });

  it('collapses the sidebar into a drawer on a phone', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 375, height: 740 });
    await openAdmin(page, base);
    expect(await page.getByTestId('admin-layout').getAttribute('data-mobile')).toBe('true');
    expect(await page.getByTestId('sidebar-menu').isVisible()).toBe(false);
    await shot(page, 'admin-mobile');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar-menu').waitFor();
    // The drawer slides in: shoot once it is in place.
    await expect.poll(async () => (await page.locator('.MuiDrawer-paper').boundingBox())?.x).toBe(0);
    await shot(page, 'admin-mobile-drawer');
    await page.getByTestId('menu-group').filter({ hasText: '职位管理' }).click();
    await page.getByTestId('menu-link').filter({ hasText: '职位类型' }).click();
    await page.waitForURL(`**${LIST}`);
    await page.getByTestId('sidebar-menu').waitFor({ state: 'hidden' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('shows a recruiter only the granted menus and buttons', async () => {
    const { context, page } = await logIn(browser, base, RECRUITER);
    await openAdmin(page, base);
    const menu = page.getByTestId('sidebar-menu');
    await page.getByTestId('menu-group').filter({ hasText: '职位管理' }).click();
    await menu.getByText('职位类型').waitFor();
    expect((await menu.getByRole('link').allTextContents()).map((s) => s.trim())).toEqual(['首页', '职位类型']);
    await menu.getByText('职位类型').click();
    await rowWith(page, '普工').waitFor();
    expect(await activePage(page).getByTestId('row-delete').count()).toBe(0);
    expect(await activePage(page).getByRole('button', { name: '删除' }).count()).toBe(0);
    await shot(page, 'admin-recruiter');
    await context.close();
  });
});
