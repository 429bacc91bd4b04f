/**
 * Browser tests of the exports (docs/exports.md) on the stack that `npm start` runs: the Employee opens
 * Customer exports, downloads the CSV through the gateway and finds only their own customers (as many
 * as their customers list holds, fewer than the Admin's); the list screens offer CSV and XLSX; a
 * requisition list and Activities download exactly the rows their tab, filters and search list; a slow
 * download shows its progress and is cancelled without a file. Desktop (1280) and phone (390)
 * screenshots of the export screen go to e2e/screenshots/.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';
import { assertNoSidewaysScroll, checkAndShoot, gatewayCall, signedInAs, tokenOf } from './workflowSession';

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack({ restApi: 3250, gateway: 4250, web: 5323 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (stack) assert.equal(await stack.stop(), 0, 'npm start stops cleanly on Ctrl-C');
});

/** The records of a CSV (RFC 4180: quoted fields with commas, quotes and line breaks), by header. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows[rows.length - 1]!.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endField();
    } else if (!quoted && c === '\n') {
      field = field.replace(/\r$/, '');
      endField();
      rows.push([]);
    } else {
      field += c;
    }
  }
  if (field) rows[rows.length - 1]!.push(field);
  const [header = [], ...data] = rows.filter((row) => row.length > 1);
  return data.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

/** How many customers the user of `token` reads (their customers list's total, DESIGN §6). */
async function customerTotal(token: string): Promise<number> {
  const data = await gatewayCall<{ customers: { total: number } }>(`${stack.gatewayUrl}`, token, '{ customers(pageSize: 1) { total } }');
  return data.customers.total;
}

/** Clicks "Export CSV" on `page` and answers the saved file's name and records. */
async function downloadCsv(page: Page): Promise<{ name: string; records: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('group', { name: 'Export' }).getByRole('button', { name: 'Export CSV' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), records: parseCsv(text.replace(/^\uFEFF/, '')) };
}

/** Clicks "Export XLSX" in `scope` of `page` and answers the first sheet's rows by header (read back with ExcelJS), and the headers. */
async function downloadXlsx(page: Page, group = page.getByRole('group', { name: 'Export' })): Promise<{ name: string; headers: string[]; records: Record<string, unknown>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: 'Export XLSX' }).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as never);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const records: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) records.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1).value])));
  });
  return { name: download.suggestedFilename(), headers, records };
}

/** A UUID anywhere in a text (an id a reader cannot use). */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('exports people can read', () => {
  test('GVR exports: visit reports as XLSX with one column per GVR section, statuses as labels and times in the reader’s zone, named in the header (1400 px)', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'gvr@example.com', 1400, { acceptDownloads: true, timezoneId: 'Asia/Tokyo' });
    await page.goto(`${stack.webUrl}/gvr-setup/gvr-exports`);
    await page.getByRole('heading', { name: 'GVR exports' }).waitFor();
    await page.getByRole('group', { name: 'Records' }).getByRole('button', { name: 'Visit reports', pressed: true }).waitFor();
    await checkAndShoot(page, 'gvr-exports-visits');
    const file = await downloadXlsx(page, page.locator('main'));
    assert.match(file.name, /^visits-\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.ok(file.records.length > 0, 'the seeded visits');
    for (const section of ['Visit purpose', 'Products discussed', 'Customer feedback', 'Next steps'])
      assert.ok(file.headers.includes(section), `a column "${section}": ${file.headers.join(' | ')}`);
    assert.ok(!file.headers.includes('Notes'), 'no flattened notes');
    assert.ok(file.headers.includes('Start (Asia/Tokyo)') && file.headers.includes('Created at (Asia/Tokyo)'), `times named with the zone: ${file.headers.join(' | ')}`);
    const statuses = new Set(file.records.map((record) => String(record.Status)));
    assert.ok(
      [...statuses].every((status) => /^[A-Z][a-z ]+$/.test(status)),
      `statuses as labels: ${[...statuses].join(', ')}`,
    );
    assert.ok(
      file.records.some((record) => typeof record['Visit purpose'] === 'string' && record['Visit purpose'] !== ''),
      'a section’s text in its own column',
    );
    assert.ok(!UUID.test(JSON.stringify(file.records)), 'names, not ids');
    await context.close();
  });

  test('Claims: Finance on a phone exports the claims list: the visit by its number, lines as text, no id or raw JSON (390 px)', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'finance@example.com', 390, { acceptDownloads: true });
    await page.goto(`${stack.webUrl}/visit-reports/claims?tab=all`);
    await page.getByRole('heading', { level: 1, name: 'Claims' }).waitFor();
    await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
    await page.getByRole('table').waitFor();
    await checkAndShoot(page, 'claims-export');
    const file = await downloadXlsx(page);
    assert.match(file.name, /^claims-\d{4}-\d{2}-\d{2}\.xlsx$/);
    assert.ok(file.records.length > 0, 'the seeded submitted claim');
    for (const header of ['Number', 'Status', 'Requester name', 'Visit number', 'Customer name', 'Lines', 'Total'])
      assert.ok(file.headers.includes(header), `a column "${header}": ${file.headers.join(' | ')}`);
    assert.ok(!file.headers.includes('Visit'), 'no visit id column');
    assert.ok(
      file.records.every((record) => record.Status !== 'Draft'),
      'no one else’s draft',
    );
    const text = JSON.stringify(file.records);
    assert.ok(!UUID.test(text) && !text.includes('mimeType') && !text.includes('{\\"'), `no ids or raw JSON: ${text.slice(0, 300)}`);
    assert.match(String(file.records[0]!.Lines), /^(Mileage|Meals|Parking|Other) · /m);
    await context.close();
  });
});

describe('exports', () => {
  test('an Employee downloads the customer export and finds only their customers', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'employee@example.com', 1280, { acceptDownloads: true });
    await page.goto(`${stack.webUrl}/gvr-setup/customer-exports`);
    await page.getByRole('heading', { name: 'Customer exports' }).waitFor();
    await checkAndShoot(page, 'customer-exports');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    assert.ok(text.startsWith('\uFEFFName,'), 'a UTF-8 byte order mark, then the header row');
    const records = parseCsv(text.replace(/^\uFEFF/, ''));
    const own = await customerTotal(await tokenOf(page));
    assert.ok(own > 0, 'the Employee has customers');
    assert.equal(records.length, own, 'as many rows as the Employee’s customers list');
    assert.deepEqual([...new Set(records.map((record) => record.Salesperson))], ['James Carter'], 'every row is one of James Carter’s customers');
    await page.getByText(/^Exported customers-/).waitFor();
    await context.close();

    const admin = await signedInAs(browser, stack.webUrl, 'admin@example.com');
    assert.ok((await customerTotal(await tokenOf(admin.page))) > own, 'the Admin reads more customers than the Employee exported');
    await admin.context.close();
  });

  test('the export screen fits a phone, and a list offers CSV and XLSX', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'gvr@example.com', 390);
    await page.goto(`${stack.webUrl}/gvr-setup/gvr-exports`);
    await page.getByRole('heading', { name: 'GVR exports' }).waitFor();
    const records = page.getByRole('group', { name: 'Records' });
    await records.getByRole('button', { name: 'Activities' }).click();
    await records.getByRole('button', { name: 'Activities', pressed: true }).waitFor();
    // Activities take days and have no late filter (visits only).
    await page.getByRole('group', { name: 'Dates' }).waitFor();
    assert.equal(await page.getByText('Report', { exact: true }).count(), 0);
    await assertNoSidewaysScroll(page, 'GVR exports at 390 px');
    await checkAndShoot(page, 'gvr-exports');
    await page.goto(`${stack.webUrl}/product-setup/products`);
    const group = page.getByRole('group', { name: 'Export' });
    await group.getByRole('button', { name: 'Export CSV' }).waitFor();
    await group.getByRole('button', { name: 'Export XLSX' }).waitFor();
    await assertNoSidewaysScroll(page, 'Products at 390 px');
    await context.close();
  });

  test('a requisition list and Activities export the rows their tab, filters and search list', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'hod@example.com', 1280, { acceptDownloads: true });
    const token = await tokenOf(page);

    // Equipments requisition, tab "All" (the Hod's departments), searched: the file holds the list's numbers.
    type Numbers = { equipmentRequisitions: { total: number; items: { number: string }[] } };
    const listed = (variables: object) =>
      gatewayCall<Numbers>(
        stack.gatewayUrl,
        token,
        'query($search: String, $status: EquipmentRequisitionStatus) { equipmentRequisitions(pageSize: 100, search: $search, status: $status) { total items { number } } }',
        variables,
      );
    const everything = await listed({});
    const search = everything.equipmentRequisitions.items[0]!.number.slice(0, 8);
    const all = await listed({ search });
    assert.ok(all.equipmentRequisitions.total > 0, `the Hod reads requisitions numbered ${search}…`);
    await page.goto(`${stack.webUrl}/requisitions/equipments-requisition?tab=all&search=${encodeURIComponent(search)}`);
    await page.getByRole('heading', { level: 1, name: 'Equipments requisition' }).waitFor();
    await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
    const requisitions = await downloadCsv(page);
    assert.match(requisitions.name, /^equipment-requisitions-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual(requisitions.records.map((record) => record.Number).sort(), all.equipmentRequisitions.items.map((item) => item.number).sort(), 'the rows are the list’s');

    // A status chosen in the filters narrows the file as it narrows the list.
    const statuses = [
      ...new Set(
        (
          await gatewayCall<{ equipmentRequisitions: { items: { status: string }[] } }>(stack.gatewayUrl, token, '{ equipmentRequisitions(pageSize: 100) { items { status } } }')
        ).equipmentRequisitions.items.map((item) => item.status),
      ),
    ];
    const status = statuses[0]!;
    const narrowed = await listed({ status });
    await page.goto(`${stack.webUrl}/requisitions/equipments-requisition?tab=all&status=${status}`);
    await page.getByRole('heading', { level: 1, name: 'Equipments requisition' }).waitFor();
    const byStatus = await downloadCsv(page);
    assert.deepEqual(byStatus.records.map((record) => record.Number).sort(), narrowed.equipmentRequisitions.items.map((item) => item.number).sort(), `the ${status} rows only`);
    assert.ok(everything.equipmentRequisitions.total > narrowed.equipmentRequisitions.total || statuses.length === 1, 'the filter left some out');

    // Activities, visits only: the file's rows are the filtered list's (kind and customer of each).
    type Activities = { activities: { total: number; items: { kind: string; customerName: string }[] } };
    const visits = await gatewayCall<Activities>(stack.gatewayUrl, token, '{ activities(pageSize: 100, kind: VISIT) { total items { kind customerName } } }');
    const anyKind = await gatewayCall<Activities>(stack.gatewayUrl, token, '{ activities(pageSize: 1) { total items { kind } } }');
    assert.ok(visits.activities.total > 0 && visits.activities.total < anyKind.activities.total, 'the Hod has visits and other activities');
    await page.goto(`${stack.webUrl}/visit-reports/activities?kind=VISIT`);
    await page.getByRole('heading', { level: 1, name: 'Activities' }).waitFor();
    const activities = await downloadCsv(page);
    assert.match(activities.name, /^activities-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(activities.records.length, visits.activities.total, 'as many rows as the filtered list');
    assert.deepEqual([...new Set(activities.records.map((record) => record.Kind))].length, 1, 'one kind only');
    const customerColumn = Object.keys(activities.records[0]!).find((header) => /^Customer/.test(header))!;
    assert.deepEqual(activities.records.map((record) => record[customerColumn]).sort(), visits.activities.items.map((item) => item.customerName).sort(), 'the same customers');
    await checkAndShoot(page, 'activities-export');
    await context.close();
  });

  test('a slow download shows its progress and is cancelled without a file', async () => {
    const { context, page } = await signedInAs(browser, stack.webUrl, 'admin@example.com', 1280, { acceptDownloads: true });
    await page.goto(`${stack.webUrl}/gvr-setup/customer-exports`);
    await page.getByRole('heading', { name: 'Customer exports' }).waitFor();
    // 2 kB/s: the Admin's few hundred customers take long enough to watch.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 2000, uploadThroughput: -1 });
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const status = page.getByRole('status').filter({ hasText: /rows/ });
    await status.filter({ hasText: /^[\d,]+ of [\d,]+ rows/ }).waitFor();
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await page.getByText('Export cancelled.').waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await page.waitForTimeout(500);
    assert.equal(downloads, 0, 'nothing saved');
    await context.close();
  });
});
