/**
 * Deleting a record others use, as HR does it: the confirmation names the record, the refusal says
 * how many positions use it and offers 停用, which disables it after its own confirmation. Desktop
 * in Chinese, phone in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { resourceTables } from '../../generated/server/tables.ts';
import { launchBrowser, startServer } from '../support/browser.ts';
import { ADMIN, expectToast, logIn, openAdmin, rowWith, settledDialog, settledShot } from '../support/admin-page.ts';
import { companyOfAccount, insertPosition } from '../support/resume-fixtures.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const LIST = '/recruit/web/position/type';

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A position type two positions use. */
async function usedType(name: string) {
  const db = app.database.db;
  const tenementId = await companyOfAccount(db, 'admin');
  const [type] = await db.insert(resourceTables.PositionType).values({ tenementId, name, sort: 90 }).returning();
  for (let i = 0; i < 2; i++) await insertPosition(db, tenementId, { state: 0, positionTypeId: type!.id });
}

describe('deleting what positions use', () => {
  it('names the record, refuses with how many use it, and disables it instead (desktop, Chinese)', async () => {
    await usedType('叉车工');
    const { page, context } = await logIn(browser, base, ADMIN);
    await openAdmin(page, base, `${LIST}?perPage=50`);
    const row = rowWith(page, '叉车工');
    await row.waitFor();
    await row.getByTestId('row-delete').click();
    const confirm = await settledDialog(page, 'confirm-dialog');
    expect(await confirm.textContent()).toContain('确定要删除?');
    expect(await confirm.getByTestId('confirm-subject').textContent()).toBe('叉车工');
    await settledShot(page, 'delete-in-use-confirm-named');
    await page.getByTestId('confirm-ok').click();

    const refused = await settledDialog(page, 'delete-refused');
    expect(await refused.textContent()).toContain('职位类型“叉车工”正被2个职位使用，不能删除，可以停用');
    // The dialog says it; no toast repeats it.
    expect(await page.getByText('正被2个职位使用').count()).toBe(1);
    await settledShot(page, 'delete-in-use-refused');
    await refused.getByTestId('delete-refused-disable').click();
    const ask = await settledDialog(page, 'confirm-dialog');
    expect(await ask.textContent()).toContain('确定要停用“叉车工”?');
    await settledShot(page, 'delete-in-use-disable-confirm');
    await page.getByTestId('confirm-ok').click();
    await expectToast(page, '已停用');
    await expect.poll(() => row.locator('.MuiChip-root').textContent()).toBe('停用');
    await context.close();
  });

  it('says the same on a phone in English', async () => {
    await usedType('Forklift');
    const { page, context } = await logIn(browser, base, ADMIN, { width: 390, height: 844 });
    await context.addCookies([{ name: 'language', value: 'en', url: base }]);
    await openAdmin(page, base, `${LIST}?perPage=50`);
    const row = rowWith(page, 'Forklift');
    await row.waitFor();
    await row.getByTestId('row-delete').click();
    await page.getByTestId('confirm-ok').click();
    const refused = await settledDialog(page, 'delete-refused');
    expect(await refused.textContent()).toContain('“Forklift” is used by 2 positions: it cannot be deleted; disable it instead');
    await settledShot(page, 'delete-in-use-refused-phone-en');
    await refused.getByTestId('delete-refused-close').click();
    await refused.waitFor({ state: 'detached' });
    await context.close();
  });
});
