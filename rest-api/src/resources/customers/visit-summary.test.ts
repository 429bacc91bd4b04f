import { hoursFromNow, visitFixture, type VisitFixture } from '../../../testing/visit-fixture';

/*
 * A customer's visit summary (docs/visits.md "Customers in the Visit Report menu"): `visitCount` (planned
 * and completed, cancelled never, whoever made them), `lastVisitAt` (start of the latest completed one),
 * `nextVisitAt` (start of the earliest planned one from now on), in the list and the record.
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
