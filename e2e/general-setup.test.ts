/**
 * Browser tests of the General Setup screens (spec §2 menu, §3, §7, §8) on the stack that
 * `npm start` runs: as Gvr, on every list screen of the catalogue (e2e/setupScreens.ts, one test
 * each) a record is created, found by search, edited and deleted through the one generic list and
 * form (pickers included); an Employee is refused every route; CSV export,
 * duplicate names, still-referenced records, a concurrent edit and the unsaved-changes warning;
 * Employees (register with a first password, the employee page, another's password, photos) and
 * Iso Documents (attach two files, download one, delete one).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { encodePng } from '../scripts/stack/png';
import { setupScreens } from './setupScreens';
import { createSearchEditDelete, fillFields, search, signIn, signedInPage } from './setupUi';
import { demoPassword, launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3140, gateway: 4140, web: 5213 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

/** A short suffix that makes this run's records unique. */
const unique = Date.now().toString().slice(-6);

/** Every list screen of General Setup with the record typed into it (e2e/setupScreens.ts, from the catalogue). */
const SCREENS = setupScreens(unique);

describe('General Setup as Gvr', () => {
  describe('every screen: create, find by search, edit, delete', () => {
    let signedIn: { context: BrowserContext; page: Page };
    before(async () => {
      signedIn = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
      await signedIn.page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'General Setup' }).click();
    });
    after(() => signedIn?.context.close());

    for (const screen of SCREENS) {
      test(`${screen.title} (${screen.path})`, async () => {
        const { page } = signedIn;
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: screen.title, exact: true }).waitFor();
        await createSearchEditDelete(page, stack.webUrl, screen);
      });
    }
  });

  test('a position picker offers the positions of the chosen department only; Escape closes the picker, not the dialog', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/employees`);
    await page.getByRole('button', { name: 'New employee' }).click();
    const form = page.getByRole('dialog', { name: 'New employee' });
    await fillFields(page, form, [{ label: 'Department', pick: 'Finance' }]);
    await form
      .locator('.form-field')
      .filter({ hasText: /^Position/ })
      .locator('.p-dropdown')
      .click();
    const options = page.locator('.p-dropdown-panel').getByRole('option');
    await options.first().waitFor();
    assert.deepEqual((await options.allTextContents()).sort(), ['Accountant', 'Finance Manager']);
    await page.keyboard.press('Escape');
    assert.equal(await form.isVisible(), true, 'Escape closes the picker, not the dialog');
    await context.close();
  });

  test("an Admin's account offers Gvr no Edit, Delete, photo or password change (the server would refuse them, DESIGN §6)", async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/employees?search=Mitchell`);
    await page.getByRole('cell', { name: 'Sarah Mitchell', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit Sarah Mitchell' }).count(), 0, 'no Edit on an Admin');
    assert.equal(await page.getByRole('button', { name: 'Delete Sarah Mitchell' }).count(), 0, 'no Delete on an Admin');
    await page.goto(`${stack.webUrl}/setup/employees?search=Okafor`);
    await page.getByRole('button', { name: 'Edit Daniel Okafor' }).waitFor();
    await page.goto(`${stack.webUrl}/setup/employees?search=Mitchell`);
    await page.getByRole('link', { name: 'Sarah Mitchell' }).click();
    await page.getByRole('heading', { name: 'Sarah Mitchell', level: 1 }).waitFor();
    await page.getByText("Only an Admin changes an Admin's password.").waitFor();
    assert.equal(await page.getByRole('button', { name: 'Edit employee' }).count(), 0, 'no Edit employee');
    assert.equal(await page.getByText('Choose photo').count(), 0, 'no photo choice');
    assert.equal(await page.getByRole('button', { name: 'Upload photo' }).count(), 0, 'no photo upload');
    await context.close();
  });

  test('Export CSV downloads the filtered list in its order, built by the server with the columns of the record', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/companies?search=acme&sort=code&order=desc`);
    await page.getByRole('cell', { name: 'Acme Trading LLC', exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^companies-\d{4}-\d{2}-\d{2}\.csv$/, 'the list and the day (docs/exports.md)');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    // Times are in the browser's zone, named in the header (docs/exports.md).
    assert.match(lines[0] ?? '', /^Name,Code,Address,Phone,Email,Created at \([\w/+-]+\),Updated at \([\w/+-]+\)$/);
    assert.deepEqual(
      lines.slice(1, 5).map((line) => line.split(',')[1]),
      ['ATL', 'APD', 'AME', 'AEM'],
      'the rows in the list order (code, descending)',
    );
    assert.match(csv, /"Acme Events & Marketing",AEM|Acme Events & Marketing,AEM/);
    assert.equal(lines.at(-1), '', 'every line ends in CRLF');
    await context.close();
  });

  test('a duplicate name shows on its field, a record still in use says by what, a concurrent edit offers a reload', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/companies`);
    await page.getByRole('button', { name: 'New company' }).click();
    const form = page.getByRole('dialog', { name: 'New company' });
    await fillFields(page, form, [
      { label: 'Name', type: 'Acme Trading LLC' },
      { label: 'Code', type: `X${unique}` },
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    const nameError = form.locator('.form-field').filter({ hasText: /^Name/ }).locator('.form-field-error');
    await nameError.filter({ hasText: /already exists/i }).waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.goto(`${stack.webUrl}/setup/departments?search=Sales`);
    await page.getByRole('button', { name: 'Delete Sales', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete department' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Could not delete department Sales.' })
      .filter({ hasText: /used|refer/i })
      .waitFor();

    await page.goto(`${stack.webUrl}/setup/grades?search=G1%20Trainee`);
    await page.getByRole('button', { name: 'Edit G1 Trainee', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit grade' });
    await edit.getByLabel('Description').fill('Changed here');
    // Someone else saves the grade meanwhile (through the gateway, with the same user's token).
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token?: string }).token);
    const call = async (query: string, variables: object) => {
      const response = await fetch(stack.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: Record<string, unknown> };
    };
    type Grade = { id: string; name: string; level: number | null; version: number };
    const found = await call('query($s: String) { grades(search: $s) { items { id name level version } } }', { s: 'G1 Trainee' });
    const grade = (found.data?.grades as { items: Grade[] }).items[0];
    assert.ok(grade, 'the grade G1 Trainee is found');
    const changed = await call('mutation($id: ID!, $v: Int!, $i: GradeUpdateInput!) { updateGrade(id: $id, version: $v, input: $i) { grade { version } errors { message } } }', {
      id: grade.id,
      v: grade.version,
      i: { description: 'Changed elsewhere' },
    });
    assert.ok((changed.data?.updateGrade as { grade?: unknown } | undefined)?.grade, `the concurrent change was saved: ${JSON.stringify(changed)}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('This grade was changed by someone else since you opened it.', { exact: false }).waitFor();
    await edit.getByRole('button', { name: 'Reload' }).click();
    // Reload restarts the form from the record as it is now.
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea[name="description"]')?.value === 'Changed elsewhere');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Grade saved.').waitFor();
    await context.close();
  });

  test('leaving a form with changes asks first', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/grades`);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Positions', exact: true }).click();
    await page.getByRole('heading', { name: 'Positions', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New position' }).click();
    const form = page.getByRole('dialog', { name: 'New position' });
    await form.getByLabel('Name').fill('Half-typed');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });

    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'hidden' });
    assert.equal(await form.getByLabel('Name').inputValue(), 'Half-typed', 'Keep editing keeps the form');

    await page.goBack();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'hidden' });
    assert.ok(page.url().endsWith('/setup/positions'), 'the navigation was held');
    assert.equal(await form.getByLabel('Name').inputValue(), 'Half-typed');

    await page.goBack();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${stack.webUrl}/setup/grades`);
    await page.getByRole('heading', { name: 'Grades', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New grade' }).click();
    const grade = page.getByRole('dialog', { name: 'New grade' });
    await grade.getByLabel('Name').fill('x');
    await grade.getByLabel('Name').fill('');
    await grade.getByRole('button', { name: 'Cancel' }).click();
    await grade.waitFor({ state: 'hidden' });
    assert.equal(await discard.isVisible(), false, 'a form typed back to its start closes without asking');
    await context.close();
  });

  test("Employees: filters kept in the URL, register with a first password, the employee page, another employee's password", async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/employees`);
    const show = page.getByRole('group', { name: 'Show' });
    const elena = page.getByRole('cell', { name: 'Elena Rossi', exact: true }); // files no visit reports
    await elena.waitFor();
    await show.getByRole('button', { name: 'GVR' }).click();
    await page.waitForURL(/show=gvr/);
    await elena.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Aisha Rahman', exact: true }).waitFor();
    await page.reload();
    assert.equal(await show.getByRole('button', { name: 'GVR' }).getAttribute('aria-pressed'), 'true', 'the filter survives a reload');
    await show.getByRole('button', { name: 'All' }).click();
    await page.waitForURL((url) => !url.searchParams.has('show'));

    const email = `new.${unique}@example.com`;
    await page.getByRole('button', { name: 'New employee' }).click();
    const form = page.getByRole('dialog', { name: 'New employee' });
    await fillFields(page, form, [
      { label: 'Employee no', type: `NEW-${unique}` },
      { label: 'Name', type: `New Starter ${unique}` },
      { label: 'E-mail', type: email },
      { label: 'Initial password', type: 'short1' },
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Initial password must be 10 to 128 characters long.').waitFor();
    await fillFields(page, form, [
      { label: 'Department', pick: 'Finance' },
      { label: 'Position', pick: 'Accountant' },
      { label: 'Active role', pick: 'Finance' },
      { label: 'Other roles', pickMany: ['Employee'] },
      { label: 'Files visit reports (GVR)', check: true },
      { label: 'Initial password', type: `Starter-pass-${unique}` },
      { label: 'Confirm password', type: `Starter-pass-${unique}` },
    ]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    await search(page, `New Starter ${unique}`);
    const row = page.getByRole('row').filter({ hasText: `New Starter ${unique}` });
    await row.getByRole('cell', { name: 'Finance, Employee' }).waitFor();
    await row.getByRole('link', { name: `New Starter ${unique}` }).click();
    await page.waitForURL(/\/setup\/employees\/[^/?]+$/);
    await page.getByRole('heading', { name: `New Starter ${unique}`, level: 1 }).waitFor();
    const companies = page.getByRole('region', { name: 'Companies' });
    await companies.getByText('This employee belongs to no company.').waitFor();
    const viewList = page.getByRole('region', { name: 'GVR view list' });
    await viewList.getByRole('link', { name: `New Starter ${unique}` }).waitFor(); // anyone else sees themselves

    await page.getByRole('button', { name: 'Edit employee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    await fillFields(page, edit, [{ label: 'Companies', pickMany: ['Acme Trading LLC (ATL)'] }]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await companies.getByText('Acme Trading LLC (ATL)').waitFor();

    const wrongType = page.getByRole('region', { name: 'Photo' }).locator('input[type="file"]');
    await wrongType.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByRole('region', { name: 'Photo' }).getByRole('alert').filter({ hasText: 'That file is not a JPEG, PNG, WebP or GIF image.' }).waitFor();

    const newPassword = `Reset-by-gvr-${unique}`;
    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(`The password of New Starter ${unique} has been changed.`).waitFor();
    await context.close();

    // The new employee signs in with the password Gvr set and changes their photo (a PNG made here).
    const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const me = await own.newPage();
    await me.goto(`${stack.webUrl}/pages-profile`);
    await me.waitForURL(/\/account\/login/);
    await signIn(me, email, `Starter-pass-${unique}`);
    await me
      .getByRole('alert')
      .filter({ hasText: /invalid e-mail or password/i })
      .waitFor();
    await signIn(me, email, newPassword);
    await me.waitForURL(`${stack.webUrl}/pages-profile`);
    await me.getByRole('heading', { name: 'My Account' }).waitFor();
    const png = encodePng(16, 16, () => [200, 40, 90]);
    await me.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await me.getByRole('img', { name: 'Preview of the new photo' }).waitFor();
    await me.getByRole('button', { name: 'Upload photo' }).click();
    await me.getByText('Photo updated.').waitFor();
    const stored = await me.evaluate(async () => {
      const user = JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { token: string; photo: string };
      const response = await fetch(`/files/employees/${user.photo}`, { headers: { Authorization: `Bearer ${user.token}` } });
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    });
    assert.deepEqual(Buffer.from(stored), png, 'the stored photo is the PNG uploaded');
    await own.close();
  });

  test('Iso Documents: attach two files, download one, delete one', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/isos`);
    await page.getByRole('link', { name: 'Environmental Policy' }).click();
    await page.getByRole('heading', { name: 'Environmental Policy', level: 1 }).waitFor();
    const files = page.getByRole('region', { name: 'Files' });
    const checklist = Buffer.from(`Audit checklist ${unique}\r\n1. Waste log\r\n`, 'utf8');
    const plan = Buffer.from(`Energy plan ${unique}\n`, 'utf8');
    await files.locator('input[type="file"]').setInputFiles([
      { name: `checklist-${unique}.txt`, mimeType: 'text/plain', buffer: checklist },
      { name: `plan-${unique}.txt`, mimeType: 'text/plain', buffer: plan },
    ]);
    await files.getByRole('list', { name: 'Chosen files' }).getByText(`plan-${unique}.txt`).waitFor();
    await files.getByRole('button', { name: 'Upload files' }).click();
    await files.getByText('2 files attached.').waitFor();
    const row = files.getByRole('row').filter({ hasText: `checklist-${unique}.txt` });
    await row.getByRole('cell', { name: `${checklist.length} B` }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download checklist-${unique}.txt` }).click()]);
    assert.equal(download.suggestedFilename(), `checklist-${unique}.txt`);
    assert.deepEqual(await readFile(await download.path()), checklist, 'the downloaded bytes are the uploaded ones');

    await files.getByRole('button', { name: `Delete plan-${unique}.txt` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    await confirm.getByText(`Delete file plan-${unique}.txt?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await files
      .getByRole('row')
      .filter({ hasText: `plan-${unique}.txt` })
      .waitFor({ state: 'detached' });
    await page.reload();
    await files
      .getByRole('row')
      .filter({ hasText: `checklist-${unique}.txt` })
      .waitFor();
    assert.equal(
      await files
        .getByRole('row')
        .filter({ hasText: `plan-${unique}.txt` })
        .count(),
      0,
      'the deleted file stays gone',
    );
    await context.close();
  });
});

describe('General Setup as an Employee', () => {
  test('every General Setup route, and the pages below them, send an Employee to /', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'employee@example.com', demoPassword);
    const paths = [...SCREENS.map((screen) => screen.path), '/setup/employees/any-id', '/setup/isos/any-id'];
    for (const path of paths) {
      await page.goto(`${stack.webUrl}${path}`);
      await page.waitForURL(`${stack.webUrl}/`);
      await page.getByText('Welcome, ').first().waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).first().textContent(), 'Dashboard', `${path} is refused`);
    }
    await context.close();
  });
});
