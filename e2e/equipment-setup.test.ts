/**
 * Browser tests of the Equipments Setup screens (spec §2 menu: Equipments Setup for Gvr and Admin;
 * DESIGN §5 "Equipment"; docs/requisitions.md "Equipment setup") on the stack that `npm start` runs:
 * Gvr creates an equipment category and an equipment in it with a quantity in stock, corrects the
 * quantity, and the list shows the equipment with its category and stock (axe clean; desktop and phone
 * screenshots in e2e/screenshots/, no sideways scroll of the page on a phone); an Employee sees no
 * Equipments Setup in the menu and is refused both routes.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { fillFields, search, signedInPage } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { listSettled, pageOverflow, SHOTS, toastsGone } from './workflowUi';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3210, gateway: 4210, web: 5283 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

const unique = Date.now().toString().slice(-6);
const CATEGORY = `E2E Projectors ${unique}`;
const EQUIPMENT = `E2E Projector ${unique}`;
const CODE = `EQ-E2E-${unique}`;

describe('Equipments Setup', () => {
  test('Gvr creates a category and an equipment with its stock, corrects the stock, and the list shows it (desktop and phone)', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Equipments Setup' }).click();
    await menu.getByRole('link', { name: 'Equipment categories', exact: true }).click();
    await page.getByRole('heading', { name: 'Equipment categories', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New equipment category' }).click();
    const categoryForm = page.getByRole('dialog', { name: 'New equipment category' });
    await fillFields(page, categoryForm, [
      { label: 'Name', type: CATEGORY },
      { label: 'Description', type: 'Created by the browser test' },
    ]);
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    await categoryForm.waitFor({ state: 'hidden' });
    await page.getByText('Equipment category saved.').waitFor();
    await search(page, CATEGORY);
    await page.getByRole('cell', { name: CATEGORY, exact: true }).waitFor();

    await menu.getByRole('link', { name: 'Equipments', exact: true }).click();
    await page.getByRole('heading', { name: 'Equipments', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New equipment' }).click();
    const form = page.getByRole('dialog', { name: 'New equipment' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Code is required.').waitFor();
    await fillFields(page, form, [
      { label: 'Code', type: CODE },
      { label: 'Name', type: EQUIPMENT },
      { label: 'Category', pick: CATEGORY },
      { label: 'Quantity in stock', type: '-1' },
      { label: 'Location', type: 'Store room 2' },
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .locator('.form-field-error')
      .filter({ hasText: /Quantity in stock/ })
      .waitFor();
    await form.getByLabel('Quantity in stock', { exact: true }).fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByText('Equipment saved.').waitFor();

    await search(page, EQUIPMENT);
    await listSettled(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: EQUIPMENT, exact: true }) });
    await row.getByRole('cell', { name: CATEGORY, exact: true }).waitFor();
    await row.getByRole('cell', { name: '5', exact: true }).waitFor();

    // A stock count correction: 5 → 7.
    await page.getByRole('button', { name: `Edit ${EQUIPMENT}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit equipment' });
    const quantity = edit.getByLabel('Quantity in stock', { exact: true });
    await quantity.waitFor();
    assert.equal(await quantity.inputValue(), '5', 'the edit form starts from the record');
    assert.equal(await edit.getByLabel('Category').inputValue(), CATEGORY, 'the held category shows its name');
    await quantity.fill('7');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Equipment saved.').first().waitFor();
    await row.getByRole('cell', { name: '7', exact: true }).waitFor();
    await listSettled(page);
    assert.equal(
      await page
        .locator('.crud-range')
        .textContent()
        .then((text) => /of 1\b/.test(text ?? '')),
      true,
      'one equipment found',
    );

    await toastsGone(page);
    assert.deepEqual(await seriousAxeViolations(page), [], 'the equipments list');
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: new URL('equipments-list-1280.png', SHOTS).pathname, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await listSettled(page);
    assert.equal(await pageOverflow(page), 0, 'no sideways scroll of the page at 390 px');
    await page.screenshot({ path: new URL('equipments-list-390.png', SHOTS).pathname, fullPage: true });
    await context.close();
  });

  test('an Employee sees no Equipments Setup and is refused its routes', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'employee@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Requisitions' }).waitFor();
    assert.equal(await menu.getByRole('button', { name: 'Equipments Setup' }).count(), 0, 'no Equipments Setup in the menu');
    for (const [path, title] of [
      ['/equipment-setup/equipment-categories', 'Equipment categories'],
      ['/equipment-setup/equipments', 'Equipments'],
    ] as const) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForURL(`${stack.webUrl}/`);
      await page.getByText(`You do not have access to ${title}.`).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).first().textContent(), 'Dashboard', `${path} is refused`);
    }
    await context.close();
  });
});
