/**
 * The hiring pipeline from both sides, in the real browser, on a desk in zh-CN (1366x900) and on a
 * phone in English (390x844; every screen at both sizes in every language is looked at by a11y.test.ts
 * and sweep-*.test.ts): HR opens 新投递, passes a candidate, marks another 不合适
 * with a tag and a reply through the dialog, throws one to 人才库, moves one on 招聘看板, and takes
 * one from 录用 through 设置工号和部门, 待报到, 报到 (with its date) to 已入职; meanwhile the seeker,
 * logged in in a browser of their own, watches their delivery records change without reloading:
 * 通过初筛, then 不合适 with HR's reply, each announced by a notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';
import { deliveryRecords, depts, users } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, activePage, logIn, openAdmin, rowButton, rowWith, settled, settledShot, type Session } from '../support/admin-page.ts';
import { demoCompanyId, insertPosition, userIdOf } from '../support/resume-fixtures.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
let company: number;
let seekerId: number;
let deptName: string;
const SEEKER = { account: 'seeker', password: 'Seeker@2026' };
const SEEKER_NAME = '许晴';
const REPLY = '感谢投递，本岗位需要三年以上注塑经验，欢迎关注我们的其他岗位。';
const screen = (key: string) => `/recruit/web/pipeline/${key}`;

/** What a person reads, by language (the seeker's stage names, the notices' wording). */
const WORDS = {
  'zh-CN': {
    delivered: '已投递',
    passed: '通过初筛',
    invited: '邀请面试',
    accepted: '已接受',
    unsuitable: '不合适',
    notice: (position: string, what: string) => `您投递的“${position}”有新进展：${what}`,
  },
  en: {
    delivered: 'Delivered',
    passed: 'Passed screening',
    invited: 'Interview invited',
    accepted: 'Accepted',
    unsuitable: 'Unsuitable',
    notice: (position: string, what: string) => `Your application for “${position}”: ${what}`,
  },
} as const;

type Lang = keyof typeof WORDS;
interface Variant {
  tag: string;
  lang: Lang;
  viewport: { width: number; height: number };
  people: { pool: string; board: string; hire: string };
}

const VARIANTS: Variant[] = [
  { tag: 'desk-zh', lang: 'zh-CN', viewport: { width: 1366, height: 900 }, people: { pool: '邱文博', board: '彭雪梅', hire: '蒋志刚' } },
  { tag: 'phone-en', lang: 'en', viewport: { width: 390, height: 844 }, people: { pool: '金海燕', board: '韦成林', hire: '夏雨晴' } },
];

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  const db = app.database.db;
  company = await demoCompanyId(db);
  seekerId = await userIdOf(db, SEEKER.account);
  const [dept] = await db.select({ name: depts.name }).from(depts).where(eq(depts.tenementId, company)).limit(1);
  deptName = dept!.name;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** One variant's applications: the seeker's two (in the variant's language) and three other candidates. */
async function applications(v: Variant) {
  const db = app.database.db;
  // Created second, the screening position is the newest: the board opens on it.
  const other = await insertPosition(db, company, { name: `注塑质检员 ${v.tag}` });
  const main = await insertPosition(db, company, { name: `数控车床操作工 ${v.tag}` });
  const apply = (positionId: number, userId: number, name: string, stage: number, lang: string) =>
    db.insert(deliveryRecords).values({
      tenementId: company,
      positionId,
      userId,
      resumeType: 1,
      resumeSnapshot: { basic: { name } },
      stage,
      source: '招聘网站',
      lang,
    });
  await apply(other, seekerId, SEEKER_NAME, S.newDelivery, v.lang);
  await apply(main, seekerId, SEEKER_NAME, S.newDelivery, v.lang);
  for (const [name, stage] of [
    [v.people.pool, S.newDelivery],
    [v.people.board, S.newDelivery],
    [v.people.hire, S.hire],
  ] as const) {
    const [u] = await db
      .insert(users)
      .values({ account: `pj${v.tag}${stage}${name.length}${Date.now() % 1000}`.slice(0, 20), name, passwordHash: 'never-logs-in' })
      .returning({ id: users.id });
    await apply(main, u!.id, name, stage, v.lang);
  }
  return { main: `数控车床操作工 ${v.tag}`, other: `注塑质检员 ${v.tag}` };
}

async function asLanguage(session: Session, lang: Lang): Promise<Session> {
  if (lang === 'en') await session.context.addCookies([{ name: 'language', value: 'en', url: base }]);
  return session;
}

/** A row of the active list: the candidate applying for the position. */
const row = (page: Page, name: string, position?: string): Locator =>
  position ? rowWith(page, name).filter({ hasText: position }) : rowWith(page, name);

async function gone(rowLocator: Locator): Promise<void> {
  await expect.poll(() => rowLocator.count(), { timeout: 10_000 }).toBe(0);
}

/** A step that asks only "are you sure": the row's button, then the dialog's. */
async function confirmStep(page: Page, target: Locator, action: string): Promise<void> {
  await (await rowButton(page, target, action)).click();
  const dialog = page.getByTestId(`action-${action}-dialog`);
  await settled(dialog);
  await dialog.getByTestId('action-confirm').click();
}

const card = (page: Page, position: string): Locator => page.getByTestId('delivery-card').filter({ hasText: position });
const badge = (page: Page, position: string) => card(page, position).getByTestId('stage-badge').textContent();
const notice = (page: Page, text: string): Locator => page.getByTestId('notice').filter({ hasText: text });

const column = (page: Page, stage: number): Locator => page.locator(`[data-testid="board-column"][data-stage="${stage}"]`);
const columnCount = (page: Page, stage: number) => column(page, stage).getByTestId('column-count').textContent();

describe('the hiring pipeline, HR and the seeker side by side', { retry: 0 }, () => {
  for (const v of VARIANTS) {
    it(`runs from 新投递 to 已入职 and tells the seeker (${v.tag})`, async () => {
      const w = WORDS[v.lang];
      const pos = await applications(v);
      const seeker = await asLanguage(await logIn(browser, base, SEEKER, v.viewport), v.lang);
      const sp = seeker.page;
      await sp.goto(`${base}/recruit/hr/deliveryRecord`);
      await expect.poll(() => badge(sp, pos.main)).toBe(w.delivered);
      expect(await badge(sp, pos.other)).toBe(w.delivered);

      const hr = await asLanguage(await logIn(browser, base, ADMIN, v.viewport), v.lang);
      const page = hr.page;
      await openAdmin(page, base, screen('newDelivery'));
      await row(page, SEEKER_NAME, pos.main).waitFor();
      await settledShot(page, `journey-${v.tag}-new`);

      // 通过初筛: the row leaves 新投递; the seeker's record says so, with a notice, no reload.
      await confirmStep(page, row(page, SEEKER_NAME, pos.main), 'pass');
      await gone(row(page, SEEKER_NAME, pos.main));
      // The notice names the position in the seeker's language (its stage wording is reported: HR's names).
      await notice(sp, w.notice(pos.main, '')).waitFor({ timeout: 10_000 });
      await expect.poll(() => badge(sp, pos.main)).toBe(w.passed);

      // 不合适 with a tag and a reply of HR's own.
      await row(page, SEEKER_NAME, pos.other).getByTestId('row-inappropriate').click();
      const dialog = page.getByTestId('inappropriate-dialog');
      await settled(dialog);
      await dialog.getByRole('combobox', { name: v.lang === 'en' ? 'Reason tag' : '不合适标签' }).click();
      await page.getByRole('option', { name: '经验不足' }).click();
      await dialog.getByRole('combobox', { name: v.lang === 'en' ? 'Personnel type' : '人员类型' }).click();
      await page.getByRole('option', { name: v.lang === 'en' ? 'Regular' : '正式工' }).click();
      await dialog.getByTestId('inappropriate-message').fill(REPLY);
      await dialog.getByTestId('inappropriate-submit').click();
      await gone(row(page, SEEKER_NAME, pos.other));
      await notice(sp, w.notice(pos.other, '')).filter({ hasText: REPLY }).waitFor({ timeout: 10_000 });
      await expect.poll(() => badge(sp, pos.other)).toBe(w.unsuitable);
      expect(await card(sp, pos.other).getByTestId('delivery-reply').textContent()).toContain(REPLY);
      await settledShot(sp, `journey-${v.tag}-seeker`);

      // 放入人才库: gone from 新投递, listed in 人才库.
      await confirmStep(page, row(page, v.people.pool), 'throwHcp');
      await gone(row(page, v.people.pool));
      await openAdmin(page, base, screen('talentPool'));
      await row(page, v.people.pool).waitFor();

      // 招聘看板: the "move to" menu (the way on both sizes) takes a card to 初筛通过.
      await openAdmin(page, base, screen('board'));
      const boardCard = page.getByTestId('board-card').filter({ hasText: v.people.board });
      await boardCard.waitFor();
      await expect.poll(() => columnCount(page, S.initialScreening)).toBe('1');
      await boardCard.getByTestId('card-move-menu').click();
      await page.getByTestId('card-move-options').getByTestId(`move-to-${S.initialScreening}`).click();
      await expect.poll(() => columnCount(page, S.initialScreening)).toBe('2');
      await column(page, S.initialScreening).getByText(v.people.board).waitFor();
      expect(await columnCount(page, S.newDelivery)).toBe('0');

      // 录用 → 设置工号和部门 → 待报到 → 报到 (with the date) → 已入职.
      await openAdmin(page, base, screen('hire'));
      const hired = row(page, v.people.hire);
      await (await rowButton(page, hired, 'setEmployeeNo')).click();
      const numbers = page.getByTestId('transition-dialog');
      await settled(numbers);
      // The personnel type from its list, the department from the tree, as a person picks them.
      await numbers.getByTestId('transition-personnelType').locator('xpath=..').getByRole('combobox').click();
      await page.locator('li[data-value="formal"]').click();
      await numbers.getByTestId('dept-tree-select').click();
      const popup = page.getByTestId('dept-tree-popup');
      await popup.waitFor();
      await popup.getByTestId('dept-node').filter({ hasText: deptName }).first().click();
      await expect.poll(() => numbers.getByTestId('dept-tree-select').inputValue()).toBe(deptName);
      await numbers.getByTestId('transition-submit').click();
      await expect.poll(async () => (await hired.textContent()) ?? '', { timeout: 10_000 }).toMatch(/HD\d{6}/);
      const employeeNo = /HD\d{6}/.exec((await hired.textContent()) ?? '')![0];
      await confirmStep(page, hired, 'waitingReported');
      await gone(hired);

      await openAdmin(page, base, screen('hired'));
      const toReport = row(page, v.people.hire);
      expect(await toReport.textContent()).toContain(employeeNo);
      await toReport.getByTestId('row-entry').click();
      const entry = page.getByTestId('transition-dialog');
      await settled(entry);
      await entry.getByTestId('transition-entryDate').fill('2026-12-01');
      await entry.getByTestId('transition-submit').click();
      await gone(toReport);

      await openAdmin(page, base, screen('reported'));
      const reported = row(page, v.people.hire);
      await reported.getByText('2026-12-01').waitFor();
      await confirmStep(page, reported, 'entered');
      await reported.getByTestId('row-trialOver').waitFor({ timeout: 10_000 });
      expect(await reported.textContent()).toContain(employeeNo);
      await settledShot(page, `journey-${v.tag}-reported`);

      // 待邀约面试, then 邀请面试: a time (09:00 tomorrow offered), a place, an interviewer and the contact
      // picked in the step's dialog; the seeker's record reads 邀请面试 without a reload.
      await openAdmin(page, base, screen('initialScreening'));
      await confirmStep(page, row(page, SEEKER_NAME, pos.main), 'expectedInvitation');
      await gone(row(page, SEEKER_NAME, pos.main));
      await openAdmin(page, base, screen('interview'));
      await row(page, SEEKER_NAME, pos.main).getByTestId('row-invite').click();
      const invite = page.getByTestId('transition-dialog');
      await settled(invite);
      const at = invite.getByTestId('transition-interviewAt');
      expect(await at.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T09:00$/);
      // Each run books the same interviewer: its own hour, a month ahead of the demo calendar's
      // interviews, or the calendar refuses the clash (1250).
      const day = new Date(Date.now() + 30 * 86_400_000);
      const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      await at.fill(`${ymd}T${10 + VARIANTS.indexOf(v)}:00`);
      await invite.getByTestId('transition-place').fill('二号楼 3 楼会议室');
      await invite.getByTestId('transition-interviewerIds').locator('xpath=..').getByRole('combobox').click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await invite.getByTestId('transition-contactId').locator('xpath=..').getByRole('combobox').click();
      await page.getByRole('option').first().click();
      await settledShot(page, `journey-${v.tag}-invite`);
      await invite.getByTestId('transition-submit').click();
      await invite.waitFor({ state: 'hidden', timeout: 10_000 });
      await expect.poll(() => badge(sp, pos.main), { timeout: 10_000 }).toBe(w.invited);

      // The seeker accepts on their delivery record (the invitation card, after its confirmation); HR
      // reads the answer on 面试's 已邀约 tab.
      const invitation = card(sp, pos.main).getByTestId('invitation-card');
      await invitation.waitFor({ timeout: 10_000 });
      await invitation.getByTestId('invitation-card-accept').click();
      await sp.getByTestId('answer-confirm-ok').click();
      await expect.poll(() => invitation.getByTestId('invitation-card-state').textContent(), { timeout: 10_000 }).toBe(w.accepted);
      await settledShot(sp, `journey-${v.tag}-seeker-accepted`);
      await openAdmin(page, base, screen('interview'));
      await activePage(page).getByTestId('list-tab-invited').click();
      await expect
        .poll(async () => (await row(page, SEEKER_NAME, pos.main).textContent()) ?? '', { timeout: 10_000 })
        .toContain(w.accepted);

      await hr.context.close();
      await seeker.context.close();
    }, 120_000);
  }
});
