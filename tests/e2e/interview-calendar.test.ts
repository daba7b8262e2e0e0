/**
 * 面试日程 in the browser: HR opens the month calendar, goes to next month, reads the day's count,
 * opens the day's list (time, candidate, position, interviewers, place, the invitation's state) and
 * reschedules one interview in the shared dialog (opening on its own values); a time that books an
 * interviewer twice is refused in the dialog with the server's message naming the clash. On a phone
 * the grid shows counts only and the list sits under it. Screenshots at 1366x900 and 390x844, in
 * Chinese and English.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';
import { invitationExpiry } from '../../src/common/interviews.ts';
import { deliveryRecords, interviewInvitations, interviewSchedules, users } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, expectToastOver, logIn, openAdmin, settledShot } from '../support/admin-page.ts';
import { demoCompanyId, insertPosition } from '../support/resume-fixtures.ts';
import { topAdminOf } from '../support/interview-fixtures.ts';
import { api, auth, loginAs } from '../support/test-app.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const CALENDAR = '/recruit/web/pipeline/schedule';
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ids: Record<string, number> = {};

/** The 15th of next month in the browser's zone (the server's UTC here): always ahead, always one click away. */
const now = new Date();
const DAY = new Date(now.getFullYear(), now.getMonth() + 1, 15);
const DAY_TEXT = `${DAY.getFullYear()}-${String(DAY.getMonth() + 1).padStart(2, '0')}-15`;
const at = (hour: number) => new Date(DAY.getFullYear(), DAY.getMonth(), 15, hour).toISOString();

/** Three invited candidates of a position of their own, each on the calendar of the 15th. */
async function calendarData() {
  const db = app.database.db;
  const company = await demoCompanyId(db);
  const positionId = await insertPosition(db, company, { name: '模具钳工（日程）' });
  const boss = await topAdminOf(db, company);
  const token = await loginAs(app, 'admin', 'Admin@2026');
  const people: Array<[string, number, string]> = [
    ['林晓雨', 9, 'A101'],
    ['顾明轩', 10, 'A102'],
    ['苏婉婷', 14, 'A101'],
  ];
  for (const [name, hour, room] of people) {
    const [u] = await db
      .insert(users)
      .values({ account: `cal${hour}${Date.now() % 100000}`, name, passwordHash: 'never' })
      .returning({ id: users.id });
    const [r] = await db
      .insert(deliveryRecords)
      .values({
        tenementId: company,
        positionId,
        userId: u!.id,
        resumeType: 1,
        resumeSnapshot: { basic: { name } },
        stage: S.interview,
        step: INTERVIEW_STEP.invited,
        source: '招聘网站',
      })
      .returning({ id: deliveryRecords.id });
    const sentAt = new Date();
    await db.insert(interviewInvitations).values({
      tenementId: company,
      deliveryRecordId: r!.id,
      interviewAt: new Date(at(hour)),
      place: '苏州总部',
      sentAt,
      expiresAt: invitationExpiry(sentAt),
      answer: hour === 10 ? 1 : 0,
    });
    const res = await app.inject({
      method: 'POST',
      url: api('/InterviewSchedule/Add'),
      headers: auth(token),
      payload: { deliveryRecordId: r!.id, interviewAt: at(hour), interviewerIds: [boss], place: '二号楼', room },
    });
    expect(res.json().state).toBe(200);
    ids[name] = r!.id;
  }
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  await calendarData();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A/AA rules on the page as it stands: the serious and critical findings, named. */
async function blockingA11y(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

const day = (page: Page) => page.getByTestId(`day-${DAY_TEXT}`);
const item = (page: Page, name: string) => page.getByTestId('day-item').filter({ hasText: name });

async function openNextMonth(page: Page) {
  await openAdmin(page, base, CALENDAR);
  await page.getByTestId('month-grid').waitFor();
  await page.locator('.fc-next-button').click();
  await expect.poll(() => day(page).getAttribute('data-count')).toBe('3');
}

describe('the interview calendar', () => {
  it('shows the day’s count, opens its list and reschedules one interview; a clash is refused in the dialog', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openNextMonth(page);
    expect(await day(page).getByTestId('day-count').textContent()).toBe('3 场');
    await day(page).click();
    await item(page, '苏婉婷').waitFor();
    expect(await page.getByTestId('day-item-name').allTextContents()).toEqual(['林晓雨', '顾明轩', '苏婉婷']);
    const first = item(page, '顾明轩');
    expect(await first.textContent()).toContain('模具钳工（日程）');
    expect(await first.textContent()).toContain('系统管理员');
    expect(await first.textContent()).toContain('二号楼 · A102');
    expect(await first.textContent()).toContain('已接受');
    expect(await item(page, '林晓雨').textContent()).toContain('待答复');
    await settledShot(page, 'hr-interview-calendar');
    expect(await blockingA11y(page)).toEqual([]);
    // 顾明轩 moved onto 09:00: 林晓雨's interviewer is taken then.
    await first.getByTestId('day-item-reschedule').click();
    const dialog = page.getByTestId('transition-dialog');
    const time = dialog.getByTestId('transition-interviewAt');
    expect(await time.inputValue()).toBe(`${DAY_TEXT}T10:00`);
    expect(await dialog.getByTestId('transition-room').inputValue()).toBe('A102');
    await time.fill(`${DAY_TEXT}T09:30`);
    await dialog.getByTestId('transition-submit').click();
    await dialog.getByTestId('transition-refusal').waitFor();
    expect(await dialog.getByTestId('transition-refusal').textContent()).toMatch(/面试官“系统管理员”在.*已有面试（林晓雨）/);
    await page.screenshot({ path: 'tests/.artifacts/screens/hr-interview-calendar-clash.png' });
    await time.fill(`${DAY_TEXT}T16:00`);
    // The submit button ignores a click within 300 ms of the last one (the seeds' debounce): a person is slower.
    await page.waitForTimeout(400);
    await dialog.getByTestId('transition-submit').click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await expectToastOver(page, '已改期');
    await expect.poll(() => item(page, '顾明轩').getByTestId('day-item-time').textContent()).toBe('16:00–17:00');
    expect(await page.getByTestId('day-item-name').allTextContents()).toEqual(['林晓雨', '苏婉婷', '顾明轩']);
    const live = await app.database.db.select().from(interviewSchedules).where(eq(interviewSchedules.deliveryRecordId, ids.顾明轩!));
    expect(live.filter((s) => s.cancelledAt === null).map((s) => s.startsAt.toISOString())).toEqual([at(16)]);
    // The candidate opens in the pipeline's drawer.
    await item(page, '林晓雨').getByTestId('day-item-name').click();
    await page.getByTestId('drawer-name').filter({ hasText: '林晓雨' }).waitFor();
    await context.close();
  });

  it('opens on this month with the demo calendar’s days counted and a day’s list', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openAdmin(page, base, CALENDAR);
    await page.getByTestId('month-grid').waitFor();
    await expect.poll(() => page.locator('[data-testid^="day-"][data-count]:not([data-count="0"])').count()).toBeGreaterThanOrEqual(4);
    // A free today gives way to the next day with interviews: the list shows some.
    await page.getByTestId('day-item').first().waitFor();
    await settledShot(page, 'hr-interview-calendar-demo');
    await context.close();
  });

  it('on a phone: counts only in the grid, the day’s list under it, usable', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await openNextMonth(page);
    expect(await day(page).getByTestId('day-count').textContent()).toBe('3');
    const grid = (await page.getByTestId('month-grid').boundingBox())!;
    expect(grid.width).toBeLessThanOrEqual(PHONE.width);
    await day(page).click();
    await item(page, '苏婉婷').waitFor();
    const list = (await page.getByTestId('day-list').boundingBox())!;
    expect(list.y).toBeGreaterThan(grid.y + grid.height - 1);
    expect(list.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await settledShot(page, 'hr-interview-calendar-phone');
    await item(page, '苏婉婷').getByTestId('day-item-reschedule').click();
    await page.getByTestId('transition-dialog').getByTestId('transition-submit').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'tests/.artifacts/screens/hr-interview-calendar-phone-reschedule.png' });
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('speaks English at both sizes', async () => {
    for (const [viewport, name] of [
      [DESK, 'hr-interview-calendar-en'],
      [PHONE, 'hr-interview-calendar-phone-en'],
    ] as const) {
      const { context, page } = await logIn(browser, base, ADMIN, viewport);
      await context.addCookies([{ name: 'language', value: 'en', url: base }]);
      await openNextMonth(page);
      await day(page).click();
      await item(page, '林晓雨').waitFor();
      expect(await page.getByTestId('day-list').textContent()).toContain(`Interviews on ${DAY_TEXT}`);
      expect(await item(page, '林晓雨').textContent()).toContain('Awaiting answer');
      expect(await page.locator('.fc-toolbar-title').textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      await settledShot(page, name);
      await context.close();
    }
  });
});
