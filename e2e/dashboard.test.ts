/**
 * Browser tests of the dashboard at `/` (docs/dashboard.md, DESIGN §5 Dashboard) on the stack that
 * `npm start` runs, with the seeded people and their demo visits, requisitions and claims:
 * - the Employee sees their visits this week and this month; a figure ("Completed this month", or another
 *   when the seed's visits fall outside it) opens the Activities list filtered to those visits, whose
 *   total is the figure;
 * - the Hod sees what waits for them and their department's visits with the charts; the waiting equipment
 *   requisitions open the list on its "To approve" tab;
 * - Finance sees the claims to review, to pay and paid this month with the chart; "Claims to review" opens
 *   the Claims list on "To review", status Submitted;
 * - Gvr sees their people's visits;
 * - at 390 px (phone) every role's dashboard has no sideways scroll. Screenshots in e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { assertNoSidewaysScroll, checkAndShoot, signedInAs as signIntoContext } from './workflowSession';
import { listSettled } from './workflowUi';

let stack: Stack;
let browser: Browser;

/** A fresh context signed in as `email`, `width` px wide, in UTC (the activities' day filter is a UTC day). */
const signedInAs = (email: string, width = 1280) => signIntoContext(browser, stack.webUrl, email, width, { timezoneId: 'UTC' });

/** The dashboard's figures group `name` ("My visits", "Waiting for me", …). */
const group = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

/** The link of the figure labelled `label` in group `name`, and the number it shows. */
async function figure(page: Page, name: string, label: string): Promise<{ link: ReturnType<Page['getByRole']>; value: number }> {
  const link = group(page, name)
    .getByRole('link')
    .filter({ has: page.locator('.figure-label', { hasText: new RegExp(`^${label}$`) }) });
  await link.waitFor();
  const value = Number((await link.locator('.figure-value').innerText()).replace(/,/g, ''));
  assert.ok(Number.isInteger(value), `${label} shows a number`);
  return { link, value };
}

/** Waits until the dashboard's figures have loaded (the "My visits" section shows: its figures, or one sentence when there are none). */
async function dashboardLoaded(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'My visits' }).waitFor();
}

/** The total a list shows under its table ("1–3 of 3" → 3; the empty message → 0). */
async function listTotal(page: Page): Promise<number> {
  await listSettled(page);
  const range = await page
    .locator('.crud-range')
    .innerText()
    .catch(() => '');
  return Number(/of ([\d,]+)/.exec(range)?.[1]?.replace(/,/g, '') ?? 0);
}

/** Checks the dashboard of `email` at 390 px: loaded, no sideways scroll, axe, a screenshot. */
async function phoneCheck(email: string, name: string, section: string): Promise<void> {
  const { context, page } = await signedInAs(email, 390);
  try {
    await dashboardLoaded(page);
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
    await page
      .locator('.dashboard-chart canvas')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await assertNoSidewaysScroll(page, `${name}'s dashboard at 390 px`);
    await checkAndShoot(page, `dashboard-${name}`);
  } finally {
    await context.close();
  }
}

before(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('dashboard', () => {
  test("the Employee's visits figure opens the Activities list of exactly those visits", async () => {
    const { context, page } = await signedInAs('employee@example.com');
    try {
      await dashboardLoaded(page);
      assert.equal(await group(page, 'Waiting for me').count(), 0, 'an Employee approves nothing');
      await page.getByRole('heading', { level: 2, name: 'My open requisitions' }).waitFor();
      await checkAndShoot(page, 'dashboard-employee');
      // The seed's visits are dated from today: one of these counts some whatever the day of the month.
      let chosen: { label: string; status: string; value: number; link: Awaited<ReturnType<typeof figure>>['link'] } | undefined;
      for (const [label, status] of [
        ['Completed this month', 'COMPLETED'],
        ['Completed this week', 'COMPLETED'],
        ['Planned this month', 'PLANNED'],
        ['Planned this week', 'PLANNED'],
      ] as const) {
        const found = await figure(page, 'My visits', label);
        if (found.value > 0) {
          chosen = { label, status, ...found };
          break;
        }
      }
      assert.ok(chosen, 'the seed has visits of the Employee this week or month');
      await chosen.link.click();
      await page.waitForURL(/\/visit-reports\/activities\?/);
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('kind'), 'VISIT');
      assert.equal(url.searchParams.get('status'), chosen.status);
      assert.equal(await listTotal(page), chosen.value, `the list behind ${chosen.label} holds as many visits as the figure says`);
    } finally {
      await context.close();
    }
  });

  test("the Hod's waiting requisitions open the list on its To approve tab; their department's visits come with charts", async () => {
    const { context, page } = await signedInAs('hod@example.com');
    try {
      await dashboardLoaded(page);
      await page.getByRole('heading', { level: 2, name: "Your department's visits" }).waitFor();
      // Counted in the department's section: the Hod's own My visits may add a chart of its own, depending on the day.
      const department = page.getByRole('region', { name: "Your department's visits" });
      await department.locator('.dashboard-chart canvas').first().waitFor();
      assert.equal(await department.locator('.dashboard-chart canvas').count(), 2, 'visits per week and by category');
      await checkAndShoot(page, 'dashboard-hod');
      const waiting = await figure(page, 'Waiting for me', 'Equipment requisitions');
      await waiting.link.click();
      await page.waitForURL(/\/requisitions\/equipments-requisition\?tab=approve/);
      await page.getByRole('tab', { name: /To approve/, selected: true }).waitFor();
      assert.equal(await listTotal(page), waiting.value, 'the To approve tab holds what the figure counts');
    } finally {
      await context.close();
    }
  });

  test('Finance: claims to review open the Claims list on To review, status Submitted', async () => {
    const { context, page } = await signedInAs('finance@example.com');
    try {
      await dashboardLoaded(page);
      await page.getByRole('heading', { level: 2, name: 'Claims' }).waitFor();
      await figure(page, 'Claims', 'Claims paid this month');
      await page.locator('.dashboard-chart canvas, .dashboard-section .dashboard-empty').first().waitFor();
      await checkAndShoot(page, 'dashboard-finance');
      const review = await figure(page, 'Claims', 'Claims to review');
      await review.link.click();
      await page.waitForURL(/\/visit-reports\/claims\?tab=approve&status=SUBMITTED/);
      assert.equal(await listTotal(page), review.value, 'the list holds the claims the figure counts');
    } finally {
      await context.close();
    }
  });

  test('Product sees a chart of their products by category, and the link opens the products', async () => {
    const { context, page } = await signedInAs('product@example.com');
    try {
      await dashboardLoaded(page);
      const section = page.getByRole('region', { name: 'Products' });
      await section.locator('figure.dashboard-chart').filter({ hasText: 'Products by category' }).locator('canvas').waitFor();
      await checkAndShoot(page, 'dashboard-product');
      await section.getByRole('link', { name: 'Open the products' }).click();
      await page.waitForURL(/\/product-setup\/products$/);
    } finally {
      await context.close();
    }
  });

  test("Gvr sees their people's visits; every role's dashboard fits 390 px without sideways scroll", async () => {
    const { context, page } = await signedInAs('gvr@example.com');
    try {
      await dashboardLoaded(page);
      await figure(page, "Your people's visits", 'Visits this week');
      await checkAndShoot(page, 'dashboard-gvr');
    } finally {
      await context.close();
    }
    await phoneCheck('employee@example.com', 'employee', 'My visits');
    await phoneCheck('hod@example.com', 'hod', "Your department's visits");
    await phoneCheck('finance@example.com', 'finance', 'Claims');
    await phoneCheck('gvr@example.com', 'gvr', "Your people's visits");
    await phoneCheck('product@example.com', 'product', 'Products');
  });
});
