/**
 * Recruitment tasks in the browser: on a desk (1366x900, Chinese) the administrator adds a task (the form
 * refuses a deadline after the end before sending, as the server would), gives it two lines in 任务明细,
 * reads its progress on 招聘任务 as the API counts it from the demo pipeline, and cancels it (kept, marked
 * 已取消, without 修改 or 取消任务). On a phone (390x844, English) the three screens show cards, nothing wider
 * than the screen. Screenshots go to tests/.artifacts/screens for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, expectToast, logIn, openAdmin, rowButton, rowWith, settledDialog, settledShot } from '../support/admin-page.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
let token: string;
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TITLE = '冲压线夜班补员';

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const get = async <T>(url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(token) })).data!;

interface TaskRow {
  id: number;
  title: string;
  planned: number;
  hired: number;
  progress: number;
  status: number;
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  // Another kind of client (3) than the browser's, so the browser's login does not end this session.
  token = await loginAs(app, ADMIN.account, ADMIN.password, 3);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function pick(page: Page, label: string, option: string) {
  await page.getByTestId('form-dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addLine(page: Page, position: string, planned: string, shotName?: string) {
  await activePage(page).getByTestId('toolbar-add').click();
  const dialog = await settledDialog(page, 'form-dialog');
  await pick(page, '招聘任务', TITLE);
  await pick(page, '职位', position);
  await dialog.getByLabel('计划人数').fill(planned);
  if (shotName) await settledShot(page, shotName);
  await dialog.getByTestId('form-submit').click();
  await expectToast(page, '新增成功');
}

describe('recruitment tasks', () => {
  it('adds a task with lines, shows its progress and cancels it (desk, Chinese)', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base, '/recruit/web/pipeline/task');
    await rowWith(page, '质量部补员').waitFor();
    await settledShot(page, 'tasks-list-zh-desk');

    await activePage(page).getByTestId('toolbar-add').click();
    const dialog = await settledDialog(page, 'form-dialog');
    await dialog.getByLabel('任务名称').fill(TITLE);
    await dialog.getByLabel('开始日期').fill(day(-10));
    await dialog.getByLabel('结束日期').fill(day(30));
    await dialog.getByLabel('截止日期').fill(day(40));
    await dialog.getByTestId('form-submit').click();
    // The rule between the dates, declared once, answers under the field before anything is sent.
    await dialog.getByText('不能晚于结束日期').waitFor();
    await settledShot(page, 'tasks-form-rule-zh-desk');
    await dialog.getByLabel('截止日期').fill(day(20));
    await dialog.getByTestId('form-submit').click();
    await expectToast(page, '新增成功');
    await rowWith(page, TITLE).waitFor();

    await openAdmin(page, base, '/recruit/web/pipeline/taskLine');
    await addLine(page, '冲压普工', '2', 'tasks-line-form-zh-desk');
    await addLine(page, 'CNC操作工', '1');
    await rowWith(page, TITLE).first().waitFor();
    await settledShot(page, 'tasks-lines-zh-desk');

    const [task] = (await get<{ list: TaskRow[] }>(`/TaskRecruitInfo/Report/GetTaskRecruitSummary?keyword=${encodeURIComponent(TITLE)}`))
      .list;
    expect(task!.planned).toBe(3);
    await openAdmin(page, base, '/recruit/web/pipeline/task');
    const row = rowWith(page, TITLE);
    await expect.poll(() => row.textContent()).toContain(`${task!.progress}`);
    expect(await row.textContent()).toMatch(new RegExp(`3\\D*${task!.hired}`));

    await (await rowButton(page, row, 'cancel')).click();
    const confirm = await settledDialog(page, 'action-cancel-dialog');
    await confirm.getByText('取消后任务保留为历史记录').waitFor();
    await confirm.getByTestId('action-confirm').click();
    await expectToast(page, '取消任务成功');
    await expect.poll(() => row.textContent()).toContain('已取消');
    expect(await row.getByTestId('row-edit').count()).toBe(0);
    expect(await row.getByTestId('row-cancel').count()).toBe(0);
    const after = (await get<{ list: TaskRow[] }>(`/TaskRecruitInfo/Report/GetTaskRecruitSummary?keyword=${encodeURIComponent(TITLE)}`))
      .list;
    expect(after[0]!.status).toBe(2);
    await settledShot(page, 'tasks-cancelled-zh-desk');

    await openAdmin(page, base, '/recruit/web/report/taskLineDetail');
    await activePage(page).locator('tbody tr').first().waitFor();
    expect(await activePage(page).textContent()).not.toMatch(/resources\.|tasks:|undefined|NaN/);
    await settledShot(page, 'tasks-detail-zh-desk');
    await context.close();
  });

  it('fits a phone in English: cards, nothing wider than the screen', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    for (const [path, text] of [
      ['/recruit/web/pipeline/task', 'Behind plan'],
      ['/recruit/web/pipeline/taskLine', 'Planned'],
      ['/recruit/web/report/taskLineDetail', 'Candidate'],
    ] as const) {
      await openAdmin(page, base, path);
      await activePage(page).locator('[data-record-card]').first().waitFor();
      await activePage(page).getByText(text).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await activePage(page).textContent()).not.toMatch(/resources\.|tasks:|undefined|NaN/);
      await settledShot(page, `tasks-${path.split('/').at(-1)}-en-phone`);
    }
    await context.close();
  });
});
