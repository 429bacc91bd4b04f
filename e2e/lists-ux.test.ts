/**
 * Browser tests of the lists and account screens as people use them (DESIGN §4; spec §2 route rules,
 * §4 session) on the stack that `npm start` runs, at 1400 px and at 390 px with a phone's user agent:
 * the list's total ("1–10 of 16"), a used reset link saying so when opened, a throttled sign-in
 * pointing to the password reset with the e-mail filled in, the notice of a forbidden route, a page
 * left open past its token's expiry ending at the login with its notice, one date format on a list
 * and a record page (in the browser's locale), and no Apollo cache warning after an ISO upload (on
 * Vite's dev server, where Apollo Client warns). axe reports no serious violations on these screens.
 *
 * Run: `E2E_PORT_OFFSET=300 node --import tsx --test e2e/lists-ux.test.ts` (ports 3170/4170/5243, a
 * mail catcher on 2670 and Vite's dev server on 5244, each moved by E2E_PORT_OFFSET).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { resetTokenIn, startMailCatcher, type MailCatcher } from '../scripts/stack/mail-catcher';
import { signIn } from './setupUi';
import { demoPassword, launchBrowser } from './support/browser';
import { startDevServer, type DevServer } from './support/devServer';
import { startStack, type Stack } from './support/stack';
import { waitForQuietNetwork } from '../scripts/stack/quiet-network';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const DEV_PORT = 5244 + OFFSET;

let stack: Stack;
let browser: Browser;
let mail: MailCatcher;
let devServer: DevServer | undefined;

/** A Chromium on Android phone's user agent, for the 390 px runs. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** The two ways the screens are looked at: a desktop in en-GB, a phone in en-US (dates differ). */
const SCREENS = {
  desktop: { viewport: { width: 1400, height: 900 }, locale: 'en-GB' },
  phone: { viewport: { width: 390, height: 844 }, locale: 'en-US', userAgent: PHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
type ScreenName = keyof typeof SCREENS;

/** Grades made here so that the list has more than one page (the seed has 8). */
const EXTRA_GRADES = 8;

before(async () => {
  // rest-api mails the reset link through SMTP_URL (inherited by the stack) to this local catcher.
  mail = await startMailCatcher(2670 + OFFSET);
  process.env.SMTP_URL = mail.url;
  stack = await startStack({ restApi: 3170, gateway: 4170, web: 5243 });
  browser = await launchBrowser();
  const admin = await gatewaySignIn('admin@example.com');
  for (let i = 1; i <= EXTRA_GRADES; i++) {
    await gateway(admin, 'mutation ($input: GradeInput!) { createGrade(input: $input) { grade { id } errors { message } } }', {
      input: { name: `Lists UX grade ${i}`, level: 10 + i },
    });
  }
});

after(async () => {
  await devServer?.close();
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
  await mail?.close();
});

/** Runs a GraphQL operation on the stack's gateway with `token`; fails on errors. */
async function gateway<T = Record<string, unknown>>(token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data as T;
}

async function gatewaySignIn(email: string, password = demoPassword): Promise<string> {
  const data = await gateway<{ authenticate: { token: string } }>(undefined, 'mutation ($e: String!, $p: String!) { authenticate(email: $e, password: $p) { token } }', {
    e: email,
    p: password,
  });
  return data.authenticate.token;
}

/** A fresh context (own localStorage) as `screen`, with a page. */
async function newPage(screen: ScreenName): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...SCREENS[screen], acceptDownloads: true });
  return { context, page: await context.newPage() };
}

/** Opens `path` signed out, signs in as `email` on the login it is sent to, and waits for `path`. */
async function signedInAt(page: Page, webUrl: string, email: string, pathname: string): Promise<void> {
  await page.goto(`${webUrl}${pathname}`);
  await page.waitForURL(/\/account\/login\?returnUrl=/);
  await signIn(page, email);
  await page.waitForURL(`${webUrl}${pathname}`);
}

async function assertNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  assert.deepEqual(await seriousAxeViolations(page), [], `axe: no serious violations on ${where}`);
}

/** Whether the element `selector` shows, within the page's width (nothing cut off on a phone). */
async function fitsWidth(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return Boolean(box && box.width > 0 && box.left >= 0 && box.right <= document.documentElement.clientWidth);
  }, selector);
}

/**
 * Opens a link's address (the record pages; how the shell's menu lies over a phone's screen is not
 * what these tests are about).
 */
async function follow(page: Page, link: Locator): Promise<void> {
  await page.goto(new URL((await link.getAttribute('href')) ?? '', page.url()).href);
}

/** The list's total under the table, as shown. */
const totalOf = (page: Page) => page.locator('.p-paginator .crud-range');

for (const screen of Object.keys(SCREENS) as ScreenName[]) {
  describe(`lists and account screens (${screen}: ${SCREENS[screen].viewport.width} px)`, () => {
    test('Grades shows its total: "1–10 of 16", the next page, a search, and none when nothing is found', async () => {
      const { context, page } = await newPage(screen);
      await signedInAt(page, stack.webUrl, 'gvr@example.com', '/setup/grades');
      const total = 8 + EXTRA_GRADES;
      await page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor();
      const shown = totalOf(page);
      await shown.filter({ hasText: `1–10 of ${total}` }).waitFor();
      assert.equal(await shown.getAttribute('aria-live'), 'polite');
      assert.ok(await fitsWidth(page, '.p-paginator .crud-range'), 'the total is on the screen');
      await assertNoSeriousAxeViolations(page, 'Grades');

      await page.getByRole('button', { name: /next page/i }).click();
      await shown.filter({ hasText: `11–${total} of ${total}` }).waitFor();
      await page.screenshot({ path: `/tmp/lists-ux-grades-${screen}.png`, fullPage: true });

      await page.getByLabel('Search').fill('Lists UX grade');
      await shown.filter({ hasText: `1–${EXTRA_GRADES} of ${EXTRA_GRADES}` }).waitFor();

      await page.getByLabel('Search').fill('no grade is called this');
      await page.getByText('No grades found.').waitFor();
      assert.equal((await shown.textContent())?.trim(), '', 'no total when nothing is found');
      await context.close();
    });

    test('an Employee who opens /setup/grades lands on / with "You do not have access to Grades."', async () => {
      const { context, page } = await newPage(screen);
      await signedInAt(page, stack.webUrl, 'employee@example.com', '/');
      await page.goto(`${stack.webUrl}/setup/grades`);
      await page.waitForURL(`${stack.webUrl}/`);
      const notice = page.getByRole('alert').filter({ hasText: 'You do not have access to Grades.' });
      await notice.waitFor();
      assert.equal(await notice.isVisible(), true);
      await assertNoSeriousAxeViolations(page, 'the dashboard with the notice');
      await page.screenshot({ path: `/tmp/lists-ux-forbidden-${screen}.png` });
      // The notice goes with the next page.
      await page.goto(`${stack.webUrl}/support`);
      await page.getByRole('heading', { name: 'Support' }).waitFor();
      assert.equal(await page.getByText('You do not have access to Grades.').count(), 0);
      await context.close();
    });

    test("dates are written one way, in the browser's locale, on lists and record pages", async () => {
      const { context, page } = await newPage(screen);
      const dateTime = screen === 'desktop' ? /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/;
      /** The value of a term of a record page's "Details". */
      const detail = (name: string) =>
        page
          .getByRole('region', { name: 'Details' })
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
          .locator('dd');

      // A date: the employees list's join date and the employee's page (the seed's 2017-06-12).
      await signedInAt(page, stack.webUrl, 'admin@example.com', '/setup/employees?search=Omar');
      const employee = page.getByRole('row').filter({ hasText: 'Omar Haddad' });
      await employee.waitFor();
      const joined = screen === 'desktop' ? '12 Jun 2017' : 'Jun 12, 2017';
      assert.ok((await employee.innerText()).includes(joined), `the list shows the join date as ${joined}`);
      await follow(page, employee.getByRole('link', { name: 'Omar Haddad' }));
      await page.getByRole('heading', { name: 'Omar Haddad', level: 1 }).waitFor();
      assert.equal((await detail('Join date').innerText()).trim(), joined, 'the record page writes the date as the list does');
      assert.match((await detail('Updated').innerText()).trim(), dateTime);
      await page.screenshot({ path: `/tmp/lists-ux-employee-${screen}.png`, fullPage: true });
      await assertNoSeriousAxeViolations(page, "an employee's page");

      // A date and time: the ISO documents list's "Updated" and the ISO's page, its files' upload times.
      await page.goto(`${stack.webUrl}/setup/isos?search=Quality`);
      const iso = page.getByRole('row').filter({ hasText: 'Quality Manual' });
      await iso.waitFor();
      const listed = (await iso.locator('td').nth(4).innerText()).trim();
      assert.match(listed, dateTime);
      await follow(page, iso.getByRole('link', { name: 'Quality Manual' }));
      await page.getByRole('heading', { name: 'Quality Manual', level: 1 }).waitFor();
      assert.equal((await detail('Updated').innerText()).trim(), listed, 'the record page writes the date and time as the list does');
      const uploaded = page.getByRole('region', { name: 'Files' }).getByRole('row').filter({ hasText: 'Quality Manual.pdf' }).locator('td').nth(2);
      assert.match((await uploaded.innerText()).trim(), dateTime);
      await page.screenshot({ path: `/tmp/lists-ux-iso-${screen}.png`, fullPage: true });
      await context.close();
    });
  });
}

describe('account screens', () => {
  test('a used reset link says so when opened, with a way to ask for a new one (1400 and 390 px)', async () => {
    const email = 'product@example.com';
    // Asked for on the forgot-password screen, as a user does; the link comes by mail.
    const { context, page } = await newPage('desktop');
    await page.goto(`${stack.webUrl}/account/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    const mailed = mail.next(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const token = resetTokenIn((await mailed).text);
    const link = `${stack.webUrl}/account/reset-password?token=${token}`;

    // Opened: the link works, so the form shows; used once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Reset-by-lists-1');
    await page.getByLabel('Confirm new password').fill('Reset-by-lists-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(`${stack.webUrl}/account/login`);
    await context.close();

    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      const again = await newPage(screen);
      await again.page.goto(link);
      const alert = again.page.getByRole('alert').filter({ hasText: 'This link is not valid any more. Ask for a new one.' });
      await alert.waitFor();
      assert.equal(await again.page.getByLabel('New password', { exact: true }).count(), 0, 'no form to type a password into');
      await again.page.screenshot({ path: `/tmp/lists-ux-used-link-${screen}.png` });
      await assertNoSeriousAxeViolations(again.page, 'the reset page of a used link');
      await alert.getByRole('link', { name: 'Ask for a new link' }).click();
      await again.page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      await again.context.close();
    }
  });

  test('a throttled sign-in says so and points to the password reset with the e-mail filled in', async () => {
    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      // Its own account per width: the backoff holds for the account and this address.
      const email = screen === 'desktop' ? 'hod@example.com' : 'finance@example.com';
      const { context, page } = await newPage(screen);
      await page.goto(`${stack.webUrl}/account/login`);
      const message = page.getByRole('alert').filter({ hasText: /^Too many failed sign-ins\. Wait \d+ seconds? and try again, or reset your password\./ });
      // Wrong passwords one after the other: after three, the next must wait (contract "Auth").
      for (let attempt = 0; attempt < 8 && !(await message.isVisible()); attempt++) {
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${attempt}`);
        await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST'),
          page.getByRole('button', { name: 'Sign in' }).click(),
        ]);
        await page.getByRole('alert').waitFor();
        await page.waitForTimeout(100);
      }
      await message.waitFor();
      await page
        .getByRole('timer')
        .filter({ hasText: /^You can try again in \d+ seconds?\.$/ })
        .waitFor();
      await page.screenshot({ path: `/tmp/lists-ux-throttled-${screen}.png` });
      await assertNoSeriousAxeViolations(page, 'the throttled login');
      await message.getByRole('link', { name: 'Reset your password' }).click();
      await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
      assert.equal(await page.getByLabel('E-mail').inputValue(), email, 'the forgot-password form has the e-mail filled in');
      assert.equal(new URL(page.url()).search, '', 'the e-mail is not in the address');
      await context.close();
    }
  });

  /** Signs in as Gvr on Grades, then swaps the stored token for the same sign-in re-issued by the stack's own key to expire in 6 s. */
  async function nearlyExpired(page: Page): Promise<string> {
    await signedInAt(page, stack.webUrl, 'gvr@example.com', '/setup/grades');
    await page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null') as { token: string } & Record<string, unknown>);
    const claims = decodeJwt(saved.token);
    const secret = new TextEncoder().encode(readFileSync(path.join(stack.dataDir, 'jwt-secret'), 'utf8').trim());
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ roles: claims.roles, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuer(String(claims.iss))
      .setAudience(claims.aud as string)
      .setIssuedAt(now)
      .setExpirationTime(now + 6)
      .sign(secret);
    await page.evaluate((user) => localStorage.setItem('currentUser', JSON.stringify(user)), { ...saved, token: shortLived });
    return shortLived;
  }

  test("a page left open near its token's expiry gets a new token of the same sign-in and stays", async () => {
    const { context, page } = await newPage('desktop');
    const shortLived = await nearlyExpired(page);
    await page.reload();
    await page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor();
    // Nothing is touched: the page asks for a new token before the old one ends.
    await page.waitForFunction((old) => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token !== old, shortLived, { timeout: 20_000 });
    const renewed = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token: string }).token);
    assert.equal(decodeJwt(renewed).sid, decodeJwt(shortLived).sid, 'the same sign-in');
    assert.ok(Number(decodeJwt(renewed).exp) - Date.now() / 1000 > 3600, 'a token for hours, not seconds');
    await page.waitForTimeout(7_000);
    assert.equal(new URL(page.url()).pathname, '/setup/grades', "still on the page after the old token's end");
    await page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor();
    await context.close();
  });

  test('a page whose sign-in can no longer be refreshed ends at the login with "Your session has ended."', async () => {
    const { context, page } = await newPage('desktop');
    await nearlyExpired(page);
    // The gateway's refusal for a sign-in started more than 24 hours ago, which this stack cannot age.
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('RefreshToken')) return route.fallback();
      await route.fulfill({ json: { data: { refreshToken: null }, errors: [{ message: 'Your sign-in can no longer be refreshed.', extensions: { code: 'UNAUTHENTICATED' } }] } });
    });
    await page.reload();
    await page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor();
    await page.waitForURL(`${stack.webUrl}/account/login?returnUrl=%2Fsetup%2Fgrades`, { timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }).waitFor();
    await context.close();
  });
});

describe('ISO documents on the development server (where Apollo Client warns)', () => {
  test('uploading files and deleting one leaves no warning in the console', async () => {
    devServer = await startDevServer(browser, stack, DEV_PORT, '.vite-e2e-lists');
    const url = devServer.url;
    const { context, page } = await newPage('desktop');
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if ((message.type() === 'warning' || message.type() === 'error') && !/\[vite\]|React DevTools/.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
    });
    await signedInAt(page, url, 'gvr@example.com', '/setup/isos');
    await page.getByRole('link', { name: 'Quality Manual' }).click();
    await page.getByRole('heading', { name: 'Quality Manual', level: 1 }).waitFor({ timeout: 60_000 });
    const files = page.getByRole('region', { name: 'Files' });
    await files.locator('input[type="file"]').setInputFiles([
      { name: 'lists-a.txt', mimeType: 'text/plain', buffer: Buffer.from('first\n') },
      { name: 'lists-b.txt', mimeType: 'text/plain', buffer: Buffer.from('second\n') },
    ]);
    await files.getByRole('button', { name: 'Upload files' }).click();
    await files.getByText('2 files attached.').waitFor();
    await files.getByRole('button', { name: 'Delete lists-b.txt' }).click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await files.getByRole('row').filter({ hasText: 'lists-b.txt' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back to Iso Documents' }).click();
    await page.getByRole('heading', { name: 'Iso Documents' }).waitFor();
    await waitForQuietNetwork(page);
    assert.deepEqual(warnings, [], 'no warning or error in the console');
    await context.close();
  });
});
