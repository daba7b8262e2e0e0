/**
 * 招聘看板 in the browser: HR drags a card from 新投递 to 初筛通过 (only the columns the table allows
 * light up while dragging); a card another HR user refused meanwhile snaps back with the server's
 * message; on a phone the columns scroll sideways and the "move to" menu moves a card. Screenshots
 * at 1366x900 and 390x844, in Chinese and English, for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../src/common/recruiting.ts';
import { deliveryRecords, users } from '../../src/server/db/schema/index.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, expectToast, logIn, openAdmin, settledShot } from '../support/admin-page.ts';
import { demoCompanyId, insertPosition } from '../support/resume-fixtures.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const BOARD = '/recruit/web/pipeline/board';
const DESK = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ids: Record<string, number> = {};

/** A position of its own with candidates at the first stages (the newest position: the board opens on it). */
async function boardData() {
  const db = app.database.db;
  const company = await demoCompanyId(db);
  const positionId = await insertPosition(db, company, { name: '数控车床操作工（看板）' });
  const people: Array<[string, number, string]> = [['张晓峰', S.newDelivery, '招聘网站'], ['李婉清', S.newDelivery, '内部推荐'], ['王建国', S.newDelivery, '现场招聘'], ['赵敏', S.newDelivery, '招聘网站'], ['周婷', S.newDelivery, '内部推荐'], ['陈思远', S.initialScreening, '招聘网站']];
  for (const [name, stage, source] of people) {
    const [u] = await db.insert(users).values({ account: `kb${Object.keys(ids).length}${Date.now() % 100000}`, name, passwordHash: 'never-logs-in' }).returning({ id: users.id });
    const [r] = await db.insert(deliveryRecords).values({ tenementId: company, positionId, userId: u!.id, resumeType: 1, resumeSnapshot: { basic: { name } }, stage, source }).returning({ id: deliveryRecords.id });
    ids[name] = r!.id;
  }
}

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
  await boardData();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const column = (page: Page, stage: number): Locator => page.locator(`[data-testid="board-column"][data-stage="${stage}"]`);
const card = (page: Page, name: string): Locator => page.getByTestId('board-card').filter({ hasText: name });
const count = (page: Page, stage: number) => column(page, stage).getByTestId('column-count').textContent();

async function openBoard(page: Page) {
  await openAdmin(page, base, BOARD);
  await card(page, '张晓峰').waitFor();
}

/** Drag with the mouse as a person does: press, move past the activation distance, travel, hold, drop. */
async function drag(page: Page, from: Locator, to: Locator, whileOver?: () => Promise<void>) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 24, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 12 });
  await whileOver?.();
  await page.mouse.up();
}

describe('the pipeline board', () => {
  it('moves a card to 初筛通过 by dragging, lighting up only the columns the table allows', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openBoard(page);
    await settledShot(page, 'hr-board');
    expect(await count(page, S.newDelivery)).toBe('5');
    await drag(page, card(page, '张晓峰'), column(page, S.initialScreening), async () => {
      expect(await column(page, S.initialScreening).getAttribute('data-drop')).toBe('allowed');
      expect(await column(page, S.hire).getAttribute('data-drop')).toBe('refused');
      expect(await column(page, S.inappropriate).getAttribute('data-drop')).toBe('allowed');
      await page.screenshot({ path: 'tests/.artifacts/screens/hr-board-dragging.png' });
    });
    await expectToast(page, '已将“张晓峰”移到“初筛通过”');
    await column(page, S.initialScreening).getByText('张晓峰').waitFor();
    await expect.poll(() => count(page, S.initialScreening)).toBe('2');
    expect(await count(page, S.newDelivery)).toBe('4');
    await context.close();
  });

  it('moves a card with the keyboard alone: pick up, arrow to the next column, drop', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openBoard(page);
    await card(page, '赵敏').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => column(page, S.initialScreening).getAttribute('data-drop')).toBe('allowed');
    await page.keyboard.press('Space');
    await expectToast(page, '已将“赵敏”移到“初筛通过”');
    await column(page, S.initialScreening).getByText('赵敏').waitFor();
    await context.close();
  });

  it('opens the 不合适 dialog for a step with fields, and a cancelled dialog leaves the card where it was', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openBoard(page);
    await card(page, '周婷').getByTestId('card-move-menu').click();
    await page.getByTestId('card-move-options').getByTestId(`move-to-${S.inappropriate}`).click();
    const dialog = page.getByTestId('inappropriate-dialog');
    await dialog.getByTestId('inappropriate-submit').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'tests/.artifacts/screens/hr-board-inappropriate-dialog.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await column(page, S.newDelivery).getByText('周婷').waitFor();
    expect(await column(page, S.inappropriate).getByText('周婷').count()).toBe(0);
    await context.close();
  });

  it('snaps a card back with the server’s message when someone else refused it meanwhile', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, DESK);
    await openBoard(page);
    // Meanwhile 李婉清 is marked 不合适 elsewhere (as another HR user's move leaves her; a second login
    // of this account would end the browser's session), while this board still shows her in 新投递.
    await app.database.db.update(deliveryRecords).set({ stage: S.inappropriate, active: false }).where(eq(deliveryRecords.id, ids['李婉清']!));
    await drag(page, card(page, '李婉清'), column(page, S.initialScreening));
    await expectToast(page, '“李婉清”当前处于“不合适”，不能通过初筛');
    await settledShot(page, 'hr-board-refused');
    // Back out of 初筛通过, and after the re-read where the other user put her.
    await expect.poll(() => column(page, S.initialScreening).getByText('李婉清').count()).toBe(0);
    await expect.poll(() => count(page, S.inappropriate)).toBe('1');
    await context.close();
  });

  it('on a phone scrolls the columns sideways and moves a card with the “move to” menu', async () => {
    const { context, page } = await logIn(browser, base, ADMIN, PHONE);
    await openBoard(page);
    await settledShot(page, 'hr-board-phone');
    await card(page, '王建国').getByTestId('card-move-menu').click();
    await page.getByTestId('card-move-options').getByTestId(`move-to-${S.initialScreening}`).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'tests/.artifacts/screens/hr-board-phone-menu.png' });
    await page.getByTestId('card-move-options').getByTestId(`move-to-${S.initialScreening}`).click();
    await expectToast(page, '已将“王建国”移到“初筛通过”');
    await column(page, S.initialScreening).scrollIntoViewIfNeeded();
    await column(page, S.initialScreening).getByText('王建国').waitFor();
    await context.close();
  });

  it('speaks English at both sizes', async () => {
    for (const [size, viewport] of [['desk', DESK], ['phone', PHONE]] as const) {
      const { context, page } = await logIn(browser, base, ADMIN, viewport);
      await context.addCookies([{ name: 'language', value: 'en', url: base }]);
      await openBoard(page);
      await column(page, S.newDelivery).getByText('New').first().waitFor();
      await page.getByText(size === 'desk' ? 'Drag a card onto a highlighted column' : 'Swipe sideways between stages').waitFor();
      await settledShot(page, `hr-board-en-${size}`);
      await context.close();
    }
  });
});
