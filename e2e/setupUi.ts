/**
 * Helpers for the browser tests of the General Setup screens (issue 6): signing in, and filling the
 * generic form (web/src/crud) by its labels: typed text, checkboxes, and the searchable pickers
 * (PrimeReact Dropdown / MultiSelect with a filter box).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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

/** What to do with one form field, found by its label: type text, tick or untick, pick one or several options. */
export type FieldEntry =
  | { label: string; type: string }
  | { label: string; check: boolean }
  /** `search`: what to type into the filter box of a picker that searches on the server (it matches numbers, names… not a whole label); the option by default. */
  | { label: string; pick: string; search?: string }
  | { label: string; pickMany: readonly string[] };

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
  for (const option of options) {
    await panel
      .locator('input[type="text"]')
      .first()
      .fill(search ?? option);
    await panel.getByRole('option', { name: option, exact: true }).click();
  }
  // A single picker closes by itself once an option is chosen; a multi-picker stays open for more.
  if (options.length > 1 || (await field.locator('.p-multiselect').count()) > 0) await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/** Fills the form in `scope` (a dialog) field by field. */
export async function fillFields(page: Page, scope: Locator, entries: readonly FieldEntry[]): Promise<void> {
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
