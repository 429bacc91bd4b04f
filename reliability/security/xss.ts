import { acknowledgedRecord } from '../client/records';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/stack/chromium';
import { nextClientAddress } from '../client/accounts';
import { registerEmployee } from '../client/employees';
import { graphql, requestId } from '../client/graphql';
import { CONFIG } from '../config';
import { Check, type CheckResult } from '../report/checks';
import type { Stack } from '../stack/stack';
import { waitForQuietNetwork } from '../../scripts/stack/quiet-network';

/** The payload the reliability targets name, and two that set a marker instead of opening a dialog. */
const PAYLOADS = ['<img src=x onerror=alert(1)>', '<img src=x onerror="window.__xss=\'img\'">', '"><svg onload="window.__xss=\'svg\'">'];
const DESCRIPTION = '<script>window.__xss="script"</script><b onmouseover="window.__xss=\'b\'">bold?</b>';

/**
 * XSS (reliability/README.md): grades named with HTML payloads (one is `<img src=x onerror=alert(1)>`) are created
 * through the gateway, then shown by the real web client in Chromium (playwright-core, the built web
 * behind the web front server, as `npm start` serves it): in the Grades table (searched), in the form's message when saving the same name
 * again ("A grade named "<payload>" already exists"), and in the error alert of a delete that fails
 * because an employee is on that grade (alert messages are HTML, spec §3). No
 * `dialog` event may fire, `window.__xss` must stay unset, no element of a payload may appear in the
 * page, and the payload must be visible as text.
 */
export async function runXssCheck(stack: Stack): Promise<CheckResult> {
  const check = new Check('XSS', 'HTML in grade names, shown in the table and an alert (Chromium)', 'nothing executes; the text shows as text');
  const web = await stack.startWeb();
  const user = await signInForBrowser(stack.gatewayUrl);
  const gradeIds: string[] = [];
  for (const [index, name] of PAYLOADS.entries()) {
    const created = await graphql(stack.gatewayUrl, {
      query: 'mutation($input: GradeInput!) { createGrade(input: $input) { grade { id } errors { code message } } }',
      variables: { input: { name, level: 90 + index, description: DESCRIPTION } },
      token: user.token,
      requestId: requestId('xss'),
    });
    const id = (acknowledgedRecord(created, 'createGrade', 'grade') as { id: string } | undefined)?.id;
    if (!id) throw new Error(`could not create the grade "${name}": ${created.text.slice(0, 200)}`);
    gradeIds.push(id);
  }
  // An employee on the first grade, so that deleting it fails with an alert that names it.
  const employee = await registerEmployee(stack.gatewayUrl, user.token, 'xss');
  const assigned = await graphql(stack.gatewayUrl, {
    query:
      'mutation($id: ID!, $version: Int!, $input: EmployeeUpdateInput!) { updateEmployee(id: $id, version: $version, input: $input) { employee { gradeId } errors { code message } } }',
    variables: { id: employee.id, version: employee.version, input: { employeeName: 'Reliability XSS', gradeId: gradeIds[0] } },
    token: user.token,
    requestId: requestId('xss'),
  });
  if (!acknowledgedRecord(assigned, 'updateEmployee', 'employee')) throw new Error(`could not put an employee on the payload grade: ${assigned.text.slice(0, 200)}`);

  const browser = await launch();
  const dialogs: string[] = [];
  try {
    await expectDetectorWorks(browser, check);
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    page.on('dialog', (dialog) => {
      // "Leave the page with unsaved changes?" is the app's own question, not a payload.
      if (dialog.type() === 'beforeunload') return void dialog.accept();
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript((stored) => window.localStorage.setItem('currentUser', stored), JSON.stringify(user));

    for (const search of ['onerror', 'svg']) {
      await open(page, `${web.url}/setup/grades?search=${encodeURIComponent(search)}`);
      for (const name of PAYLOADS.filter((payload) => payload.includes(search))) {
        const shown = await page
          .getByRole('cell', { name, exact: true })
          .first()
          .waitFor()
          .then(
            () => true,
            () => false,
          );
        check.expect(shown, () => `the table does not show "${name}" as text`);
      }
      await settle(page);
      await expectInert(page, check, `table (search ${search})`, dialogs);
    }

    // The form: saving a duplicate name answers "A grade named "<payload>" already exists".
    await page.getByRole('button', { name: 'New grade' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(PAYLOADS[0]!);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectShownAsText(page.getByText(/already exists/i).first(), PAYLOADS[0]!, check, 'the duplicate-name message');
    await settle(page);
    await expectInert(page, check, 'form error', dialogs);
    await form
      .getByRole('button', { name: 'Cancel' })
      .click()
      .catch(() => page.keyboard.press('Escape'));

    // An alert (HTML, spec §3): deleting a grade still in use fails with an error alert naming it.
    await open(page, `${web.url}/setup/grades?search=onerror`);
    await page.getByRole('button', { name: `Delete ${PAYLOADS[0]!}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectShownAsText(
      page
        .getByRole('alert')
        .filter({ hasText: /still used|could not|cannot/i })
        .first(),
      PAYLOADS[0]!,
      check,
      'the delete-failed alert',
    );
    await settle(page);
    await expectInert(page, check, 'alert', dialogs);
    return check.figure(`${PAYLOADS.length} payloads in names, 1 in descriptions, shown in the table and an alert; ${dialogs.length} dialogs opened`).finish();
  } finally {
    await browser.close();
  }
}

/** Signs the admin in (as the browser would) and returns the whole current user the web stores. */
async function signInForBrowser(gatewayUrl: string): Promise<Record<string, unknown> & { token: string }> {
  const answer = await graphql(gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token id employeeName email roles gender photo } }',
    variables: { email: CONFIG.accounts.admin, password: CONFIG.password },
    headers: { 'x-forwarded-for': nextClientAddress() },
    requestId: requestId('xss'),
  });
  const user = answer.data?.authenticate as (Record<string, unknown> & { token: string }) | undefined;
  if (!user) throw new Error(`could not sign in for the browser: ${answer.text.slice(0, 200)}`);
  return user;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CONFIG.chromium,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}

/**
 * Navigates to `url`, trying again (up to 4 times) when the navigation is aborted (a first visit while
 * the server is still warming up).
 */
async function open(page: Page, url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url, { waitUntil: 'load' });
      await waitForQuietNetwork(page).catch(() => undefined);
      return;
    } catch (error) {
      if (attempt >= 4 || !/ERR_ABORTED|interrupted by another navigation/i.test(String(error))) throw error;
      await page.waitForTimeout(1_000);
    }
  }
}

/** Waits for `locator` and checks that its text holds `payload` literally (rendered as text, not HTML). */
async function expectShownAsText(locator: Locator, payload: string, check: Check, what: string): Promise<void> {
  const shown = await locator.waitFor({ timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  if (!check.expect(shown, () => `${what} did not appear`)) return;
  const text = (await locator.textContent()) ?? '';
  check.expect(text.includes(payload), () => `${what} does not show the name as text: "${text}"`);
}

/** A positive control: the same payload put into a blank page as HTML does set the marker, so a miss would show. */
async function expectDetectorWorks(browser: Browser, check: Check): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.setContent('<main></main>');
    await page.evaluate((html) => document.querySelector('main')?.insertAdjacentHTML('beforeend', html), PAYLOADS[1]!);
    await page.waitForFunction(() => (window as unknown as { __xss?: unknown }).__xss === 'img', undefined, { timeout: 5_000 }).catch(() => undefined);
    const marker = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    check.expect(marker === 'img', () => `the detector itself does not work: a payload inserted as HTML left window.__xss = ${JSON.stringify(marker)}`);
  } finally {
    await page.close();
  }
}

/** Lets pending event handlers (an `onerror` of an image that failed to load) run. */
async function settle(page: Page): Promise<void> {
  await waitForQuietNetwork(page).catch(() => undefined);
  await page.waitForTimeout(500);
}

async function expectInert(page: Page, check: Check, where: string, dialogs: string[]): Promise<void> {
  const state = await page.evaluate(() => ({
    marker: (window as unknown as { __xss?: unknown }).__xss,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], [onmouseover], script:not([src]):not([type="module"])').length,
  }));
  check.expect(dialogs.length === 0, () => `${where}: a dialog opened: ${dialogs.join('; ')}`);
  check.expect(state.marker === undefined, () => `${where}: window.__xss = ${JSON.stringify(state.marker)}`);
  check.expect(state.injected === 0, () => `${where}: ${state.injected} element(s) from a payload in the page`);
}
