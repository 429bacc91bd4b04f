/**
 * Browser tests of Visit Report › Calendar and a visit's report (docs/visits.md "Web", DESIGN §5 "Visit
 * reports") on the stack that `npm start` runs, with the seeded people (employee@example.com James Carter
 * in Sales, whose Hod is hod@example.com; finance@example.com heads Finance):
 * - at 1280 px the Employee (no person filter: they see only themselves) selects an empty day on the
 *   month view, plans a visit there (customer and category picked, the time prefilled), drags it to
 *   another day (the server keeps the new day; a drag after someone else changed it is refused and
 *   moved back, with a toast), opens it, writes two section notes, picks two products
 *   and the outcome, saves and completes the report: it is read-only then, and green on the calendar;
 * - at 390 px (phone user agent) the calendar opens as a list without sideways scroll, and the
 *   Employee reports and completes a visit planned yesterday on its page, without sideways scroll;
 * - the Hod of Sales gets the person filter and sees the Employee's visits, never the visit of the head
 *   of Finance (another department).
 * Visits are planned in the past (completing before the start is refused). Screenshots in e2e/screenshots/.
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

/** A GraphQL call to the gateway with `token` ('' for none); throws on a top-level error. */
const gateway = <T>(token: string, query: string, variables: object = {}) => gatewayCall<T>(stack.gatewayUrl, token, query, variables);

/** A fresh context signed in as `email`, `width` px wide, in UTC (the tests place visits on UTC days). */
const signedInAs = (email: string, width = 1280) => signIntoContext(browser, stack.webUrl, email, width, { timezoneId: 'UTC' });

const EMPLOYEE = 'employee@example.com';
const EMPLOYEE_NAME = 'James Carter';
const HOD = 'hod@example.com';
const FINANCE = 'finance@example.com';
const CALENDAR = '/visit-reports/calendar';

/** Signs in through the gateway and answers the bearer token. */
async function tokenFor(email: string): Promise<string> {
  const data = await gateway<{ authenticate: { token: string } }>(
    '',
    'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token } }',
    {
      email,
      password: process.env.SEED_PASSWORD ?? 'BackOffice!2026',
    },
  );
  return data.authenticate.token;
}

/**
 * Plans a visit through the gateway as the holder of `token`, `daysAgo` days before now, 10:00–11:00
 * UTC, with the first customer they may read and the first active GVR category; answers its id,
 * number and customer name.
 */
async function planVisit(token: string, daysAgo: number): Promise<{ id: string; number: string; customerName: string }> {
  const { customers } = await gateway<{ customers: { items: { id: string }[] } }>(token, '{ customers(pageSize: 1) { items { id } } }');
  const { allGvrCategories } = await gateway<{ allGvrCategories: { id: string; active: boolean }[] }>(token, '{ allGvrCategories { id active } }');
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const customer = customers.items[0];
  const category = allGvrCategories.find((c) => c.active);
  assert.ok(customer && category, 'a customer and a category to plan with');
  const { createVisit } = await gateway<{ createVisit: { visit: { id: string; number: string; customerName: string } | null; errors: unknown[] } }>(
    token,
    'mutation($input: VisitInput!) { createVisit(input: $input) { visit { id number customerName } errors { message field } } }',
    { input: { customerId: customer.id, categoryId: category.id, start: `${day}T10:00:00.000Z`, end: `${day}T11:00:00.000Z` } },
  );
  assert.ok(createVisit.visit, `planned: ${JSON.stringify(createVisit.errors)}`);
  return createVisit.visit;
}

/** The id of visit `number`, found by a search as the holder of `token`. */
async function visitIdOf(token: string, number: string): Promise<string> {
  const { visits } = await gateway<{ visits: { items: { id: string; number: string }[] } }>(token, 'query($search: String) { visits(search: $search) { items { id number } } }', {
    search: number,
  });
  const found = visits.items.find((visit) => visit.number === number);
  assert.ok(found, `visit ${number} is found`);
  return found.id;
}

/** A visit's start and status, as the gateway answers them to `token`. */
async function visitOf(token: string, id: string): Promise<{ start: string; status: string; notes: unknown[]; productIds: string[]; version: number }> {
  const { visit } = await gateway<{ visit: { start: string; status: string; notes: unknown[]; productIds: string[]; version: number } }>(
    token,
    'query($id: ID!) { visit(id: $id) { start status notes { sectionId text } productIds version } }',
    { id },
  );
  return visit;
}

/** Opens the calendar and waits until it has loaded its range ("N visits shown."). */
async function openCalendar(page: Page): Promise<void> {
  await page.goto(`${stack.webUrl}${CALENDAR}`);
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await calendarSettled(page);
}

/** Waits until the calendar says how many visits it shows (its range is loaded). */
async function calendarSettled(page: Page): Promise<void> {
  await page
    .locator('.visit-calendar-status')
    .filter({ hasText: /visits? shown\./ })
    .waitFor();
}

/** Switches the calendar to a view by its toolbar tab ("Month view", "Week view", "Day view", "List view"). */
async function showView(page: Page, label: string): Promise<void> {
  await page
    .locator('.visit-calendar')
    .getByRole('tab', { name: `${label} view` })
    .click();
  await calendarSettled(page);
}

/** Picks the first option (or the first `count`) of the picker labelled `label` in `scope`; answers their labels. */
async function pickFirst(page: Page, scope: Locator, label: string, count = 1): Promise<string[]> {
  const field = scope.locator('.form-field').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}\\s*\\*?$`) }) });
  await field.locator('.p-dropdown, .p-multiselect').first().click();
  const panel = page.locator('.p-dropdown-panel, .p-multiselect-panel').last();
  const options = panel.getByRole('option');
  await options.first().waitFor();
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const option = options.nth(i);
    picked.push((await option.innerText()).trim());
    await option.click();
  }
  if (count > 1 || (await field.locator('.p-multiselect').count()) > 0) await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return picked;
}

/** Drags `event` with the mouse onto the month view's cell of `day` (low in it, clear of other visits). */
async function dragToDay(page: Page, event: Locator, day: string): Promise<void> {
  const from = await event.boundingBox();
  const to = await page.locator(`.visit-calendar [data-date="${day}"]`).first().boundingBox();
  assert.ok(from && to);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 15 });
  await page.mouse.up();
}

/** The days (`YYYY-MM-DD`) of the month view's cells before today, oldest first. */
async function pastDayCells(page: Page): Promise<string[]> {
  const today = new Date().toISOString().slice(0, 10);
  const days = await page.locator('.visit-calendar [data-date]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date') ?? ''));
  return [...new Set(days.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today))].sort();
}

/** Fills in the report of the open visit page (two section notes, two products, outcome), saves it and completes it. */
async function reportAndComplete(page: Page, number: string): Promise<void> {
  const report = page.getByRole('region', { name: 'Report' });
  await report.waitFor();
  const boxes = report.locator('textarea');
  await boxes.first().waitFor();
  // The first two boxes are the first two GVR sections' (the sections' order); then outcome and next action.
  await boxes.nth(0).fill('Presented the new cardiology range to the ward.');
  await boxes.nth(1).fill('A competitor offered a lower price last month.');
  const products = await pickFirst(page, report, 'Products', 2);
  assert.equal(products.length, 2);
  await report.getByLabel('Outcome').fill('Trial order of 20 units agreed.');
  await report.getByRole('button', { name: 'Save report' }).click();
  await page.getByText('Report saved.', { exact: true }).waitFor();
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Complete report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Complete report ${number}` });
  await dialog.getByRole('button', { name: 'Complete report', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(`Visit ${number} completed.`, { exact: true }).waitFor();
  await page.locator('.record-title .workflow-status').filter({ hasText: 'Completed' }).waitFor();
  // Read-only once completed: no report form, the notes and outcome in the details.
  await page.getByRole('region', { name: 'Report' }).waitFor({ state: 'detached' });
  await page.getByText('Trial order of 20 units agreed.').waitFor();
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

describe('visit calendar and report', () => {
  test('an Employee plans a visit on the calendar, drags it to another day and completes its report (1280 px)', async () => {
    const { context, page } = await signedInAs(EMPLOYEE);
    try {
      await openCalendar(page);
      assert.equal(await page.getByLabel('Person').count(), 0, 'an Employee sees only themselves: no person filter');
      await page.getByRole('list', { name: 'Legend' }).getByText('Planned').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'the calendar passes axe');

      await showView(page, 'Month');
      let days = await pastDayCells(page);
      if (days.length < 2) {
        await page
          .locator('.visit-calendar')
          .getByRole('button', { name: /^Previous/ })
          .first()
          .click();
        await calendarSettled(page);
        days = await pastDayCells(page);
      }
      const [planDay, dragDay] = days.slice(-2) as [string, string];

      // Select the empty day: the plan dialog, its time prefilled from the working hours.
      // (Low in the cell: a seeded visit on that day sits at its top.)
      const cell = await page.locator(`.visit-calendar [data-date="${planDay}"]`).first().boundingBox();
      assert.ok(cell);
      await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height - 6);
      const dialog = page.getByRole('dialog', { name: 'Plan visit' });
      await dialog.waitFor();
      assert.match(await dialog.getByLabel('Start').inputValue(), new RegExp(`^${planDay}T\\d{2}:\\d{2}$`), 'the start is prefilled on the day selected');
      await pickFirst(page, dialog, 'Customer');
      await pickFirst(page, dialog, 'Category');
      await dialog.getByRole('button', { name: 'Plan visit' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const planned = page.getByText(/^Visit VS-\d{4}-\d{4,} planned\.$/);
      await planned.waitFor();
      const number = (await planned.innerText()).match(/VS-\d{4}-\d+/)?.[0] ?? '';
      await calendarSettled(page);

      // Drag it to the other day (found by its id: the seeded visits may share its customer).
      const token = await tokenFor(EMPLOYEE);
      const id = await visitIdOf(token, number);
      const event = page.locator(`.visit-calendar [data-visit-id="${id}"]`);
      await event.waitFor();
      await dragToDay(page, event, dragDay);
      await page.getByText(`Visit ${number} rescheduled.`, { exact: true }).waitFor();
      await calendarSettled(page);

      // Someone changes it meanwhile (the calendar holds the older version): a drag is refused and moved back.
      const held = await visitOf(token, id);
      await gateway(token, 'mutation($id: ID!, $version: Int!) { updateVisit(id: $id, version: $version, input: { nextAction: "Call back" }) { errors { message } } }', {
        id,
        version: held.version,
      });
      await dragToDay(page, event, planDay);
      await page.getByText(`Visit ${number} changed meanwhile: it was moved back.`, { exact: true }).waitFor();
      await calendarSettled(page);
      assert.equal((await visitOf(token, id)).start.slice(0, 10), dragDay, 'the refused drag changed nothing');
      await page.locator(`.visit-calendar [data-date="${dragDay}"] [data-visit-id="${id}"]`).waitFor();
      await page.screenshot({ path: new URL('visits-calendar-month-1280.png', SHOTS).pathname, fullPage: true });

      // Open it from the calendar.
      await page.locator(`.visit-calendar [data-visit-id="${id}"]`).click();
      await page.getByRole('heading', { level: 1, name: number }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/visit-reports/visits/${id}`);
      assert.equal((await visitOf(token, id)).start.slice(0, 10), dragDay, 'the server kept the day it was dragged to');

      await reportAndComplete(page, number);
      const saved = await visitOf(token, id);
      assert.equal(saved.status, 'COMPLETED');
      assert.equal(saved.notes.length, 2, 'two section notes');
      assert.equal(saved.productIds.length, 2, 'two products');
      await page.screenshot({ path: new URL('visits-report-completed-1280.png', SHOTS).pathname, fullPage: true });

      // Green on the calendar, and no longer draggable.
      await openCalendar(page);
      await showView(page, 'Month');
      if ((await page.locator(`.visit-calendar [data-date="${dragDay}"]`).count()) === 0) {
        await page
          .locator('.visit-calendar')
          .getByRole('button', { name: /^Previous/ })
          .first()
          .click();
        await calendarSettled(page);
      }
      await page.locator(`.visit-calendar [data-visit-id="${id}"].visit-event--completed`).waitFor();
    } finally {
      await context.close();
    }
  });

  test('at 390 px the calendar is a list without sideways scroll, and a visit is reported and completed on a phone', async () => {
    const token = await tokenFor(EMPLOYEE);
    const visit = await planVisit(token, 1);
    const { context, page } = await signedInAs(EMPLOYEE, 390);
    try {
      await openCalendar(page);
      await page.locator('.visit-calendar').getByRole('tab', { name: 'List view', selected: true }).waitFor();
      await assertNoSidewaysScroll(page, 'the calendar at 390 px');
      await page.screenshot({ path: new URL('visits-calendar-390.png', SHOTS).pathname, fullPage: true });

      await page.goto(`${stack.webUrl}/visit-reports/visits/${visit.id}`);
      await page.getByRole('heading', { level: 1, name: visit.number }).waitFor();
      await assertNoSidewaysScroll(page, 'the visit report at 390 px');
      await reportAndComplete(page, visit.number);
      await assertNoSidewaysScroll(page, 'the completed visit at 390 px');
      await toastsGone(page);
      await page.screenshot({ path: new URL('visits-report-390.png', SHOTS).pathname, fullPage: true });
      assert.deepEqual(await seriousAxeViolations(page), [], 'the completed visit passes axe');
      assert.equal((await visitOf(token, visit.id)).status, 'COMPLETED');
    } finally {
      await context.close();
    }
  });

  test('a Hod sees the visits of their department, never those of another department', async () => {
    const mine = await planVisit(await tokenFor(EMPLOYEE), 0);
    const other = await planVisit(await tokenFor(FINANCE), 0);
    const { context, page } = await signedInAs(HOD);
    try {
      await openCalendar(page);
      await page.getByText('Person', { exact: true }).first().waitFor();
      await showView(page, 'List');
      await page.screenshot({ path: new URL('visits-calendar-hod-1280.png', SHOTS).pathname, fullPage: true });
      const titles = await page.locator('.visit-calendar .visit-event').allInnerTexts();
      const joined = titles.join('\n');
      assert.ok(joined.includes(EMPLOYEE_NAME), `the Employee's visits are shown: ${joined}`);
      assert.ok(!joined.includes('Priya Nair'), `the head of Finance's visit is not shown: ${joined}`);
      // Nor does its page open for the Hod (outside their view: as if it did not exist).
      await page.goto(`${stack.webUrl}/visit-reports/visits/${other.id}`);
      await page.locator('.form-message').first().waitFor();
      assert.equal(await page.getByRole('heading', { level: 1, name: other.number }).count(), 0);
      await page.goto(`${stack.webUrl}/visit-reports/visits/${mine.id}`);
      await page.getByRole('heading', { level: 1, name: mine.number }).waitFor();
    } finally {
      await context.close();
    }
  });
});
