import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { ADMIN, activePage, expectToast, logIn, openAdmin, rowWith, type Session } from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const CONTACTS = '/recruit/web/system/interviewContacts';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A workbook with the template's header row and these rows under it. */
async function workbook(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('联系人');
  sheet.addRow([...headers]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function headersOf(path: string): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const values = book.worksheets[0]!.getRow(1).values as unknown[];
  return values.filter((v): v is string => typeof v === 'string');
}

async function chooseWorkbook(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('excel-drop').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  await page.getByTestId('excel-file').filter({ hasText: name }).waitFor();
}

/** A popover's content once its fade-in has finished (screenshots mid-fade show a ghost). */
async function settled(page: Page, testId: string) {
  const panel = page.getByTestId(testId);
  await panel.waitFor();
  await expect.poll(() => panel.evaluate((el) => getComputedStyle(el.closest('.MuiPaper-root') ?? el).opacity)).toBe('1');
}

const nameFilter = (page: Page) => activePage(page).getByLabel('联系人', { exact: true });
const rowCount = (page: Page) => activePage(page).locator('tbody tr').count();

describe("the back office's shared widgets", () => {
  let admin: Session;

  it('downloads the template, refuses a workbook with a bad row, then imports a good one', async () => {
    admin = await logIn(browser, base, ADMIN);
    const { page } = admin;
    await openAdmin(page, base, CONTACTS);
    await rowWith(page, '王芳').waitFor();

    const templateDownload = page.waitForEvent('download');
    await activePage(page).getByTestId('toolbar-template').click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('面试联系人-导入模板.xlsx');
    const headers = await headersOf(await template.path());
    expect(headers).toEqual(['联系人', '联系电话', '邮箱', '面试地点']);

    await activePage(page).getByTestId('toolbar-import').click();
    const dialog = page.getByTestId('excel-import');
    await dialog.getByText('导入面试联系人').waitFor();
    await chooseWorkbook(
      page,
      'bad.xlsx',
      await workbook(headers, [
        ['导入甲', '13700000001', 'jia@recruit.local', '苏州工业园区星湖街88号'],
        ['导入乙', '12345', '', ''],
      ]),
    );
    await page.getByTestId('excel-confirm').click();
    const failed = page.getByTestId('excel-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('导入失败，请点击查看失败信息：');
    expect(await failed.textContent()).toContain('共 1 条数据有误');
    await shot(page, 'widgets-import-failed');
    const reportDownload = page.waitForEvent('download');
    await page.getByTestId('excel-report').click();
    expect((await reportDownload).suggestedFilename()).toBe('面试联系人-导入失败.xlsx');
    // All or nothing: the good row of the refused file is not in the list.
    expect(await rowWith(page, '导入甲').count()).toBe(0);

    await chooseWorkbook(
      page,
      'good.xlsx',
      await workbook(headers, [
        ['导入甲', '13700000001', 'jia@recruit.local', '苏州工业园区星湖街88号 行政楼一楼招聘中心 请提前十分钟到达前台登记'],
        ['导入乙', '13700000002', '', '苏州工业园区星湖街88号'],
      ]),
    );
    await page.getByTestId('excel-confirm').click();
    await page.getByTestId('excel-success').getByText('成功导入 2 条').waitFor();
    // The list refreshed behind the dialog.
    await rowWith(page, '导入乙').waitFor();
    await shot(page, 'widgets-import-success');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, '导入甲').waitFor();
  });

  it('shows a cut address whole in the table tooltip, and a short one without', async () => {
    const { page } = admin;
    const long = rowWith(page, '导入甲').getByTestId('table-tooltip');
    await long.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe('苏州工业园区星湖街88号 行政楼一楼招聘中心 请提前十分钟到达前台登记');
    expect((await tip.boundingBox())!.width).toBeLessThanOrEqual(600);
    await shot(page, 'widgets-table-tooltip');
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'detached' });
    await rowWith(page, '导入乙').getByTestId('table-tooltip').hover();
    await page.waitForTimeout(600);
    expect(await page.getByRole('tooltip').count()).toBe(0);
  });

  it('saves once however fast the save button is clicked', async () => {
    const { page } = admin;
    let adds = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/InterviewContacts/Add')) adds += 1;
    });
    await activePage(page).getByTestId('toolbar-add').click();
    const form = page.getByTestId('form-dialog');
    await form.getByLabel(/^联系人/).fill('连点测试');
    await form.getByLabel(/^联系电话/).fill('13700000003');
    await form.getByTestId('form-submit').dblclick();
    await expectToast(page, '新增成功');
    await form.waitFor({ state: 'detached' });
    await rowWith(page, '连点测试').waitFor();
    expect(adds).toBe(1);
  });

  it('saves a filter under a name, and re-applies it after a reload', async () => {
    const { page } = admin;
    await nameFilter(page).fill('导入');
    await expect.poll(() => rowCount(page)).toBe(2);

    await activePage(page).getByTestId('saved-filters').click();
    await page.getByTestId('saved-filters-panel').getByText('暂无保存的筛选').waitFor();
    await page.getByTestId('saved-filter-add').click();
    const written = page.waitForResponse((r) => r.url().endsWith('/UserStore/Set'));
    await page.getByTestId('saved-filter-name').fill('导入的联系人');
    await page.getByTestId('saved-filter-submit').click();
    await expectToast(page, '筛选已保存');
    expect((await (await written).json()).state).toBe(200);

    // A second filter of the same name is refused.
    await activePage(page).getByTestId('saved-filters').click();
    await page.getByTestId('saved-filter-add').click();
    await page.getByTestId('saved-filter-name').fill(' 导入的联系人 ');
    await page.getByTestId('saved-filter-submit').click();
    await page.getByTestId('saved-filter-dialog').getByText('已有同名的筛选').waitFor();
    await shot(page, 'widgets-saved-filter-taken');
    await page.getByTestId('saved-filter-dialog').getByRole('button', { name: '取消' }).click();

    await page.reload();
    await openAdmin(page, base, CONTACTS);
    await rowWith(page, '王芳').waitFor();
    expect(await nameFilter(page).inputValue()).toBe('');
    await activePage(page).getByTestId('saved-filters').click();
    await page.getByTestId('saved-filter').filter({ hasText: '导入的联系人' }).click();
    await expect.poll(() => nameFilter(page).inputValue()).toBe('导入');
    await expect.poll(() => rowCount(page)).toBe(2);
    await activePage(page).getByTestId('saved-filters').click();
    expect(await page.getByTestId('saved-filter').filter({ hasText: '导入的联系人' }).getAttribute('class')).toContain('Mui-selected');
    await settled(page, 'saved-filters-panel');
    await shot(page, 'widgets-saved-filters');

    await page.getByTestId('saved-filter-remove').click();
    await page.getByTestId('saved-filters-panel').getByText('暂无保存的筛选').waitFor();
    // The open popover hides the rest of the page from the accessibility tree, the toast too.
    await page.keyboard.press('Escape');
    await expectToast(page, '已删除筛选“导入的联系人”');
    await admin.context.close();
  });

  it('exports once however fast the export button is clicked', async () => {
    const { context, page } = await logIn(browser, base, ADMIN);
    let exports = 0;
    page.on('request', (r) => {
      if (r.url().includes('/PositionType/Export')) exports += 1;
    });
    await openAdmin(page, base, '/recruit/web/position/type');
    await rowWith(page, '普工').waitFor();
    const download = page.waitForEvent('download');
    await activePage(page).getByTestId('toolbar-export').dblclick();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    // Busy while it runs, open again once the file is saved.
    await expect.poll(() => activePage(page).getByTestId('toolbar-export').isEnabled()).toBe(true);
    expect(exports).toBe(1);
    await context.close();
  });

  it('fits the toolbar and the saved filters on a phone', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 375, height: 740 });
    await openAdmin(page, base, CONTACTS);
    await rowWith(page, '王芳').waitFor();
    await activePage(page).getByTestId('saved-filters').click();
    await settled(page, 'saved-filters-panel');
    const box = await page.getByTestId('saved-filters-panel').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shot(page, 'widgets-mobile-toolbar');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
