/**
 * Browser tests of planning and reporting visits as people do it (docs/visits.md "Web › Calendar",
 * "Visit report"; DESIGN §5 "Visit reports"), at 1400 px and at 390 px with a phone's user agent and
 * touch, on the stack `npm start` runs, as the seeded Employee (employee@example.com; GVR settings'
 * working days Monday to Friday):
 * - a visit on a Saturday is on the week's time grid, the month and the phone's list, on a shaded day,
 *   and the status line counts exactly the visits on screen; the view and the date are in the URL; axe
 *   passes on every view (the month included); times follow the locale's clock (en-US 12 h, en-GB 24 h);
 * - "Plan visit" plans by keyboard only (the dialog opens on its first field; a failed submit passes axe),
 *   from the calendar and from a customer's page (the customer chosen), and by touch on a phone;
 * - typed report text is kept by the unsaved-changes guard when leaving the page (a menu link at 1400 px,
 *   Back on a phone), and "Complete report" with an unsaved outcome says so under Outcome.
 * Times are pinned to UTC (the visits are placed on UTC days).
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { signIn } from './setupUi';
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
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7 || 7));
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

/** axe's serious and critical findings once the page's transitions (a dialog fading in) are over. */
async function axeWhenStill(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return seriousAxeViolations(page);
}

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
  test('a Saturday visit is shown and counted in every view, on a shaded day, its view and date kept in the URL (1400 px)', async () => {
    const saturday = lastSaturday();
    const visit = await planVisitOn(await tokenFor(EMPLOYEE), saturday);
    const { context, page } = await signedInAs(EMPLOYEE, 1400);
    try {
      await page.goto(`${stack.webUrl}${CALENDAR}?view=timeGridWeek&date=${saturday}`);
      await settled(page);
      const event = page.locator(`.visit-calendar [data-visit-id="${visit.id}"]`);
      await event.waitFor();
      await assertCountedRight(page, 'the week');
      assert.equal((await page.locator(`.visit-calendar .visit-day--off[data-date="${saturday}"]`).count()) > 0, true, 'the Saturday is shaded as a non-working day');
      // The week opens at the working hours: the visit at 10:00 is in sight without scrolling.
      assert.ok(await event.isVisible(), 'the visit is in sight');
      const box = await event.boundingBox();
      assert.ok(box && box.y + box.height <= 900, `the 10:00 visit is within the window (at ${box?.y}px)`);
      assert.deepEqual(await seriousAxeViolations(page), [], 'the week view passes axe');
      await page.screenshot({ path: new URL('visits-weekend-week-1400.png', SHOTS).pathname });

      for (const [view, type] of [
        ['Month', 'dayGridMonth'],
        ['Day', 'timeGridDay'],
        ['List', 'listWeek'],
      ] as const) {
        await page
          .locator('.visit-calendar')
          .getByRole('tab', { name: `${view} view` })
          .click();
        await page.waitForURL((url) => url.searchParams.get('view') === type);
        await assertCountedRight(page, `the ${view.toLowerCase()} view`);
        if (view !== 'Day') await event.waitFor();
        assert.deepEqual(await seriousAxeViolations(page), [], `the ${view.toLowerCase()} view passes axe`);
        if (view === 'Month') await page.screenshot({ path: new URL('visits-weekend-month-1400.png', SHOTS).pathname, fullPage: true });
      }
      // The time grid writes times on the browser's clock (en-US here: 12 hours, with AM/PM).
      await page.locator('.visit-calendar').getByRole('tab', { name: 'Week view' }).click();
      await settled(page);
      assert.match(await event.innerText(), /10:00\s*[–-]\s*11:00\s*AM/i, 'a 12-hour clock says AM');
      await page.locator('.visit-calendar').getByRole('tab', { name: 'List view' }).click();
      await settled(page);
      // The address keeps the view and the date: a reload opens the same list.
      await page.reload();
      await settled(page);
      await page.locator('.visit-calendar').getByRole('tab', { name: 'List view', selected: true }).waitFor();
      await event.waitFor();
    } finally {
      await context.close();
    }
  });

  test('in en-GB the calendar writes 24-hour times, as the lists do', async () => {
    const saturday = lastSaturday();
    const visit = await planVisitOn(await tokenFor(EMPLOYEE), saturday);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-GB', timezoneId: 'UTC' });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.webUrl}/account/login`);
      await signIn(page, EMPLOYEE);
      await page.waitForURL(`${stack.webUrl}/`);
      await page.goto(`${stack.webUrl}${CALENDAR}?view=timeGridWeek&date=${saturday}`);
      await settled(page);
      const event = page.locator(`.visit-calendar [data-visit-id="${visit.id}"]`);
      assert.match(await event.innerText(), /^10:00\s*[–-]\s*11:00$/m, 'the event from 10:00 to 11:00 on a 24-hour clock');
      assert.ok((await page.locator('.visit-calendar').innerText()).includes('13:00'), 'the slots are labelled on a 24-hour clock');
      assert.doesNotMatch(await page.locator('.visit-calendar').innerText(), /\b(AM|PM|am|pm)\b/, 'no AM or PM anywhere');
    } finally {
      await context.close();
    }
  });

  test('at 390 px on a phone the Saturday visit is in the list, and a visit is planned by touch', async () => {
    const saturday = lastSaturday();
    const visit = await planVisitOn(await tokenFor(EMPLOYEE), saturday);
    const { context, page } = await signedInAs(EMPLOYEE, 390);
    try {
      await page.goto(`${stack.webUrl}${CALENDAR}?date=${saturday}`);
      await settled(page);
      await page.locator('.visit-calendar').getByRole('tab', { name: 'List view', selected: true }).waitFor();
      await page.locator(`.visit-calendar [data-visit-id="${visit.id}"]`).waitFor();
      await assertCountedRight(page, 'the phone list');
      await assertNoSidewaysScroll(page, 'the calendar at 390 px');
      assert.deepEqual(await seriousAxeViolations(page), [], 'the phone list passes axe');

      await page.getByRole('button', { name: 'Plan visit' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Plan visit' });
      await dialog.waitFor();
      assert.match(await dialog.getByLabel('Start').inputValue(), new RegExp(`^${saturday.slice(0, 8)}\\d{2}T\\d{2}:\\d{2}$`), 'the start is prefilled in the week shown');
      await tapFirst(page, dialog, 'Customer');
      await tapFirst(page, dialog, 'Category');
      await assertNoSidewaysScroll(page, 'the plan dialog at 390 px');
      await dialog.getByRole('button', { name: 'Plan visit' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^Visit VS-\d{4}-\d{4,} planned\.$/).waitFor();
      await settled(page);
      await assertCountedRight(page, 'the phone list after planning');
    } finally {
      await context.close();
    }
  });

  test('a visit is planned by keyboard alone; a failed submit passes axe (1400 px)', async () => {
    const { context, page } = await signedInAs(EMPLOYEE, 1400);
    try {
      await page.goto(`${stack.webUrl}${CALENDAR}`);
      await settled(page);
      await page.locator('body').focus();
      await tabTo(page, /^Plan visit$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Plan visit' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.form-field') !== null);
      assert.match(await focusedLabel(page), /^Customer/, 'the dialog opens on its first field, not on Close');

      // Sent empty: the messages under the fields, and axe passes on the dialog as it is then.
      await tabTo(page, /^Plan visit$/);
      await page.keyboard.press('Enter');
      await dialog.getByText('Customer is required.').waitFor();
      assert.deepEqual(await axeWhenStill(page), [], 'the plan dialog after a failed submit passes axe');

      await dialog.getByLabel('Customer').first().focus();
      await pickFirstByKeyboard(page);
      for (let i = 0; i < 5 && !/^Category/.test(await focusedLabel(page)); i++) await page.keyboard.press('Tab');
      assert.match(await focusedLabel(page), /^Category/, 'Tab reaches Category');
      await pickFirstByKeyboard(page);
      await tabTo(page, /^Plan visit$/);
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^Visit VS-\d{4}-\d{4,} planned\.$/).waitFor();
      await settled(page);

      // A customer's page plans with that customer chosen, the focus on Category; planned, the visit opens.
      const token = await tokenFor(EMPLOYEE);
      const { customers } = await gateway<{ customers: { items: { id: string; name: string }[] } }>(token, '{ customers(pageSize: 1) { items { id name } } }');
      const customer = customers.items[0];
      assert.ok(customer);
      await page.goto(`${stack.webUrl}/visit-reports/customers/${customer.id}`);
      await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
      await page.locator('body').focus();
      await tabTo(page, /^Plan visit$/);
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.form-field') !== null);
      assert.match(await focusedLabel(page), /^Category/, 'the customer is chosen: the focus is on Category');
      assert.equal((await dialog.locator('.form-field').first().innerText()).includes(customer.name), true, 'the customer is prefilled');
      assert.deepEqual(await axeWhenStill(page), [], "the customer's plan dialog passes axe");
      await pickFirstByKeyboard(page);
      await tabTo(page, /^Plan visit$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/visit-reports\/visits\/[^/]+$/);
      await page.getByRole('region', { name: 'Report' }).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const width of [1400, 390]) {
    test(`typed report text is kept by the guard, and "Complete report" with an unsaved outcome says so under Outcome (${width} px)`, async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const visit = await planVisitOn(await tokenFor(EMPLOYEE), yesterday);
      const { context, page } = await signedInAs(EMPLOYEE, width);
      // Leaving: the menu's Calendar link at 1400 px; the browser's Back on a phone (the menu is in a drawer).
      const leave = () => (width >= 768 ? page.getByRole('link', { name: 'Calendar', exact: true }).click() : page.goBack());
      try {
        // Opened from the calendar's list, so that Back is a step inside the app.
        await page.goto(`${stack.webUrl}${CALENDAR}?view=listWeek&date=${yesterday}`);
        await settled(page);
        await page.locator(`.visit-calendar [data-visit-id="${visit.id}"]`).click();
        await page.getByRole('heading', { level: 1, name: visit.number }).waitFor();
        const report = page.getByRole('region', { name: 'Report' });
        await report.getByLabel('Outcome').fill('Trial order agreed.');

        // Leaving asks first; "Keep editing" stays with the text.
        await leave();
        const discard = page.getByRole('dialog', { name: 'Discard changes?' });
        await discard.waitFor();
        assert.deepEqual(await axeWhenStill(page), [], 'the discard question passes axe');
        await discard.getByRole('button', { name: 'Keep editing' }).click();
        await discard.waitFor({ state: 'hidden' });
        assert.equal(new URL(page.url()).pathname, `/visit-reports/visits/${visit.id}`);
        assert.equal(await report.getByLabel('Outcome').inputValue(), 'Trial order agreed.');

        // "Complete report" before saving: its dialog opens on the comment, and the refusal shows under Outcome.
        await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Complete report', exact: true }).click();
        const complete = page.getByRole('dialog', { name: `Complete report ${visit.number}` });
        await complete.waitFor();
        await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
        assert.equal(await focusedLabel(page), 'Comment', 'the action dialog opens on its comment, not on Close');
        await complete.getByRole('button', { name: 'Complete report', exact: true }).click();
        await complete.waitFor({ state: 'hidden' });
        const outcome = report.locator('.form-field').filter({ has: page.locator('label', { hasText: /^Outcome/ }) });
        await outcome.getByText('Save the report first: completing it needs a saved outcome.').waitFor();
        assert.equal(await focusedLabel(page), 'Outcome', 'the focus is on Outcome');
        assert.equal(await page.locator('.workflow-comment').count(), 0);
        assert.deepEqual(await seriousAxeViolations(page), [], 'the report with the refusal passes axe');
        if (width < 768) await assertNoSidewaysScroll(page, 'the report with the refusal at 390 px');
        await page.screenshot({ path: new URL(`visits-report-unsaved-${width}.png`, SHOTS).pathname, fullPage: true });

        // Saved, it completes.
        await report.getByRole('button', { name: 'Save report' }).click();
        await page.getByText('Report saved.', { exact: true }).waitFor();
        await toastsGone(page).catch(() => undefined);
        await leave();
        await page.waitForURL((url) => url.pathname !== `/visit-reports/visits/${visit.id}`);
      } finally {
        await context.close();
      }
    });
  }
});
