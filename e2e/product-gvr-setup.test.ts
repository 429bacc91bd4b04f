/**
 * Browser tests of the Product Setup and GVR Setup screens (spec §2 menu and roles) on the stack that
 * `npm start` runs: as Gvr, every list screen of both areas (e2e/setupScreens.ts) creates, finds by
 * search, edits and deletes a record; GVR settings saves and says so when someone else saved
 * meanwhile; a customer keeps two contacts; GVR sections keep a new order over a reload. A Product
 * user edits products but not categories (menu, route and server); an Employee is refused every route.
 * Desktop (1280) and phone (390) screenshots of the customer form and the settings go to e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { setupScreens } from './setupScreens';
import { createSearchEditDelete, fillFields, pick, signedInPage } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3200, gateway: 4200, web: 5273 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

const unique = Date.now().toString().slice(-6);
const SCREENS = [...setupScreens(unique, '/product-setup/'), ...setupScreens(unique, '/gvr-setup/')];
const SHOTS = new URL('./screenshots/', import.meta.url);

/** A GraphQL call to the gateway with the token the page's user holds. */
async function gatewayAs(page: Page, query: string, variables: object = {}): Promise<{ data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token);
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

describe('Product and GVR Setup as Gvr', () => {
  assert.equal(SCREENS.length, 7, 'seven list screens (GVR settings is one record)');
  for (const screen of SCREENS) {
    test(`${screen.title} (${screen.path}): create, find by search, edit, delete`, async () => {
      const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
      await createSearchEditDelete(page, stack.webUrl, screen);
      await context.close();
    });
  }

  test('a customer with two contacts (desktop and phone screenshots)', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/gvr-setup/customers`);
    await page.getByRole('button', { name: 'New customer' }).click();
    const form = page.getByRole('dialog', { name: 'New customer' });
    const name = `E2E Clinic ${unique}`;
    await fillFields(page, form, [
      { label: 'Name', type: name },
      { label: 'Company', pick: 'Acme Trading LLC (ATL)' },
      { label: 'Salesperson', pick: 'Daniel Okafor (EMP-0003)', search: 'EMP-0003' },
    ]);
    for (const [index, contact] of [
      ['Ann Lee', 'Pharmacist'],
      ['Bo Chen', 'Doctor'],
    ].entries()) {
      await form.getByRole('button', { name: 'Add contact' }).click();
      const row = form.getByRole('group', { name: `Contact ${index + 1}` });
      await row.getByLabel('Name', { exact: true }).fill(contact[0]!);
      await pick(page, row, 'Position', [contact[1]!]);
    }
    await mkdir(SHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      // The dialog scrolls inside the viewport: its top, then its contacts.
      await form.getByLabel('Name', { exact: true }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL(`customer-form-${width}.png`, SHOTS).pathname });
      await form.getByRole('group', { name: 'Contact 2' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: new URL(`customer-form-contacts-${width}.png`, SHOTS).pathname });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.goto(`${stack.webUrl}/gvr-setup/customers?search=${encodeURIComponent(name)}`);
    await page.getByRole('cell', { name: '2 contacts: Ann Lee, Bo Chen', exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit customer' });
    await edit.getByRole('group', { name: 'Contact 2' }).getByLabel('Name', { exact: true }).waitFor();
    assert.equal(await edit.getByRole('group', { name: 'Contact 2' }).getByLabel('Name', { exact: true }).inputValue(), 'Bo Chen');
    assert.equal(await edit.getByLabel('Salesperson').inputValue(), 'Daniel Okafor (EMP-0003)', 'the held salesperson shows its label');
    await context.close();
  });

  test('GVR sections keep a new order over a reload', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/gvr-setup/gvr-sections`);
    const firstCells = page.locator('tbody tr td:nth-child(2)');
    await firstCells.first().waitFor();
    const before = await firstCells.allTextContents();
    assert.ok(before.length >= 2, 'at least two sections');
    await page.getByRole('button', { name: `Move ${before[1]} up`, exact: true }).click();
    await page.waitForFunction((expected) => document.querySelector('tbody tr td:nth-child(2)')?.textContent === expected, before[1]);
    await page.waitForTimeout(500);
    await page.reload();
    await firstCells.first().waitFor();
    const after = await firstCells.allTextContents();
    assert.deepEqual(after.slice(0, 2), [before[1], before[0]], 'the new order is kept');
    await context.close();
  });

  test('GVR settings: save, and a message when someone else saved meanwhile (desktop and phone screenshots)', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/gvr-setup/gvr-settings`);
    await page.getByRole('heading', { name: 'GVR settings', exact: true }).waitFor();
    const deadline = page.getByLabel('Report deadline (days)', { exact: false });
    await deadline.waitFor();
    await deadline.fill('366');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Report deadline (days) must be a whole number from 1 to 365.').waitFor();
    await deadline.fill('9');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('GVR settings saved.').waitFor();
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: new URL('gvr-settings-1280.png', SHOTS).pathname, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: new URL('gvr-settings-390.png', SHOTS).pathname, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Someone else saves meanwhile (through the gateway, with the same user's token).
    await page.getByLabel('Report deadline (days)', { exact: false }).fill('11');
    const current = await gatewayAs(page, '{ gvrSettings { version } }');
    const version = (current.data?.gvrSettings as { version: number }).version;
    const other = await gatewayAs(page, 'mutation($v: Int!) { updateGvrSettings(version: $v, input: { reportDeadlineDays: 12 }) { errors { message } } }', { v: version });
    assert.deepEqual((other.data?.updateGvrSettings as { errors: unknown[] }).errors, []);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/changed by someone else/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="reportDeadlineDays"]')?.value === '12');
    await context.close();
  });
});

describe('Product and GVR Setup by role', () => {
  test('a Product user edits products but not categories (menu, route, server)', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'product@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Product Setup' }).click();
    await menu.getByRole('link', { name: 'Products', exact: true }).waitFor();
    assert.equal(await menu.getByRole('link', { name: 'Product categories', exact: true }).count(), 0, 'no Product categories in the menu');
    await page.goto(`${stack.webUrl}/product-setup/product-categories`);
    await page.waitForURL(`${stack.webUrl}/`);
    await page.getByText('You do not have access to Product categories.').waitFor();
    const refused = await gatewayAs(page, 'mutation { createProductCategory(input: { name: "Not allowed" }) { errors { message } } }');
    assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN', 'the server refuses a category from a Product user');
    const [products] = setupScreens(unique, '/product-setup/').filter((screen) => screen.name === 'products');
    assert.ok(products);
    await createSearchEditDelete(page, stack.webUrl, {
      ...products,
      record: {
        ...products.record,
        name: `${products.record.name} P`,
        editedName: `${products.record.name} P2`,
        fields: products.record.fields.map((field) => ('type' in field && field.label === 'Code' ? { ...field, type: `${field.type}P` } : field)),
      },
    });
    await context.close();
  });

  test('an Employee is refused every Product and GVR Setup route', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'employee@example.com');
    for (const path of [...SCREENS.map((screen) => screen.path), '/gvr-setup/gvr-settings']) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForURL(`${stack.webUrl}/`);
      assert.equal(await page.getByRole('heading', { level: 1 }).first().textContent(), 'Dashboard', `${path} is refused`);
    }
    await context.close();
  });
});
