/**
 * Browser tests of the layout as people use it at 1400, 1024, 900 and 390 px (the last with a phone's
 * user agent), on the stack that `npm start` runs (spec §2 Layout, §4 Sidebar and Side menu, §9):
 * - the condensed rail (768–1028 px, and a desktop sidebar once toggled) opens no flyout on page
 *   load; a group's flyout opens on hover, a click or the keyboard and closes on leaving, a click
 *   outside, Escape and navigation; every toggle press changes the sidebar;
 * - on a phone there is no rail: the menu is an off-canvas drawer with a backdrop that keeps focus,
 *   closes on Escape, the backdrop and navigation, is closed after a reload, and the top bar fits;
 * - arrow keys move through the menu;
 * - lists and record pages carry a breadcrumb and a tab title from the §2 menu;
 * - the signed-in user's photo is requested once per page load, never cancelled;
 * - axe-core reports no serious violations at each width.
 * Set E2E_SHOTS_DIR to keep a screenshot of each state looked at.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousAxeViolations, type AxeViolation } from './axe';
import { signIn } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { waitForQuietNetwork } from '../scripts/stack/quiet-network';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3180, gateway: 4180, web: 5253 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

const ADMIN = 'admin@example.com';
const ADMIN_NAME = 'Sarah Mitchell';
/** Chrome on an Android phone: mobile detection is by user agent (spec §2). */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A fresh context (own localStorage) `width` px wide; below 768 px a phone (user agent, touch). */
async function newContext(width: number): Promise<BrowserContext> {
  const phone = width < 768;
  return browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    ...(phone ? { userAgent: PHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
}

/** Opens `pathname` signed out, signs in as the Admin and waits for the page's layout. */
async function signedInAt(page: Page, pathname: string): Promise<void> {
  await page.goto(`${stack.webUrl}${pathname}`);
  await page.waitForURL(/\/account\/login\?returnUrl=/);
  await signIn(page, ADMIN);
  await page.waitForURL(`${stack.webUrl}${pathname}`);
  await page.locator('.layout').waitFor();
}

/** Keeps a screenshot of the page as `<width>-<name>.png` in E2E_SHOTS_DIR, when set. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${page.viewportSize()?.width}-${name}.png`) });
}

/** axe's serious violations on the page. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  return seriousAxeViolations(page);
}

const layoutOf = (page: Page) => page.locator('.layout');
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const groupButton = (page: Page, name: string) => menuOf(page).getByRole('button', { name, exact: true });
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle menu' });
/** The flyouts (open submenus) on the rail. */
const openFlyouts = (page: Page) => page.locator('.layout-sidebar .side-submenu:visible');
const sidebarWidth = async (page: Page) => (await page.locator('.layout-body > .layout-sidebar').boundingBox())?.width ?? 0;

/**
 * Waits until the list shows its records: the total is under the table and the table's loading mask
 * (which covers the header while the list request runs) is gone.
 */
async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => /of \d+/.test(document.querySelector('.crud-range')?.textContent ?? '') && !document.querySelector('.p-datatable-loading-overlay'));
}

/** Whether the element at the centre of `target` is `target` itself or inside it (nothing covers it). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

/** The breadcrumb's steps as shown, e.g. ['General Setup', 'Grades']. */
async function breadcrumb(page: Page): Promise<string[]> {
  const items = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => text.trim());
}

/**
 * Loads `pathname` afresh (a page load) and counts the requests for the user's photo and those that
 * failed or were cancelled, once the top bar shows the photo and the page has settled.
 */
async function photoRequestsOnLoad(page: Page, pathname: string): Promise<{ requested: number; failed: string[] }> {
  const isPhoto = (url: string) => new URL(url).pathname.startsWith('/files/employees/');
  let requested = 0;
  const failed: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (isPhoto(request.url())) requested += 1;
  };
  const onFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    if (isPhoto(request.url())) failed.push(request.failure()?.errorText ?? 'failed');
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  try {
    await page.goto(`${stack.webUrl}${pathname}`);
    await page.waitForFunction(() => document.querySelector('.layout-topbar img.avatar')?.getAttribute('src')?.startsWith('blob:'));
    await waitForQuietNetwork(page);
  } finally {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
  }
  return { requested, failed };
}

for (const width of [1024, 900]) {
  describe(`tablet width ${width} px: the condensed rail (spec §2, §9)`, () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await newContext(width);
      page = await context.newPage();
      await signedInAt(page, '/setup/grades');
      await page.getByRole('heading', { name: 'Grades' }).waitFor();
    });
    after(() => context?.close());

    test('no flyout is open on page load, also after a reload, and nothing covers the content', async () => {
      for (const round of ['first load', 'reload']) {
        if (round === 'reload') await page.reload();
        await page.getByRole('heading', { name: 'Grades' }).waitFor();
        await listSettled(page);
        assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed', round);
        assert.ok((await sidebarWidth(page)) <= 72, `${round}: the rail is narrow`);
        assert.equal(await groupButton(page, 'General Setup').getAttribute('aria-expanded'), 'false', `${round}: the current group is closed`);
        assert.equal(await openFlyouts(page).count(), 0, `${round}: no flyout`);
        assert.ok(await uncovered(page.getByRole('columnheader', { name: /Name/ })), `${round}: the table's first column is not covered`);
      }
      await shot(page, 'rail');
      assert.deepEqual(await axeViolations(page), [], 'the rail');
    });

    test('the mouse resting on a group opens its flyout; leaving closes it; a click keeps it while the mouse is there', async () => {
      await page.mouse.move(width - 50, 500);
      await groupButton(page, 'General Setup').hover();
      const flyout = menuOf(page).locator('.side-submenu:visible');
      await flyout.waitFor();
      const box = await flyout.boundingBox();
      assert.ok(box && box.x >= 68, `the flyout opens beside the rail (x ${box?.x})`);
      assert.ok(await uncovered(flyout.getByRole('link', { name: 'Grades' })), 'the flyout is above the page');
      await shot(page, 'flyout-hover');
      assert.deepEqual(await axeViolations(page), [], 'the flyout open');
      await groupButton(page, 'General Setup').click();
      assert.equal(await groupButton(page, 'General Setup').getAttribute('aria-expanded'), 'true', 'a click on the group under the mouse keeps it open');
      await page.mouse.move(width - 50, 500);
      await flyout.waitFor({ state: 'hidden' });
      assert.equal(await openFlyouts(page).count(), 0, 'leaving closes it');
    });

    test('a flyout opened from the keyboard closes on a click outside, which still reaches the page', async () => {
      await page.mouse.move(width - 50, 500);
      await groupButton(page, 'Product Setup').focus();
      await page.keyboard.press('Enter');
      assert.equal(await groupButton(page, 'Product Setup').getAttribute('aria-expanded'), 'true');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Product categories', 'Enter moves focus into the flyout');
      await page.getByLabel('Search').click();
      assert.equal(await openFlyouts(page).count(), 0, 'an outside click closes it');
      assert.ok(await page.getByLabel('Search').evaluate((input) => input === document.activeElement), 'the click was not swallowed');
    });

    test('Escape closes the flyout and returns focus to its group; arrow keys move along the rail and into a flyout', async () => {
      await groupButton(page, 'Visit Report').hover();
      await menuOf(page).locator('.side-submenu:visible').waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await openFlyouts(page).count(), 0, 'Escape closes a flyout opened by hover');
      await groupButton(page, 'General Setup').focus();
      await page.keyboard.press('ArrowRight');
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      assert.equal(await focused(), 'Companies');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(), 'Grades');
      await page.keyboard.press('Escape');
      assert.equal(await focused(), 'General Setup');
      assert.equal(await openFlyouts(page).count(), 0);
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(), 'Product Setup', 'Down moves to the next group on the rail');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focused(), 'Dashboard');
      await page.mouse.move(width - 50, 500);
    });

    test('every toggle press changes the sidebar; the enlarged sidebar closes on a click outside, Escape and navigation', async () => {
      await page.mouse.move(width - 50, 500);
      await toggle(page).click();
      assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'enlarged');
      assert.ok((await sidebarWidth(page)) >= 240, 'enlarged shows the labels');
      assert.equal(await toggle(page).getAttribute('aria-expanded'), 'true');
      await shot(page, 'enlarged');
      assert.deepEqual(await axeViolations(page), [], 'the enlarged sidebar');
      await toggle(page).click();
      assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed', 'the second press condenses it again');
      assert.ok((await sidebarWidth(page)) <= 72);

      await toggle(page).click();
      await page.getByRole('heading', { name: 'Grades' }).click();
      assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed', 'a click outside closes it');
      await toggle(page).click();
      await page.keyboard.press('Escape');
      assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed', 'Escape closes it');
      await toggle(page).click();
      await menuOf(page).getByRole('link', { name: 'Departments' }).click();
      await page.waitForURL(`${stack.webUrl}/setup/departments`);
      assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed', 'following an entry closes it');
      assert.equal(await openFlyouts(page).count(), 0, 'and leaves no flyout open');
    });

    test('with the dark sidebar the rail and its flyout pass axe too', async () => {
      await page.evaluate(() => localStorage.setItem('layoutSettings', JSON.stringify({ sidebarTheme: 'dark' })));
      await page.reload();
      await page.getByRole('heading', { name: 'Departments' }).waitFor();
      assert.equal(await layoutOf(page).getAttribute('data-sidebar-theme'), 'dark');
      await groupButton(page, 'General Setup').hover();
      await menuOf(page).locator('.side-submenu:visible').waitFor();
      await shot(page, 'dark-flyout');
      assert.deepEqual(await axeViolations(page), [], 'the dark rail with a flyout');
      await page.evaluate(() => localStorage.removeItem('layoutSettings'));
      await page.mouse.move(width - 50, 500);
    });
  });
}

describe('desktop width 1400 px', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    context = await newContext(1400);
    page = await context.newPage();
    await signedInAt(page, '/setup/grades');
    await page.getByRole('heading', { name: 'Grades' }).waitFor();
  });
  after(() => context?.close());

  test('the toggle switches the whole sidebar and the rail, each press visibly; the rail behaves as on a tablet', async () => {
    assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'enabled');
    assert.ok((await sidebarWidth(page)) >= 240);
    await shot(page, 'enabled');
    assert.deepEqual(await axeViolations(page), [], 'the enabled sidebar');
    const widths: number[] = [];
    for (let press = 0; press < 4; press += 1) {
      await toggle(page).click();
      widths.push(Math.round(await sidebarWidth(page)));
    }
    assert.deepEqual(
      widths.map((w) => (w <= 72 ? 'rail' : 'full')),
      ['rail', 'full', 'rail', 'full'],
      `every press changes the sidebar's width (${widths.join(', ')})`,
    );
    await toggle(page).click();
    assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'condensed');
    assert.equal(await openFlyouts(page).count(), 0, 'condensing opens no flyout, even on a page of a group');
    await groupButton(page, 'General Setup').hover();
    await menuOf(page).locator('.side-submenu:visible').waitFor();
    await shot(page, 'condensed-flyout');
    await page.mouse.move(1000, 600);
    await menuOf(page).locator('.side-submenu').first().waitFor({ state: 'hidden' });
    assert.equal(await openFlyouts(page).count(), 0, 'leaving closes the flyout');
    await page.reload();
    await layoutOf(page).waitFor();
    assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'enabled', 'a reload starts from the default');
  });

  test('arrow keys move through the menu: Up/Down, Right opens a group, Left closes it, Home/End', async () => {
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await menuOf(page).getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'General Setup');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Companies', 'the open group of the current page comes next');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Grades');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), 'General Setup');
    assert.equal(await groupButton(page, 'General Setup').getAttribute('aria-expanded'), 'false', 'Left closes the group');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Product Setup');
    await page.keyboard.press('ArrowRight');
    assert.equal(await groupButton(page, 'Product Setup').getAttribute('aria-expanded'), 'true', 'Right opens the group');
    assert.equal(await focused(), 'Product categories');
    await page.keyboard.press('End');
    assert.equal(await focused(), 'Visit Report');
    await page.keyboard.press('Home');
    assert.equal(await focused(), 'Dashboard');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'Visit Report', 'Up from the first entry wraps to the last');
  });

  test('a list and a record page carry a breadcrumb and a tab title from the §2 menu', async () => {
    await page.goto(`${stack.webUrl}/setup/grades`);
    await page.getByRole('heading', { name: 'Grades' }).waitFor();
    assert.deepEqual(await breadcrumb(page), ['General Setup', 'Grades']);
    assert.equal(await page.title(), 'Grades · Back Office');
    await page.goto(`${stack.webUrl}/setup/employees`);
    await page.getByRole('heading', { name: 'Employees' }).waitFor();
    assert.equal(await page.title(), 'Employees · Back Office');
    const first = page.locator('.layout-page table tbody a').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    assert.deepEqual(await breadcrumb(page), ['General Setup', 'Employees', name]);
    assert.equal(await page.title(), `${name} · Employees · Back Office`);
    await shot(page, 'record');
    assert.deepEqual(await axeViolations(page), [], 'a record page');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Employees' }).click();
    await page.waitForURL(`${stack.webUrl}/setup/employees`);
    assert.equal(await page.title(), 'Employees · Back Office');
  });
});

describe('phone width 390 px with a phone browser (spec §2: mobile by user agent)', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    context = await newContext(390);
    page = await context.newPage();
    await signedInAt(page, '/setup/grades');
    await page.getByRole('heading', { name: 'Grades' }).waitFor();
  });
  after(() => context?.close());

  const drawer = () => page.getByRole('dialog', { name: 'Menu' });
  const backdrop = () => page.locator('.menu-drawer-mask');

  test('there is no rail: the content has the whole width, and the top bar fits with a short greeting', async () => {
    assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'hidden');
    assert.equal(await page.locator('.layout-body > .layout-sidebar').count(), 0, 'no sidebar beside the content');
    assert.equal(await menuOf(page).count(), 0, 'no menu until the drawer opens');
    const content = await page.locator('.layout-content').boundingBox();
    assert.ok(content && content.x === 0 && content.width >= 389, `the content starts at the left edge (${content?.x}, ${content?.width} px)`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no horizontal scroll');
    const outside = await page
      .locator('.layout-topbar > *')
      .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).map((element) => element.className));
    assert.deepEqual(outside, [], 'every part of the top bar is inside the window');
    const greeting = page.locator('.topbar-greeting-short');
    assert.match(await greeting.innerText(), /^Good (Morning|Afternoon|Evening), Sarah$/);
    assert.ok(await greeting.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), 'the short greeting is not cut');
    await shot(page, 'phone');
    assert.deepEqual(await axeViolations(page), [], 'the phone layout');
  });

  test('the menu button opens a drawer with a backdrop that keeps focus and closes on Escape, returning focus', async () => {
    await toggle(page).tap();
    await drawer().waitFor();
    assert.equal(await drawer().getAttribute('aria-modal'), 'true');
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'true');
    // The backdrop fades in (PrimeReact's overlay enter animation starts transparent): wait until it dims.
    await page.waitForFunction((element) => element !== null && getComputedStyle(element).backgroundColor !== 'rgba(0, 0, 0, 0)', await backdrop().elementHandle(), {
      timeout: 5_000,
    });
    const mask = await backdrop().evaluate((element) => ({ color: getComputedStyle(element).backgroundColor, box: element.getBoundingClientRect().toJSON() as DOMRect }));
    assert.notEqual(mask.color, 'rgba(0, 0, 0, 0)', 'the backdrop dims the page');
    assert.ok(mask.box.width >= 390 && mask.box.height >= 844, 'the backdrop covers the page');
    const content = await page.locator('.layout-content').boundingBox();
    assert.equal(content?.x, 0, 'the page behind the drawer does not move');
    const closeButton = drawer().getByRole('button', { name: 'Close menu' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close menu');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Visit Report', 'Shift+Tab wraps to the last entry');
    await page.keyboard.press('Tab');
    assert.ok(await closeButton.evaluate((button) => button === document.activeElement), 'Tab wraps to the first');
    await shot(page, 'drawer');
    assert.deepEqual(await axeViolations(page), [], 'the drawer open');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    assert.ok(await toggle(page).evaluate((button) => button === document.activeElement), 'focus is back on the menu button');
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
  });

  test('a tap on the backdrop closes the drawer; following an entry closes it; after a reload it is closed', async () => {
    await toggle(page).tap();
    await drawer().waitFor();
    await page.waitForTimeout(350); // the slide-in
    await page.touchscreen.tap(370, 600);
    await drawer().waitFor({ state: 'detached' });
    assert.equal(await backdrop().count(), 0, 'no backdrop left to swallow taps');

    await toggle(page).tap();
    await drawer().waitFor();
    await drawer().getByRole('link', { name: 'Departments' }).tap();
    await page.waitForURL(`${stack.webUrl}/setup/departments`);
    await drawer().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Departments' }).waitFor();
    assert.deepEqual(await breadcrumb(page), ['General Setup', 'Departments']);

    await toggle(page).tap();
    await drawer().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Departments' }).waitFor();
    assert.equal(await drawer().count(), 0, 'a reload starts with the drawer closed');
    assert.equal(await layoutOf(page).getAttribute('data-sidebar'), 'hidden');
    await page.getByLabel('Search').tap();
    assert.ok(await page.getByLabel('Search').evaluate((input) => input === document.activeElement), 'the page takes taps');
  });

  test('a record page shows its breadcrumb and title on a phone too', async () => {
    await page.goto(`${stack.webUrl}/setup/employees`);
    const first = page.locator('.layout-page table tbody a').first();
    await first.waitFor();
    const name = (await first.innerText()).trim();
    await first.tap();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    assert.deepEqual(await breadcrumb(page), ['General Setup', 'Employees', name]);
    assert.equal(await page.title(), `${name} · Employees · Back Office`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no horizontal scroll');
    await shot(page, 'record');
  });
});

describe('the signed-in user’s photo (spec §7 Other)', () => {
  for (const width of [1400, 1024, 900, 390]) {
    test(`at ${width} px a page load requests it once and cancels nothing, also where the page shows it too`, async () => {
      const context = await newContext(width);
      const page = await context.newPage();
      await signedInAt(page, '/');
      // The sign-in's own page load fetches the photo; leaving before it arrives would cancel it.
      await page.waitForFunction(() => document.querySelector('.layout-topbar img.avatar')?.getAttribute('src')?.startsWith('blob:'));
      await waitForQuietNetwork(page);
      for (const pathname of ['/setup/grades', '/pages-profile', '/']) {
        const { requested, failed } = await photoRequestsOnLoad(page, pathname);
        assert.deepEqual({ requested, failed }, { requested: 1, failed: [] }, `${pathname}: one photo request, none failed or aborted`);
      }
      assert.ok((await page.locator('.layout-topbar img.avatar').getAttribute('src'))?.startsWith('blob:'), `${ADMIN_NAME}'s photo shows`);
      await context.close();
    });
  }
});
