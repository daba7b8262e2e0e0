/**
 * Two interviewers score one candidate, each their own assessment: the administrator from the interview
 * list's 评估 button, the recruiter (given the interview screen here) from the candidate drawer's
 * summary; the second hand-in moves the candidate to 待录用 and the summary shows both. Screenshots of
 * the scoring form and the summary at desktop and phone sizes, in Chinese and English.
 */
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { launchBrowser, startServer } from '../support/browser.ts';
import {
  ADMIN,
  RECRUITER,
  activePage,
  expectToastOver,
  logIn,
  openAdmin,
  rowButton,
  rowWith,
  settledDialog,
} from '../support/admin-page.ts';
import {
  deliveryRecords,
  interviewScheduleInterviewers,
  interviewSchedules,
  roleMenus,
  roles,
  users,
} from '../../src/server/db/schema/index.ts';
import { INTERVIEW_STEP } from '../../src/common/recruiting.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
let recruiterId: number;
const SHOTS = process.env.HR_SHOTS_DIR ?? 'tests/.artifacts/screens';
const INTERVIEW = '/recruit/web/pipeline/interview';
const CANDIDATE = '谢军';

beforeAll(async () => {
  ({ app, base } = await startServer({ seedDemo: true }));
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
  // The demo recruiter interviews 谢军 (demo-interviews.ts); here their role also opens the interview screen.
  const db = app.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, '招聘专员'));
  await db.insert(roleMenus).values({ roleId: role!.id, menuId: 303 });
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.account, RECRUITER.account)));
  recruiterId = u!.id;
  // The demo calendar books its own panel on the invitations (demo-schedules.ts): here 谢军's interview is
  // the invitation's two people only, so the second hand-in completes the round.
  const [record] = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(sql`${deliveryRecords.resumeSnapshot}->'basic'->>'name' = ${CANDIDATE}`);
  const schedules = db
    .select({ id: interviewSchedules.id })
    .from(interviewSchedules)
    .where(eq(interviewSchedules.deliveryRecordId, record!.id));
  await db.delete(interviewScheduleInterviewers).where(inArray(interviewScheduleInterviewers.scheduleId, schedules));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Grades every group (the best grade but one), passes, comments, hands in. */
async function score(page: Page, comment: string) {
  const dialog = await settledDialog(page, 'assessment-dialog');
  for (const group of [
    'communication',
    'personality',
    'developmentPotential',
    'teamSpirit',
    'adaptability',
    'expression',
    'reaction',
    'logic',
  ])
    await dialog
      .getByTestId(`score-${group}`)
      .getByTestId(group === 'logic' ? 'grade-4' : 'grade-3')
      .click();
  await dialog.getByTestId('result-1').click();
  await dialog.getByTestId('assessment-comment').fill(comment);
  return dialog;
}

async function openInterviewing(page: Page) {
  await openAdmin(page, base, INTERVIEW);
  await activePage(page).getByTestId('list-tab-interviewing').click();
  await rowWith(page, CANDIDATE).waitFor();
}

describe('interview assessments in the browser', () => {
  it('two interviewers score a candidate; the summary on the candidate drawer shows both', async () => {
    const admin = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openInterviewing(admin.page);
    await (await rowButton(admin.page, rowWith(admin.page, CANDIDATE), 'assess')).click();
    const dialog = await score(admin.page, '设备点检经验丰富，沟通直接。');
    await expect.poll(() => dialog.getByTestId('score-total').textContent()).toContain('78.13');
    await admin.page.screenshot({ path: `${SHOTS}/assessment-form-desktop.png` });
    await dialog.getByTestId('assessment-submit').click();
    await expectToastOver(admin.page, '评估已提交');
    await admin.context.close();

    const recruiter = await logIn(browser, base, RECRUITER, { width: 1366, height: 900 });
    await openInterviewing(recruiter.page);
    expect(await rowWith(recruiter.page, CANDIDATE).getByTestId('row-assess').count()).toBe(0);
    await rowWith(recruiter.page, CANDIDATE).getByTestId('candidate-open').click();
    const drawer = recruiter.page.getByTestId('candidate-drawer');
    await drawer.getByTestId('tab-interviews').click();
    await drawer.getByTestId(`summary-assess-${recruiterId}`).click();
    const mine = await score(recruiter.page, '同意进入录用环节。');
    await mine.getByTestId('assessment-submit').click();
    await expectToastOver(recruiter.page, '候选人已进入待录用');
    const summary = drawer.getByTestId('assessment-summary');
    await expect.poll(() => summary.locator('[data-testid^="summary-interviewer-"]').count()).toBe(2);
    await expect.poll(() => summary.getByText('待提交').count()).toBe(0);
    expect(await summary.textContent()).toContain('设备点检经验丰富');
    expect(await summary.textContent()).toContain('同意进入录用环节');
    await recruiter.page.waitForTimeout(300);
    await recruiter.page.screenshot({ path: `${SHOTS}/assessment-summary-desktop.png` });
    const [record] = await app.database.db
      .select({ step: deliveryRecords.step })
      .from(deliveryRecords)
      .where(sql`${deliveryRecords.resumeSnapshot}->'basic'->>'name' = ${CANDIDATE}`);
    expect(record!.step).toBe(INTERVIEW_STEP.awaitingHire);
    await recruiter.context.close();
  });

  it('fits a phone and reads in English: the summary of a retested candidate and the form', async () => {
    const { page, context } = await logIn(browser, base, ADMIN, { width: 390, height: 844 });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base, INTERVIEW);
    await activePage(page).getByTestId('list-tab-awaitingHire').click();
    await rowWith(page, '黄蕾').waitFor();
    await rowWith(page, '黄蕾').getByTestId('candidate-open').click();
    const drawer = page.getByTestId('candidate-drawer');
    await drawer.getByTestId('tab-interviews').click();
    await drawer.getByTestId('summary-round-2').waitFor();
    expect(await drawer.getByTestId('summary-round-1').textContent()).toContain('Round 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/assessment-summary-phone-en.png` });
    // The administrator's own round-2 assessment, opened to change it: the form on a phone, in English.
    await drawer.getByTestId('summary-round-2').getByRole('button', { name: 'Edit' }).first().click();
    const form = await settledDialog(page, 'assessment-dialog');
    await expect.poll(() => form.getByTestId('assessment-submit').textContent()).toBe('Save changes');
    expect(await form.getByTestId('score-communication').getByTestId('grade-4').getAttribute('aria-pressed')).toBe('true');
    // A full-screen dialog fades as a whole: the picture waits for the fade to end.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/assessment-form-phone-en.png` });
    await context.close();
  });

  it('marks the written exam from the row at 笔试中, and lists the assessments in 面试报表 (desk zh-CN, phone en)', async () => {
    const { page, context } = await logIn(browser, base, ADMIN, { width: 1366, height: 900 });
    await openAdmin(page, base, INTERVIEW);
    // 发布笔试 asks the exam's time and offers the company's exams.
    await activePage(page).getByTestId('list-tab-invited').click();
    await rowWith(page, '韩东').waitFor();
    await (await rowButton(page, rowWith(page, '韩东'), 'publishExam')).click();
    const publish = await settledDialog(page, 'transition-dialog');
    await publish.getByTestId('transition-examAt').waitFor();
    expect(await publish.textContent()).toContain('考试时间');
    await page.screenshot({ path: `${SHOTS}/publish-exam-desktop.png` });
    await page.keyboard.press('Escape');
    await activePage(page).getByTestId('list-tab-writtenExam').click();
    await rowWith(page, '沈磊').waitFor();
    await (await rowButton(page, rowWith(page, '沈磊'), 'examData')).click();
    const dialog = await settledDialog(page, 'exam-dialog');
    await expect.poll(() => dialog.getByTestId('exam-score').inputValue()).toBe('82');
    await dialog.getByTestId('exam-score').fill('88');
    await page.screenshot({ path: `${SHOTS}/exam-marks-desktop.png` });
    await dialog.getByTestId('exam-save').click();
    await expectToastOver(page, '成绩已保存');

    await openAdmin(page, base, '/recruit/web/pipeline/interviewReport');
    await rowWith(page, '黄蕾').first().waitFor();
    expect(await rowWith(page, '黄蕾').count()).toBe(4);
    await page.screenshot({ path: `${SHOTS}/interview-report-desktop.png`, fullPage: true });
    await context.close();

    const phone = await logIn(browser, base, ADMIN, { width: 390, height: 844 });
    await phone.context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(phone.page, base, '/recruit/web/pipeline/interviewReport');
    await rowWith(phone.page, '黄蕾').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.screenshot({ path: `${SHOTS}/interview-report-phone-en.png`, fullPage: true });
    await phone.context.close();
  });
});
