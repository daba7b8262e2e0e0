/**
 * The seeker's documents in the browser, on a desk (1366 x 768) and a phone (390 x 844): the online
 * resume edited section by section, a photo through the 3:4 cropper, PDF attachments previewed with
 * pdf.js (and a broken one failing as the seeds say), entry data and the general-worker form of real
 * applications (the account settings are account-settings.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { launchBrowser, startServer } from '../support/browser.ts';
import { expectToast, logIn, settledDialog, settledShot } from '../support/admin-page.ts';
import { api, auth, body, loginAs } from '../support/test-app.ts';
import { buildPdf } from '../support/resume-fixtures.ts';
import { deliveryRecords, positions } from '../../src/server/db/schema/index.ts';
import { PIPELINE_STAGE } from '../../src/common/recruiting.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
/** The seeker's applications made for this file: a general worker's (with its form) and a hired one. */
const records = { worker: 0, hired: 0 };

const SEEKER = { account: 'seeker', password: 'Seeker@2026' } as const;
const SIZES = [
  { size: 'desktop', viewport: { width: 1366, height: 768 }, phone: false },
  { size: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** A photo-like PNG: a gradient with a head-and-shoulders blob, `w` x `h`. */
function photoPng(w: number, h: number): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inHead = (x - w / 2) ** 2 / (w / 8) ** 2 + (y - h / 3) ** 2 / (h / 6) ** 2 < 1;
      png.data[i] = inHead ? 230 : 40 + Math.round((x / w) * 180);
      png.data[i + 1] = inHead ? 190 : 90 + Math.round((y / h) * 120);
      png.data[i + 2] = inHead ? 160 : 200;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/** Starts like a PDF (so the server's content check lets it in) but is not one. */
const brokenPdf = () =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog', 'latin1'), Buffer.alloc(512, 0x41)]);

async function positionId(name: string): Promise<number> {
  const [row] = await app.database.db.select({ id: positions.id }).from(positions).where(eq(positions.name, name));
  if (!row) throw new Error(`no demo position ${name}`);
  return row.id;
}

/** Apply through the API before any browser session (a later login of the same kind ends this one). */
async function apply(token: string, name: string, formData?: Record<string, string | number>): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: api('/ResumeDeliveryRecord/User/Delivery'),
    headers: auth(token),
    payload: { positionId: await positionId(name), resumeType: 1, ...(formData ? { formData } : {}) },
  });
  const b = body<{ id: number }>(res);
  if (b.state !== 200) throw new Error(`delivery to ${name}: ${b.state} ${b.message}`);
  return b.data.id;
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  const token = await loginAs(app, SEEKER.account, SEEKER.password);
  records.worker = await apply(token, '装配普工', { height: 170, shift: '是', dorm: '否' });
  records.hired = await apply(token, '质检员');
  // HR's pipeline is not part of these pages: the hire is written straight into the record.
  await app.database.db
    .update(deliveryRecords)
    .set({ stage: PIPELINE_STAGE.hire })
    .where(and(eq(deliveryRecords.id, records.hired)));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A file the page's own session may read (private files need its bearer token). */
async function readAsPage(page: Page, fullPath: string): Promise<{ type: string; bytes: number[] }> {
  return page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem('Template-Token')}` } });
    return { type: res.headers.get('content-type') ?? '', bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, fullPath);
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe.each(SIZES)("the seeker's documents on a $size", ({ size, viewport, phone }) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await logIn(browser, base, SEEKER, viewport));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('edits the basic info and adds a photo cropped to 3:4 as PNG', async () => {
    await page.goto(`${base}/recruit/hr/completeData`);
    await page.getByTestId('section-basic').waitFor();
    expect(await page.getByTestId('completeness').getAttribute('data-percent')).toBe('100');
    await settledShot(page, `resume-completeData-${size}`);
    await noSideScroll(page);

    // Basic info: the page's own checks first, then the save through EditBasicInfo.
    await page.getByTestId('basic-edit').click();
    await page.getByTestId('basic-phone').fill('12345');
    await page.getByTestId('basic-save').click();
    await page.getByText('请输入正确的手机号').waitFor();
    await page.getByTestId('basic-phone').fill('13900000002');
    const city = phone ? '常州' : '无锡';
    await page.getByTestId('basic-city').fill(city);
    await settledShot(page, `resume-form-basic-${size}`);
    const saved = page.waitForResponse((r) => r.url().includes('/Resume/EditBasicInfo'));
    await page.getByTestId('basic-save').click();
    expect((await (await saved).json()).state).toBe(200);
    await expect.poll(() => page.getByTestId('basic-view-city').textContent()).toBe(city);

    // A list section: a project added in place, its link checked first, the whole list saved.
    const project = phone ? '包装线节拍优化' : '冲压模具寿命提升';
    await page.getByTestId('projects-add').click();
    await page.getByTestId('project-name').fill(project);
    await page.getByTestId('project-role').fill('组员');
    await page.getByTestId('project-start').fill('2023-03');
    await page.getByTestId('project-now').check();
    await page.getByTestId('project-url').fill('not a link');
    await page.getByTestId('project-description').fill('把换模后首件合格率提高到98%。');
    await page.getByTestId('projects-save').click();
    await page.getByText('请输入正确的链接地址（以 http:// 或 https:// 开头）').waitFor();
    await settledShot(page, `resume-form-project-${size}`);
    await page.getByTestId('project-url').fill('https://example.com/die-life');
    const projects = page.waitForResponse((r) => r.url().includes('/Resume/EditProjectExperience'));
    await page.getByTestId('projects-save').click();
    expect((await (await projects).json()).state).toBe(200);
    await page.getByTestId('section-projects').getByText(project).waitFor();
    expect(await page.getByTestId('section-projects').textContent()).toContain('至今');

    // Photo: the seeds' type check, then the cropper.
    const tiles = page.getByTestId('photo-tile');
    const before = await tiles.count();
    await page.getByTestId('photo-input').setInputFiles({ name: 'face.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectToast(page, '请上传jpeg,.png,.jpg,.bmp,.webp的图片类型');
    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photoPng(1200, 900) });
    const dialog = await settledDialog(page, 'crop-dialog');
    const paper = (await dialog.boundingBox())!;
    const area = (await page.locator('.reactEasyCrop_CropArea').boundingBox())!;
    if (phone) {
      expect(paper.width).toBeLessThanOrEqual(viewport.width - 16);
      expect(area.width).toBeLessThan(360);
    } else {
      expect(Math.round(paper.width)).toBe(700);
      expect([Math.round(area.width), Math.round(area.height)]).toEqual([360, 480]);
    }
    expect(area.height / area.width).toBeCloseTo(4 / 3, 1);
    // A full-page screenshot shrinks the window to 1 x 1 for a moment (so may a phone turning): the
    // cropper once looped on the empty box until React gave up and the page went blank.
    await page.setViewportSize({ width: 1, height: 1 });
    await page.setViewportSize(viewport);
    await page.locator('.reactEasyCrop_CropArea').waitFor();
    await page.waitForTimeout(300);
    await settledShot(page, `resume-cropper-${size}`);
    const uploaded = page.waitForResponse((r) => r.url().includes('/Files/AddFileByFromType'));
    const photosSaved = page.waitForResponse((r) => r.url().includes('/Resume/EditResumePhotos'));
    await page.getByTestId('crop-confirm').click();
    const file = (await (await uploaded).json()).data[0] as { id: number; fullPath: string };
    expect((await (await photosSaved).json()).state).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tiles.count()).toBe(before + 1);
    await tiles.last().locator('img[data-loaded="true"]').waitFor();

    // What was stored: a PNG, exactly 3:4.
    const stored = await readAsPage(page, file.fullPath);
    expect(stored.type).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(stored.bytes));
    expect(png.height * 3).toBe(png.width * 4);
    await settledShot(page, `resume-photos-${size}`);
  });

  it('uploads a PDF resume, previews it on a canvas, shows pdf 加载失败 for a broken one, deletes with the confirmation', async () => {
    await page.goto(`${base}/recruit/hr/completeData?tab=attachments`);
    await page.getByTestId('attachments').waitFor();
    const items = page.getByTestId('attachment-item');
    const input = page.getByTestId('attachment-input');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expectToast(page, '请上传.pdf文件');

    await input.setInputFiles({ name: `张伟-简历-${size}.pdf`, mimeType: 'application/pdf', buffer: buildPdf(`Zhang Wei ${size}`) });
    const good = items.filter({ hasText: `张伟-简历-${size}.pdf` });
    await good.waitFor();
    await good.locator('[data-testid^="attachment-preview"]').filter({ visible: true }).click();
    const pdfDialog = await settledDialog(page, 'pdf-dialog');
    const canvas = pdfDialog.locator('[data-testid="pdf-page"][data-rendered="true"]');
    await canvas.waitFor({ timeout: 20_000 });
    // Drawn for real: the title text and the blue box leave non-white pixels.
    const inked = await canvas.evaluate((c) => {
      const el = c as HTMLCanvasElement;
      const d = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! < 200 || d[i + 1]! < 200) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(100);
    await settledShot(page, `resume-pdf-preview-${size}`);
    await page.getByTestId('pdf-close').click();
    await pdfDialog.waitFor({ state: 'detached' });

    await input.setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: brokenPdf() });
    const broken = items.filter({ hasText: 'broken.pdf' });
    await broken.waitFor();
    await broken.locator('[data-testid^="attachment-preview"]').filter({ visible: true }).click();
    await expect.poll(() => page.getByTestId('pdf-failed').textContent(), { timeout: 20_000 }).toBe('pdf 加载失败');
    await settledShot(page, `resume-pdf-failed-${size}`);
    await page.getByTestId('pdf-close').click();

    // The seeds' delete button: 提示 / 确定要删除?, backing out says 已取消删除.
    await broken.locator('[data-testid^="attachment-delete"]').filter({ visible: true }).click();
    const confirm = await settledDialog(page, 'confirm-dialog');
    expect(await confirm.textContent()).toContain('确定要删除?');
    expect(await confirm.textContent()).toContain('提示');
    await page.getByTestId('confirm-cancel').click();
    await expectToast(page, '已取消删除');
    await broken.locator('[data-testid^="attachment-delete"]').filter({ visible: true }).click();
    await settledDialog(page, 'confirm-dialog');
    await page.getByTestId('confirm-ok').click();
    await broken.waitFor({ state: 'detached' });
    await expect.poll(() => good.count()).toBe(1);
    await settledShot(page, `resume-attachments-${size}`);
    await noSideScroll(page);
  });

  it('fills the entry data of a hired application and the general-worker form of another', async () => {
    // On a desk the phone page lands in the personal centre's tab.
    await page.goto(`${base}/recruit/hr/entryData`);
    if (!phone) await page.waitForURL(/\/hr\/myJob\?tab=entryData/);
    await page.getByTestId('section-userInfo').waitFor();
    if (!phone) {
      // First visit: the personal details form is open (nothing given yet).
      await page.getByTestId('info-idNumber').fill('110105194912310021');
      await page.getByTestId('info-save').click();
      await page.getByText('请输入正确的身份证号').waitFor();
      await page.getByTestId('info-idNumber').fill('11010519491231002X');
      await page.getByTestId('info-address').fill('江苏省苏州市工业园区星湖街 1 号');
      await page.getByTestId('info-emergencyContact').fill('张丽');
      await page.getByTestId('info-emergencyPhone').fill('13600000009');
      await page.getByTestId('info-save').click();
      await expect.poll(() => page.getByTestId('info-view-idNumber').textContent()).toBe('1101**********002X');
    }
    const card = page.getByTestId(`entry-record-${records.hired}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('质检员');
    const day = new Date(Date.now() + 7 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page.getByTestId(`arrival-${records.hired}`).fill(`${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`);
    await page.getByTestId(`arrival-save-${records.hired}`).click();
    await expectToast(page, '到岗日期已保存');
    await page
      .getByTestId(`paper-${records.hired}-idCardFrontId-input`)
      .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: photoPng(856, 540) });
    await card.getByTestId(`paper-${records.hired}-idCardFrontId`).locator('img[data-loaded="true"]').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/ResumeUserInfo/EditResumeEnrtyUserInfo'));
    await page.getByTestId(`papers-save-${records.hired}`).click();
    expect((await (await saved).json()).state).toBe(200);
    await settledShot(page, `resume-entryData-${size}`);
    await noSideScroll(page);

    await page.goto(`${base}/recruit/hr/generalWorkerData?id=${records.worker}`);
    await page.getByTestId('worker-card').waitFor();
    // The desk's run saved 172 before the phone's.
    expect(await page.getByTestId('form-height').inputValue()).toBe(phone ? '172' : '170');
    await page.getByTestId('form-height').fill('');
    await page.getByTestId('worker-save').click();
    await page.getByText('不能为空').waitFor();
    const height = phone ? '176' : '172';
    await page.getByTestId('form-height').fill(height);
    await page.getByTestId('form-dorm-是').check();
    await page.getByTestId('worker-save').click();
    await expectToast(page, '已保存');
    const token = await page.evaluate(() => localStorage.getItem('Template-Token'));
    const info = body<{ data: Record<string, unknown> }>(
      await app.inject({
        method: 'GET',
        url: api(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${records.worker}`),
        headers: auth(token!),
      }),
    );
    expect(info.data.data).toEqual({ height: Number(height), shift: '是', dorm: '是' });
    await settledShot(page, `resume-generalWorkerData-${size}`);
    await noSideScroll(page);
  });
});
