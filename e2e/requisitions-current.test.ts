/**
 * Browser tests of requisitions as people use them (docs/requisitions.md "Stock", "After approval",
 * docs/notifications.md "Screens that stay current"), at 1400 px and at 390 px with a phone's user
 * agent, on the stack that `npm start` runs, with the seeded people (employee@example.com in Sales,
 * whose Hod is hod@example.com):
 * - an impossible requisition (500 banners, 12 on the shelf) is caught before approval: the stock
 *   warning on the draft and on the Hod's page, the approval refused with the shelf's words, then sent
 *   back; lowered, submitted and approved, it is cancelled after approval with a comment (required);
 *   an inactive equipment is not offered ("Nothing matches." with its hint);
 * - a list that updates when another user acts (two browser contexts): the Employee's "My
 *   requisitions" shows Approved once the Hod approves, the Hod's "To approve" count grows when the
 *   Employee submits, neither reloading; Gvr's tab reads "To issue".
 * axe (serious and critical WCAG 2.x A/AA) finds nothing on every page and dialog visited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { fillFields, pick } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { act, checkAndShoot, gatewayCall, headingStatus, signedInAs as signIntoContext, tokenOf } from './workflowSession';
import { listSettled } from './workflowUi';

let stack: Stack;
let browser: Browser;

const gateway = <T>(token: string, query: string, variables: object = {}) => gatewayCall<T>(stack.gatewayUrl, token, query, variables);
const signedInAs = (email: string, width = 1400) => signIntoContext(browser, stack.webUrl, email, width);

const unique = Date.now().toString().slice(-6);
const EMPLOYEE = 'employee@example.com';
const HOD = 'hod@example.com';
const GVR = 'gvr@example.com';
const LIST = '/requisitions/equipments-requisition';
const BANNER = { code: `BNR-${unique}`, name: `E2E Banner ${unique}`, quantity: 12 };
const RETIRED = { code: `OLD-${unique}`, name: `E2E Retired ${unique}`, quantity: 3 };
let bannerId = '';

/** `days` after today (UTC), `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The warning above a requisition's actions. */
const warnings = (page: Page) => page.locator('.workflow-warnings');

/** Creates and submits a requisition of `quantity` banners as the holder of `token`; answers its id and number. */
async function submitted(token: string, quantity: number, purpose: string): Promise<{ id: string; number: string }> {
  const created = await gateway<{ createEquipmentRequisition: { equipmentRequisition: { id: string; number: string; version: number } | null } }>(
    token,
    'mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { equipmentRequisition { id number version } errors { message } } }',
    { input: { items: [{ equipmentId: bannerId, quantity }], dates: { from: dayFromNow(6), to: dayFromNow(7) }, purpose } },
  );
  const record = created.createEquipmentRequisition.equipmentRequisition;
  assert.ok(record, JSON.stringify(created));
  const sent = await gateway<{ submitEquipmentRequisition: { errors: unknown[] } }>(
    token,
    'mutation($id: ID!, $v: Int!) { submitEquipmentRequisition(id: $id, version: $v) { errors { message } } }',
    { id: record.id, v: record.version },
  );
  assert.deepEqual(sent.submitEquipmentRequisition.errors, []);
  return record;
}

/** The number in the "To approve" / "To issue" tab's badge (0 without one). */
const badge = (page: Page) => page.evaluate(() => Number(document.querySelector('.workflow-tab-count')?.firstChild?.textContent ?? '0'));

before(async () => {
  stack = await startStack({ restApi: 3230, gateway: 4230, web: 5303 });
  browser = await launchBrowser();
  const { context, page } = await signedInAs(GVR);
  const token = await tokenOf(page);
  const category = await gateway<{ createEquipmentCategory: { equipmentCategory: { id: string } | null } }>(
    token,
    'mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id } errors { message } } }',
    { input: { name: `E2E Signs ${unique}` } },
  );
  const categoryId = category.createEquipmentCategory.equipmentCategory?.id;
  assert.ok(categoryId);
  for (const [equipment, active] of [
    [BANNER, true],
    [RETIRED, false],
  ] as const) {
    const created = await gateway<{ createEquipment: { equipment: { id: string } | null } }>(
      token,
      'mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { id } errors { message } } }',
      { input: { ...equipment, categoryId, location: 'E2E bay', active } },
    );
    assert.ok(created.createEquipment.equipment, JSON.stringify(created));
    if (equipment === BANNER) bannerId = created.createEquipment.equipment.id;
  }
  await context.close();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

describe('An impossible requisition', () => {
  test('is caught before approval (Hod on a phone), sent back, lowered, approved, then cancelled with a comment', async () => {
    const employee = await signedInAs(EMPLOYEE);
    const hod = await signedInAs(HOD, 390);
    try {
      const { page } = employee;
      await page.goto(`${stack.webUrl}${LIST}`);
      await listSettled(page);
      await page.getByRole('button', { name: 'New requisition' }).click();
      const form = page.getByRole('dialog', { name: 'New equipment requisition' });
      const item = form.getByRole('group', { name: 'Item 1' });
      await form.locator(':focus').first().waitFor();
      // An inactive equipment is not offered; the empty answer says why.
      await item.locator('.p-dropdown').first().click();
      const panel = page.locator('.p-dropdown-panel').last();
      await panel.locator('input[type="text"]').first().fill(RETIRED.code);
      await panel.getByText('Nothing matches. Try fewer letters; inactive records are not offered.').waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      // The picker shows the shelf while drafting.
      await pick(page, item, 'Equipment', [`${BANNER.name} (${BANNER.code}) · ${BANNER.quantity} in stock`], BANNER.code);
      await item.getByLabel('Quantity', { exact: true }).fill('500');
      const dates = form.getByRole('group', { name: 'Dates' });
      await dates.getByLabel('From').fill(dayFromNow(8));
      await dates.getByLabel('To').fill(dayFromNow(9));
      await fillFields(page, form, [{ label: 'Purpose', type: `E2E trade fair ${unique}` }]);
      await form.getByRole('button', { name: 'Save draft' }).click();
      await form.waitFor({ state: 'hidden' });
      await page.waitForURL(new RegExp(`${LIST}/[^/]+$`));
      const url = page.url();
      const number = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
      const shortage = `Only ${BANNER.quantity} in stock of ${BANNER.name}; 500 requested.`;
      await warnings(page).getByText(shortage).waitFor();
      await checkAndShoot(page, 'requisition-impossible-draft');
      await act(page, number, 'Submit', { toast: `Equipment requisition ${number} submitted.`, status: 'Submitted' });

      // The Hod, on a phone, sees the shortage and cannot approve it.
      await hod.page.goto(url);
      await hod.page.getByRole('heading', { level: 1, name: number }).waitFor();
      await warnings(hod.page).getByText(shortage).waitFor();
      await hod.page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Approve', exact: true }).click();
      const approve = hod.page.getByRole('dialog', { name: `Approve ${number}` });
      await approve.getByRole('button', { name: 'Approve', exact: true }).click();
      await approve.getByText(shortage).waitFor();
      await approve.getByText('Instead: Reject or Send back for changes.', { exact: false }).waitFor();
      assert.deepEqual(await seriousAxeViolations(hod.page), [], 'the approval dialog with the refusal, at 390 px');
      await approve.getByRole('button', { name: 'Cancel', exact: true }).click();
      await approve.waitFor({ state: 'hidden' });
      await headingStatus(hod.page).filter({ hasText: 'Submitted' }).waitFor();
      await act(hod.page, number, 'Send back for changes', {
        toast: `Equipment requisition ${number} sent back for changes.`,
        status: 'Draft',
        comment: 'Only 12 banners: ask for 10.',
      });
      await checkAndShoot(hod.page, 'requisition-impossible-sent-back');

      // The Employee lowers it to what the shelf holds and submits again; the Hod approves.
      await page.goto(url);
      await headingStatus(page).filter({ hasText: 'Draft' }).waitFor();
      await page.getByRole('button', { name: 'Edit equipment requisition' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit equipment requisition' });
      await edit.getByRole('group', { name: 'Item 1' }).getByLabel('Quantity', { exact: true }).fill('10');
      await edit.getByRole('button', { name: 'Save draft' }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.locator('.workflow-lines').getByRole('cell', { name: '10', exact: true }).waitFor();
      assert.equal(await warnings(page).count(), 0, 'no warning once the shelf covers it');
      await act(page, number, 'Submit', { toast: `Equipment requisition ${number} submitted.`, status: 'Submitted' });
      await hod.page.goto(url);
      await headingStatus(hod.page).filter({ hasText: 'Submitted' }).waitFor();
      await act(hod.page, number, 'Approve', { toast: `Equipment requisition ${number} approved.`, status: 'Approved' });

      // After approval the requester may still cancel it, saying why.
      await page.goto(url);
      await headingStatus(page).filter({ hasText: 'Approved' }).waitFor();
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Cancel request', exact: true }).click();
      const cancel = page.getByRole('dialog', { name: `Cancel request ${number}` });
      await cancel.getByRole('button', { name: 'Cancel request', exact: true }).click();
      await cancel.getByText('Comment is required.').waitFor();
      assert.deepEqual(await seriousAxeViolations(page), [], 'the cancel dialog with its message, at 1400 px');
      await cancel.getByLabel('Comment').fill('The fair was called off.');
      await cancel.getByRole('button', { name: 'Cancel request', exact: true }).click();
      await cancel.waitFor({ state: 'hidden' });
      await headingStatus(page).filter({ hasText: 'Cancelled' }).waitFor();
      await page.locator('.workflow-history-comment').filter({ hasText: 'The fair was called off.' }).waitFor();
      assert.equal(await page.getByRole('group', { name: 'Actions' }).count(), 0, 'nothing left to do');
      await checkAndShoot(page, 'requisition-cancelled-after-approval');
      await page.setViewportSize({ width: 390, height: 844 });
      await checkAndShoot(page, 'requisition-cancelled-after-approval');
    } finally {
      await Promise.all([employee.context.close(), hod.context.close()]);
    }
  });
});

describe('Lists that stay current', () => {
  test('the Employee’s list shows the Hod’s approval, the Hod’s count grows with a submission, without a reload', async () => {
    const employee = await signedInAs(EMPLOYEE, 390);
    const hod = await signedInAs(HOD);
    const gvr = await signedInAs(GVR);
    try {
      const first = await submitted(await tokenOf(employee.page), 2, `E2E live list ${unique}`);

      // The Employee on a phone: "My requisitions" without a Requester column, the status beside the number and within the screen.
      const { page } = employee;
      await page.goto(`${stack.webUrl}${LIST}`);
      await listSettled(page);
      const headers = (await page.locator('.crud-table thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
      assert.deepEqual(headers.slice(0, 2), ['Number', 'Status'], `columns: ${headers.join(', ')}`);
      assert.ok(!headers.includes('Requester'), `no Requester on My requisitions: ${headers.join(', ')}`);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: first.number, exact: true }) });
      const status = row.locator('.workflow-status');
      await status.filter({ hasText: 'Submitted' }).waitFor();
      const box = await status.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the status is within the phone's screen (${JSON.stringify(box)})`);
      await checkAndShoot(page, 'requisitions-my-list-live');

      // The Hod on the desktop list: the count before; the Employee submits another; the badge grows.
      await hod.page.goto(`${stack.webUrl}${LIST}`);
      await listSettled(hod.page);
      await hod.page.getByRole('tab', { name: /^To approve/ }).waitFor();
      await hod.page.waitForFunction(() => document.querySelector('.workflow-tab-count') !== null);
      const before = await badge(hod.page);
      const second = await submitted(await tokenOf(page), 1, `E2E live count ${unique}`);
      await hod.page.waitForFunction((n) => (document.querySelector('.workflow-tab-count')?.firstChild?.textContent ?? '0') === String(n), before + 1, { timeout: 10_000 });
      await hod.page.getByRole('tab', { name: /^To approve/ }).click();
      await listSettled(hod.page);
      await hod.page.getByRole('link', { name: second.number, exact: true }).waitFor();
      await checkAndShoot(hod.page, 'requisitions-to-approve-live');

      // The Hod approves the first; the Employee's list, left open, shows it approved.
      await hod.page.goto(`${stack.webUrl}${LIST}/${first.id}`);
      await hod.page.getByRole('heading', { level: 1, name: first.number }).waitFor();
      await act(hod.page, first.number, 'Approve', { toast: `Equipment requisition ${first.number} approved.`, status: 'Approved' });
      await row.locator('.workflow-status').filter({ hasText: 'Approved' }).waitFor({ timeout: 10_000 });

      // Gvr issues, never approves: the tab says so.
      await gvr.page.goto(`${stack.webUrl}${LIST}`);
      await listSettled(gvr.page);
      assert.deepEqual(
        (await gvr.page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\d+\s*waiting$/, '').trim()),
        ['My requisitions', 'To issue', 'All'],
      );
      await gvr.page.getByRole('tab', { name: /^To issue/ }).click();
      await listSettled(gvr.page);
      await gvr.page.getByRole('link', { name: first.number, exact: true }).waitFor();
      await checkAndShoot(gvr.page, 'requisitions-to-issue');
    } finally {
      await Promise.all([employee.context.close(), hod.context.close(), gvr.context.close()]);
    }
  });
});
