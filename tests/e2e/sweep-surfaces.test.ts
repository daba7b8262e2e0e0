/**
 * The surfaces HR works in over the lists, which the menu sweep does not reach: a definition's form
 * dialog (a new position), the candidate drawer, the talent drawer and a role's menu-grant dialog. Each
 * is opened as a person opens it, in zh-CN and in English, then looked at at 1366x900 and at 390x844
 * (the window resized in place, and what a row opened stays open as the list turns into cards) as the
 * sweep looks at a screen: console and page errors, failed calls,
 * raw keys, cut or spilling text inside the surface, a page wider than its window, and serious or
 * critical axe findings within the surface (colour contrast in zh-CN only, as in the sweep).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { launchBrowser, shot, startServer } from '../support/browser.ts';
import { activePage, openAdmin } from '../support/admin-page.ts';
import { findLayoutFaults } from '../support/layout-faults.ts';
import { adminIn, axeFindings, blocking, DESKTOP, describeAxe, PHONE, settle, watchProblems } from '../support/screen-sweep.ts';

let app: FastifyInstance;
let base: string;
let browser: Browser;

beforeAll(async () => {
  ({ app, base } = await startServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface Surface {
  name: string;
  path: string;
  open: (page: Page) => Promise<void>;
  /** The surface's own element: what is looked at. */
  within: string;
}

const firstRow = (page: Page) => activePage(page).locator('tbody tr, [data-record-card]').first();

const SURFACES: readonly Surface[] = [
  {
    name: 'position-form',
    path: '/recruit/web/position/info',
    open: (page) => activePage(page).getByTestId('toolbar-add').click(),
    within: '[data-testid="form-dialog"]',
  },
  {
    name: 'candidate-drawer',
    path: '/recruit/web/pipeline/newDelivery',
    open: (page) => firstRow(page).getByTestId('candidate-open').click(),
    within: '[data-testid="candidate-drawer"]',
  },
  {
    name: 'talent-drawer',
    path: '/recruit/web/talent/talentCenter',
    open: (page) => firstRow(page).getByTestId('talent-open').click(),
    within: '[data-testid="talent-drawer"]',
  },
  {
    name: 'menu-grant',
    path: '/recruit/web/org/role',
    open: (page) => activePage(page).locator('[data-testid="row-grantMenu"]:not([disabled])').first().click(),
    within: '[data-testid="grant-menu-dialog"]',
  },
];

async function sweepSurfaces(lang: 'zh-CN' | 'en'): Promise<string[]> {
  const { context, page } = await adminIn(browser, base, lang, DESKTOP);
  const watch = watchProblems(page, base);
  const found: string[] = [];
  for (const s of SURFACES) {
    await page.setViewportSize(DESKTOP);
    await openAdmin(page, base, s.path);
    await firstRow(page).waitFor();
    await s.open(page);
    await page.locator(s.within).waitFor();
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await settle(page, watch);
      // Crossing 992 px turns the list's table into cards: what a row opened stays open.
      if ((await page.locator(s.within).count()) !== 1) {
        found.push(`${lang} ${label} ${s.name}: closed when the window became ${viewport.width} px wide`);
        break;
      }
      const faults = [...watch.problems.splice(0), ...(await findLayoutFaults(page, s.within))];
      const axe = (await axeFindings(page, s.name, { within: s.within, skip: lang === 'zh-CN' ? [] : ['color-contrast'] })).filter(
        blocking,
      );
      if (faults.length > 0 || axe.length > 0) await shot(page, `surface-${lang}-${label}-${s.name}`);
      found.push(...faults.map((f) => `${lang} ${label} ${s.name}: ${f}`), ...(axe.length ? [describeAxe(axe)] : []));
    }
    if ((await page.locator(s.within).count()) === 0) continue;
    await page.keyboard.press('Escape');
    await page.locator(s.within).waitFor({ state: 'detached' });
  }
  await context.close();
  return found;
}

it('the form dialog, the candidate and talent drawers and the menu grant, in zh-CN: nothing cut, failed or inaccessible', {
  timeout: 180_000,
}, async () => {
  const found = await sweepSurfaces('zh-CN');
  expect(found, found.join('\n')).toEqual([]);
});

it('the same surfaces in English', { timeout: 180_000 }, async () => {
  const found = await sweepSurfaces('en');
  expect(found, found.join('\n')).toEqual([]);
});
