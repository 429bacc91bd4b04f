/**
 * Browser test of the gateway's playground (DESIGN §3; gateway/README.md "Playground"): opened on the
 * gateway's address, Altair names the environment it talks to; the integrator puts an e-mail and a
 * password in that environment and runs the prepared sign-in, whose post-request script stores the
 * token and clears the password; the Docs pane then lists `Query` with no "reload docs" by hand
 * (gateway/src/playground/schema-after-sign-in.ts), the next operation (`me`) runs signed in and
 * carries no password, no request ever carries an empty `Bearer `, and none is refused (the schema
 * is not asked for without a token). Altair runs the script in a
 * framed sandbox page, which the gateway's `frame-ancestors 'none'` blocked until the sandbox got a
 * policy of its own.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { demoPassword, launchBrowser } from './support/browser';
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

test('the prepared sign-in stores the token and loads the Docs; the next operation runs signed in without the password', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const sent: Array<{ authorization: string | undefined; body: string }> = [];
  page.on('request', (request) => {
    if (request.url() === stack.gatewayUrl && request.method() === 'POST') sent.push({ authorization: request.headers().authorization, body: request.postData() ?? '' });
  });
  // Answers are read at the route, not from DevTools' body buffer, which Chromium may have dropped
  // by the time the test asks ("No data found for resource", seen once in CI).
  const answers = new Map<string, string>();
  await page.route(stack.gatewayUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const text = await response.text();
    answers.set(route.request().postData() ?? '', text);
    await route.fulfill({ response, body: text });
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url() === stack.gatewayUrl && response.request().method() === 'POST' && response.status() >= 400)
      refused.push(`${response.status()} ${(response.request().postData() ?? '').slice(0, 80)}`);
  });
  await page.goto(stack.gatewayUrl);
  const environment = page.getByText('Back Office gateway (production)').first();
  await environment.waitFor({ timeout: 60_000 });

  // The credentials go into the environment, not into Variables (`{{email}}`, `{{password}}` there).
  await environment.click();
  await page.getByText('Environments...').click();
  await page.locator('.cm-content').last().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify({ email: 'admin@example.com', password: demoPassword, token: '', authorization: '' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await page.keyboard.press('Escape');

  const signedIn = page.waitForResponse((response) => response.url() === stack.gatewayUrl && (response.request().postData() ?? '').includes('authenticate('));
  const schema = page.waitForResponse(
    (response) => response.url() === stack.gatewayUrl && (response.request().postData() ?? '').includes('IntrospectionQuery') && response.status() === 200,
    { timeout: 30_000 },
  );
  await page.getByText('Send Request').click();
  assert.equal((await signedIn).status(), 200, 'the prepared sign-in was answered');
  // The schema is fetched again once the token is stored, without "reload docs" by hand.
  await schema;
  await page.getByText('Docs', { exact: true }).click();
  await page.locator('.doc-viewer-items').getByText('Query', { exact: true }).first().waitFor({ timeout: 30_000 });

  // The editors: the URL, the query, the variables.
  await page.locator('.cm-content').nth(1).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('{ me { activeRole employeeName } }');
  const me = page.waitForResponse((response) => response.url() === stack.gatewayUrl && (response.request().postData() ?? '').includes('activeRole'));
  await page.getByText('Send Request').click();
  const answered = await me;
  const answer = answers.get(answered.request().postData() ?? '') ?? '';
  assert.match(answer, /"me":\{"activeRole":"ADMIN"/, `me ran signed in; it answered ${answer.slice(0, 300)}`);
  const body = answered.request().postData() ?? '';
  assert.ok(!body.includes(demoPassword), `the operation after the sign-in carries no password: ${body.slice(0, 300)}`);
  assert.match(answered.request().headers().authorization ?? '', /^Bearer \S+$/, 'it carries the stored token');

  const emptyBearer = sent.filter((request) => request.authorization !== undefined && !/^Bearer \S+$/.test(request.authorization));
  assert.deepEqual(emptyBearer, [], 'no request carries an empty or malformed Authorization header');
  // The schema is never asked for without a token (it was: a 401, then Altair's legacy introspection, a 400).
  assert.deepEqual(refused, [], 'no request of the page was refused');
  assert.deepEqual(
    sent.filter((request) => request.body.includes('IntrospectionQuery') && !request.authorization),
    [],
    'the schema is asked for only with the token',
  );
  const withPassword = sent.filter((request) => request.body.includes(demoPassword) && !request.body.includes('authenticate('));
  assert.deepEqual(withPassword, [], 'only the sign-in carries the password');
});
