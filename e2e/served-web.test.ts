/**
 * Browser test of what `npm start` serves (DESIGN §1: the compiled servers and the built web from one
 * origin with security headers, no dev server): an Admin signs in on the web's address and uses the
 * app with the security headers on the page and on /graphql and no Content-Security-Policy violation;
 * a request for a file outside the web's build (the data folder's JWT secret, the repository's files,
 * the web's sources, climbing paths) answers 404; a search, sort or page size change of a list sends
 * exactly one list request (DESIGN §4), there and on Vite's dev server of `npm run dev` (under React's
 * StrictMode) in front of the same gateway.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page, Response } from 'playwright-core';
import { signedInPage } from './setupUi';
import { launchBrowser } from './support/browser';
import { startDevServer as startViteDevServer, type DevServer } from './support/devServer';
import { startStack, type Stack } from './support/stack';
import { waitForQuietNetwork } from '../scripts/stack/quiet-network';

let stack: Stack;
let browser: Browser;
let devServer: DevServer | undefined;

before(async () => {
  stack = await startStack({ restApi: 3160, gateway: 4160, web: 5233 });
  browser = await launchBrowser();
});

after(async () => {
  await devServer?.close();
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

const root = path.resolve(__dirname, '..');

/**
 * Starts Vite's dev server on port 5234 (e2e/support/devServer.ts), then loads the signed-in part once,
 * so that whatever it imports is pre-bundled before the counting starts; resolves with its address.
 */
async function startDevServer(): Promise<string> {
  devServer = await startViteDevServer(browser, stack, 5234, '.vite-e2e');
  const url = devServer.url;
  // Then the signed-in part once, so that whatever it imports is pre-bundled before the counting starts.
  const { context, page } = await signedInPage(browser, url, 'admin@example.com');
  await page.goto(`${url}/setup/grades`);
  await page.getByRole('heading', { name: 'Grades' }).waitFor({ timeout: 120_000 });
  await waitForQuietNetwork(page);
  await context.close();
  return url;
}

/** GET with the path sent exactly as given (a browser or fetch would normalise `/../` and `%2e%2e`). */
function rawGet(url: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: target, headers: { accept: '*/*' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
  });
}

/** Checks the security headers every answer of the web's origin carries (DESIGN §1). */
async function assertSecurityHeaders(response: Response, what: string): Promise<void> {
  const headers = await response.allHeaders();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "script-src 'self'"]) {
    assert.ok(csp.includes(directive), `${what}: CSP has ${directive} (got ${csp})`);
  }
  assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/, `${what}: no inline scripts`);
  assert.equal(headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.equal(headers['referrer-policy'], 'no-referrer', `${what}: Referrer-Policy`);
  assert.equal(headers['x-frame-options'], 'DENY', `${what}: X-Frame-Options`);
  assert.equal(headers['strict-transport-security'], undefined, `${what}: no HSTS over plain HTTP`);
}

/** Records the page's Content-Security-Policy violations (each blocked script, style, image, request) in `window.__cspViolations`. */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

describe('what npm start serves', () => {
  test("an Admin signs in on the web's address; the page and /graphql carry the security headers; nothing breaks the CSP", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await watchCsp(page);
    const cspConsole: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspConsole.push(message.text());
    });

    const login = await page.goto(`${stack.webUrl}/account/login`);
    assert.ok(login, 'the login page answered');
    assert.equal(login.status(), 200);
    await assertSecurityHeaders(login, 'the login page');

    await page.getByLabel('E-mail').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(process.env.SEED_PASSWORD ?? 'BackOffice!2026');
    const signIn = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const graphql = await signIn;
    assert.equal(graphql.status(), 200);
    assert.equal(new URL(graphql.url()).origin, new URL(stack.webUrl).origin, 'the web talks to the gateway through its own origin');
    await assertSecurityHeaders(graphql, '/graphql');
    assert.equal((await graphql.allHeaders())['cache-control'], 'no-store', '/graphql answers are never stored');
    await page.waitForURL(`${stack.webUrl}/`);

    // The screens a first visit goes through: the layout with its theme and font, a list, a record's
    // page with a photo (fetched from /files and shown from a blob: URL), and My Account.
    for (const target of ['/setup/grades', '/setup/employees', '/pages-profile']) {
      const answer = await page.goto(`${stack.webUrl}${target}`);
      assert.equal(answer?.status(), 200, `${target} is a page of the client`);
      await page.getByRole('heading').first().waitFor();
      await waitForQuietNetwork(page);
    }
    await page.goto(`${stack.webUrl}/setup/employees`);
    await page.locator('.p-datatable tbody a').first().click();
    await page.getByRole('region', { name: 'Photo' }).waitFor();
    await waitForQuietNetwork(page);

    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
    assert.deepEqual(cspConsole, [], 'no Content-Security-Policy message in the console');
    await context.close();
  });

  test("a request for a file outside the web's build answers 404 and never the file", async () => {
    const secret = readFileSync(path.join(stack.dataDir, 'jwt-secret'), 'utf8').trim();
    assert.ok(secret.length >= 32, 'the stack generated its JWT secret');
    const targets = [
      `/@fs${stack.dataDir}/jwt-secret`,
      `/@fs${stack.dataDir}/jwt-secret?raw`,
      `/@fs${root}/package.json`,
      '/data/jwt-secret',
      '/../data/jwt-secret',
      '/%2e%2e/data/jwt-secret',
      '/../package.json',
      '/package.json',
      '/src/main.tsx',
      '/vite.config.ts',
      '/server/dist/main.js',
      '/@vite/client',
      '/files/../data/jwt-secret',
    ];
    for (const target of targets) {
      const answer = await rawGet(stack.webUrl, target);
      assert.equal(answer.status, 404, `${target} answers 404`);
      assert.ok(!answer.body.includes(secret), `${target} does not hold the JWT secret`);
    }
  });

  for (const server of ['the web front server (npm start)', "Vite's dev server (npm run dev)"] as const) {
    test(`a search, a sort and a page size change of a list each send one list request, on ${server} (DESIGN §4)`, async () => {
      const webUrl = server.startsWith('Vite') ? await startDevServer() : stack.webUrl;
      const { context, page } = await signedInPage(browser, webUrl, 'admin@example.com');
      const requests: Array<{ search: unknown; sort: unknown; page: unknown; pageSize: unknown }> = [];
      page.on('request', (request) => {
        if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
        const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
        const variables = body?.variables ?? {};
        if (body?.operationName === 'Grades') requests.push({ search: variables.search, sort: variables.sort, page: variables.page, pageSize: variables.pageSize });
      });
      /** The list requests that `change` causes, once no new one has come for 1.5 s (the storm went on for seconds). */
      const requestsOf = async (change: () => Promise<void>) => {
        await waitForQuietNetwork(page);
        const before = requests.length;
        await change();
        for (let seen = -1; seen !== requests.length;) {
          seen = requests.length;
          await page.waitForTimeout(1500);
        }
        return requests.slice(before);
      };

      await page.goto(`${webUrl}/setup/grades`);
      await page.getByRole('heading', { name: 'Grades' }).waitFor();
      const searched = await requestsOf(() => page.getByLabel('Search').fill('a'));
      assert.deepEqual(searched, [{ search: 'a', sort: { field: 'NAME', direction: 'ASC' }, page: 1, pageSize: 10 }], 'one request for a search');
      const sorted = await requestsOf(() => page.locator('th.p-sortable-column').first().click());
      assert.deepEqual(sorted, [{ search: 'a', sort: { field: 'NAME', direction: 'DESC' }, page: 1, pageSize: 10 }], 'one request for a sort');
      const resized = await requestsOf(async () => {
        await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
      });
      assert.deepEqual(resized, [{ search: 'a', sort: { field: 'NAME', direction: 'DESC' }, page: 1, pageSize: 25 }], 'one request for a page size');
      const cleared = await requestsOf(() => page.getByLabel('Search').fill(''));
      assert.deepEqual(cleared, [{ search: null, sort: { field: 'NAME', direction: 'DESC' }, page: 1, pageSize: 25 }], 'one request for clearing the search');
      await context.close();
    });
  }
});
