/**
 * Browser tests of the application shell (spec §1–§4, §9) on the stack that `npm start`
 * runs: the menu of each of the six roles against the §2 table, the guard's deep link, the
 * customization panel and layout events, the sidebar at a tablet width, accessibility (axe-core),
 * forgot/reset password, the lock screen, and the profile page (details, password, photo).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { startMailCatcher, type MailCatcher } from '../scripts/stack/mail-catcher';
import { specMenuFor, type SeenEntry, type SpecRole } from './specMenu';
import { demoPassword, launchBrowser } from './support/browser';
import { savedToken, sessionAnswers, waitUntil } from './support/session';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;
let mail: MailCatcher;

before(async () => {
  // rest-api mails the reset link through SMTP_URL (inherited by the stack) to this local catcher.
  mail = await startMailCatcher(2625);
  process.env.SMTP_URL = mail.url;
  stack = await startStack({ restApi: 3120, gateway: 4120, web: 5193 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
  await mail?.close();
});

const ROLES: Record<SpecRole, string> = {
  Admin: 'admin@example.com',
  Gvr: 'gvr@example.com',
  Hod: 'hod@example.com',
  Finance: 'finance@example.com',
  Product: 'product@example.com',
  Employee: 'employee@example.com',
};

/** A fresh browser context (own localStorage) and page, 1280×800 unless told. */
async function newPage(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the app at `path` signed out, signs in as `email` and waits for `path` to show. */
async function signedInAt(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(`${stack.webUrl}${path}`);
  await page.waitForURL(/\/account\/login\?returnUrl=/);
  await signIn(page, email);
  await page.waitForURL(`${stack.webUrl}${path}`);
  await page.locator('.layout').waitFor();
}

/** Reads the vertical menu as a user sees it: each group opened in turn, its visible links read. */
async function visibleMenu(page: Page): Promise<SeenEntry[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const seen: SeenEntry[] = [];
  const items = menu.locator(':scope > ul > li');
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    const group = item.locator(':scope > button');
    if ((await group.count()) === 0) {
      const link = item.locator(':scope > a');
      seen.push({ label: (await link.innerText()).trim(), path: new URL((await link.getAttribute('href')) ?? '', stack.webUrl).pathname });
      continue;
    }
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const list = item.locator(':scope > ul');
    await list.waitFor({ state: 'visible' });
    const links = list.getByRole('link');
    const entries: { label: string; path: string }[] = [];
    for (let j = 0; j < (await links.count()); j += 1) {
      const link = links.nth(j);
      assert.ok(await link.isVisible(), 'an open group shows its entries');
      entries.push({ label: (await link.innerText()).trim(), path: (await link.getAttribute('href')) ?? '' });
    }
    seen.push({ group: (await group.innerText()).trim(), links: entries });
  }
  return seen;
}

/** The dashboard's figures once loaded, by label: the value, with any count other than `Companies` as "a number". */
async function dashboardFigures(page: Page): Promise<Record<string, string>> {
  await page.locator('.figure').first().waitFor();
  // The dashboard query's figures come after the first ones; its loading line goes when they arrive.
  await page.locator('.dashboard-loading').waitFor({ state: 'detached' });
  await page.waitForFunction(() => !Array.from(document.querySelectorAll('.figure-value')).some((value) => value.textContent === '…'));
  const figures: Record<string, string> = {};
  for (const figure of await page.locator('.figure').all()) {
    const label = await figure.locator('.figure-label').innerText();
    const value = await figure.locator('.figure-value').innerText();
    figures[label] = label === 'Companies' || !/^\d+$/.test(value) ? value : 'a number';
  }
  return figures;
}

/** The caller's own visit figures (docs/dashboard.md "My visits"): shown to someone with visits this week or month. */
const MY_VISIT_FIGURES: Record<string, string> = {
  'Planned this week': 'a number',
  'Completed this week': 'a number',
  'Late reports this week': 'a number',
  'Planned this month': 'a number',
  'Completed this month': 'a number',
  'Late reports this month': 'a number',
};

/** The figures an Admin's and a Hod's dashboard add (docs/dashboard.md: what waits for me, the team's visits). */
const TEAM_DASHBOARD_FIGURES: Record<string, string> = {
  'Equipment requisitions': 'a number',
  'Event requisitions': 'a number',
  'People in your GVR view': 'a number',
  'Visits this week': 'a number',
  'Completed this week': 'a number',
  'Late reports this week': 'a number',
};

describe('application shell', () => {
  for (const role of Object.keys(ROLES) as SpecRole[]) {
    test(`${role} sees exactly the §2 menu entries of their role`, async () => {
      const { context, page } = await newPage();
      await signedInAt(page, ROLES[role]);
      assert.deepEqual(await visibleMenu(page), specMenuFor(role));
      await context.close();
    });
  }

  test('a deep link while signed out goes through the login and lands on the page', async () => {
    const { context, page } = await newPage();
    await page.goto(`${stack.webUrl}/visit-reports/calendar`);
    await page.waitForURL(`${stack.webUrl}/account/login?returnUrl=%2Fvisit-reports%2Fcalendar`);
    await signIn(page, ROLES.Employee);
    await page.waitForURL(`${stack.webUrl}/visit-reports/calendar`);
    await page.getByRole('heading', { name: 'Calendar' }).waitFor();
    await page.goto(`${stack.webUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main menu' }).count(), 1, 'not found shows inside the layout');
    await context.close();
  });

  test('the customization panel picks change the layout, and the choice survives a reload', async () => {
    const { context, page } = await newPage();
    await signedInAt(page, ROLES.Admin);
    const layout = page.locator('.layout');
    const bodyClass = () => page.evaluate(() => document.body.className);
    const openSettings = async () => {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Customization' }).waitFor();
      await page.getByRole('heading', { name: 'Choose Variation' }).waitFor();
    };
    assert.equal(await layout.getAttribute('data-layout'), 'vertical');
    assert.equal(await layout.getAttribute('data-sidebar-theme'), 'light');

    await openSettings();
    assert.match(await bodyClass(), /\bright-bar-enabled\b/);
    await page.getByRole('button', { name: 'Top Nav' }).click();
    await page.getByRole('dialog', { name: 'Customization' }).waitFor({ state: 'detached' });
    assert.doesNotMatch(await bodyClass(), /\bright-bar-enabled\b/);
    assert.equal(await layout.getAttribute('data-layout'), 'horizontal');
    assert.equal(await page.locator('.layout-sidebar').count(), 0, 'the horizontal layout has no left sidebar');
    await page.locator('.topnav').getByRole('button', { name: 'General Setup' }).click();
    await page.locator('.topnav').getByRole('link', { name: 'Grades' }).click();
    await page.waitForURL(`${stack.webUrl}/setup/grades`);
    await page.reload();
    await layout.waitFor();
    assert.equal(await layout.getAttribute('data-layout'), 'horizontal', 'the layout is kept in localStorage');

    await openSettings();
    await page.getByRole('button', { name: 'Dark Side Nav' }).click();
    assert.equal(await layout.getAttribute('data-layout'), 'vertical');
    assert.equal(await layout.getAttribute('data-sidebar-theme'), 'dark');

    await openSettings();
    await page.getByRole('dialog', { name: 'Customization' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Customization' }).waitFor({ state: 'detached' });
    await openSettings();
    await page.locator('.layout-page').click({ position: { x: 5, y: 5 } });
    await page.getByRole('dialog', { name: 'Customization' }).waitFor({ state: 'detached' });
    assert.doesNotMatch(await bodyClass(), /\bright-bar-enabled\b/);
    assert.equal(await layout.getAttribute('data-sidebar-theme'), 'dark', 'closing picks nothing');

    await openSettings();
    await page.getByRole('button', { name: 'Default' }).click();
    assert.equal(await layout.getAttribute('data-layout'), 'vertical');
    assert.equal(await layout.getAttribute('data-sidebar-theme'), 'light');
    await context.close();
  });

  test('at a tablet width (900 px) the sidebar is condensed, and the toggle enlarges and condenses it', async () => {
    const { context, page } = await newPage({ width: 900, height: 800 });
    await signedInAt(page, ROLES.Gvr);
    const layout = page.locator('.layout');
    assert.equal(await layout.getAttribute('data-sidebar'), 'condensed');
    const condensed = await page.locator('.layout-sidebar').boundingBox();
    assert.ok(condensed && condensed.width < 100, `a condensed sidebar is narrow (${condensed?.width} px)`);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    assert.equal(await layout.getAttribute('data-sidebar'), 'enlarged');
    const enlarged = await page.locator('.layout-sidebar').boundingBox();
    assert.ok(enlarged && enlarged.width > 200, `an enlarged sidebar shows labels (${enlarged?.width} px)`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Visit Report' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL(`${stack.webUrl}/visit-reports/calendar`);
    assert.equal(await layout.getAttribute('data-sidebar'), 'condensed', 'following an entry closes the enlarged sidebar');
    // Every press changes what is seen: on a tablet the toggle switches the rail and the enlarged sidebar.
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    assert.equal(await layout.getAttribute('data-sidebar'), 'enlarged');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    assert.equal(await layout.getAttribute('data-sidebar'), 'condensed');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await layout.waitFor();
    assert.equal(await layout.getAttribute('data-sidebar'), 'enabled', 'a wide window shows the whole sidebar');
    await context.close();
  });

  test('the login page and the layout have no serious or critical accessibility violations', async () => {
    const { context, page } = await newPage();
    await page.goto(`${stack.webUrl}/account/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'login page');
    await signIn(page, ROLES.Admin);
    await page.waitForURL(`${stack.webUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    assert.deepEqual(await dashboardFigures(page), {
      'Unread notifications': 'a number',
      Companies: '4',
      Departments: 'a number',
      'Active employees': 'a number',
      Grades: 'a number',
      ...TEAM_DASHBOARD_FIGURES,
    });
    // The seeded Admin makes no visits: one sentence, not six zeros.
    await page.getByText('You have no visits this week or this month.').waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'layout with the dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dark Side Nav' }).click();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), [], 'dark sidebar with the notifications open');
    await context.close();
  });

  test('a Hod sees their figures; the top bar notifications open and mark read, and the language menu offers English', async () => {
    const { context, page } = await newPage();
    await signedInAt(page, ROLES.Hod);
    assert.deepEqual(await dashboardFigures(page), {
      'Unread notifications': 'a number',
      ...MY_VISIT_FIGURES,
      ...TEAM_DASHBOARD_FIGURES,
    });
    // The seed gives every employee one unread welcome notification leading to their profile.
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = page.locator('.notification-panel');
    await panel.getByRole('heading', { name: 'Notifications' }).waitFor();
    await panel.getByRole('button', { name: /Welcome to Back Office/ }).click();
    await page.waitForURL(`${stack.webUrl}/profiles`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    assert.equal(await panel.getByText('Unread:').count(), 0, 'the welcome is read now');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Language: English' }).click();
    const languages = await page.getByRole('menuitemradio').allInnerTexts();
    assert.deepEqual(
      languages.map((text) => text.trim()),
      ['English'],
    );
    await context.close();
  });

  test('forgot password answers the same neutral message for any address, and the mailed link resets the password', async () => {
    const { context, page } = await newPage();
    const messages: string[] = [];
    for (const email of ['nobody@example.com', ROLES.Product]) {
      await page.goto(`${stack.webUrl}/account/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${stack.webUrl}/account/forgot-password`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      messages.push(await page.getByRole('status').innerText());
    }
    assert.equal(messages[0], messages[1], 'the message does not tell whether the address has an account');
    assert.match(messages[0] ?? '', /If an account uses that e-mail address, we have sent it a link/);

    const resetPassword = async (token: string, password: string) => {
      await page.goto(`${stack.webUrl}/account/reset-password?token=${encodeURIComponent(token)}`);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password').fill(password);
      await page.getByRole('button', { name: 'Reset password' }).click();
    };
    // A bad link says so when it is opened, before anyone types a new password.
    const saysLinkInvalid = async (token: string, why: string) => {
      await page.goto(`${stack.webUrl}/account/reset-password?token=${encodeURIComponent(token)}`);
      await page.getByText(/not valid any more/).waitFor();
      assert.equal(await page.getByLabel('New password', { exact: true }).count(), 0, why);
    };
    await saysLinkInvalid('not-a-real-token', 'an invalid link offers no form');

    // The real link: asked for again and followed from the mail. (Product's password stays changed:
    // the Product menu test has run by now, and the stack's data is thrown away afterwards.)
    const mailed = mail.next(ROLES.Product);
    await page.goto(`${stack.webUrl}/account/forgot-password`);
    await page.getByLabel('E-mail').fill(ROLES.Product);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').waitFor();
    const token = /reset-password\?token=([^\s&"]+)/.exec((await mailed).text)?.[1];
    assert.ok(token, 'the mail holds the reset link');
    await resetPassword(decodeURIComponent(token), 'Reset-by-link-2026');
    await page.waitForURL(`${stack.webUrl}/account/login`);
    await page.getByText('Your password has been reset. Sign in with your new password.').waitFor();
    await signIn(page, ROLES.Product, 'Reset-by-link-2026');
    await page.waitForURL(`${stack.webUrl}/`);
    await saysLinkInvalid(decodeURIComponent(token), 'a used link does not work twice');
    await context.close();
  });

  test('the lock screen locks (also across a reload) and unlocks with the password', async () => {
    const { context, page } = await newPage();
    await signedInAt(page, ROLES.Employee, '/support');
    await page.getByRole('link', { name: 'it@example.com' }).waitFor();
    const tokenBefore = await savedToken(page);
    assert.ok(tokenBefore && (await sessionAnswers(stack.gatewayUrl, tokenBefore)), 'signed in before locking');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Lock Screen' }).click();
    await page.waitForURL(`${stack.webUrl}/account/lock-screen?returnUrl=%2Fsupport`);
    await page.getByRole('heading', { name: 'James Carter' }).waitFor();
    // Locking ends the session on the server and keeps no token in the browser.
    assert.equal(await savedToken(page), undefined, 'no token is kept while locked');
    assert.ok(!(await page.evaluate(() => localStorage.getItem('screenLocked') ?? '')).includes(tokenBefore), 'the lock keeps no token');
    await waitUntil(async () => !(await sessionAnswers(stack.gatewayUrl, tokenBefore)), 'the token from before the lock is refused');
    await page.getByRole('img', { name: 'Photo of James Carter' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'James Carter' }).waitFor();
    await page.goto(`${stack.webUrl}/`);
    await page.waitForURL(/\/account\/lock-screen\?returnUrl=%2F$/);
    await page.getByLabel('Password').fill('not-my-password1');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.locator('.form-field-error').waitFor();
    assert.ok(page.url().includes('/account/lock-screen'), 'a wrong password keeps the screen locked');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.waitForURL(`${stack.webUrl}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('screenLocked')), null);
    const tokenAfter = await savedToken(page);
    assert.ok(tokenAfter && tokenAfter !== tokenBefore && (await sessionAnswers(stack.gatewayUrl, tokenAfter)), 'unlocking signs in again with a new token');
    await context.close();
  });

  test('the profile shows the employee, changes the password (and back) and the photo', async () => {
    const { context, page } = await newPage();
    await signedInAt(page, ROLES.Finance);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL(`${stack.webUrl}/pages-profile`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    const details = page.locator('.profile-details');
    await details.waitFor();
    const text = await details.innerText();
    // The join date as every date is written, in the browser's locale (web/src/format/dates.ts).
    const joined = await page.evaluate(() => new Intl.DateTimeFormat(navigator.languages, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(2018, 0, 15)));
    for (const expected of ['Priya Nair', 'finance@example.com', 'EMP-0004', 'Finance Manager', 'G6 Manager', 'Finance', joined]) {
      assert.ok(text.includes(expected), `the profile shows ${expected}`);
    }

    const form = page.getByRole('form', { name: 'Change password' });
    const change = async (current: string, next: string) => {
      await form.getByLabel('Current password').fill(current);
      await form.getByLabel('New password', { exact: true }).fill(next);
      await form.getByLabel('Confirm new password').fill(next);
      await form.getByRole('button', { name: 'Change password' }).click();
    };
    await change('not-the-password1', 'Temporary-pass-42');
    await form.locator('.form-field-error').first().waitFor();
    assert.ok(page.url().endsWith('/pages-profile'), 'a wrong current password does not sign out');
    const changed = page.getByText('Your password has been changed.');
    await change(demoPassword, 'Temporary-pass-42');
    await changed.waitFor();
    await changed.waitFor({ state: 'detached' }); // the success alert closes by itself
    await change('Temporary-pass-42', demoPassword);
    await changed.waitFor();

    // A 1×1 PNG.
    const avatar = page.locator('.layout-topbar img.avatar');
    const photoBefore = await avatar.getAttribute('src');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Preview of the new photo' }).waitFor();
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Photo updated.').waitFor();
    await page.waitForFunction((before) => {
      const src = document.querySelector('.layout-topbar img.avatar')?.getAttribute('src');
      return src !== before && src?.startsWith('blob:');
    }, photoBefore);

    await page.getByRole('button', { name: 'Priya Nair, profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${stack.webUrl}/account/login?returnUrl=%2F`);
    await signIn(page, ROLES.Finance);
    await page.waitForURL(`${stack.webUrl}/`);
    await context.close();
  });
});
