import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, expectToast, logIn, openAdmin, settled, settledShot, type Session } from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const DEPT = '/recruit/web/org/dept';
const TEAM = '/recruit/web/org/teamCode';
const COMPANY = '/recruit/web/org/companyInfo';
const TENEMENT = '/recruit/web/system/tenement';
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const SEEKER = { account: 'seeker', password: 'Seeker@2026' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const node = (page: Page, name: string): Locator => activePage(page).getByTestId('org-dept-node').filter({ hasText: name });
const detailName = (page: Page) => activePage(page).getByTestId('org-dept-detail-name');

async function selectDept(page: Page, name: string) {
  await node(page, name).first().click();
  await expect.poll(() => detailName(page).textContent()).toBe(name);
}

/** The helper text under a field (its aria-describedby): the message or help, and the count. */
function hintOf(scope: Locator, input: Locator) {
  const hint = async () => scope.locator(`[id="${await input.getAttribute('aria-describedby')}"]`);
  return {
    counter: async () => (await hint()).getByTestId('length-counter').textContent(),
    message: async () => (await hint()).getByTestId('length-message').textContent(),
  };
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The template's header row with these rows under it. */
async function workbook(rows: ReadonlyArray<ReadonlyArray<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('部门');
  sheet.addRow(['部门编号', '部门名称', '上级部门编号', '排序', '备注']);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the organisation screens', () => {
  let admin: Session;
  let teamCode = '';

  it('adds a department under 人力资源部, edits and deletes it, and is refused deleting one with sub-departments', async () => {
    admin = await logIn(browser, base, ADMIN, DESK);
    const { page } = admin;
    await openAdmin(page, base, DEPT);
    await node(page, '人力资源部').waitFor();
    await selectDept(page, '人力资源部');
    expect(await activePage(page).getByTestId('org-dept-detail-no').textContent()).toBe('D01');

    // Empty submit: the required messages, nothing sent.
    await activePage(page).getByTestId('org-dept-add').click();
    const form = page.getByTestId('org-dept-form');
    await settled(form);
    expect(await form.getByTestId('dept-tree-select').inputValue()).toBe('人力资源部');
    await form.getByTestId('org-dept-form-submit').click();
    await form.getByText('部门编号不能为空').waitFor();
    await form.getByText('部门名称不能为空').waitFor();
    await settledShot(page, 'org-dept-form-required');
    // A limited text counts as one types and, once full, says so with the message the engine's forms show.
    await form.getByTestId('org-dept-deptNo').fill('D0103');
    const noHint = hintOf(form, form.getByTestId('org-dept-deptNo'));
    await expect.poll(() => noHint.counter()).toBe('5/32');
    expect(await noHint.message()).toBe(' ');
    await form.getByTestId('org-dept-name').fill('招'.repeat(101));
    expect(await form.getByTestId('org-dept-name').inputValue()).toBe('招'.repeat(100));
    const nameHint = hintOf(form, form.getByTestId('org-dept-name'));
    await expect.poll(() => nameHint.counter()).toBe('100/100');
    expect(await nameHint.message()).toBe('部门名称最多 100 个字符');
    expect(await hintOf(form, form.getByTestId('org-dept-remark')).counter()).toBe('0/200');
    await settledShot(page, 'org-dept-form-limit');
    // On a phone the dialog takes the width and the message and count stay inside it.
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(form);
    const paper = form.locator('.MuiDialog-paper');
    expect(await paper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const counter = (await form.getByTestId('length-counter').nth(1).boundingBox())!;
    const box = (await paper.boundingBox())!;
    expect(counter.x + counter.width).toBeLessThanOrEqual(box.x + box.width);
    await settledShot(page, 'org-dept-form-limit-phone');
    await page.setViewportSize(DESK);
    await form.getByTestId('org-dept-name').fill('招聘组');
    await form.getByTestId('org-dept-sort').fill('3');
    await form.getByTestId('org-dept-form-submit').click();
    await expectToast(page, '新增成功');
    await form.waitFor({ state: 'detached' });
    // The new department shows in the tree under its parent, selected.
    await expect.poll(() => detailName(page).textContent()).toBe('招聘组');
    expect(await node(page, '招聘组').getAttribute('aria-selected')).toBe('true');
    expect(await node(page, '招聘组').getAttribute('aria-level')).toBe('3');
    expect(await activePage(page).getByTestId('org-dept-detail').textContent()).toContain('人力资源部');
    await settledShot(page, 'org-dept');

    await activePage(page).getByTestId('org-dept-edit').click();
    await settled(form);
    await form.getByTestId('org-dept-name').fill('招聘一组');
    await form.getByTestId('org-dept-form-submit').click();
    await expectToast(page, '保存成功');
    await node(page, '招聘一组').waitFor();
    await expect.poll(() => detailName(page).textContent()).toBe('招聘一组');

    await activePage(page).getByTestId('org-dept-delete').click();
    const confirm = page.getByTestId('confirm-dialog');
    await settled(confirm);
    expect(await confirm.textContent()).toContain('提示');
    expect(await confirm.textContent()).toContain('确定要删除?');
    expect(await confirm.getByTestId('confirm-subject').textContent()).toBe('招聘一组');
    await settledShot(page, 'org-dept-confirm-delete');
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '删除成功');
    await node(page, '招聘一组').waitFor({ state: 'detached' });
    // The parent is selected again.
    await expect.poll(() => detailName(page).textContent()).toBe('人力资源部');

    await selectDept(page, '生产部');
    await activePage(page).getByTestId('org-dept-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '该部门下还有子部门，请先删除子部门');
    await settledShot(page, 'org-dept-refused');
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect(await node(page, '生产部').count()).toBe(1);
    expect(await detailName(page).textContent()).toBe('生产部');

    // The search keeps matches with the way to them.
    await activePage(page).getByTestId('org-dept-search').fill('冲压');
    await expect
      .poll(() => activePage(page).getByTestId('org-dept-node').allTextContents())
      .toEqual(['华东精密制造有限公司D00', '生产部D02', '冲压车间D0201']);
    await activePage(page).getByTestId('org-dept-search').fill('');
  });

  it('imports departments from Excel, a child before its parent, after a refused file', async () => {
    const { page } = admin;
    await activePage(page).getByTestId('org-dept-import').click();
    const dialog = page.getByTestId('excel-import');
    await settled(dialog);
    const template = page.waitForEvent('download');
    await dialog.getByTestId('excel-template').click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx$/);

    const choose = async (name: string, buffer: Buffer) => {
      await dialog.getByTestId('excel-drop').locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
      await dialog.getByTestId('excel-file').filter({ hasText: name }).waitFor();
      await dialog.getByTestId('excel-confirm').click();
    };
    await choose(
      'bad.xlsx',
      await workbook([
        ['D05', '采购部', 'D00', 5, ''],
        ['D0501', '', 'D05', 1, ''],
      ]),
    );
    await dialog.getByTestId('excel-failed').waitFor();
    await dialog.getByTestId('excel-report').waitFor();
    expect(await node(page, '采购部').count()).toBe(0);
    await choose(
      'good.xlsx',
      await workbook([
        ['D0501', '采购一科', 'D05', 1, ''],
        ['D05', '采购部', 'D00', 5, ''],
      ]),
    );
    await dialog.getByTestId('excel-success').waitFor();
    await settledShot(page, 'org-dept-import');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await node(page, '采购部').waitFor();
    await node(page, '采购部').locator('[aria-hidden=true]').first().click();
    await node(page, '采购一科').waitFor();
    expect(await node(page, '采购一科').getAttribute('aria-level')).toBe('3');
  });

  it('regenerates the team code', async () => {
    const { page } = admin;
    await openAdmin(page, base, TEAM);
    const code = activePage(page).getByTestId('org-team-code');
    await code.waitFor();
    const before = (await code.textContent()) ?? '';
    expect(before).toMatch(/^[A-Za-z0-9]{15}$/);
    await activePage(page).getByTestId('org-team-regenerate').click();
    await settled(page.getByTestId('confirm-dialog'));
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '团队码已重新生成');
    await expect.poll(() => code.textContent()).not.toBe(before);
    teamCode = (await code.textContent()) ?? '';
    expect(teamCode).toMatch(/^[A-Za-z0-9]{15}$/);
    await activePage(page).getByTestId('org-review-list').waitFor();
    await settledShot(page, 'org-team-code');
  });

  it('lets a job seeker ask to join with the code, and the admin approve it into a department', async () => {
    const seeker = await logIn(browser, base, SEEKER, DESK);
    const { page } = seeker;
    await page.goto(`${base}/recruit/homeCheck`);
    await page.getByTestId('company-actions').waitFor();
    await settledShot(page, 'org-home-check');
    await page.getByTestId('open-join').click();
    const dialog = page.getByTestId('join-dialog');
    await settled(dialog);
    await dialog.getByTestId('join-teamCode').fill('SHORT');
    await dialog.getByTestId('join-teamCode').blur();
    await dialog.getByText('团队码为 15 位字母或数字').waitFor();
    await dialog.getByTestId('join-teamCode').fill(teamCode);
    await dialog.getByTestId('join-name').fill('张求职');
    await dialog.getByTestId('join-remark').fill('应聘装配技工');
    await dialog.getByTestId('join-remark').blur();
    await settledShot(page, 'org-join-dialog');
    await dialog.getByTestId('join-dialog-submit').click();
    await page.getByTestId('join-sent').getByText('已提交，等待管理员审核').waitFor();
    await seeker.context.close();

    const admin1 = admin.page;
    await openAdmin(admin1, base, TEAM);
    const row = activePage(admin1).getByTestId('org-review-row').filter({ hasText: '张求职' });
    await row.waitFor();
    await row.getByTestId('org-review-open').click();
    const review = admin1.getByTestId('org-review');
    await settled(review);
    // Approving needs a department.
    await review.getByTestId('org-review-submit').click();
    await review.getByText('分配部门不能为空').waitFor();
    await review.getByTestId('dept-tree-select').click();
    const picker = admin1.getByTestId('dept-tree-popup');
    await picker.getByTestId('dept-search').fill('装配');
    await picker.getByTestId('dept-node').filter({ hasText: '装配车间' }).click();
    await expect.poll(() => review.getByTestId('dept-tree-select').inputValue()).toBe('装配车间');
    await picker.waitFor({ state: 'detached' });
    await settledShot(admin1, 'org-review-dialog');
    await review.getByTestId('org-review-submit').click();
    await expectToast(admin1, '已通过该申请');
    await row.waitFor({ state: 'detached' });
    await activePage(admin1).getByTestId('org-review-tab-1').click();
    await activePage(admin1).getByTestId('org-review-row').filter({ hasText: '张求职' }).waitFor();
  });

  it('saves the company info with two office places, and stops adding at ten', async () => {
    const { page } = admin;
    await openAdmin(page, base, COMPANY);
    const p = activePage(page);
    await p.getByTestId('org-company-name').waitFor();
    await p.getByTestId('org-company-shortName').fill('华东精密');
    await p.getByTestId('org-company-contactPhone').fill('12345x');
    await p.getByTestId('org-company-contactPhone').blur();
    await p.getByText('联系电话格式不正确').waitFor();
    await p.getByTestId('org-company-contactPhone').fill('13912345678');
    await p.getByTestId('org-company-contactEmail').fill('hr@hdjm.example.com');
    await p.getByTestId('org-company-website').fill('https://hdjm.example.com');

    const add = p.getByTestId('org-place-add');
    while ((await p.getByTestId('org-place').count()) < 10) await add.click();
    expect(await add.isDisabled()).toBe(true);
    expect(await p.getByTestId('org-places-hint').textContent()).toBe('已达到 10 个办公地点的上限');
    while ((await p.getByTestId('org-place').count()) > 2) await p.getByTestId('org-place-remove').last().click();
    expect(await add.isDisabled()).toBe(false);
    const places = p.getByTestId('org-place');
    await places.nth(0).getByTestId('org-place-name').fill('苏州总部');
    await places.nth(0).getByTestId('org-place-address').fill('苏州工业园区星湖街88号');
    await places.nth(1).getByTestId('org-place-name').fill('无锡工厂');
    await places.nth(1).getByTestId('org-place-address').fill('无锡新吴区长江路21号');
    await p.getByTestId('org-company-save').click();
    await expectToast(page, '保存成功');
    await settledShot(page, 'org-company');

    // What was saved comes back on a fresh load.
    await page.reload();
    await activePage(page).getByTestId('org-place').nth(1).waitFor();
    const again = activePage(page);
    expect(await again.getByTestId('org-place-name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      '苏州总部',
      '无锡工厂',
    ]);
    expect(await again.getByTestId('org-company-shortName').inputValue()).toBe('华东精密');
    expect(await again.getByTestId('org-company-contactPhone').inputValue()).toBe('13912345678');
  });

  it('lists the companies for the platform administrator', async () => {
    const { page } = admin;
    await openAdmin(page, base, TENEMENT);
    await activePage(page).getByTestId('org-tenement-row').filter({ hasText: '华东精密制造有限公司' }).waitFor();
    await settledShot(page, 'org-tenement');
    // The engine's search row: it searches as typing pauses.
    const rows = activePage(page).getByTestId('org-tenement-row');
    await activePage(page).getByLabel('企业名称').fill('不存在的企业');
    await expect.poll(() => rows.count()).toBe(0);
    await activePage(page).getByLabel('企业名称').fill('华东精密');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('华东精密制造有限公司')]);
    await admin.context.close();
  });

  it('puts the tree above the detail on a phone, without sideways scrolling', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await openAdmin(page, base, DEPT);
    await node(page, '人力资源部').waitFor();
    await selectDept(page, '人力资源部');
    const tree = await activePage(page).getByTestId('org-dept-tree').boundingBox();
    const detail = await activePage(page).getByTestId('org-dept-detail').boundingBox();
    expect(tree!.y + tree!.height).toBeLessThanOrEqual(detail!.y);
    await noSideScroll(page);
    await settledShot(page, 'org-dept-mobile');

    await openAdmin(page, base, TEAM);
    await activePage(page).getByTestId('org-team-code').waitFor();
    await activePage(page).getByTestId('org-review-tab-1').click();
    await activePage(page).getByTestId('org-review-row').first().waitFor();
    await noSideScroll(page);
    await settledShot(page, 'org-team-mobile');

    await openAdmin(page, base, COMPANY);
    await activePage(page).getByTestId('org-place').nth(1).waitFor();
    await noSideScroll(page);
    await settledShot(page, 'org-company-mobile');
    await context.close();
  });

  it('lets a job seeker create a company and land in its back office', async () => {
    const { context, page } = await logIn(browser, base, SEEKER, DESK);
    await page.goto(`${base}/recruit/homeCheck`);
    await page.getByTestId('open-create-company').click();
    const dialog = page.getByTestId('create-company-dialog');
    await settled(dialog);
    await dialog.getByTestId('create-company-dialog-submit').click();
    await dialog.getByText('企业名称不能为空').waitFor();
    await dialog.getByTestId('create-company-name').fill('苏州求职者科技有限公司');
    await settledShot(page, 'org-create-company');
    await dialog.getByTestId('create-company-dialog-submit').click();
    await page.waitForURL('**/recruit/web/home');
    await page.getByTestId('admin-home').waitFor();
    expect(await page.getByTestId('admin-home').textContent()).toContain('苏州求职者科技有限公司');
    await context.close();
  });

  it('speaks English', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base, DEPT);
    await node(page, '人力资源部').waitFor();
    await activePage(page).getByRole('heading', { name: 'Departments' }).waitFor();
    await selectDept(page, '人力资源部');
    await activePage(page).getByText('Department number').first().waitFor();
    await settledShot(page, 'org-dept-en');
    await context.close();
  });
});
