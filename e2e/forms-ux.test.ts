/**
 * Browser tests of the generic form and dialogs as people use them (DESIGN §4 forms; the shell and
 * forms issue), on the stack that `npm start` runs, at 1400 px and at 390 px with a phone's user agent:
 * typing right after "New grade" goes into the Name field (the dialog focuses its first field, not its
 * close button) and closing gives the focus back to the button; Back with unsaved changes asks
 * "Discard changes?" and Keep editing stays; a failed submit focuses the first invalid field; required
 * fields are marked; a phone number is checked; a save is confirmed by a toast that does not move the
 * page; a refused delete says how many records use the record, once however often it is tried; an
 * inactive salesperson code is not offered while one already set still shows; axe finds no serious
 * violation on these screens.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { pick, signIn } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3170, gateway: 4170, web: 5243 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

/** Safari on an iPhone: the app tells phones by their user agent (spec §2). */
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const SCREENS: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1400, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true },
};

/** A fresh context on `screen`, signed in as Gvr, on the dashboard. */
async function signedIn(screen: keyof typeof SCREENS, email = 'gvr@example.com'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  await page.goto(`${stack.webUrl}/account/login`);
  await signIn(page, email);
  await page.waitForURL(`${stack.webUrl}/`);
  return { context, page };
}

/** The accessible name (or, failing that, the label) of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(body)';
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null;
    return element.getAttribute('aria-label') ?? label ?? element.textContent?.trim() ?? element.tagName;
  });

/** Waits up to 5 s for the element named `name` to have the focus; fails with `message` and what has it. */
async function waitForFocus(page: Page, name: string, message: string): Promise<void> {
  const deadline = Date.now() + 5000;
  let focused = await focusedName(page);
  while (focused !== name && Date.now() < deadline) {
    await page.waitForTimeout(50);
    focused = await focusedName(page);
  }
  assert.equal(focused, name, message);
}

/** Fails on serious axe violations on the page. */
async function noSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  assert.deepEqual(violations, [], `axe on ${where}: ${JSON.stringify(violations, null, 2)}`);
}

/**
 * Presses a button or link as the screen's user does: a click at 1400 px; on the phone, the keyboard
 * (focus, Enter), which does not depend on what the layout lays over the page at 390 px (the layout's
 * own tests cover that).
 */
async function press(screen: keyof typeof SCREENS, target: Locator): Promise<void> {
  if (screen === 'desktop') {
    await target.click();
    return;
  }
  await target.focus();
  await target.press('Enter');
}

/** Calls the gateway with the page's token. */
async function gateway(page: Page, query: string, variables: object = {}): Promise<Record<string, any>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token);
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data ?? {};
}

for (const screen of ['desktop', 'phone'] as const) {
  describe(`the form dialog at ${screen === 'desktop' ? '1400 px' : '390 px on a phone'}`, () => {
    test('typing right after "New grade" keeps the text; closing gives the focus back; a failed submit focuses the field; axe', async () => {
      const { context, page } = await signedIn(screen);
      await page.goto(`${stack.webUrl}/setup/grades`);
      const opener = page.getByRole('button', { name: 'New grade' });
      await press(screen, opener);
      const dialog = page.getByRole('dialog', { name: 'New grade' });
      await dialog.waitFor();
      // Straight away, as a user would: the keys go to whatever has the focus.
      await page.keyboard.type('Senior grade');
      assert.equal(await dialog.isVisible(), true, 'typing a space did not close the dialog');
      assert.equal(await dialog.getByLabel('Name', { exact: true }).inputValue(), 'Senior grade');
      assert.equal(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-required'), 'true', 'Name is required');
      assert.equal(await dialog.locator('.form-field .form-field-required').count(), 1, 'one field carries the required mark');
      await dialog.getByText('* Required').waitFor();
      await noSeriousViolations(page, `the New grade dialog (${screen})`);

      // A failed submit: the focus goes to the field with the message.
      await dialog.getByLabel('Name', { exact: true }).fill('');
      await dialog.getByLabel('Level').fill('7');
      await press(screen, dialog.getByRole('button', { name: 'Save' }));
      await dialog.getByText('Name is required.').waitFor();
      await waitForFocus(page, 'Name', 'a failed submit focuses the field with the message');

      await page.keyboard.press('Escape');
      await press(screen, page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }));
      await dialog.waitFor({ state: 'hidden' });
      await waitForFocus(page, 'New grade', 'the focus is back on the button that opened the dialog');
      await context.close();
    });

    test('Back with unsaved changes asks "Discard changes?"; Keep editing stays, Discard leaves', async () => {
      const { context, page } = await signedIn(screen);
      const question = page.getByRole('dialog', { name: 'Discard changes?' });

      // Back to the same list in another order (a query of its own in the history).
      await page.goto(`${stack.webUrl}/setup/grades`);
      await press(screen, page.getByRole('columnheader', { name: /Level/ }).getByRole('button'));
      await page.waitForURL(/sort=level/);
      await press(screen, page.getByRole('button', { name: 'Edit G2 Junior Officer', exact: true }));
      const grade = page.getByRole('dialog', { name: 'Edit grade' });
      const description = grade.getByLabel('Description');
      await description.waitFor();
      await description.fill('Half-typed change');
      const sorted = page.url();
      await page.goBack();
      await question.waitFor();
      assert.equal(page.url(), sorted, 'the address stays while the question is asked');
      await press(screen, question.getByRole('button', { name: 'Keep editing' }));
      await question.waitFor({ state: 'hidden' });
      assert.equal(await grade.isVisible(), true, 'Keep editing stays in the dialog');
      assert.equal(await description.inputValue(), 'Half-typed change', 'with the changes');
      assert.equal(page.url(), sorted);
      await page.goBack();
      await press(screen, question.getByRole('button', { name: 'Discard' }));
      await page.waitForURL(`${stack.webUrl}/setup/grades`);
      await grade.waitFor({ state: 'hidden' });

      // Back from an employee's page to the list (another page).
      await page.goto(`${stack.webUrl}/setup/employees?search=Aisha`);
      await press(screen, page.getByRole('link', { name: 'Aisha Rahman', exact: true }));
      await page.waitForURL(/\/setup\/employees\/[^/?]+$/);
      const record = page.url();
      await press(screen, page.getByRole('button', { name: 'Edit employee' }));
      const employee = page.getByRole('dialog', { name: 'Edit employee' });
      await employee.getByLabel('Phone').fill('+1 555 0199');
      await page.goBack();
      await question.waitFor();
      assert.equal(page.url(), record);
      await press(screen, question.getByRole('button', { name: 'Keep editing' }));
      assert.equal(await employee.getByLabel('Phone').inputValue(), '+1 555 0199');
      await page.goBack();
      await press(screen, question.getByRole('button', { name: 'Discard' }));
      await page.waitForURL(`${stack.webUrl}/setup/employees?search=Aisha`);
      await page.getByRole('heading', { name: 'Employees', exact: true }).waitFor();
      await context.close();
    });
  });
}

describe('feedback at 1400 px', () => {
  test('a save is confirmed by a toast over the page; the page does not move', async () => {
    const { context, page } = await signedIn('desktop');
    await page.goto(`${stack.webUrl}/setup/grades`);
    const heading = page.getByRole('heading', { name: 'Grades', exact: true });
    const before = (await heading.boundingBox())?.y;
    await page.getByRole('button', { name: 'New grade' }).click();
    const dialog = page.getByRole('dialog', { name: 'New grade' });
    await dialog.getByLabel('Name', { exact: true }).fill(`Toast grade ${Date.now().toString().slice(-6)}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.p-toast').getByRole('alert').filter({ hasText: 'Grade saved.' });
    await toast.waitFor();
    assert.equal((await heading.boundingBox())?.y, before, 'the heading has not moved down');
    await noSeriousViolations(page, 'the grades list with a toast');
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    await context.close();
  });

  test('a refused delete says how many records use the record, in one alert however often it is tried', async () => {
    const { context, page } = await signedIn('desktop');
    await page.goto(`${stack.webUrl}/setup/grades`);
    const message = 'Could not delete grade G3 Officer. This grade is used by 4 employees and cannot be deleted.';
    for (const attempt of [1, 2]) {
      const deleteButton = page.getByRole('button', { name: 'Delete G3 Officer', exact: true });
      await deleteButton.click();
      const confirm = page.getByRole('dialog', { name: 'Delete grade' });
      await confirm.waitFor();
      await waitForFocus(page, 'Cancel', 'the safe choice has the focus');
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      assert.equal(await page.getByRole('alert').filter({ hasText: message }).count(), 1, `one alert after attempt ${attempt}`);
      await waitForFocus(page, 'Delete G3 Officer', "the focus is back on the row's Delete button");
    }
    await noSeriousViolations(page, 'the grades list with the refused delete');
    await context.close();
  });

  test('an inactive salesperson code is not offered; one already set still shows; a phone number is checked', async () => {
    const { context, page } = await signedIn('desktop');
    await page.goto(`${stack.webUrl}/setup/employees?search=Aisha`);
    await page.getByRole('button', { name: 'Edit Aisha Rahman', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    const codeField = edit.locator('.form-field').filter({ has: page.locator('label', { hasText: /^Salesperson code$/ }) });
    await codeField.locator('.p-dropdown').click();
    const panel = page.locator('.p-dropdown-panel');
    await panel.getByRole('option', { name: 'SP-APD-01 – Pharma distribution, North territory' }).waitFor();
    const offered = await panel.getByRole('option').allTextContents();
    assert.ok(!offered.some((option) => option.includes('SP-APD-99')), `the inactive SP-APD-99 is not offered: ${offered.join(' | ')}`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // A phone number that is not one is refused before sending, with the server's words.
    const phone = edit.getByLabel('Phone');
    await phone.fill('call me');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Enter a phone number of 6 to 20 digits (spaces, dashes, brackets and a leading + allowed).').waitFor();
    await waitForFocus(page, 'Phone', 'the failed submit focused the phone');
    await noSeriousViolations(page, 'the employee form with a message');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Aisha is given the inactive code (as if it was deactivated after it was given to her).
    const found = await gateway(page, '{ employees(search: "Aisha") { items { id version } } allSalespersonCodes { id code } }');
    const { id, version } = found.employees.items[0];
    const closed = found.allSalespersonCodes.find((code: { code: string }) => code.code === 'SP-APD-99');
    // Only the code changes (DESIGN §3: an update keeps the fields it does not send).
    const given = await gateway(
      page,
      'mutation($id: ID!, $v: Int!, $i: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $v, input: $i) { employee { id } errors { message } } }',
      {
        id,
        v: version,
        i: { salespersonCodeId: closed.id },
      },
    );
    assert.deepEqual(given.updateEmployee.errors, [], 'the inactive code was given');
    await page.reload();
    await page.getByRole('button', { name: 'Edit Aisha Rahman', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Edit employee' });
    const shownCode = again
      .locator('.form-field')
      .filter({ has: page.locator('label', { hasText: /^Salesperson code$/ }) })
      .locator('.p-dropdown-label');
    await shownCode.filter({ hasText: 'SP-APD-99' }).waitFor();
    assert.equal(await shownCode.textContent(), 'SP-APD-99 – Former West territory (closed) (inactive)');
    // Saving something else keeps it.
    await again.getByLabel('Phone').fill('+1 555 0146');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'hidden' });
    const saved = await gateway(page, '{ employees(search: "Aisha") { items { salespersonCodeId phone } } }');
    assert.deepEqual(saved.employees.items[0], { salespersonCodeId: closed.id, phone: '+1 555 0146' });
    // And a new choice is never the inactive one.
    await page.getByRole('button', { name: 'New employee' }).click();
    const create = page.getByRole('dialog', { name: 'New employee' });
    await pick(page, create, 'Salesperson code', ['SP-KAM-01 – Key accounts across the group']);
    await create
      .locator('.form-field')
      .filter({ has: page.locator('label', { hasText: /^Salesperson code$/ }) })
      .locator('.p-dropdown')
      .click();
    const choices = await page.locator('.p-dropdown-panel').getByRole('option').allTextContents();
    assert.ok(!choices.some((option) => option.includes('SP-APD-99')), `not offered to a new employee: ${choices.join(' | ')}`);
    await context.close();
  });
});
