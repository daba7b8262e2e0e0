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
import { api, auth, loginAs } from '../support/test-app.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../support/hash-cost.ts';

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
  const people: Array<[string, number, string]> = [
    ['张晓峰', S.newDelivery, '招聘网站'],
    ['李婉清', S.newDelivery, '内部推荐'],
    ['王建国', S.newDelivery, '现场招聘'],
    ['赵敏', S.newDelivery, '招聘网站'],
    ['周婷', S.newDelivery, '内部推荐'],
    ['陈思远', S.initialScreening, '招聘网站'],
  ];
  for (const [name, stage, source] of people) {
    const [u] = await db
      .insert(users)
      .values({ account: `kb${Object.keys(ids).length}${Date.now() % 100000}`, name, passwordHash: 'never-logs-in' })
      .returning({ id: users.id });
    const [r] = await db
      .insert(deliveryRecords)
      .values({ tenementId: company, positionId, userId: u!.id, resumeType: 1, resumeSnapshot: { basic: { name } }, stage, source })
      .returning({ id: deliveryRecords.id });
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
    await card(page, '赵敏').getByTestId('card-handle').focus();
    await page.keyboard.press('Space');
    // Arrow once the card is lifted (the columns light up): an arrow pressed before the keyboard
    // drag has started is not a move. Drop once the card is over the column, as a person waits to see it.
    await expect.poll(() => column(page, S.initialScreening).getAttribute('data-drop')).toBe('allowed');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => column(page, S.initialScreening).getAttribute('data-over')).toBe('true');
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
    await app.database.db.update(deliveryRecords).set({ stage: S.inappropriate, active: false }).where(eq(deliveryRecords.id, ids.李婉清!));
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
    for (const [size, viewport] of [
      ['desk', DESK],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await logIn(browser, base, ADMIN, viewport);
      await context.addCookies([{ name: 'language', value: 'en', url: base }]);
      await openBoard(page);
      await column(page, S.newDelivery).getByText('New').first().waitFor();
      await page.getByText(size === 'desk' ? 'Drag a card onto a highlighted column' : 'Swipe sideways between stages').waitFor();
      await settledShot(page, `hr-board-en-${size}`);
      await context.close();
    }
  });

  it('tells the seeker: their delivery record turns 不合适 with the reply as the notice arrives, at both sizes and in English', async () => {
    const db = app.database.db;
    const password = 'Seek@2026x';
    const account = `kb_seeker${Date.now() % 100000}`;
    const [u] = await db
      .insert(users)
      .values({ account, name: '孙悦', passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_LOG_N) })
      .returning({ id: users.id });
    const [p] = await db
      .select({ id: deliveryRecords.positionId, tenementId: deliveryRecords.tenementId })
      .from(deliveryRecords)
      .where(eq(deliveryRecords.id, ids.周婷!));
    const [r] = await db
      .insert(deliveryRecords)
      .values({
        tenementId: p!.tenementId,
        positionId: p!.id,
        userId: u!.id,
        resumeType: 1,
        resumeSnapshot: { basic: { name: '孙悦' } },
        source: '招聘网站',
      })
      .returning({ id: deliveryRecords.id });
    const { context, page } = await logIn(browser, base, { account, password }, DESK);
    await page.goto(`${base}/recruit/hr/myJob`);
    await page.getByTestId('delivery-card').first().getByText('已投递').waitFor();
    // HR refuses with a reply while the seeker's page is open: the notice comes, the card follows.
    const token = await loginAs(app, ADMIN.account, ADMIN.password);
    const reply = '感谢您的投递，您的经历与岗位要求暂不匹配，欢迎关注我们的其他职位。';
    const res = await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/Inappropriate'),
      headers: auth(token),
      payload: { ids: [r!.id], tag: 'SKILLS', personnelType: 'formal', remark: '内部：经验不足', message: reply },
    });
    expect(res.json().state).toBe(200);
    const cardOf = page.getByTestId('delivery-card').first();
    await cardOf.getByTestId('delivery-reply').getByText(reply).waitFor();
    expect(await cardOf.getByTestId('stage-badge').textContent()).toBe('不合适');
    expect(await page.getByText('内部：经验不足').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'tests/.artifacts/screens/seeker-delivery-unsuitable.png' });
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/recruit/hr/deliveryRecord`);
    await page.getByTestId('delivery-reply').waitFor();
    await settledShot(page, 'seeker-delivery-unsuitable-phone');
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await page.reload();
    await expect.poll(() => page.getByTestId('delivery-card').first().getByTestId('stage-badge').textContent()).toBe('Unsuitable');
    await settledShot(page, 'seeker-delivery-unsuitable-phone-en');
    await context.close();
  });
});
