import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { bearer, createEmployee, signIn } from '../../../testing/test-app';
import { hoursFromNow, visitFixture, type VisitFixture } from '../../../testing/visit-fixture';
import type { Actor } from '../../../testing/workflow-fixture';

/*
 * A customer's visit summary (docs/visits.md "Customers in the Visit Report menu"): `visitCount` (planned
 * and completed, cancelled never, whoever made them), `lastVisitAt` (start of the latest completed one),
 * `nextVisitAt` (start of the earliest planned one from now on), in the list and the record, counted
 * over the visits the caller may read (their own, a Hod's department's, Gvr and Admin all), in the
 * list, the record, the full list and the customers export.
 */

let f: VisitFixture;

beforeAll(async () => {
  f = await visitFixture();
});

afterAll(async () => {
  await f?.t.close();
});

it('counts and dates the visits of each customer, in the list and the record', async () => {
  const plan = async (start: number, outcome?: string) =>
    (
      await f.send('POST', 'visits/create', f.employee, {
        customer: f.acme,
        start: hoursFromNow(start),
        end: hoursFromNow(start + 1),
        category: f.category,
        outcome: outcome ?? null,
      })
    ).json();
  const empty = (await f.send('GET', `customers/${f.beta}`, f.admin)).json();
  expect(empty).toMatchObject({ visitCount: 0, lastVisitAt: null, nextVisitAt: null });

  const older = await plan(-48, 'Fine');
  const newer = await plan(-5, 'Good');
  for (const visit of [older, newer]) expect((await f.send('POST', `visits/${visit._id}/complete`, f.employee)).statusCode).toBe(200);
  await plan(-2); // planned but started: not a next visit
  const next = await plan(24);
  await plan(12).then((visit) => f.send('POST', `visits/${visit._id}/cancel`, f.employee, { comment: 'Moved' }));
  await plan(48);

  const record = (await f.send('GET', `customers/${f.acme}`, f.employee)).json();
  expect(record).toMatchObject({ visitCount: 5, lastVisitAt: newer.start, nextVisitAt: next.start });
  const page = (await f.send('GET', `customers/?search=acme`, f.hod)).json();
  expect(page.docs).toEqual([expect.objectContaining({ _id: f.acme, visitCount: 5, lastVisitAt: newer.start, nextVisitAt: next.start })]);
  const all = (await f.send('GET', 'customers/all', f.admin)).json<Array<{ _id: string; visitCount: number }>>();
  expect(all.find((customer) => customer._id === f.beta)?.visitCount).toBe(0);
  const updated = await f.send('PUT', `customers/${f.acme}`, f.admin, { city: 'Lyon', visitCount: 99 });
  expect(updated.json()).toMatchObject({ city: 'Lyon', visitCount: 5 });
});

/** The rows of a CSV export as objects by header. */
async function csvRecords(body: string): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([body.replace(/^\uFEFF/, '')]), { parserOptions: { quote: '"' } });
  const [header = [], ...data] = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1));
  return data.map((row) => Object.fromEntries(header.map((name, i) => [String(name), row[i]])));
}

describe("counts only the visits the caller may read (docs/visits.md 'Who sees what')", () => {
  let product: Actor;
  let outsiders: { start: string };
  let gvrs: { start: string };

  beforeAll(async () => {
    const employee = await createEmployee(f.t.database, { roles: ['Product'] });
    product = { id: employee.id, headers: bearer(await signIn(f.t.app, employee)) };
    const plan = async (who: Actor, start: number) => {
      const response = await f.send('POST', 'visits/create', who, { customer: f.gamma, start: hoursFromNow(start), end: hoursFromNow(start + 1), category: f.category });
      expect(response.statusCode).toBe(201);
      return response.json<{ start: string }>();
    };
    // Gamma's salesperson is the outsider (department Other, headed by otherHod); a Gvr visits it too, earlier.
    outsiders = await plan(f.outsider, 72);
    gvrs = await plan(f.gvr, 30);
  });

  const summaries: Array<[string, (f: VisitFixture) => Actor, () => object]> = [
    ['the visitor (Employee): their own', (f) => f.outsider, () => ({ visitCount: 1, lastVisitAt: null, nextVisitAt: outsiders.start })],
    ["their Hod: their department's", (f) => f.otherHod, () => ({ visitCount: 1, lastVisitAt: null, nextVisitAt: outsiders.start })],
    ['Gvr: all', (f) => f.gvr, () => ({ visitCount: 2, lastVisitAt: null, nextVisitAt: gvrs.start })],
    ['Admin: all', (f) => f.admin, () => ({ visitCount: 2, lastVisitAt: null, nextVisitAt: gvrs.start })],
    ['Finance: none of them', (f) => f.finance, () => ({ visitCount: 0, lastVisitAt: null, nextVisitAt: null })],
    ['Product: none of them', () => product, () => ({ visitCount: 0, lastVisitAt: null, nextVisitAt: null })],
  ];

  it.each(summaries)('%s, in the record, the list, the full list and the export', async (_, who, expected) => {
    const caller = who(f);
    expect((await f.send('GET', `customers/${f.gamma}`, caller)).json()).toMatchObject(expected());
    const page = (await f.send('GET', 'customers/?search=gamma', caller)).json();
    expect(page.docs).toEqual([expect.objectContaining({ _id: f.gamma, ...expected() })]);
    const all = (await f.send('GET', 'customers/all', caller)).json<Array<{ _id: string }>>();
    expect(all.find((customer) => customer._id === f.gamma)).toMatchObject(expected());
    const exported = await f.t.app.inject({ method: 'GET', url: '/setup/customers/export?format=csv&search=gamma', headers: caller.headers });
    expect(exported.statusCode).toBe(200);
    const [row] = await csvRecords(exported.body);
    const { visitCount, nextVisitAt } = expected() as { visitCount: number; nextVisitAt: string | null };
    expect(row).toMatchObject({ Name: 'Gamma Hospital', 'Visit count': visitCount });
    // Times are written in the export's zone (UTC unless `tz` is given), named in the header (docs/exports.md).
    const next = row!['Next visit at (UTC)'];
    expect(next ? new Date(`${String(next).replace(' ', 'T')}Z`).toISOString() : null).toBe(nextVisitAt);
  });
});
