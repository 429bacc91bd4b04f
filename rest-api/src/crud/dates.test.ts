import { hoursFromNow, visitFixture, type VisitFixture } from '../../testing/visit-fixture';
import type { Actor } from '../../testing/workflow-fixture';

/*
 * Every day or instant a route takes, in a query or a body, lies within 1900–2999 (contract/dates.ts,
 * docs/setup-contract.md "Dates"): outside, 400 naming the field, never a 500 from calendar arithmetic
 * or PostgreSQL (the dashboard of 9999-12-31 ran past the database's time zone conversions).
 */

const OUT_OF_RANGE = 'Must be between 1900-01-01 and 2999-12-31';

let f: VisitFixture;

beforeAll(async () => {
  f = await visitFixture();
});

afterAll(async () => {
  await f?.t.close();
});

/** The status and field errors of `method url` sent by `who`. */
async function refusal(method: 'GET' | 'POST', url: string, who: Actor, payload?: object) {
  const response = await f.send(method, url, who, payload);
  const body = response.json<{ message?: string; errors?: Array<{ field: string; message: string }> }>();
  return { url, status: response.statusCode, errors: body.errors ?? [], message: body.message };
}

it('the dashboard refuses a day outside 1900–2999 with 400 on `date`, and takes the first and last days', async () => {
  for (const date of ['9999-12-31', '3000-01-01', '1899-12-31', '0001-01-01']) {
    expect(await refusal('GET', `dashboard?date=${date}`, f.employee)).toEqual({
      url: `dashboard?date=${date}`,
      status: 400,
      errors: [{ field: 'date', message: OUT_OF_RANGE }],
      message: expect.any(String),
    });
  }
  for (const date of ['1900-01-01', '2999-12-31']) {
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const response = await f.send('GET', `dashboard?date=${date}&timeZone=${timeZone}`, f.hod);
      expect({ date, timeZone, status: response.statusCode }).toEqual({ date, timeZone, status: 200 });
    }
  }
});

it('claim totals refuse a day outside 1900–2999 on `from` or `to`', async () => {
  const bad = await refusal('GET', 'claims/totals?from=2026-01-01&to=9999-12-31', f.finance);
  expect(bad).toMatchObject({ status: 400, errors: [{ field: 'to', message: OUT_OF_RANGE }] });
  const early = await refusal('GET', 'claims/totals?from=1899-12-01&to=1900-01-31', f.finance);
  expect(early).toMatchObject({ status: 400, errors: [{ field: 'from', message: OUT_OF_RANGE }] });
  expect((await f.send('GET', 'claims/totals?from=2999-01-01&to=2999-12-31', f.finance)).statusCode).toBe(200);
});

it('list filters of days and instants refuse values outside 1900–2999', async () => {
  for (const url of [
    'equipmentRequisitions?dates=2026-01-01,9999-12-31',
    'claims?dates=1899-01-01,2026-01-01',
    'activities?dates=2026-01-01,3000-01-01',
    'visits?period=2026-01-01T00:00:00Z,9999-12-31T00:00:00Z',
    'equipmentRequisitions/export?format=csv&dates=0001-01-01,2026-01-01',
  ]) {
    const found = await refusal('GET', url, f.gvr);
    expect(found).toMatchObject({ url, status: 400, errors: [{ field: expect.stringMatching(/^(dates|period)$/), message: expect.stringContaining('1900–2999') }] });
  }
  expect((await f.send('GET', 'visits?period=1900-01-01T00:00:00Z,2999-12-31T00:00:00Z', f.gvr)).statusCode).toBe(200);
});

it('bodies refuse days and instants outside 1900–2999: requisition dates, join date, activity date, visit start and end', async () => {
  const requisition = await refusal('POST', 'eventRequisitions/create', f.employee, { dates: { from: '2026-01-01', to: '9999-12-31' } });
  expect(requisition.status).toBe(400);
  expect(requisition.errors).toContainEqual({ field: 'dates.to', message: OUT_OF_RANGE });

  const employee = await f.send('PUT', `employees/${f.colleague.id}`, f.admin, { joinDate: '1899-12-31' });
  expect({ status: employee.statusCode, errors: employee.json().errors }).toEqual({ status: 400, errors: [{ field: 'joinDate', message: OUT_OF_RANGE }] });

  const activity = await refusal('POST', 'activities/create', f.employee, { kind: 'CALL', customer: f.acme, date: '1899-12-31' });
  expect(activity).toMatchObject({ status: 400, errors: [{ field: 'date', message: OUT_OF_RANGE }] });

  const visit = await refusal('POST', 'visits/create', f.employee, { customer: f.acme, start: '9999-12-31T08:00:00Z', end: '9999-12-31T09:00:00Z', category: f.category });
  expect(visit.status).toBe(400);
  expect(visit.errors).toEqual(
    expect.arrayContaining([
      { field: 'start', message: OUT_OF_RANGE },
      { field: 'end', message: OUT_OF_RANGE },
    ]),
  );
  const fine = await f.send('POST', 'visits/create', f.employee, { customer: f.acme, start: hoursFromNow(24), end: hoursFromNow(25), category: f.category });
  expect(fine.statusCode).toBe(201);
});
