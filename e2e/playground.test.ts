/**
 * Browser test of the gateway's playground (DESIGN §3; gateway/README.md "Playground"): opened on the
 * gateway's address, Altair names the environment it talks to, and after the prepared sign-in its
 * post-request script has stored the token, so the next operation (`me`) runs signed in with nothing
 * copied by hand. Altair runs that script in a framed sandbox page, which the gateway's
 * `frame-ancestors 'none'` blocked until the sandbox got a policy of its own.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3270, gateway: 4270, web: 5343 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

test('the prepared sign-in stores the token: the next operation runs signed in', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(stack.gatewayUrl);
  await page.getByText('Back Office gateway (production)').first().waitFor({ timeout: 60_000 });

  const editors = page.locator('.cm-content');
  await page.locator('.variables-editor--title').click();
  await editors.last().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{ "email": "admin@example.com", "password": "BackOffice!2026" ');
  const signedIn = page.waitForResponse((response) => response.url() === stack.gatewayUrl && (response.request().postData() ?? '').includes('authenticate'));
  await page.getByText('Send Request').click();
  // Its body may be gone by the time it is read (Altair's page can move on); the next step proves the token.
  assert.equal((await signedIn).status(), 200, 'the prepared sign-in was answered');
  // The post-request script runs after the answer arrives, in Altair's sandbox page.
  await page.waitForTimeout(2000);

  await editors.nth(1).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{ me { activeRole employeeName } ');
  const me = page.waitForResponse((response) => response.url() === stack.gatewayUrl && (response.request().postData() ?? '').includes('activeRole'));
  await page.getByText('Send Request').click();
  const answer = await (await me).text();
  assert.match(answer, /"me":\{"activeRole":"ADMIN"/, `me ran signed in; it answered ${answer.slice(0, 300)}`);
});
