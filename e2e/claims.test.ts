/**
 * Browser test of Visit Report › Claims (docs/visits.md "Claims", "Web") on the stack that `npm start`
 * runs, with the seeded people (employee@example.com, finance@example.com) and GVR settings (mileage
 * rate 0.45 USD): the Employee (1400 px), on a visit of theirs completed in `before` (through the gateway),
 * files a claim from the visit's page (a mileage line whose amount the form previews exactly, and a
 * parking fee whose PNG receipt, made here, is chosen before the first save), sees a refused receipt's
 * banner cleared by the next one (a PDF), the Receipt column whole, both receipts previewed in place,
 * edits the draft (the receipt stays with its line), and submits it; Finance, on a phone (390 px, phone
 * user agent), finds it under "To review", reads the visit's summary and the one-claim rule, previews the
 * receipt, approves it and marks it paid, and downloads the receipt; the Employee reads Paid and the
 * history, and finds it in "My claims". Pages: no sideways scroll, axe clean; screenshots in e2e/screenshots/.
 * Then the other Visit Report lists on the same visit: Activities (the visit's row opens it; a call is
 * logged, refused a future day, edited and deleted; the kind filter) and Customers (the customer's visit
 * count, its page with the visit in its history).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { pick, search } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { act, assertNoSidewaysScroll, checkAndShoot as shoot, gatewayCall, headingStatus, signedInAs as signIntoContext, tokenOf } from './workflowSession';
import { listSettled } from './workflowUi';

let stack: Stack;
let browser: Browser;

/** A GraphQL call to the gateway with `token`; throws on a top-level error. */
const gateway = <T>(token: string, query: string, variables: object = {}) => gatewayCall<T>(stack.gatewayUrl, token, query, variables);

/** A fresh context signed in as `email`, `width` px wide, accepting downloads (a receipt is saved). */
const signedInAs = (email: string, width = 1280) => signIntoContext(browser, stack.webUrl, email, width, { acceptDownloads: true });

/** No sideways scroll of the page at its width; then axe, and a full-page screenshot `<name>-<width>.png`. */
async function checkAndShoot(page: Page, name: string): Promise<void> {
  await assertNoSidewaysScroll(page, name);
  await shoot(page, name);
}

const EMPLOYEE = 'employee@example.com';
const FINANCE = 'finance@example.com';
const FINANCE_NAME = 'Priya Nair';
const CLAIMS_LIST = '/visit-reports/claims';

/** A 1×1 PNG (its bytes are checked by content on the server). */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RECEIPT_NAME = `parking-receipt-${Date.now().toString().slice(-6)}.png`;
/** A one-page PDF receipt (checked by content on the server, drawn by pdf.js in the preview), printed by Chromium in `before`. */
let RECEIPT_PDF: Buffer;

/** The claim's Receipt column is whole on the page: no cell's buttons reach past the lines' box. */
async function assertReceiptsVisible(page: Page): Promise<void> {
  const overflow = await page.locator('.claim-lines').evaluate((box) => {
    const right = box.getBoundingClientRect().right;
    const cut = Array.from(box.querySelectorAll('.claim-receipt label, .claim-receipt button')).filter((control) => control.getBoundingClientRect().right > right + 1);
    return { scrolls: box.scrollWidth > box.clientWidth + 1, cut: cut.map((control) => control.textContent) };
  });
  assert.deepEqual(overflow, { scrolls: false, cut: [] }, 'the Receipt column is not clipped');
}

/** The visit completed in `before`: its id and number, and its customer. */
let visit: { id: string; number: string };
let customer: { id: string; name: string; contacts: { name: string }[] };

before(async () => {
  stack = await startStack({ restApi: 3230, gateway: 4230, web: 5303 });
  browser = await launchBrowser();
  const printer = await browser.newPage();
  await printer.setContent('<h1 style="font: 48px sans-serif">Fuel station</h1><p style="font: 32px sans-serif">Total 48.20</p>');
  RECEIPT_PDF = await printer.pdf({ width: '105mm', height: '148mm' });
  await printer.close();
  // A visit of the Employee's that started two hours ago and is completed: what a claim is made on.
  const { context, page } = await signedInAs(EMPLOYEE);
  const token = await tokenOf(page);
  const lookups = await gateway<{ customers: { items: (typeof customer)[] }; allGvrCategories: { id: string; active: boolean }[] }>(
    token,
    '{ customers(pageSize: 1, active: true) { items { id name contacts { name } } } allGvrCategories { id active } }',
  );
  const customerId = lookups.customers.items[0]?.id;
  const categoryId = lookups.allGvrCategories.find((category) => category.active)?.id;
  assert.ok(customerId && categoryId, `a customer and a category for the visit: ${JSON.stringify(lookups)}`);
  const start = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const end = new Date(Date.now() - 3_600_000).toISOString();
  const planned = await gateway<{ createVisit: { visit: { id: string; number: string; version: number } | null; errors: unknown[] } }>(
    token,
    'mutation($input: VisitInput!) { createVisit(input: $input) { visit { id number version } errors { field message } } }',
    { input: { customerId, categoryId, start, end, outcome: 'Agreed a trial order.' } },
  );
  const created = planned.createVisit.visit;
  assert.ok(created, JSON.stringify(planned));
  const completed = await gateway<{ completeVisit: { visit: { status: string } | null; errors: unknown[] } }>(
    token,
    'mutation($id: ID!, $version: Int!) { completeVisit(id: $id, version: $version) { visit { status } errors { field message } } }',
    { id: created.id, version: created.version },
  );
  assert.equal(completed.completeVisit.visit?.status, 'COMPLETED', JSON.stringify(completed));
  visit = { id: created.id, number: created.number };
  customer = lookups.customers.items[0]!;
  await context.close();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

describe('Claim: filed with a receipt on a completed visit, approved and paid', () => {
  test('the Employee files and submits it from the visit; Finance reviews it on a phone, pays it and downloads the receipt; the Employee reads Paid', async () => {
    const employee = await signedInAs(EMPLOYEE, 1400);
    const finance = await signedInAs(FINANCE, 390);
    try {
      // The Employee: the visit's page lists no claim yet and offers "New claim".
      const page = employee.page;
      await page.goto(`${stack.webUrl}/visit-reports/visits/${visit.id}`);
      await page.getByRole('heading', { level: 1, name: visit.number }).waitFor();
      const claimsCard = page.locator('.visit-claims');
      await claimsCard.getByText('No claims on this visit.').waitFor();
      await claimsCard.getByRole('button', { name: 'New claim' }).click();
      const form = page.getByRole('dialog', { name: 'New claim' });
      // Mileage: 42.5 km × 0.45 = 19.125, previewed rounded half up as the server computes it.
      await form.getByRole('textbox', { name: 'Kilometres, line 1' }).fill('42.5');
      await form.getByRole('status', { name: 'Amount, line 1' }).filter({ hasText: '19.13' }).waitFor();
      await form.getByRole('button', { name: 'Add line' }).click();
      await form.getByRole('combobox', { name: 'Type, line 2' }).selectOption('PARKING');
      await form.getByRole('textbox', { name: 'Amount, line 2' }).fill('12.5');
      await form.getByRole('textbox', { name: 'Description, line 2' }).fill('Hospital car park');
      await form.locator('.claim-lines-total').filter({ hasText: '31.63' }).waitFor();
      // The parking receipt is chosen before the claim was ever saved: it is attached once the draft is.
      await form.getByLabel('Attach receipt, line 2').setInputFiles({ name: RECEIPT_NAME, mimeType: 'image/png', buffer: RECEIPT_PNG });
      await form.getByText(`${RECEIPT_NAME} (`).waitFor();
      await form.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/visit-reports\/claims\/[^/]+$/);
      const claimUrl = page.url();
      const heading = page.getByRole('heading', { level: 1, name: /^CL-\d{4}-\d{4}$/ });
      await heading.waitFor();
      const number = (await heading.innerText()).trim();
      await headingStatus(page).filter({ hasText: 'Draft' }).waitFor();
      // The Claims list is Finance's and Gvr's: the claimant's page does not send them there.
      assert.equal(await page.getByRole('link', { name: 'Back to Claims' }).count(), 0);
      const lines = page.locator('.claim-lines');
      await lines.locator('tfoot').filter({ hasText: '31.63' }).waitFor();

      // The receipt chosen in the form came with the draft's first save.
      await lines.getByRole('button', { name: 'Download receipt, line 2' }).waitFor();
      // A refused receipt says why in a banner; the next receipt attached clears it.
      const refusal = page.getByText('A receipt must be a PDF, PNG, JPEG or WebP file.');
      await lines.getByLabel('Attach receipt, line 1').setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
      await refusal.waitFor();
      await lines.getByLabel('Attach receipt, line 1').setInputFiles({ name: 'fuel.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
      await page.getByText('Receipt attached to line 1.', { exact: true }).waitFor();
      await refusal.waitFor({ state: 'detached' });
      // At 1400 px the Receipt column is whole: the lines' box does not scroll it out of sight.
      await assertReceiptsVisible(page);
      // Both receipts previewed in place: the image, and the PDF drawn by pdf.js.
      await lines.getByRole('button', { name: 'Preview receipt, line 2' }).click();
      const imagePreview = page.getByRole('dialog', { name: `Receipt, line 2: ${RECEIPT_NAME}` });
      await imagePreview.getByRole('img', { name: `Receipt, line 2: ${RECEIPT_NAME}` }).waitFor();
      await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('.file-preview-image')?.naturalWidth ?? 0) > 0);
      await shoot(page, 'claim-receipt-image');
      await imagePreview.getByRole('button', { name: 'Close' }).click();
      await imagePreview.waitFor({ state: 'hidden' });
      await lines.getByRole('button', { name: 'Preview receipt, line 1' }).click();
      const pdfPreview = page.getByRole('dialog', { name: 'Receipt, line 1: fuel.pdf' });
      await pdfPreview.getByRole('img', { name: 'Receipt, line 1: fuel.pdf, page 1 of 1' }).waitFor();
      const drawn = await pdfPreview.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 128) dark += 1;
        return { width: canvas.width, dark };
      });
      assert.ok(drawn.width > 100 && drawn.dark > 0, `the PDF's page is drawn: ${JSON.stringify(drawn)}`);
      await shoot(page, 'claim-receipt-pdf');
      await pdfPreview.getByRole('button', { name: 'Close' }).click();
      await pdfPreview.waitFor({ state: 'hidden' });
      // Edited while a draft: fewer kilometres; the parking line keeps its receipt (its line id is sent back).
      await page.getByRole('button', { name: 'Edit claim' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit claim' });
      await edit.getByRole('textbox', { name: 'Kilometres, line 1' }).fill('40');
      await edit.getByRole('status', { name: 'Amount, line 1' }).filter({ hasText: '18.00' }).waitFor();
      await edit.getByRole('button', { name: 'Save draft' }).click();
      await edit.waitFor({ state: 'hidden' });
      await lines.locator('tfoot').filter({ hasText: '30.50' }).waitFor();
      await lines.getByRole('button', { name: 'Download receipt, line 2' }).waitFor();
      await checkAndShoot(page, 'claim-draft');
      await act(page, number, 'Submit', { toast: `Claim ${number} submitted.`, status: 'Submitted' });
      await lines.getByLabel('Attach receipt, line 2').waitFor({ state: 'detached' });

      // Finance, on a phone: the claim waits under "To review", with the month's totals above.
      const phone = finance.page;
      await phone.goto(`${stack.webUrl}${CLAIMS_LIST}`);
      await phone.getByRole('tab', { name: /^To review/, selected: true }).waitFor();
      await phone.getByText('Totals per month').waitFor();
      await listSettled(phone);
      await phone.getByRole('link', { name: number }).click();
      await phone.getByRole('heading', { level: 1, name: number }).waitFor();
      await phone.getByRole('link', { name: 'Back to Claims' }).waitFor();
      // Finance sees what it approves: the visit's date, customer, outcome and the distance claimed, and the rule.
      const summary = phone.locator('.claim-visit-summary');
      await summary.getByText(customer.name).waitFor();
      await summary.getByText('Agreed a trial order.').waitFor();
      await summary.getByText('40 km').waitFor();
      await summary.getByText(/^One claim per visit/).waitFor();
      assert.equal(await summary.getByRole('link', { name: `Open visit ${visit.number}` }).count(), 0, 'no link to a visit Finance may not open');
      await phone.getByRole('button', { name: 'Preview receipt, line 2' }).click();
      await phone
        .getByRole('dialog', { name: `Receipt, line 2: ${RECEIPT_NAME}` })
        .getByRole('img')
        .waitFor();
      await shoot(phone, 'claim-review-receipt');
      await phone
        .getByRole('dialog', { name: `Receipt, line 2: ${RECEIPT_NAME}` })
        .getByRole('button', { name: 'Close' })
        .click();
      await checkAndShoot(phone, 'claim-review');
      await act(phone, number, 'Approve', { toast: `Claim ${number} approved.`, status: 'Approved' });
      await act(phone, number, 'Mark paid', { toast: `Claim ${number} paid.`, status: 'Paid' });
      // The receipt downloads for Finance with the token: the same bytes under the name it had.
      const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Download receipt, line 2' }).click()]);
      assert.equal(download.suggestedFilename(), RECEIPT_NAME);
      const saved = await download.path();
      assert.ok(saved, 'the receipt was saved');
      assert.deepEqual(await readFile(saved), RECEIPT_PNG);
      await phone.goto(`${stack.webUrl}${CLAIMS_LIST}?tab=all`);
      await listSettled(phone);
      await checkAndShoot(phone, 'claims-list');

      // The Employee reads Paid, and who moved it when.
      await page.goto(claimUrl);
      await headingStatus(page).filter({ hasText: 'Paid' }).waitFor();
      const history = (await page.locator('.workflow-history-entry strong').allInnerTexts()).map((text) => text.trim());
      assert.ok(
        history.some((entry) => entry.includes('Approved') && entry.includes(FINANCE_NAME)),
        `history: ${history.join(' | ')}`,
      );
      assert.ok(
        history.some((entry) => entry.includes('Paid') && entry.includes(FINANCE_NAME)),
        `history: ${history.join(' | ')}`,
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await checkAndShoot(page, 'claim-paid');
      // The visit lists its claim, paid.
      await page.goto(`${stack.webUrl}/visit-reports/visits/${visit.id}`);
      await page.locator('.visit-claims').getByRole('link', { name: number }).waitFor();
      await page.locator('.visit-claims').getByText('Paid').waitFor();
      // "My claims": the Employee's own claims in one list, reached from the visit's claims.
      await page.locator('.visit-claims').getByRole('link', { name: 'All my claims' }).click();
      await page.getByRole('heading', { level: 1, name: 'My claims' }).waitFor();
      await listSettled(page);
      await page.getByRole('link', { name: number }).waitFor();
      await checkAndShoot(page, 'my-claims');
    } finally {
      await employee.context.close();
      await finance.context.close();
    }
  });
});

describe('Activities and Customers of Visit Report', () => {
  test('the Employee finds the visit among their activities, logs a call, edits and deletes it; filters by kind (desktop and phone)', async () => {
    const { context, page } = await signedInAs(EMPLOYEE);
    try {
      const note = `Called about the trial order ${Date.now().toString().slice(-6)}`;
      await page.goto(`${stack.webUrl}/visit-reports/activities`);
      await listSettled(page).catch(async (error: unknown) => {
        throw new Error(
          `activities: ${await page
            .locator('main')
            .innerText()
            .catch(() => '?')}`,
          { cause: error },
        );
      });
      await page.locator(`a[href="/visit-reports/visits/${visit.id}"]`).first().waitFor();

      await page.getByRole('button', { name: 'Log call or meeting' }).click();
      const form = page.getByRole('dialog', { name: 'Log call or meeting' });
      await form.getByLabel('Date').waitFor();
      await pick(page, form, 'Customer', [customer.name]);
      const contact = customer.contacts[0]?.name;
      if (contact) await pick(page, form, 'Contact', [contact]);
      // A logged call took place: tomorrow is refused before anything is sent.
      const tomorrow = new Date(Date.now() + 86_400_000);
      const tomorrowText = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
      const today = await form.getByLabel('Date').inputValue();
      await form.getByLabel('Date').fill(tomorrowText);
      await form.getByLabel('Note').fill(note);
      await form.getByRole('button', { name: 'Log activity' }).click();
      await form.getByText('Date cannot be in the future.').waitFor();
      await form.getByLabel('Date').fill(today);
      await form.getByRole('button', { name: 'Log activity' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByText('Activity logged.', { exact: true }).waitFor();

      await search(page, note);
      await listSettled(page);
      await page.getByRole('cell', { name: note }).waitFor();
      await page.getByRole('button', { name: /^Edit Call with / }).click();
      const edit = page.getByRole('dialog', { name: 'Edit activity' });
      await edit.getByLabel('Note').fill(`${note} (edited)`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.getByText('Activity saved.', { exact: true }).waitFor();
      await page.getByRole('cell', { name: `${note} (edited)` }).waitFor();
      await checkAndShoot(page, 'activities');
      await page.getByRole('button', { name: /^Delete Call with / }).click();
      await page.getByRole('dialog', { name: 'Delete activity' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Activity deleted.', { exact: true }).waitFor();
      await page.getByRole('cell', { name: `${note} (edited)` }).waitFor({ state: 'detached' });

      // The kind filter, in the URL: only visits (the visit's row is there, without Edit or Delete).
      await page.goto(`${stack.webUrl}/visit-reports/activities`);
      await listSettled(page);
      await pick(page, page.locator('.workflow-filters'), 'Kind', ['Visit']);
      await page.waitForURL((url) => url.searchParams.get('kind') === 'VISIT');
      await listSettled(page);
      await page.locator(`a[href="/visit-reports/visits/${visit.id}"]`).first().waitFor();
      assert.equal(await page.getByRole('button', { name: /^(Edit|Delete) Visit with / }).count(), 0, 'a visit is neither edited nor deleted here');
      // The focus leaves the picker just used (its focused state is PrimeReact's, judged apart from this page).
      await page.getByRole('heading', { level: 1, name: 'Activities' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await checkAndShoot(page, 'activities-visits');
    } finally {
      await context.close();
    }
  });

  test("the customer's visit count, and its page with the visit in its history (phone)", async () => {
    const { context, page } = await signedInAs(EMPLOYEE, 390);
    try {
      await page.goto(`${stack.webUrl}/visit-reports/customers`);
      await listSettled(page);
      await search(page, customer.name);
      await listSettled(page);
      await page.getByRole('link', { name: customer.name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
      const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Visit history' }) });
      await history.getByRole('link', { name: visit.number }).waitFor();
      await checkAndShoot(page, 'visit-customer');
      await history.getByRole('link', { name: visit.number }).click();
      await page.getByRole('heading', { level: 1, name: visit.number }).waitFor();
    } finally {
      await context.close();
    }
  });
});
