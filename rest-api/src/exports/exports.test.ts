import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { multipartBody } from '../../testing/multipart';
import { simplePdf } from '../seed/pdf';
import { inDays } from '../../testing/workflow-fixture';
import { pastVisit, visitFixture, type VisitFixture } from '../../testing/visit-fixture';
import type { Actor } from '../../testing/workflow-fixture';

/*
 * The exports of docs/exports.md: `GET /setup/<resource>/export` gives exactly the rows the list gives
 * the caller (customers: an Employee their own, a Hod their department's, Gvr and Admin all; visits per
 * the GVR view list; requisitions per their scope), names instead of ids, CSV quoting, XLSX typed cells
 * read back with ExcelJS, and 400s for bad parameters.
 */

let f: VisitFixture;

beforeAll(async () => {
  f = await visitFixture();
  await pastVisit(f, f.employee);
  await pastVisit(f, f.colleague);
  await pastVisit(f, f.outsider);
  const requisition = await f.send('POST', 'equipmentRequisitions/create', f.employee, {
    items: [{ equipment: f.projector, quantity: 1 }],
    dates: { from: inDays(3), to: inDays(4) },
    purpose: 'Congress, "booth" 4',
  });
  expect(requisition.statusCode).toBe(201);
}, 60_000);

afterAll(async () => {
  await f?.t.close();
});

const exportOf = (url: string, who: Actor) => f.t.app.inject({ method: 'GET', url: `/setup/${url}`, headers: who.headers });

/** The records of a CSV export as objects by header (parsed by ExcelJS's CSV reader, fast-csv). */
async function csvRecords(body: string): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([body.replace(/^\uFEFF/, '')]), { parserOptions: { quote: '"' } });
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
  const [header = [], ...data] = rows.map((row) => row.slice(1));
  return data.map((row) => Object.fromEntries(header.map((name, i) => [String(name), row[i]])));
}

async function xlsxOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  return workbook.worksheets[0]!;
}

describe('customer exports (DESIGN §6: an Employee their own, a Hod their department’s)', () => {
  it.each([
    ['employee', ['Acme Clinic']],
    ['hod', ['Acme Clinic', 'Beta Pharmacy']],
    ['otherHod', ['Gamma Hospital']],
    ['gvr', ['Acme Clinic', 'Beta Pharmacy', 'Gamma Hospital']],
    ['admin', ['Acme Clinic', 'Beta Pharmacy', 'Gamma Hospital']],
  ] as const)('gives the %s exactly the customers of their list, as CSV', async (who, names) => {
    const response = await exportOf('customers/export?format=csv', f[who]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-export-rows']).toBe(String(names.length));
    expect(response.body.startsWith('\uFEFFName,')).toBe(true);
    const records = await csvRecords(response.body);
    expect(records.map((record) => record.Name)).toEqual(names);
    const list = (await f.send('GET', 'customers/?limit=100', f[who])).json();
    expect(list.docs.map((doc: { name: string }) => doc.name)).toEqual(names);
  });

  it('names the company and the salesperson, not their ids, and lists the contacts', async () => {
    const [acme] = await csvRecords((await exportOf('customers/export?format=csv&search=acme', f.admin)).body);
    expect(acme).toMatchObject({ Name: 'Acme Clinic', Company: 'Holdings', Contacts: 'Ann Lee\nBob Ray', Active: 'Yes' });
    expect(String(acme!.Salesperson)).toMatch(/\S/);
    expect(JSON.stringify(acme)).not.toContain(f.employee.id);
  });

  it('applies the list’s search, filters and sort', async () => {
    const sorted = await csvRecords((await exportOf('customers/export?format=csv&sort=-name', f.admin)).body);
    expect(sorted.map((record) => record.Name)).toEqual(['Gamma Hospital', 'Beta Pharmacy', 'Acme Clinic']);
    const filtered = await exportOf(`customers/export?format=csv&salesperson=${f.colleague.id}`, f.admin);
    expect((await csvRecords(filtered.body)).map((record) => record.Name)).toEqual(['Beta Pharmacy']);
    expect(filtered.headers['x-export-rows']).toBe('1');
  });
});

describe('GVR exports: visits and activities per the GVR view list', () => {
  it.each([
    ['employee', 1],
    ['hod', 2],
    ['gvr', 3],
  ] as const)('gives the %s the visits of their list (%i)', async (who, count) => {
    const response = await exportOf('visits/export?format=csv', f[who]);
    expect(response.statusCode).toBe(200);
    const records = await csvRecords(response.body);
    const list = (await f.send('GET', 'visits/?limit=100', f[who])).json();
    expect(records).toHaveLength(count);
    expect(records.map((record) => record.Number)).toEqual(list.docs.map((doc: { number: string }) => doc.number));
    expect(Object.keys(records[0]!)).toEqual(expect.arrayContaining(['Number', 'Status', 'Requester name', 'Customer name', 'Category', 'Start (UTC)', 'Late']));
  });

  it('exports activities as their list gives them', async () => {
    const records = await csvRecords((await exportOf('activities/export?format=csv', f.employee)).body);
    const list = (await f.send('GET', 'activities/?limit=100', f.employee)).json();
    expect(records).toHaveLength(list.totalDocs);
    expect(records.length).toBeGreaterThan(0);
  });
});

describe('requisition exports', () => {
  it('shows the requester’s name, the items by equipment name and the dates; an employee gets only their own', async () => {
    const [record] = await csvRecords((await exportOf('equipmentRequisitions/export?format=csv', f.gvr)).body);
    expect(record).toMatchObject({ Status: 'Draft', Items: 'Projector · 1', Purpose: 'Congress, "booth" 4' });
    expect(record!['Dates from']).toBeTruthy();
    expect((await exportOf('equipmentRequisitions/export?format=csv', f.colleague)).headers['x-export-rows']).toBe('0');
  });
});

describe('formats', () => {
  it('quotes CSV fields with commas, quotes and line breaks, and defuses formulas', async () => {
    const company = (await f.send('GET', 'companies/?limit=1', f.admin)).json().docs[0]._id;
    const created = await f.send('POST', 'customers/create', f.admin, { name: '=HYPERLINK("x"), Inc', address: 'Line 1\nLine 2', company });
    expect(created.statusCode).toBe(201);
    const body = (await exportOf('customers/export?format=csv&search=hyperlink', f.admin)).body;
    expect(body).toContain('"\'=HYPERLINK(""x""), Inc","Line 1\nLine 2"');
    await f.send('DELETE', `customers/${created.json()._id as string}`, f.admin);
  });

  it('writes XLSX with a bold frozen header row, an auto filter and typed cells', async () => {
    const response = await exportOf('products/export?format=xlsx&sort=code', f.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxOf(response.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Code', 'Name', 'Subcategory', 'Price', 'Created at (UTC)']));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.rowCount).toBe(3);
    const column = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(column('Code')).value).toBe('P1');
    expect(first.getCell(column('Subcategory')).value).toBe('Tablets');
    expect(first.getCell(column('Price')).value).toBe(10);
    expect(first.getCell(column('Price')).numFmt).toBe('#,##0.00');
    expect(first.getCell(column('Created at (UTC)')).value).toBeInstanceOf(Date);
    expect(first.getCell(column('Active')).value).toBe(true);
  });
});

describe('exports people can read (labels, names, local times, one column per section)', () => {
  it('writes a visit report with one column per GVR section (text with commas and semicolons kept whole), statuses as labels and times in the zone asked for, named in the header', async () => {
    const planned = await f.send('POST', 'visits/create', f.employee, {
      customer: f.acme,
      start: '2026-07-01T08:30:00.000Z',
      end: '2026-07-01T09:30:00.000Z',
      category: f.category,
      notes: [
        { section: f.closing, text: 'Order: 2 boxes; call back, Friday' },
        { section: f.opening, text: 'Met Ann; she asked for samples' },
      ],
    });
    expect(planned.statusCode).toBe(201);
    const response = await exportOf(`visits/export?format=csv&search=${planned.json().number as string}&tz=Europe/Berlin`, f.employee);
    expect(response.statusCode).toBe(200);
    const [record] = await csvRecords(response.body);
    expect(record).toMatchObject({ Number: planned.json().number, Status: 'Planned', Opening: 'Met Ann; she asked for samples', Closing: 'Order: 2 boxes; call back, Friday' });
    // 08:30 UTC is 10:30 in Berlin in July (CEST).
    expect(String(record!['Start (Europe/Berlin)'])).toContain('10:30');
    expect(Object.keys(record!)).not.toContain('Notes');
    expect(Object.keys(record!)).not.toContain('Start (UTC)');
    expect(JSON.stringify(record)).not.toContain(f.category);
    expect((await exportOf('visits/export?format=csv&tz=Mars/Olympus', f.employee)).statusCode).toBe(400);
  });

  it("writes a claim without the visit's id or receipt JSON: the visit's number, the lines one per line with kinds as labels and the receipt's file name", async () => {
    const visit = await pastVisit(f, f.employee);
    const created = await f.send('POST', 'claims/create', f.employee, {
      visit: visit._id,
      lines: [
        { type: 'MILEAGE', km: '12.5' },
        { type: 'OTHER', description: 'Toll; A1, north', amount: '4.20' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const claim = created.json();
    const body = multipartBody([{ field: 'file', filename: 'toll.pdf', content: simplePdf(['Toll']) }]);
    const uploaded = await f.t.app.inject({
      method: 'PUT',
      url: `/setup/claims/${claim._id as string}/lines/${claim.lines[1]._id as string}/receipt`,
      headers: { ...f.employee.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const sheet = await xlsxOf((await exportOf(`claims/export?format=xlsx&search=${claim.number as string}`, f.employee)).rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row = Object.fromEntries(header.map((name, i) => [name, sheet.getRow(2).getCell(i + 1).value]));
    expect(row).toMatchObject({ Number: claim.number, Status: 'Draft', 'Visit number': visit.number, 'Customer name': visit.customerName });
    expect(String(row.Lines).split('\n')).toEqual([expect.stringMatching(/^Mileage · 12\.5 · \d+\.\d{2}$/), 'Other · Toll; A1, north · 4.20 · toll.pdf']);
    const text = JSON.stringify(row);
    expect(text).not.toContain(visit._id);
    expect(text).not.toContain('mimeType');
    expect(header).not.toContain('Visit');
  });
});

describe('bad input and roles', () => {
  it.each([
    ['customers/export', 'format'],
    ['customers/export?format=pdf', 'format'],
    ['customers/export?format=csv&page=2', undefined],
    ['customers/export?format=csv&sort=nope', 'sort'],
    ['customers/export?format=csv&company=not-an-id', 'company'],
  ])('answers 400 to %s', async (url, field) => {
    const response = await exportOf(url, f.admin);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('keeps the employees export for Gvr and Admin, and needs a token', async () => {
    expect((await exportOf('employees/export?format=csv', f.employee)).statusCode).toBe(403);
    const gvr = await exportOf('employees/export?format=xlsx', f.gvr);
    expect(gvr.statusCode).toBe(200);
    expect((await f.t.app.inject({ method: 'GET', url: '/setup/customers/export?format=csv' })).statusCode).toBe(401);
  });
});
