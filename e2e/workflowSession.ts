/**
 * What the browser tests of the workflow screens (requisitions, visits, claims: docs/requisitions.md,
 * docs/visits.md "Web") share besides the page helpers of workflowUi.ts: GraphQL calls to the gateway
 * with a user's token, signed-in contexts at desktop or phone width, taking a workflow action through its
 * dialog, and the screen check every page passes (no sideways scroll, axe, a screenshot).
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { signIn } from './setupUi';
import { overflowingElements, pageOverflow, SHOTS, toastsGone } from './workflowUi';

/** Chrome on an Android phone: the layout's mobile detection is by user agent (spec §2). */
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A GraphQL call to the gateway at `gatewayUrl` with `token` ('' for none); throws on a top-level error or no data. */
export async function gatewayCall<T>(gatewayUrl: string, token: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`gateway: ${JSON.stringify(body)}`);
  return body.data;
}

/** The token the page's signed-in user holds (spec §3 `currentUser`). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token);
  assert.ok(token, 'signed in');
  return token;
}

/**
 * A fresh context of `browser` signed in as `email` on the web app at `webUrl`, `width` px wide (below 768
 * a phone: its user agent and touch), on the dashboard. `acceptDownloads` for pages that save files;
 * `timezoneId` to pin the browser's time zone (e.g. `UTC`).
 */
export async function signedInAs(
  browser: Browser,
  webUrl: string,
  email: string,
  width = 1280,
  options: { acceptDownloads?: boolean; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = width < 768;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    ...(options.acceptDownloads ? { acceptDownloads: true } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(phone ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${webUrl}/account/login`);
  await signIn(page, email);
  await page.waitForURL(`${webUrl}/`);
  return { context, page };
}

/** The status tag beside a workflow record's heading. */
export const headingStatus = (page: Page) => page.locator('.record-title .workflow-status');

/**
 * Takes the action labelled `label` on the open workflow record page: its button, the dialog
 * "<label> <number>" (with `comment` typed in, if any), its confirm button; waits for the toast and for
 * the status tag to read `status`.
 */
export async function act(page: Page, number: string, label: string, expect: { toast: string; status: string; comment?: string }): Promise<void> {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${label} ${number}` });
  await dialog.getByLabel('Comment').waitFor();
  if (expect.comment) await dialog.getByLabel('Comment').fill(expect.comment);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(expect.toast, { exact: true }).waitFor();
  await headingStatus(page).filter({ hasText: expect.status }).waitFor();
}

/** Fails when the page scrolls sideways at its width, naming what reaches past the edge. */
export async function assertNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await pageOverflow(page);
  assert.equal(overflow, 0, `${what}: no sideways scroll of the page${overflow ? ` (beyond the edge: ${(await overflowingElements(page)).join('; ')})` : ''}`);
}

/** Waits for the toasts to go, checks axe and keeps a full-page screenshot `<name>-<width>.png` in e2e/screenshots/. */
export async function checkAndShoot(page: Page, name: string): Promise<void> {
  await toastsGone(page).catch(() => undefined);
  assert.deepEqual(await seriousAxeViolations(page), [], `${name} at ${page.viewportSize()?.width} px`);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}-${page.viewportSize()?.width}.png`, SHOTS).pathname, fullPage: true });
}
