/**
 * 人才中心 → 简历解析 in the real browser: ten generated resumes (Chinese and English, PDF and DOCX, one
 * person twice) uploaded in one batch with the progress shown, each file's result read, the duplicate
 * merged from the result list; the demo's waiting duplicate kept separate from its row; the screen
 * looked at on a desktop and a phone, in Chinese and English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import {
  ADMIN,
  ROWS,
  activePage,
  expectToast,
  headerTexts,
  logIn,
  openAdmin,
  rowButton,
  rowWith,
  settledDialog,
  settledShot,
} from '../support/admin-page.ts';
import { samplePerson } from '../fixtures/resumes/people.ts';
import { resumeFile } from '../fixtures/resumes/files.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const PATH = '/recruit/web/talent/resumeParsing';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function tenResumes() {
  const files = [];
  for (let i = 0; i < 9; i++) {
    const person = samplePerson(700 + i, i % 2 ? 'en' : 'zh');
    const format = i % 3 ? 'pdf' : 'docx';
    files.push({
      name: `${person.name}-简历.${format}`,
      mimeType: 'application/octet-stream',
      buffer: await resumeFile(person, format, i),
    });
  }
  const twice = samplePerson(700, 'zh');
  files.push({ name: `${twice.name}-更新.pdf`, mimeType: 'application/pdf', buffer: await resumeFile(twice, 'pdf', 1) });
  return { files, twice };
}

describe('the resume parsing screen', () => {
  it('uploads ten resumes with a progress bar, lists each result and merges the duplicate', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, PATH);
    await rowWith(page, '林晓峰').first().waitFor();
    expect(await headerTexts(page)).toEqual(expect.arrayContaining(['文件名', '解析结果', '姓名', '最高学历', '最近任职公司', '说明']));
    await rowWith(page, '扫描件-王强.pdf').getByText('是扫描件或图片').waitFor();

    await activePage(page).getByTestId('toolbar-batchParsing').click();
    const dialog = await settledDialog(page, 'parsing-batch');
    await dialog.getByTestId('parsing-source').click();
    await page.getByRole('option', { name: '内部推荐' }).click();
    const { files, twice } = await tenResumes();
    await dialog.getByTestId('parsing-input').setInputFiles(files);
    await dialog.getByText('已选 10 份').waitFor();
    await dialog.getByTestId('parsing-start').click();
    // The bar shows while the files go up and the server reads them.
    await dialog.getByTestId('parsing-progress').waitFor();
    await settledShot(page, 'parsing-batch-progress');
    await dialog.getByTestId('parsing-summary').waitFor({ timeout: 60_000 });
    expect(await dialog.getByTestId('parsing-summary').textContent()).toBe('共 10 份：入库 9，疑似重复 1，拒绝 0');
    expect(await dialog.getByTestId('parsing-result').count()).toBe(10);
    await settledShot(page, 'parsing-batch-results');

    const dup = dialog.locator('[data-testid="parsing-result"][data-status="2"]');
    expect(await dup.textContent()).toContain(twice.name);
    await dup.getByTestId('parsing-decide').click();
    await dialog.getByText('库中相同的人才').waitFor();
    await dialog.getByTestId('parsing-merge').click();
    // Back on the results, the line reads 已合并.
    await dialog.locator('[data-testid="parsing-result"][data-status="3"]').filter({ hasText: twice.name }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await rowWith(page, `${twice.name}-更新.pdf`).getByText('已合并').waitFor();
    await context.close();
  });

  it('keeps the demo duplicate separate from its row, and reveals its contacts', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, PATH);
    await activePage(page).getByLabel('姓名').fill('林晓峰');
    const row = rowWith(page, '林晓峰简历（更新）.docx');
    await row.waitFor();
    await (await rowButton(page, row, 'viewContact')).click();
    const contact = await settledDialog(page, 'parsing-contact');
    await expect.poll(() => contact.getByTestId('contact-phone').textContent()).toBe('13915203386');
    await contact.getByRole('button', { name: '关闭' }).last().click();
    await (await rowButton(page, row, 'merge')).click();
    const merge = await settledDialog(page, 'parsing-merge-dialog');
    await settledShot(page, 'parsing-merge-dialog');
    await merge.getByTestId('parsing-keep').click();
    await expectToast(page, '已作为新人才入库');
    await row.getByText('已单独入库').waitFor();
    await context.close();
  });

  it('reads well at desktop and phone sizes, in Chinese and English', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      for (const viewport of [
        { width: 1366, height: 900, tag: 'desktop' },
        { width: 390, height: 844, tag: 'phone' },
      ]) {
        const { context, page } = await logIn(browser, base, ADMIN, { width: viewport.width, height: viewport.height });
        if (lang === 'en') await context.addCookies([{ name: 'language', value: 'en', url: base }]);
        await openAdmin(page, base, PATH);
        await activePage(page).locator(ROWS).first().waitFor();
        // The demo's refused scan, its reason in the reader's language.
        await activePage(page)
          .getByLabel(lang === 'en' ? 'Name' : '姓名')
          .fill('扫描件');
        await rowWith(page, lang === 'en' ? 'is a scan or picture' : '是扫描件或图片')
          .first()
          .waitFor();
        await settledShot(page, `parsing-${viewport.tag}-${lang}`);
        await context.close();
      }
    }
  });
});
