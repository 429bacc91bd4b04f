import { hoursFromNow, visitFixture, type VisitFixture } from '../../../testing/visit-fixture';
import { inDays, type Actor } from '../../../testing/workflow-fixture';

/*
 * Activities over REST (docs/visits.md "Activities", "Who sees what"): visits and logged calls and
 * meetings in one list, its search, sort and filters, the GVR view list, who changes or deletes a logged
 * one, a visit's id answering 404 here, and no full list.
 */

let f: VisitFixture;
let visit: { _id: string; number: string };
let call: { _id: string; __v: number };
let outsidersMeeting: { _id: string };

beforeAll(async () => {
  f = await visitFixture();
  visit = (
    await f.send('POST', 'visits/create', f.employee, {
      customer: f.acme,
      contactNames: ['Bob Ray', 'Ann Lee'],
      start: hoursFromNow(-50),
      end: hoursFromNow(-49),
      category: f.category,
      outcome: 'Ordered samples',
    })
  ).json();
  call = await log(f.employee, { kind: 'CALL', customer: f.acme, contactName: 'Ann Lee', date: inDays(-1), note: 'Asked for prices' });
  outsidersMeeting = await log(f.outsider, { kind: 'MEETING', customer: f.gamma, date: inDays(0), note: 'Lunch' });
});

afterAll(async () => {
  await f?.t.close();
});

async function log(who: Actor, body: object) {
  const response = await f.send('POST', 'activities/create', who, body);
  expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
  return response.json();
}

const list = async (who: Actor, query = '') => {
  const response = await f.send('GET', `activities/?limit=100&${query}`, who);
  expect([response.statusCode, response.json()]).toEqual([200, expect.anything()]);
  return response.json<{ docs: Array<Record<string, unknown> & { _id: string }>; totalDocs: number }>();
};
const ids = async (who: Actor, query = '') => (await list(who, query)).docs.map((doc) => doc._id);

it('lists visits (kind VISIT, day it starts, first contact, outcome, status, number) and logged calls together, newest day first', async () => {
  const { docs, totalDocs } = await list(f.employee);
  expect(totalDocs).toBe(2);
  expect(docs).toEqual([
    expect.objectContaining({
      _id: call._id,
      kind: 'CALL',
      employee: f.employee.id,
      customer: f.acme,
      customerName: 'Acme Clinic',
      contactName: 'Ann Lee',
      date: inDays(-1),
      note: 'Asked for prices',
      status: null,
      visitNumber: null,
    }),
    expect.objectContaining({
      _id: visit._id,
      kind: 'VISIT',
      employee: f.employee.id,
      customerName: 'Acme Clinic',
      contactName: 'Bob Ray',
      date: new Date(Date.now() - 50 * 3_600_000).toISOString().slice(0, 10),
      note: 'Ordered samples',
      status: 'PLANNED',
      visitNumber: visit.number,
    }),
  ]);
  expect((await list(f.gvr)).totalDocs).toBeGreaterThanOrEqual(3);
});

it('filters by kind, status, employee, customer and days; searches customer, contact, note and person; sorts', async () => {
  expect(await ids(f.gvr, 'kind=VISIT')).toEqual([visit._id]);
  expect(await ids(f.gvr, 'status=PLANNED')).toEqual([visit._id]);
  expect(await ids(f.gvr, `employee=${f.outsider.id}`)).toEqual([outsidersMeeting._id]);
  expect(await ids(f.gvr, `customer=${f.acme}&sort=date`)).toEqual([visit._id, call._id]);
  expect(await ids(f.gvr, `dates=${inDays(-1)},${inDays(0)}`)).toEqual([outsidersMeeting._id, call._id]);
  expect(await ids(f.gvr, 'search=prices')).toEqual([call._id]);
  expect(await ids(f.gvr, 'search=bob%20ray')).toEqual([visit._id]);
  expect(await ids(f.gvr, 'search=gamma')).toEqual([outsidersMeeting._id]);
  expect(await ids(f.gvr, 'sort=kind')).toEqual([call._id, outsidersMeeting._id, visit._id]);
  expect((await f.send('GET', 'activities/?kind=PHONE', f.gvr)).statusCode).toBe(400);
  expect((await f.send('GET', 'activities/all', f.gvr)).statusCode).toBe(404);
});

it('follows the GVR view list: own; a Hod their departments’, not another’s; Gvr and Admin all', async () => {
  expect(await ids(f.employee)).not.toContain(outsidersMeeting._id);
  expect(await ids(f.hod)).toEqual(expect.arrayContaining([visit._id, call._id]));
  expect(await ids(f.hod)).not.toContain(outsidersMeeting._id);
  expect(await ids(f.otherHod)).toEqual([outsidersMeeting._id]);
  expect(await ids(f.admin)).toEqual(expect.arrayContaining([visit._id, call._id, outsidersMeeting._id]));
  expect((await f.send('GET', `activities/${outsidersMeeting._id}`, f.hod)).statusCode).toBe(404);
  expect((await f.send('GET', `activities/${call._id}`, f.hod)).statusCode).toBe(200);
});

it('a visit’s id answers 404 on get, update and delete', async () => {
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    expect((await f.send(method, `activities/${visit._id}`, f.admin, method === 'PUT' ? { note: 'x' } : undefined)).statusCode).toBe(404);
  }
});

it('refuses a visit kind, a future day, a customer outside the view and a stranger as contact', async () => {
  const bad = await f.send('POST', 'activities/create', f.employee, { kind: 'VISIT', customer: f.gamma, date: inDays(1) });
  expect(bad.statusCode).toBe(400);
  expect(
    bad
      .json()
      .errors.map((error: { field: string }) => error.field)
      .sort(),
  ).toEqual(['date', 'kind']);
  const outside = await f.send('POST', 'activities/create', f.employee, { kind: 'CALL', customer: f.gamma, date: inDays(0) });
  expect(outside.json().errors).toEqual([{ field: 'customer', message: 'No such customer' }]);
  const stranger = await f.send('POST', 'activities/create', f.employee, { kind: 'CALL', customer: f.acme, contactName: 'Zed', date: inDays(0) });
  expect(stranger.json().errors).toEqual([expect.objectContaining({ field: 'contactName' })]);
});

it('whoever logged it, Gvr or an Admin change or delete a logged one; its Hod may read but not change it', async () => {
  expect((await f.send('PUT', `activities/${call._id}`, f.hod, { note: 'x' })).statusCode).toBe(403);
  expect((await f.send('DELETE', `activities/${call._id}`, f.hod)).statusCode).toBe(403);
  expect((await f.send('PUT', `activities/${call._id}`, f.colleague, { note: 'x' })).statusCode).toBe(404);
  const changed = await f.send('PUT', `activities/${call._id}`, f.employee, { note: 'Sent the price list', __v: call.__v });
  expect(changed.json()).toMatchObject({ note: 'Sent the price list', kind: 'CALL', contactName: 'Ann Lee', employee: f.employee.id, __v: call.__v + 1 });
  const byGvr = await f.send('PUT', `activities/${call._id}`, f.gvr, { kind: 'MEETING' });
  expect(byGvr.json()).toMatchObject({ kind: 'MEETING', employee: f.employee.id });
  const extra = await log(f.outsider, { kind: 'CALL', customer: f.gamma, date: inDays(0) });
  expect((await f.send('DELETE', `activities/${extra._id}`, f.admin)).statusCode).toBe(200);
  expect((await f.send('GET', `activities/${extra._id}`, f.admin)).statusCode).toBe(404);
});
