/**
 * Helpers for the browser tests of the General Setup screens (spec §2): signing in, and filling the
 * generic form (web/src/crud) by its labels: typed text, checkboxes, and the searchable pickers
 * (PrimeReact Dropdown / MultiSelect with a filter box).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { capitalized, type FieldEntry, type SetupScreen } from './setupScreens';
import { demoPassword } from './support/browser';

/** Signs in on the login screen that is showing. */
export async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser context (own localStorage) whose page is signed in as `email`, on the dashboard. */
export async function signedInPage(browser: Browser, webUrl: string, email: string, password = demoPassword): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${webUrl}/account/login`);
  await signIn(page, email, password);
  await page.waitForURL(`${webUrl}/`);
  return { context, page };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Picks `options` in the searchable picker labelled `label` inside `scope` (a dialog): opens it,
 * types each option (or `search`, for a picker searching on the server) into its filter box and
 * chooses it; a multi-picker (which stays open) is then closed with Escape, which must not close
 * the dialog around it.
 */
export async function pick(page: Page, scope: Locator, label: string, options: readonly string[], search?: string): Promise<void> {
  const field = scope.locator('.form-field').filter({ has: page.locator('label').filter({ hasText: exactly(label) }) });
  await field.locator('.p-dropdown, .p-multiselect').first().click();
  const panel = page.locator('.p-dropdown-panel, .p-multiselect-panel').last();
  const single = options.length === 1 && (await field.locator('.p-multiselect').count()) === 0;
  for (const option of options) {
    // Options that are still loading (a server search answering, a parent's choice refetching) may
    // replace the one clicked: a single picker left open gets the option once more.
    for (let attempt = 1; ; attempt++) {
      await panel
        .locator('input[type="text"]')
        .first()
        .fill(search ?? option);
      await panel.getByRole('option', { name: option, exact: true }).click();
      if (!single || attempt === 3) break;
      const closed = await panel.waitFor({ state: 'hidden', timeout: 3000 }).then(
        () => true,
        () => false,
      );
      if (closed) return;
    }
  }
  // A single picker closes by itself once an option is chosen; a multi-picker stays open for more.
  if (options.length > 1 || (await field.locator('.p-multiselect').count()) > 0) await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/**
 * Fills the form in `scope` (a dialog) field by field, once the dialog has opened: it then holds the
 * focus (its first field, or the field the user is in). A picker opened before that could lose its
 * panel to the dialog's own focusing.
 */
export async function fillFields(page: Page, scope: Locator, entries: readonly FieldEntry[]): Promise<void> {
  await scope.locator(':focus').first().waitFor();
  for (const entry of entries) {
    if ('type' in entry) await scope.getByLabel(entry.label, { exact: true }).fill(entry.type);
    else if ('check' in entry) await scope.getByLabel(entry.label, { exact: true }).setChecked(entry.check);
    else if ('pick' in entry) await pick(page, scope, entry.label, [entry.pick], entry.search);
    else await pick(page, scope, entry.label, entry.pickMany);
  }
}

/** Types `text` into the list's Search box and waits until the URL holds it (the list is then searched). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text.trim());
}

/** Creates, finds by search, edits and deletes one record on `screen` (of the stack at `webUrl`) through the generic list and form. */
export async function createSearchEditDelete(page: Page, webUrl: string, screen: SetupScreen): Promise<void> {
  const { record } = screen;
  await page.goto(`${webUrl}${screen.path}`);
  await page.getByRole('heading', { name: screen.title, exact: true }).waitFor();

  await page.getByRole('button', { name: `New ${screen.singular}` }).click();
  const form = page.getByRole('dialog', { name: `New ${screen.singular}` });
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText(`${record.nameLabel} is required.`).waitFor();
  await fillFields(page, form, [{ label: record.nameLabel, type: record.name }, ...record.fields]);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByText(`${capitalized(screen.singular)} saved.`).waitFor();

  await search(page, record.name);
  await page.getByRole('cell', { name: record.name, exact: true }).waitFor();

  await page.getByRole('button', { name: `Edit ${record.name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${screen.singular}` });
  const nameInput = edit.getByLabel(record.nameLabel, { exact: true });
  await nameInput.waitFor();
  assert.equal(await nameInput.inputValue(), record.name, 'the edit form starts from the record');
  await nameInput.fill(record.editedName);
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden' });

  await search(page, record.editedName);
  await page.getByRole('cell', { name: record.editedName, exact: true }).waitFor();
  await page.getByRole('button', { name: `Delete ${record.editedName}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${screen.singular}` });
  await confirm.getByText(`Delete ${screen.singular} ${record.editedName}?`).waitFor();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText(`${capitalized(screen.singular)} deleted.`).waitFor();
  await page.getByText(`No ${screen.plural} found.`).waitFor();
}
