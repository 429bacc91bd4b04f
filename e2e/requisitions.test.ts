/**
 * Browser tests of the Requisitions screens (spec §2 Requisitions, DESIGN §5 "Workflows" and
 * "Requisitions", docs/requisitions.md "Web") on the stack that `npm start` runs, each path with the
 * seeded people (employee@example.com in Sales, whose Hod is hod@example.com):
 * - an equipment requisition of two items: drafted, edited while a draft and submitted by the Employee; the Hod
 *   finds it under "To approve" (the count grows by one) and approves it on a phone; the Employee's top-bar
 *   notification leads to it; Gvr issues it (each equipment's stock falls by its quantity, on the
 *   page and in Equipments Setup) and records the return (the stock is back); the Employee reads every
 *   step in the history;
 * - an event requisition of today: submitted by the Employee, approved by the Hod, its budget by Finance,
 *   marked completed by the Employee;
 * - a rejection: the Hod's Reject asks for a comment before anything is sent; the Employee sees
 *   Rejected and the comment in the history.
 * Lists and record pages at 1280 and 390 px (phone user agent): no sideways scroll of the page, the
 * action buttons within the screen, axe clean; screenshots in e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { fillFields, pick } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { act, assertNoSidewaysScroll, checkAndShoot, gatewayCall, headingStatus, signedInAs as signIntoContext, tokenOf } from './workflowSession';
import { listSettled } from './workflowUi';

let stack: Stack;
let browser: Browser;

/** A GraphQL call to the gateway with `token`; throws on a top-level error. */
const gateway = <T>(token: string, query: string, variables: object = {}) => gatewayCall<T>(stack.gatewayUrl, token, query, variables);

/** A fresh context signed in as `email`, `width` px wide (below 768 a phone). */
const signedInAs = (email: string, width = 1280) => signIntoContext(browser, stack.webUrl, email, width);

const unique = Date.now().toString().slice(-6);
const EMPLOYEE = 'employee@example.com';
const EMPLOYEE_NAME = 'James Carter';
const HOD = 'hod@example.com';
const HOD_NAME = 'Daniel Okafor';
const GVR = 'gvr@example.com';
const GVR_NAME = 'Omar Haddad';
const FINANCE = 'finance@example.com';
const FINANCE_NAME = 'Priya Nair';
const EQUIPMENTS_LIST = '/requisitions/equipments-requisition';
const EVENTS_LIST = '/requisitions/events-requisition';

/** Two equipments of this run (created in `before` through the gateway as Gvr), with their stock. */
const CAMERA = { code: `CAM-${unique}`, name: `E2E Camera ${unique}`, quantity: 5 };
const SPEAKER = { code: `SPK-${unique}`, name: `E2E Speaker ${unique}`, quantity: 8 };

/** `days` after today (UTC), `YYYY-MM-DD`: requisitions' days must not have begun when submitted. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens a requisition's page and waits for it: its number as the heading. */
async function openRecord(page: Page, url: string, number: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: number }).waitFor();
}

/** The history's headlines, oldest first ("Created by James Carter", "Approved by Daniel Okafor"…). */
async function historyHeadlines(page: Page): Promise<string[]> {
  return (await page.locator('.workflow-history-entry strong').allInnerTexts()).map((text) => text.trim());
}

/** The "In stock now" of each item line of an equipment requisition's page, by equipment name. */
async function stockOnPage(page: Page): Promise<Record<string, string>> {
  const rows = await page
    .locator('.workflow-lines tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));
  return Object.fromEntries(rows.map(([equipment = '', , stock = '']) => [equipment.replace(/ \(.*\)$/, ''), stock]));
}

/** Waits until the item lines show `expected` in stock (the page refetches the record after an action). */
async function stockShown(page: Page, expected: Record<string, number>): Promise<void> {
  await page.waitForFunction((want) => {
    const rows = Array.from(document.querySelectorAll('.workflow-lines tbody tr')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? ''));
    return Object.entries(want).every(([name, stock]) => rows.some((cells) => cells[0]?.startsWith(`${name} (`) && cells[2] === String(stock)));
  }, expected);
}

/** How many equipment requisitions await the holder of `token` (the server's count: what the "To approve" badge must show). */
async function awaitingTotal(token: string): Promise<number> {
  const data = await gateway<{ equipmentRequisitions: { total: number } }>(token, '{ equipmentRequisitions(awaitingMe: true) { total } }');
  return data.equipmentRequisitions.total;
}

/** Waits until the "To approve" tab's badge reads `count` (no badge for 0). */
async function badgeShows(page: Page, count: number): Promise<void> {
  await page.getByRole('tab', { name: /^To approve/ }).waitFor();
  await page.waitForFunction((n) => (document.querySelector('.workflow-tab-count')?.firstChild?.textContent ?? '0') === String(n), count);
}

/** Phone and desktop checks of a list or record page: no sideways scroll of the page; `buttons` lie within the screen. */
async function fitsTheScreen(page: Page, what: string, buttons: Locator[] = []): Promise<void> {
  await assertNoSidewaysScroll(page, what);
  const width = page.viewportSize()?.width ?? 0;
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${what}: ${await button.innerText()} is within the screen (${JSON.stringify(box)})`);
  }
}

before(async () => {
  stack = await startStack({ restApi: 3220, gateway: 4220, web: 5293 });
  browser = await launchBrowser();
  // Two equipments of this run's own, so that their stock is known whatever else the stack holds.
  const { context, page } = await signedInAs(GVR);
  const token = await tokenOf(page);
  const categories = await gateway<{ createEquipmentCategory: { equipmentCategory: { id: string } | null; errors: unknown[] } }>(
    token,
    'mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id } errors { message } } }',
    { input: { name: `E2E Kit ${unique}` } },
  );
  const categoryId = categories.createEquipmentCategory.equipmentCategory?.id;
  assert.ok(categoryId, JSON.stringify(categories));
  for (const equipment of [CAMERA, SPEAKER]) {
    const created = await gateway<{ createEquipment: { equipment: { id: string } | null; errors: unknown[] } }>(
      token,
      'mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { id } errors { message } } }',
      { input: { ...equipment, categoryId, location: 'E2E shelf' } },
    );
    assert.ok(created.createEquipment.equipment, JSON.stringify(created));
  }
  await context.close();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

describe('Equipment requisition: draft, submit, approve, issue, return', () => {
  test('every step by its actor, the stock taken and put back, the notification and the history (desktop and phone)', async () => {
    const employee = await signedInAs(EMPLOYEE);
    const hod = await signedInAs(HOD, 390);
    const gvr = await signedInAs(GVR);
    try {
      // The Hod's count before: the seed may already hold requisitions awaiting them.
      await hod.page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}`);
      await hod.page.getByRole('heading', { name: 'Equipments requisition', exact: true }).waitFor();
      await listSettled(hod.page);
      const waitingBefore = await awaitingTotal(await tokenOf(hod.page));
      await badgeShows(hod.page, waitingBefore);

      // The Employee drafts two items for days ahead.
      const { page } = employee;
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Requisitions' }).click();
      await menu.getByRole('link', { name: 'Equipments requisition', exact: true }).click();
      await page.getByRole('heading', { name: 'Equipments requisition', exact: true }).waitFor();
      assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['My requisitions'], 'an Employee approves nothing: one tab');
      await listSettled(page);
      await page.getByRole('button', { name: 'New requisition' }).click();
      const form = page.getByRole('dialog', { name: 'New equipment requisition' });
      await form.getByRole('button', { name: 'Save draft' }).click();
      await form.getByText('Purpose is required.').waitFor();
      const first = form.getByRole('group', { name: 'Item 1' });
      await pick(page, first, 'Equipment', [`${CAMERA.name} (${CAMERA.code}) · ${CAMERA.quantity} in stock`], CAMERA.code);
      await first.getByLabel('Quantity', { exact: true }).fill('2');
      await form.getByRole('button', { name: 'Add item' }).click();
      const second = form.getByRole('group', { name: 'Item 2' });
      await pick(page, second, 'Equipment', [`${SPEAKER.name} (${SPEAKER.code}) · ${SPEAKER.quantity} in stock`], SPEAKER.code);
      await second.getByLabel('Quantity', { exact: true }).fill('3');
      const dates = form.getByRole('group', { name: 'Dates' });
      await dates.getByLabel('From').fill(dayFromNow(10));
      await dates.getByLabel('To').fill(dayFromNow(12));
      await fillFields(page, form, [{ label: 'Purpose', type: `E2E product launch ${unique}` }]);
      await form.getByRole('button', { name: 'Save draft' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.getByText('Draft saved.').waitFor();
      await page.waitForURL(new RegExp(`${EQUIPMENTS_LIST}/[^/]+$`));
      const url = page.url();
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const number = (await heading.innerText()).trim();
      assert.match(number, /^EQ-\d{4}-\d{4,}$/, 'numbered on creation');
      await headingStatus(page).filter({ hasText: 'Draft' }).waitFor();
      await stockShown(page, { [CAMERA.name]: CAMERA.quantity, [SPEAKER.name]: SPEAKER.quantity });
      assert.equal(
        await page
          .getByRole('group', { name: 'Actions' })
          .getByRole('button')
          .allInnerTexts()
          .then((labels) => labels.map((l) => l.trim()).join(', ')),
        'Submit, Cancel request',
      );

      // Still a draft: the requester edits it (the purpose).
      await page.getByRole('button', { name: 'Edit equipment requisition' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit equipment requisition' });
      const purpose = edit.getByLabel('Purpose', { exact: true });
      await purpose.waitFor();
      assert.equal(await purpose.inputValue(), `E2E product launch ${unique}`);
      await purpose.fill(`E2E product launch ${unique}, two days`);
      await edit.getByRole('button', { name: 'Save draft' }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.getByText(`E2E product launch ${unique}, two days`, { exact: true }).waitFor();

      await act(page, number, 'Submit', { toast: `Equipment requisition ${number} submitted.`, status: 'Submitted' });
      assert.equal(await page.getByRole('button', { name: 'Edit equipment requisition' }).count(), 0, 'no edit once submitted');
      await page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}`);
      await listSettled(page);
      const mine = page.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
      await mine.getByText('Submitted', { exact: true }).waitFor();
      await mine.getByText('2 items, 5 units', { exact: true }).waitFor();
      await checkAndShoot(page, 'equipment-requisitions-list');
      await page.setViewportSize({ width: 390, height: 844 });
      await listSettled(page);
      await fitsTheScreen(page, 'the list at 390 px', [page.getByRole('button', { name: 'New requisition' })]);
      await checkAndShoot(page, 'equipment-requisitions-list');
      await page.setViewportSize({ width: 1280, height: 900 });

      // The Hod, on a phone: the count grew by one; the record is under "To approve"; approve.
      await hod.page.reload();
      await listSettled(hod.page);
      await badgeShows(hod.page, waitingBefore + 1);
      await hod.page.getByRole('tab', { name: /^To approve/ }).click();
      await hod.page.waitForURL(/tab=approve/);
      await listSettled(hod.page);
      await hod.page.getByRole('link', { name: number, exact: true }).waitFor();
      await fitsTheScreen(hod.page, 'the Hod\'s "To approve" at 390 px');
      await checkAndShoot(hod.page, 'equipment-requisitions-to-approve');
      await hod.page.getByRole('link', { name: number, exact: true }).click();
      await hod.page.getByRole('heading', { level: 1, name: number }).waitFor();
      const hodActions = hod.page.getByRole('group', { name: 'Actions' }).getByRole('button');
      await hodActions.first().waitFor();
      assert.deepEqual(
        (await hodActions.allInnerTexts()).map((label) => label.trim()),
        ['Approve', 'Reject', 'Send back for changes'],
      );
      await fitsTheScreen(hod.page, 'the record at 390 px', await hodActions.all());
      await checkAndShoot(hod.page, 'equipment-requisition-to-approve');
      await act(hod.page, number, 'Approve', { toast: `Equipment requisition ${number} approved.`, status: 'Approved' });
      await hod.page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}?tab=approve`);
      await listSettled(hod.page);
      await badgeShows(hod.page, waitingBefore);

      // The Employee's top bar tells of the approval and leads to the requisition.
      await page.goto(`${stack.webUrl}/`);
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const panel = page.locator('.notification-panel');
      await panel.getByRole('button', { name: new RegExp(`Your equipment requisition ${number} was approved`) }).click();
      await page.waitForURL(url);
      await page.getByRole('heading', { level: 1, name: number }).waitFor();
      await headingStatus(page).filter({ hasText: 'Approved' }).waitFor();

      // Gvr finds it to issue, issues it: the stock falls by the quantities; then records the return.
      await gvr.page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}?tab=approve`);
      await listSettled(gvr.page);
      await gvr.page.getByRole('link', { name: number, exact: true }).click();
      await gvr.page.getByRole('heading', { level: 1, name: number }).waitFor();
      await stockShown(gvr.page, { [CAMERA.name]: CAMERA.quantity, [SPEAKER.name]: SPEAKER.quantity });
      await act(gvr.page, number, 'Issue', { toast: `Equipment requisition ${number} issued.`, status: 'Issued' });
      await stockShown(gvr.page, { [CAMERA.name]: CAMERA.quantity - 2, [SPEAKER.name]: SPEAKER.quantity - 3 });
      await gvr.page.goto(`${stack.webUrl}/equipment-setup/equipments?search=${encodeURIComponent(`E2E`)}`);
      await listSettled(gvr.page);
      for (const [equipment, stock] of [
        [CAMERA, CAMERA.quantity - 2],
        [SPEAKER, SPEAKER.quantity - 3],
      ] as const) {
        const row = gvr.page.getByRole('row').filter({ has: gvr.page.getByRole('cell', { name: equipment.name, exact: true }) });
        await row.getByRole('cell', { name: String(stock), exact: true }).waitFor();
      }
      await openRecord(gvr.page, url, number);
      await act(gvr.page, number, 'Record return', { toast: `Equipment requisition ${number} returned.`, status: 'Returned' });
      await stockShown(gvr.page, { [CAMERA.name]: CAMERA.quantity, [SPEAKER.name]: SPEAKER.quantity });
      assert.equal(await gvr.page.getByRole('group', { name: 'Actions' }).count(), 0, 'nothing left to do');

      // The Employee reads every step, desktop and phone.
      await openRecord(page, url, number);
      await headingStatus(page).filter({ hasText: 'Returned' }).waitFor();
      assert.deepEqual(await historyHeadlines(page), [
        `Created by ${EMPLOYEE_NAME}`,
        `Submitted by ${EMPLOYEE_NAME}`,
        `Approved by ${HOD_NAME}`,
        `Issued by ${GVR_NAME}`,
        `Returned by ${GVR_NAME}`,
      ]);
      assert.deepEqual(await stockOnPage(page), { [CAMERA.name]: String(CAMERA.quantity), [SPEAKER.name]: String(SPEAKER.quantity) });
      await checkAndShoot(page, 'equipment-requisition-returned');
      await page.setViewportSize({ width: 390, height: 844 });
      await fitsTheScreen(page, 'the returned record at 390 px');
      await checkAndShoot(page, 'equipment-requisition-returned');
    } finally {
      await Promise.all([employee.context.close(), hod.context.close(), gvr.context.close()]);
    }
  });
});

describe('Event requisition: submit, Hod, Finance, completed', () => {
  test('the Employee submits, the Hod approves, Finance approves the budget, the Employee marks it completed', async () => {
    const employee = await signedInAs(EMPLOYEE);
    try {
      const { page } = employee;
      await page.goto(`${stack.webUrl}${EVENTS_LIST}`);
      await page.getByRole('heading', { name: 'Events requisition', exact: true }).waitFor();
      await listSettled(page);
      await page.getByRole('button', { name: 'New requisition' }).click();
      const form = page.getByRole('dialog', { name: 'New event requisition' });
      const eventName = `E2E Cardiology dinner ${unique}`;
      await fillFields(page, form, [
        { label: 'Event portfolio', pick: 'Cardiology' },
        { label: 'Event name', type: eventName },
        { label: 'Venue', type: 'Harbour Hotel, Port City' },
        { label: 'Attendees', type: '40' },
        { label: 'Budget', type: '2,000' },
      ]);
      const dates = form.getByRole('group', { name: 'Dates' });
      // Today's event: submitted before its first day is past, marked completed once it has begun.
      await dates.getByLabel('From').fill(dayFromNow(0));
      await dates.getByLabel('To').fill(dayFromNow(0));
      await form.getByRole('button', { name: 'Save draft' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.waitForURL(new RegExp(`${EVENTS_LIST}/[^/]+$`));
      const url = page.url();
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const number = (await heading.innerText()).trim();
      assert.match(number, /^EV-\d{4}-\d{4,}$/);
      await page.getByText(eventName, { exact: true }).waitFor();
      await act(page, number, 'Submit', { toast: `Event requisition ${number} submitted.`, status: 'Submitted' });

      const hod = await signedInAs(HOD);
      await openRecord(hod.page, url, number);
      await act(hod.page, number, 'Approve', { toast: `Event requisition ${number} approved by the Hod.`, status: 'Hod approved' });
      await hod.context.close();

      const finance = await signedInAs(FINANCE);
      await finance.page.goto(`${stack.webUrl}${EVENTS_LIST}?tab=approve`);
      await listSettled(finance.page);
      await finance.page.getByRole('link', { name: number, exact: true }).click();
      await finance.page.getByRole('heading', { level: 1, name: number }).waitFor();
      await act(finance.page, number, 'Approve budget', { toast: `Event requisition ${number} approved by Finance.`, status: 'Finance approved' });
      await finance.context.close();

      await openRecord(page, url, number);
      await act(page, number, 'Mark completed', { toast: `Event requisition ${number} completed.`, status: 'Completed' });
      assert.deepEqual(await historyHeadlines(page), [
        `Created by ${EMPLOYEE_NAME}`,
        `Submitted by ${EMPLOYEE_NAME}`,
        `Approved by the Hod (${HOD_NAME})`,
        `Approved by Finance (${FINANCE_NAME})`,
        `Completed by ${EMPLOYEE_NAME}`,
      ]);
      await checkAndShoot(page, 'event-requisition-completed');
      await page.setViewportSize({ width: 390, height: 844 });
      await fitsTheScreen(page, 'the completed event at 390 px');
      await checkAndShoot(page, 'event-requisition-completed');
    } finally {
      await employee.context.close();
    }
  });
});

describe('Rejection', () => {
  test('the Hod must say why; the Employee sees Rejected and the comment in the history', async () => {
    const employee = await signedInAs(EMPLOYEE);
    const hod = await signedInAs(HOD);
    try {
      // Drafted and submitted through the gateway as the Employee (the form is walked above).
      const token = await tokenOf(employee.page);
      const equipments = await gateway<{ equipments: { items: { id: string; code: string }[] } }>(token, 'query($s: String) { equipments(search: $s) { items { id code } } }', {
        s: CAMERA.code,
      });
      const equipmentId = equipments.equipments.items.find((item) => item.code === CAMERA.code)?.id;
      assert.ok(equipmentId);
      const created = await gateway<{ createEquipmentRequisition: { equipmentRequisition: { id: string; number: string; version: number } | null; errors: unknown[] } }>(
        token,
        'mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { equipmentRequisition { id number version } errors { message } } }',
        { input: { items: [{ equipmentId, quantity: 1 }], dates: { from: dayFromNow(5), to: dayFromNow(5) }, purpose: `E2E to be rejected ${unique}` } },
      );
      const record = created.createEquipmentRequisition.equipmentRequisition;
      assert.ok(record, JSON.stringify(created));
      const submitted = await gateway<{ submitEquipmentRequisition: { errors: unknown[] } }>(
        token,
        'mutation($id: ID!, $v: Int!) { submitEquipmentRequisition(id: $id, version: $v) { errors { message } } }',
        { id: record.id, v: record.version },
      );
      assert.deepEqual(submitted.submitEquipmentRequisition.errors, []);
      const url = `${stack.webUrl}${EQUIPMENTS_LIST}/${record.id}`;

      await openRecord(hod.page, url, record.number);
      await hod.page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = hod.page.getByRole('dialog', { name: `Reject ${record.number}` });
      await dialog.getByText(`Reject equipment requisition ${record.number}?`).waitFor();
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await dialog.getByText('Comment is required.').waitFor();
      assert.deepEqual(await seriousAxeViolations(hod.page), [], 'the reject dialog with its message');
      await dialog.getByLabel('Comment').fill('The dates clash with the stock count; ask again next month.');
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await hod.page.getByText(`Equipment requisition ${record.number} rejected.`, { exact: true }).waitFor();
      await headingStatus(hod.page).filter({ hasText: 'Rejected' }).waitFor();

      const { page } = employee;
      await page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}?status=REJECTED`);
      await listSettled(page);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: record.number, exact: true }) });
      await row.getByText('Rejected', { exact: true }).waitFor();
      await row.getByRole('link', { name: record.number, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: record.number }).waitFor();
      await headingStatus(page).filter({ hasText: 'Rejected' }).waitFor();
      assert.deepEqual(await historyHeadlines(page), [`Created by ${EMPLOYEE_NAME}`, `Submitted by ${EMPLOYEE_NAME}`, `Rejected by ${HOD_NAME}`]);
      await page.locator('.workflow-history-comment').filter({ hasText: 'The dates clash with the stock count; ask again next month.' }).waitFor();
      assert.equal(await page.getByRole('group', { name: 'Actions' }).count(), 0, 'nothing left to do on a rejected requisition');
      await checkAndShoot(page, 'equipment-requisition-rejected');
      await page.setViewportSize({ width: 390, height: 844 });
      await fitsTheScreen(page, 'the rejected record at 390 px');
      await checkAndShoot(page, 'equipment-requisition-rejected');
    } finally {
      await Promise.all([employee.context.close(), hod.context.close()]);
    }
  });
});
