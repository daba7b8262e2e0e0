/**
 * The candidate drawer in the browser: HR opens 新投递, clicks a candidate's name, reads the resume as
 * sent, finds the notes empty (the shared empty state) and writes one, marks the candidate 不合适
 * through the seeds' dialog (the two required choices said in its words first, the default reply
 * preselected) and sees the stage and the timeline change; an attachment resume is drawn inline.
 * Screenshots at 1366x900 and 390x844, in Chinese and English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { deliveryRecords, users } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, expectToastOver, logIn, openAdmin, rowWith, settled, settledShot } from '../support/admin-page.ts';
import { multipart } from '../support/multipart.ts';
import { buildPdf, demoCompanyId, freshSeeker, insertPosition } from '../support/resume-fixtures.ts';
import { api, auth, body } from '../support/test-app.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const NEW = '/recruit/web/pipeline/newDelivery';
const HIRED = '/recruit/web/pipeline/hired';
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const FULL = '沈嘉怡';
const ATTACHED = '顾明轩';
const LATER = '曹雨桐';

const snapshot = (name: string) => ({
  kind: 1,
  basic: {
    name,
    sex: 2,
    birthday: '1997-04-12',
    phone: '13912345678',
    email: 'jiayi@example.com',
    education: 4,
    workYears: 6,
    city: '苏州',
    idNumber: null,
    marriage: 1,
    politics: 1,
  },
  jobStatus: 2,
  selfEvaluation: '六年模具车间经验，熟悉冲压模与注塑模的拆装保养，能看懂二维图纸。',
  skills: ['模具拆装', 'CAD 识图', '钳工中级证'],
  expect: { positionTypes: ['模具钳工'], cities: ['苏州', '昆山'], salaryMin: 7000, salaryMax: 9000, jobNature: 1 },
  jobs: [
    {
      company: '苏州精工模具有限公司',
      position: '模具钳工',
      startDate: '2021-03',
      endDate: null,
      description: '负责冲压模日常维护、试模与故障处理。',
    },
    { company: '昆山华达五金厂', position: '学徒', startDate: '2019-07', endDate: '2021-02', description: '跟师傅学习模具拆装。' },
  ],
  projects: [],
  educations: [{ school: '苏州技师学院', major: '模具设计与制造', education: 4, startDate: '2016-09', endDate: '2019-06', fullTime: true }],
  photos: [],
});

/** A position of its own with three candidates: two with an online resume, one with a PDF. */
async function drawerData() {
  const db = app.database.db;
  const company = await demoCompanyId(db);
  const positionId = await insertPosition(db, company, { name: '模具钳工（抽屉）' });
  for (const name of [FULL, LATER]) {
    const [u] = await db
      .insert(users)
      .values({ account: `cd${name.length}${Date.now() % 100000}${name === FULL ? 'a' : 'b'}`, name, passwordHash: 'never-logs-in' })
      .returning({ id: users.id });
    await db.insert(deliveryRecords).values({
      tenementId: company,
      positionId,
      userId: u!.id,
      resumeType: 1,
      resumeSnapshot: snapshot(name),
      stage: 1,
      source: '招聘网站',
    });
  }
  const seeker = await freshSeeker(app, 'drawer');
  const form = multipart([{ field: 'file', filename: '顾明轩-简历.pdf', data: buildPdf('Gu Mingxuan - mould fitter, 8 years') }]);
  const upload = body<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(seeker.token), ...form.headers },
      payload: form.payload,
    }),
  );
  expect(upload.state).toBe(200);
  await db.update(users).set({ name: ATTACHED }).where(eq(users.id, seeker.userId));
  await db.insert(deliveryRecords).values({
    tenementId: company,
    positionId,
    userId: seeker.userId,
    resumeType: 2,
    attachmentId: upload.data.id,
    resumeSnapshot: {},
    stage: 1,
    source: '内部推荐',
  });
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  await drawerData();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const drawer = (page: Page): Locator => page.getByTestId('candidate-drawer');

async function openCandidate(page: Page, name: string): Promise<Locator> {
  await rowWith(page, name).getByTestId('candidate-open').click();
  const d = drawer(page);
  await settled(d);
  await d.getByTestId('drawer-name').filter({ hasText: name }).waitFor();
  return d;
}

/** Pick an option of a MUI select inside the dialog by its label and the option's text. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('the candidate drawer', () => {
  it('shows the resume as sent, keeps a note and marks the candidate 不合适 through the seeds’ dialog', { timeout: 120_000 }, async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base, NEW);
    await rowWith(page, FULL).waitFor();
    const d = await openCandidate(page, FULL);
    expect(await d.getByTestId('drawer-stage').textContent()).toBe('新投递');
    await d.getByTestId('resume-basic').getByText('大专').waitFor();
    await d.getByText('苏州精工模具有限公司').waitFor();
    expect(await d.getByTestId('drawer-steps').getByRole('button').allTextContents()).toEqual(['通过初筛', '不合适', '放入人才库']);
    await settledShot(page, 'hr-candidate-drawer-desk');

    await d.getByTestId('tab-notes').click();
    expect(await d.getByTestId('notes-empty').textContent()).toBe('还没有备注');
    await d.getByTestId('note-input').fill('电话沟通：可下周一到岗，要求住宿。');
    await d.getByTestId('note-add').click();
    await d.getByTestId('note').filter({ hasText: '电话沟通：可下周一到岗' }).waitFor();
    expect(await d.getByTestId('note').first().textContent()).toContain('系统管理员');

    await d.getByTestId('step-Inappropriate').click();
    const dialog = page.getByTestId('inappropriate-dialog');
    await settled(dialog);
    expect(await dialog.getByTestId('inappropriate-message').inputValue()).toBe(
      '感谢您的投递，经评估您的经历与岗位要求暂不匹配，已为您保留简历，期待下次合作。',
    );
    await dialog.getByTestId('inappropriate-submit').click();
    await dialog.getByText('请选择不合适标签').waitFor();
    await dialog.getByText('请选择人员类型').waitFor();
    await settledShot(page, 'hr-candidate-inappropriate-required');
    await choose(page, dialog, '不合适标签', '技能不匹配');
    await choose(page, dialog, '人员类型', '正式工');
    await dialog.getByTestId('inappropriate-remark').fill('缺少注塑模经验');
    expect(await dialog.getByTestId('inappropriate-remark-count').textContent()).toBe('7/200');
    await settledShot(page, 'hr-candidate-inappropriate-filled');
    await dialog.getByTestId('inappropriate-submit').click();
    await expectToastOver(page, '不合适：已处理 1 人');
    await expect.poll(() => d.getByTestId('drawer-stage').textContent(), { timeout: 10_000 }).toBe('不合适');
    expect(await d.getByTestId('drawer-steps').getByRole('button').allTextContents()).toEqual(['放入人才库']);
    await d.getByTestId('tab-timeline').click();
    const last = d.getByTestId('timeline-step').last();
    await last.getByText('技能不匹配').waitFor();
    expect(await last.textContent()).toContain('新投递 → 不合适');
    expect(await last.textContent()).toContain('缺少注塑模经验');
    await settledShot(page, 'hr-candidate-timeline-desk');
    await d.getByTestId('drawer-close').click();
    await expect.poll(() => rowWith(page, FULL).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it('draws an attachment resume inline and fills a phone screen', async () => {
    for (const [size, viewport] of [
      ['desk', DESK],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await logIn(browser, base, ADMIN, viewport);
      await openAdmin(page, base, NEW);
      await rowWith(page, ATTACHED).waitFor();
      const d = await openCandidate(page, ATTACHED);
      await d.getByTestId('paper-pdf').locator('canvas').first().waitFor({ timeout: 15_000 });
      const box = await d.boundingBox();
      expect(box!.width).toBe(size === 'desk' ? 720 : 390);
      await settledShot(page, `hr-candidate-attachment-${size}`);
      if (size === 'phone') {
        await d.getByTestId('drawer-close').click();
        const later = await openCandidate(page, LATER);
        await later.getByTestId('resume-basic').waitFor();
        await settledShot(page, 'hr-candidate-drawer-phone');
      }
      await context.close();
    }
  });

  it('shows the hire side of a candidate waiting to report, and picks a department rather than typing an id', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base, HIRED);
    await rowWith(page, '胡斌').waitFor();
    const d = await openCandidate(page, '胡斌');
    expect(await d.getByTestId('drawer-stage').textContent()).toBe('待报到');
    await d.getByTestId('tab-papers').click();
    await d.getByTestId('entry-data').getByText('HD001021').waitFor();
    expect(await d.getByTestId('entry-data').textContent()).toContain('正式工');
    await settledShot(page, 'hr-candidate-entry-desk');
    await d.getByTestId('step-SetEmployeeNo').click();
    const dialog = page.getByTestId('transition-dialog');
    await settled(dialog);
    await dialog
      .getByTestId('transition-deptId')
      .getByRole('combobox')
      .or(dialog.getByTestId('transition-deptId').locator('input'))
      .first()
      .waitFor();
    await dialog.getByTestId('transition-submit').click();
    await dialog.getByText('请填写此项').waitFor();
    await settledShot(page, 'hr-candidate-set-employee-no');
    await context.close();
  });

  it('speaks English at both sizes', async () => {
    for (const [size, viewport] of [
      ['desk', DESK],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await logIn(browser, base, ADMIN, viewport);
      await context.addCookies([{ name: 'language', value: 'en', url: base }]);
      await openAdmin(page, base, NEW);
      await rowWith(page, LATER).waitFor();
      const d = await openCandidate(page, LATER);
      expect(await d.getByTestId('drawer-stage').textContent()).toBe('New');
      await d.getByTestId('tab-resume').filter({ hasText: 'Resume' }).waitFor();
      await d.getByText('Work experience').waitFor();
      await d.getByText('6 years').waitFor();
      await settledShot(page, `hr-candidate-drawer-en-${size}`);
      await d.getByTestId('tab-notes').click();
      expect(await d.getByTestId('notes-empty').textContent()).toBe('No notes yet');
      await settledShot(page, `hr-candidate-notes-empty-en-${size}`);
      await d.getByTestId('step-Inappropriate').click();
      const dialog = page.getByTestId('inappropriate-dialog');
      await settled(dialog);
      await dialog.getByTestId('inappropriate-submit').click();
      await dialog.getByText('please choose inappropriate tag').waitFor();
      await settledShot(page, `hr-candidate-inappropriate-en-${size}`);
      await context.close();
    }
  });
});
