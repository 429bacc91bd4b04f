/**
 * Browser test of the walking skeleton: a new user on the stack that `npm start` runs signs
 * in (spec §2 guard, §3 current user), manages Grades (§7 through the gateway) and signs out (§4);
 * an Employee is refused the Grades route (§2 route rules).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { demoPassword, launchBrowser } from './support/browser';
import { savedToken, sessionAnswers, waitUntil } from './support/session';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

/** Reads the `currentUser` localStorage entry (spec §3) as parsed JSON, or null. */
async function currentUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('currentUser');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('walking skeleton', () => {
  test('an Admin signs in, manages a grade end to end, and signs out', async () => {
    const page = await browser.newPage();
    await page.goto(stack.webUrl);
    await page.waitForURL(`${stack.webUrl}/account/login?returnUrl=%2F`);

    await signIn(page, 'admin@example.com', 'not-the-password');
    const wrongPassword = await page
      .getByRole('alert')
      .filter({ hasText: /invalid e-mail or password/i })
      .textContent();
    await signIn(page, 'nobody@example.com', demoPassword);
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid e-mail or password/i })
      .waitFor();
    const unknownEmail = await page
      .getByRole('alert')
      .filter({ hasText: /invalid e-mail or password/i })
      .textContent();
    assert.equal(unknownEmail, wrongPassword, 'an unknown e-mail reads exactly like a wrong password');
    assert.equal(await currentUser(page), null);

    await signIn(page, 'admin@example.com', demoPassword);
    await page.waitForURL(`${stack.webUrl}/`);
    const user = await currentUser(page);
    assert.ok(user && typeof user.token === 'string' && user.token.length > 20, 'currentUser holds the token');
    assert.deepEqual(user.roles, ['ADMIN']);
    await page
      .getByText(/Good (Morning|Afternoon|Evening)/)
      .first()
      .waitFor();
    await page.getByText(String(user.employeeName)).first().waitFor();
    await page.getByText('2021 ©').waitFor();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'General Setup' }).click();
    await menu.getByRole('link', { name: 'Grades' }).click();
    await page.waitForURL(`${stack.webUrl}/setup/grades`);
    await page.getByRole('heading', { name: 'Grades' }).waitFor();

    const name = `E2E Grade ${Date.now()}`;
    await page.getByRole('button', { name: 'New grade' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(/name is required/i).waitFor();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Level').fill('42');
    await form.getByLabel('Description').fill('Created by the browser test');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('Grade saved.').waitFor();

    // An update of a field the list neither sorts, searches nor filters on changes the row from the
    // mutation's payload in the cache, with no list request (DESIGN §4). By name, "E2E …" is before
    // every seeded "G… " grade: the new one is on the first page.
    const listOperations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (operation === 'Grades' || operation === 'UpdateGrade') listOperations.push(operation);
    });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Description').fill('Edited in the list');
    const beforeSave = listOperations.length;
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: 'Edited in the list', exact: true }).waitFor();
    await page.waitForTimeout(1000);
    assert.deepEqual(listOperations.slice(beforeSave), ['UpdateGrade'], 'an update of the description sends no list request');

    await page.getByLabel('Search').fill(name);
    await page.waitForURL(/search=/);
    await page.getByRole('cell', { name, exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`${name} edited`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByLabel('Search').fill(`${name} edited`);
    await page.getByRole('cell', { name: `${name} edited`, exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${name} edited` }).click();
    await page.getByRole('dialog', { name: 'Delete grade' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Grade deleted.').waitFor();
    await page.getByText('No grades found.').waitFor();
    await page.reload();
    await page.getByText('No grades found.').waitFor();
    assert.match(page.url(), /search=/, 'the search is kept in the URL across a reload');

    const token = await savedToken(page);
    assert.ok(token, 'signed in before logout');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/account\/login/);
    // Logout goes to the login screen, which then removes the saved user (spec §4): wait for it.
    await page.waitForFunction(() => window.localStorage.getItem('currentUser') === null);
    assert.equal(await currentUser(page), null, 'sign out removes currentUser');
    // ... and ends the session on the server: the token no longer works (DESIGN §2).
    await waitUntil(async () => !(await sessionAnswers(stack.gatewayUrl, token)), 'the token is refused after logout');
    await page.close();
  });

  test('an Employee who types /setup/grades is sent to /', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/setup/grades`);
    await page.waitForURL(`${stack.webUrl}/account/login?returnUrl=%2Fsetup%2Fgrades`);
    await signIn(page, 'employee@example.com', demoPassword);
    await page.waitForURL(`${stack.webUrl}/`);
    await page.goto(`${stack.webUrl}/setup/grades`);
    await page.waitForURL(`${stack.webUrl}/`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    assert.equal(await menu.getByRole('button', { name: 'General Setup' }).count(), 0, 'the Employee menu has no General Setup group');
    await page.close();
  });
});
