/**
 * One journey through the back office, by the UI only: the demo administrator makes a department, a role
 * with two screens and two keys, and a person in that department holding the role; the person sees
 * exactly that; a grant changed while the person works reaches their open page without a server restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, startServer } from '../support/browser.ts';
import { solvePageCaptcha } from '../support/page-captcha.ts';
import { lastCodeSentTo } from '../support/captcha.ts';
import {
  ADMIN,
  activePage,
  expectToast,
  expectToastOver,
  grantKeys,
  grantMenuCheck,
  logIn,
  openAdmin,
  reLogIn,
  rowWith,
  settled,
  settledDialog,
  settledShot,
  sidebarEntries,
  type Session,
} from '../support/admin-page.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;
const DESKTOP = { width: 1366, height: 900 };
const DEPTS = '/recruit/web/org/dept';
const ROLES = '/recruit/web/org/role';
const USERS = '/recruit/web/org/user';
const DEPT = '质检二组';
const ROLE = '质检员';
const PERSON = { name: '王质检', account: 'qc_wang', password: 'Qc@2026wang', phone: '13655557777' } as const;

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Journey screenshots are named journey-*. */
const shot = (page: Page, name: string) => settledShot(page, `journey-${name}`);

const deptNode = (page: Page, name: string) => activePage(page).getByTestId('org-dept-node').filter({ hasText: name });

/** Pick a department in the popup of a department field. */
async function pickDept(page: Page, field: Locator, name: string) {
  await field.getByTestId('dept-tree-select').click();
  const popup = page.getByTestId('dept-tree-popup');
  await popup.getByTestId('dept-search').fill(name);
  await popup.getByTestId('dept-node').filter({ hasText: name }).click();
  await expect.poll(() => field.getByTestId('dept-tree-select').inputValue()).toBe(name);
  await popup.waitFor({ state: 'detached' });
}

/** The person has no account yet and the company's 新增 joins an existing one by phone: they register first. */
async function registerPerson() {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${base}/recruit/hr/register`);
  await page.getByTestId('register-account').fill(PERSON.account);
  await page.getByTestId('register-password').fill(PERSON.password);
  await page.getByTestId('register-confirm').fill(PERSON.password);
  await page.getByTestId('register-phone').fill(PERSON.phone);
  await solvePageCaptcha(page, app, () => page.getByTestId('send-code').click());
  await expect.poll(() => lastCodeSentTo(app, PERSON.phone).catch(() => null), { timeout: 10_000 }).toMatch(/^\d{6}$/);
  await page.getByTestId('register-code').fill(await lastCodeSentTo(app, PERSON.phone));
  await page.getByTestId('register-agree').check();
  await solvePageCaptcha(page, app, () => page.getByTestId('register-submit').click());
  await page.waitForURL(/\/recruit\/hr\/home/);
  await context.close();
}

/** The person logs in on the job-seeker site and accepts the company's invitation waiting on its home. */
async function acceptAsPerson() {
  const { context, page } = await logIn(browser, base, PERSON, DESKTOP);
  const waiting = page.getByTestId('pending-invitations');
  await waiting.waitFor();
  expect(await waiting.textContent()).toContain(PERSON.name);
  await shot(page, '3-invitation');
  await waiting.getByTestId('invitation-accept').click();
  await expectToast(page, '已加入企业');
  await waiting.waitFor({ state: 'detached' });
  await context.close();
}

async function openGrantMenu(page: Page): Promise<Locator> {
  await rowWith(page, ROLE).getByTestId('row-grantMenu').click();
  return settledDialog(page, 'grant-menu-dialog');
}

async function saveGrants(page: Page, dialog: Locator) {
  await dialog.getByTestId('grant-menu-save').click();
  await expectToastOver(page, '授权已保存');
  await dialog.waitFor({ state: 'detached' });
}

describe('a department, a role and a person, through the UI; the person sees exactly the grant, and its change at once', () => {
  let admin: Session;
  let person: Session;

  it('the administrator creates 质检二组 under 质量部', async () => {
    admin = await logIn(browser, base, ADMIN, DESKTOP);
    const { page } = admin;
    await openAdmin(page, base, DEPTS);
    await deptNode(page, '质量部').first().click();
    await expect.poll(() => activePage(page).getByTestId('org-dept-detail-name').textContent()).toBe('质量部');
    await activePage(page).getByTestId('org-dept-add').click();
    const form = page.getByTestId('org-dept-form');
    await settled(form);
    expect(await form.getByTestId('dept-tree-select').inputValue()).toBe('质量部');
    await form.getByTestId('org-dept-deptNo').fill('D0302');
    await form.getByTestId('org-dept-name').fill(DEPT);
    await shot(page, '1-dept-form');
    await form.getByTestId('org-dept-form-submit').click();
    await expectToast(page, '新增成功');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => activePage(page).getByTestId('org-dept-detail-name').textContent()).toBe(DEPT);
    expect(await activePage(page).getByTestId('org-dept-detail').textContent()).toContain('质量部');
    await shot(page, '1-dept-created');
  });

  it('creates the role 质检员 and grants it 部门管理 (新增) and 用户管理 (导出) only', async () => {
    const { page } = admin;
    await openAdmin(page, base, ROLES);
    await activePage(page).getByTestId('toolbar-add').click();
    const form = page.getByTestId('form-dialog');
    await form.getByLabel('角色名称').fill(ROLE);
    await form.getByTestId('form-submit').click();
    await form.waitFor({ state: 'detached' });
    await expectToast(page, '新增成功');
    await rowWith(page, ROLE).waitFor();

    const dialog = await openGrantMenu(page);
    await grantKeys(dialog, '部门管理').getByRole('checkbox', { name: '新增' }).check();
    await grantKeys(dialog, '用户管理').getByRole('checkbox', { name: '导出' }).check();
    // The two screens (partly: one key each) and their group; nothing else.
    expect(await dialog.getByTestId('grant-summary').textContent()).toBe('已选 3 个菜单、2 个功能');
    expect(await grantMenuCheck(dialog, '部门管理').getAttribute('data-indeterminate')).toBe('true');
    expect(await grantMenuCheck(dialog, '角色管理').isChecked()).toBe(false);
    await shot(page, '2-grant-menu');
    await saveGrants(page, dialog);
  });

  it('invites the person to 质检二组 on 用户管理; they accept on the job-seeker home; the role goes to them through 授权用户', async () => {
    await registerPerson();
    const { page } = admin;
    await openAdmin(page, base, USERS);
    await activePage(page).getByTestId('toolbar-add').click();
    const form = page.getByTestId('form-dialog');
    await settled(form);
    await form.getByLabel('姓名').fill(PERSON.name);
    await form.getByLabel('手机号').fill(PERSON.phone);
    await pickDept(page, form, DEPT);
    await shot(page, '3-user-form');
    await form.getByTestId('form-submit').click();
    await form.waitFor({ state: 'detached' });
    // The phone has an account (they registered it): joining takes their consent, so it is an invitation.
    await expectToast(page, '已向本人发出加入邀请');
    await acceptAsPerson();
    await openAdmin(page, base, USERS);
    const row = rowWith(page, PERSON.name);
    await row.waitFor();
    expect(await row.textContent()).toContain(DEPT);
    expect(await row.textContent()).toContain(PERSON.account);

    await openAdmin(page, base, ROLES);
    await rowWith(page, ROLE).getByTestId('row-grantUser').click();
    const dialog = await settledDialog(page, 'grant-user-dialog');
    await dialog.getByTestId('transfer-left-search').fill(PERSON.name);
    await dialog.getByTestId('transfer-left').getByTestId('transfer-item').filter({ hasText: PERSON.account }).click();
    await dialog.getByTestId('transfer-add').click();
    await expectToastOver(page, '已授权 1 人');
    await dialog
      .getByTestId('transfer-right')
      .getByTestId('transfer-item')
      .filter({ hasText: `${PERSON.name} (${PERSON.account})` })
      .waitFor();
    await shot(page, '3-grant-user');
    await dialog.getByTestId('grant-user-close').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('the person logs in elsewhere and sees exactly the two screens and the two buttons', async () => {
    person = await logIn(browser, base, PERSON, DESKTOP);
    const { page } = person;
    await openAdmin(page, base);
    // 首页 is not one of the role's menus: every manager lands there (its tag is pinned), the sidebar lists the grant only.
    expect(await sidebarEntries(page)).toEqual(['组织管理', '组织管理 › 部门管理', '组织管理 › 用户管理']);
    expect(await page.getByTestId('tag').first().textContent()).toBe('首页');
    await expect.poll(() => activePage(page).getByTestId('shortcut').allTextContents()).toEqual(['部门管理组织管理', '用户管理组织管理']);
    await shot(page, '4-person-home');

    await openAdmin(page, base, USERS);
    await rowWith(page, PERSON.name).waitFor();
    const users = activePage(page);
    expect(await users.getByTestId('toolbar-export').count()).toBe(1);
    for (const name of ['add', 'import', 'template', 'userType']) expect(await users.getByTestId(`toolbar-${name}`).count()).toBe(0);
    const first = users.locator('tbody tr').first();
    for (const name of ['edit', 'delete', 'enable', 'changeDept', 'resetPassword', 'more'])
      expect(await first.getByTestId(`row-${name}`).count()).toBe(0);
    await shot(page, '4-person-users');

    await openAdmin(page, base, DEPTS);
    // The new department sits folded under 质量部: the search opens the way to it.
    await activePage(page).getByTestId('org-dept-search').fill('质检');
    await deptNode(page, DEPT).first().click();
    await expect.poll(() => activePage(page).getByTestId('org-dept-detail-name').textContent()).toBe(DEPT);
    const depts = activePage(page);
    expect(await depts.getByTestId('org-dept-add').count()).toBe(1);
    for (const name of ['edit', 'delete', 'import']) expect(await depts.getByTestId(`org-dept-${name}`).count()).toBe(0);
    await shot(page, '4-person-depts');
  });

  it('a grant added by the administrator reaches the person on 部门管理 at once; after logging in again 角色管理 is there', async () => {
    const { page } = admin;
    const dialog = await openGrantMenu(page);
    expect(await dialog.getByTestId('grant-summary').textContent()).toBe('已选 3 个菜单、2 个功能');
    await grantMenuCheck(dialog, '角色管理').click();
    expect(await grantMenuCheck(dialog, '角色管理').isChecked()).toBe(true);
    await shot(page, '5-grant-more');
    await saveGrants(page, dialog);

    const other = person.page;
    const blocking = other.getByTestId('logout-dialog');
    await blocking.waitFor({ timeout: 15_000 });
    expect(await blocking.textContent()).toContain('确定登出');
    expect(await blocking.getByTestId('relogin').textContent()).toBe('重新登录');
    await settled(blocking);
    await shot(other, '5-person-told');
    await blocking.getByTestId('relogin').click();
    await other.waitForURL('**/recruit/hr/login**');
    await reLogIn(other, PERSON);
    await openAdmin(other, base);
    expect(await sidebarEntries(other)).toEqual(['组织管理', '组织管理 › 部门管理', '组织管理 › 用户管理', '组织管理 › 角色管理']);
    await openAdmin(other, base, ROLES);
    await rowWith(other, ROLE).waitFor();
    await shot(other, '5-person-roles');
    await person.context.close();
    await admin.context.close();
  });
});
