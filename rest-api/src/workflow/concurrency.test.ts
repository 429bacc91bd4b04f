import { inDays, workflowFixture, type WorkflowFixture } from '../../testing/workflow-fixture';

/*
 * Concurrent requests (docs/requisitions.md "Numbers", "One winner", "Stock"; DESIGN §5): real requests
 * sent at once with Promise.all. On PostgreSQL (DATABASE_URL) they run in parallel transactions, which is
 * what proves the counter row lock, the conditional updates and `quantity >= n`; on PGlite they queue.
 */

let f: WorkflowFixture;

beforeAll(async () => {
  f = await workflowFixture();
});

afterAll(async () => {
  await f?.t.close();
});

const URL = 'equipmentRequisitions';
const body = (equipment: string, quantity: number) => ({ items: [{ equipment, quantity }], dates: { from: inDays(1), to: inDays(2) }, purpose: 'Race' });

async function approved(equipment: string, quantity: number): Promise<string> {
  const id = (await f.send('POST', `${URL}/create`, f.employee, body(equipment, quantity))).json()._id;
  expect((await f.send('POST', `${URL}/${id}/submit`, f.employee)).statusCode).toBe(200);
  expect((await f.send('POST', `${URL}/${id}/approve`, f.hod)).statusCode).toBe(200);
  return id;
}

it('numbers 20 concurrent creations uniquely and without gaps', async () => {
  const responses = await Promise.all(Array.from({ length: 20 }, () => f.send('POST', `${URL}/create`, f.employee, body(f.screen, 1))));
  expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
  const sequence = responses.map((r) => Number(r.json().number.split('-')[2])).sort((a, b) => a - b);
  expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => sequence[0]! + i));
  const year = new Date().getUTCFullYear();
  expect(responses.map((r) => r.json().number)).toContain(`EQ-${year}-${String(sequence[0]).padStart(4, '0')}`);
});

it('lets exactly one of two concurrent approvals win; the other gets 409', async () => {
  const id = (await f.send('POST', `${URL}/create`, f.employee, body(f.screen, 1))).json()._id;
  await f.send('POST', `${URL}/${id}/submit`, f.employee);
  const [a, b] = await Promise.all([f.send('POST', `${URL}/${id}/approve`, f.hod, { __v: 1 }), f.send('POST', `${URL}/${id}/reject`, f.admin, { __v: 1, comment: 'No' })]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  const loser = [a, b].find((r) => r.statusCode === 409)!;
  expect(['STALE_VERSION', 'INVALID_STATE']).toContain(loser.json().reason);
  const record = (await f.send('GET', `${URL}/${id}`, f.admin)).json();
  expect(record.history).toHaveLength(3);
});

it('never takes stock below zero when two issues race for the last units', async () => {
  const shelf = (await f.send('GET', `equipments/${f.projector}`, f.admin)).json().quantity as number;
  const [first, second] = [await approved(f.projector, shelf), await approved(f.projector, shelf)];
  const responses = await Promise.all([f.send('POST', `${URL}/${first}/issue`, f.gvr), f.send('POST', `${URL}/${second}/issue`, f.admin)]);
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({
    reason: 'OUT_OF_STOCK',
    errors: [{ field: 'items.0.quantity', message: `Only 0 in stock of Projector; ${shelf} requested.` }],
  });
  expect((await f.send('GET', `equipments/${f.projector}`, f.admin)).json().quantity).toBe(0);
});

it('issues a requisition once when the same issue is sent twice at once', async () => {
  const id = await approved(f.screen, 2);
  const before = (await f.send('GET', `equipments/${f.screen}`, f.admin)).json().quantity as number;
  const responses = await Promise.all([f.send('POST', `${URL}/${id}/issue`, f.gvr), f.send('POST', `${URL}/${id}/issue`, f.admin)]);
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(responses.find((r) => r.statusCode === 409)!.json().reason).toBe('INVALID_STATE');
  expect((await f.send('GET', `equipments/${f.screen}`, f.admin)).json().quantity).toBe(before - 2);
});
