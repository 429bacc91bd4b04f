/**
 * Browser test of live notifications (docs/notifications.md) on the stack that `npm start` runs, with the
 * seeded people: the Employee's top bar is open in one browser context while the Hod, in another,
 * approves the Employee's seeded equipment requisition that awaits them: the Employee's badge and list
 * change by themselves (no reload) within a couple of seconds. Then "Mark all read", "See all" (the
 * notifications page: axe clean, no sideways scroll at 1280 and 390 px), and a second approval arriving
 * on the same connection. Then a broken connection: the Employee's browser reaches the web through a
 * relay the test cuts (Chromium's offline mode keeps open streams, support/cuttableProxy.ts); what is
 * written while it is down arrives when the top bar has reconnected (the list is read again), and what
 * is written after arrives live, still without a reload. Screenshots in e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startCuttableProxy } from './support/cuttableProxy';
import { startStack, type Stack } from './support/stack';
import { act, assertNoSidewaysScroll, checkAndShoot, gatewayCall, signedInAs as signIntoContext, tokenOf } from './workflowSession';

let stack: Stack;
let browser: Browser;

const EMPLOYEE = 'employee@example.com';
const HOD = 'hod@example.com';
const EQUIPMENTS_LIST = '/requisitions/equipments-requisition';

const signedInAs = (email: string, width = 1280) => signIntoContext(browser, stack.webUrl, email, width);

/** The unread count the Employee's top bar shows (0 when no badge). */
async function unreadShown(page: Page): Promise<number> {
  const name = (await page.locator('.notifications .topbar-button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Waits until the badge shows `count`, failing after `timeoutMs`; answers how long it took. */
async function badgeBecomes(page: Page, count: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  const name = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  await page.getByRole('button', { name, exact: true }).waitFor({ timeout: timeoutMs });
  return Date.now() - started;
}

/** The Employee's equipment requisitions that await the Hod (number, id), through the gateway. */
async function awaitingHod(hodToken: string): Promise<{ id: string; number: string; version: number }[]> {
  const data = await gatewayCall<{ equipmentRequisitions: { items: { id: string; number: string; version: number }[] } }>(
    `${stack.gatewayUrl}`,
    hodToken,
    '{ equipmentRequisitions(pageSize: 20, awaitingMe: true) { items { id number version } } }',
  );
  return data.equipmentRequisitions.items;
}

before(async () => {
  stack = await startStack({ restApi: 3260, gateway: 4260, web: 5333 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

test("a Hod's approval in one browser changes the requester's badge in another, without a reload", async () => {
  const employee = await signedInAs(EMPLOYEE);
  const hod = await signedInAs(HOD);
  const employeeToken = await tokenOf(employee.page);
  const hodToken = await tokenOf(hod.page);

  // The Employee submits their seeded draft, so that two requisitions await the Hod.
  const drafts = await gatewayCall<{ equipmentRequisitions: { items: { id: string; version: number; status: string }[] } }>(
    stack.gatewayUrl,
    employeeToken,
    '{ equipmentRequisitions(pageSize: 20, mine: true) { items { id version status } } }',
  );
  const draft = drafts.equipmentRequisitions.items.find((item) => item.status === 'DRAFT');
  assert.ok(draft, 'the seed gives the Employee a draft equipment requisition');
  await gatewayCall(stack.gatewayUrl, employeeToken, 'mutation($id: ID!, $version: Int!) { submitEquipmentRequisition(id: $id, version: $version) { errors { message } } }', draft);
  const waiting = await awaitingHod(hodToken);
  assert.ok(waiting.length >= 2, `two requisitions await the Hod: ${JSON.stringify(waiting)}`);
  const [first, second] = waiting as [(typeof waiting)[number], (typeof waiting)[number]];

  // The Employee's top bar, open; the page is never reloaded from here on.
  // Its live connection is open once the gateway answers the stream's headers (it listens upstream first).
  const streamOpen = employee.page.waitForResponse((response) => response.url().endsWith('/graphql/stream') && response.status() === 200);
  await employee.page.goto(`${stack.webUrl}/`);
  await streamOpen;
  await employee.page.locator('.notifications .topbar-button').waitFor();
  const before = await unreadShown(employee.page);
  await employee.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // The Hod approves in their browser.
  await hod.page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}/${first.id}`);
  await hod.page.getByRole('heading', { level: 1, name: first.number }).waitFor();
  await act(hod.page, first.number, 'Approve', { toast: `Equipment requisition ${first.number} approved.`, status: 'Approved' });
  const took = await badgeBecomes(employee.page, before + 1, 3000);
  assert.ok(took < 3000, `the badge changed within a couple of seconds (${took} ms)`);
  assert.equal(await employee.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'the page was not reloaded');
  await employee.page.locator('.notifications .topbar-button').click();
  const panel = employee.page.locator('.notification-panel');
  await panel.getByRole('button', { name: new RegExp(`Unread: Your equipment requisition ${first.number} was approved`) }).waitFor();
  await checkAndShoot(employee.page, 'notifications-live-panel');

  // Mark all read: the badge goes.
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await badgeBecomes(employee.page, 0, 5000);

  // The next approval arrives on the same live connection, after "mark all read".
  await hod.page.goto(`${stack.webUrl}${EQUIPMENTS_LIST}/${second.id}`);
  await hod.page.getByRole('heading', { level: 1, name: second.number }).waitFor();
  await act(hod.page, second.number, 'Approve', { toast: `Equipment requisition ${second.number} approved.`, status: 'Approved' });
  await badgeBecomes(employee.page, 1, 3000);
  assert.equal(await employee.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'the page was not reloaded');

  // See all (the panel is still open): the notifications page, with both approvals.
  await employee.page.locator('.notification-panel').getByRole('link', { name: 'See all' }).click();
  await employee.page.waitForURL(`${stack.webUrl}/notifications`);
  await employee.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await employee.page.getByRole('button', { name: new RegExp(`Unread: Your equipment requisition ${second.number} was approved`) }).waitFor();
  await employee.page.getByRole('button', { name: new RegExp(`Your equipment requisition ${first.number} was approved`) }).waitFor();
  await employee.page.getByText('1 unread', { exact: true }).waitFor();
  await assertNoSidewaysScroll(employee.page, 'the notifications page');
  await checkAndShoot(employee.page, 'notifications-page');
  await employee.context.close();
  await hod.context.close();

  const phone = await signedInAs(EMPLOYEE, 390);
  await phone.page.goto(`${stack.webUrl}/notifications?show=unread`);
  await phone.page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  await phone.page.getByRole('button', { name: new RegExp(`Your equipment requisition ${second.number} was approved`) }).waitFor();
  await assertNoSidewaysScroll(phone.page, 'the notifications page at 390 px');
  await checkAndShoot(phone.page, 'notifications-page');
  await phone.context.close();
});

/** A day `days` from today, `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new equipment requisition of the Employee, submitted (so that it awaits the Hod), through the gateway. */
async function submittedRequisition(employeeToken: string, purpose: string): Promise<{ id: string; number: string }> {
  const equipments = await gatewayCall<{ equipments: { items: { id: string; quantity: number }[] } }>(
    stack.gatewayUrl,
    employeeToken,
    '{ equipments(pageSize: 20, active: true) { items { id quantity } } }',
  );
  const equipmentId = equipments.equipments.items.find((item) => item.quantity > 0)?.id;
  assert.ok(equipmentId, 'an equipment in stock');
  const created = await gatewayCall<{ createEquipmentRequisition: { equipmentRequisition: { id: string; number: string; version: number } | null } }>(
    stack.gatewayUrl,
    employeeToken,
    'mutation($input: EquipmentRequisitionInput!) { createEquipmentRequisition(input: $input) { equipmentRequisition { id number version } errors { message } } }',
    { input: { items: [{ equipmentId, quantity: 1 }], dates: { from: dayFromNow(7), to: dayFromNow(8) }, purpose } },
  );
  const record = created.createEquipmentRequisition.equipmentRequisition;
  assert.ok(record, JSON.stringify(created));
  await gatewayCall(
    stack.gatewayUrl,
    employeeToken,
    'mutation($id: ID!, $version: Int!) { submitEquipmentRequisition(id: $id, version: $version) { errors { message } } }',
    record,
  );
  return record;
}

/** The Hod approves requisition `id` through the gateway (from another machine, as far as the Employee's browser knows). */
async function approve(hodToken: string, id: string): Promise<void> {
  const { equipmentRequisition } = await gatewayCall<{ equipmentRequisition: { version: number } }>(
    stack.gatewayUrl,
    hodToken,
    'query($id: ID!) { equipmentRequisition(id: $id) { version } }',
    { id },
  );
  const answer = await gatewayCall<{ approveEquipmentRequisition: { errors: unknown[] } }>(
    stack.gatewayUrl,
    hodToken,
    'mutation($id: ID!, $version: Int!) { approveEquipmentRequisition(id: $id, version: $version) { errors { message } } }',
    { id, version: equipmentRequisition.version },
  );
  assert.deepEqual(answer.approveEquipmentRequisition.errors, []);
}

test('after the connection breaks, the top bar reconnects by itself: what came meanwhile and what comes after arrive without a reload', async () => {
  const relay = await startCuttableProxy(new URL(stack.webUrl));
  try {
    const employee = await signIntoContext(browser, relay.url, EMPLOYEE, 1280);
    const hod = await signedInAs(HOD);
    const employeeToken = await tokenOf(employee.page);
    const hodToken = await tokenOf(hod.page);
    await hod.context.close();
    const during = await submittedRequisition(employeeToken, 'E2E approved while the connection is down');
    const afterwards = await submittedRequisition(employeeToken, 'E2E approved after the reconnection');

    const streamOpen = () => employee.page.waitForResponse((response) => response.url().endsWith('/graphql/stream') && response.status() === 200, { timeout: 30_000 });
    const opened = streamOpen();
    await employee.page.goto(`${relay.url}/`);
    await opened;
    await employee.page.locator('.notifications .topbar-button').waitFor();
    const before = await unreadShown(employee.page);
    await employee.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The network drops: the live connection breaks, and reconnecting fails while it is down.
    relay.cut();
    await approve(hodToken, during.id);
    await employee.page.waitForTimeout(2000);
    assert.equal(await unreadShown(employee.page), before, 'nothing arrives while the connection is down');

    // The network is back: the top bar reconnects by itself (within its 5 s retry) and reads what it missed.
    const reopened = streamOpen();
    relay.restore();
    await reopened;
    await badgeBecomes(employee.page, before + 1, 10_000);

    // A notification written after the reconnection arrives live on the new connection.
    await approve(hodToken, afterwards.id);
    const took = await badgeBecomes(employee.page, before + 2, 3000);
    assert.ok(took < 3000, `live again within a couple of seconds (${took} ms)`);
    assert.equal(await employee.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'the page was not reloaded');
    await employee.page.locator('.notifications .topbar-button').click();
    const panel = employee.page.locator('.notification-panel');
    await panel.getByRole('button', { name: new RegExp(`Unread: Your equipment requisition ${during.number} was approved`) }).waitFor();
    await panel.getByRole('button', { name: new RegExp(`Unread: Your equipment requisition ${afterwards.number} was approved`) }).waitFor();
    await employee.context.close();
  } finally {
    await relay.close();
  }
});
