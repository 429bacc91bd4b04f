import { hoursFromNow, visitFixture, type VisitFixture } from '../../../testing/visit-fixture';
import type { Actor } from '../../../testing/workflow-fixture';

/*
 * Visits over REST (docs/visits.md "Who sees what", "Visits"; DESIGN §5 "Visit reports"): planning and
 * its checks, the GVR view list per role and relation, updates only while planned, complete / cancel /
 * correct with their refusals, the late flag and the list filters.
 */

let f: VisitFixture;

beforeAll(async () => {
  f = await visitFixture();
});

afterAll(async () => {
  await f?.t.close();
});

const URL = 'visits';

function body(overrides: object = {}) {
  return {
    customer: f.acme,
    contactNames: ['Ann Lee'],
    start: hoursFromNow(24),
    end: hoursFromNow(25),
    category: f.category,
    notes: [
      { section: f.closing, text: 'Agreed a trial' },
      { section: f.opening, text: 'Introduced the range' },
    ],
    products: [f.products[1], f.products[0]],
    ...overrides,
  };
}

async function plan(who: Actor = f.employee, overrides: object = {}) {
  const response = await f.send('POST', `${URL}/create`, who, body(overrides));
  expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
  return response.json();
}

const act = (who: Actor, id: string, action: string, payload: object = {}) => f.send('POST', `${URL}/${id}/${action}`, who, payload);
const ids = async (who: Actor, query: string) => {
  const response = await f.send('GET', `${URL}/?limit=100&${query}`, who);
  expect(response.statusCode).toBe(200);
  return (response.json().docs as Array<{ _id: string }>).map((doc) => doc._id);
};

describe('planning', () => {
  it('plans a visit: number, PLANNED, the caller as visitor, the customer name, notes in the sections’ order, products in order', async () => {
    const visit = await plan(f.employee, { requester: f.admin.id, status: 'COMPLETED', customerName: 'Forged', late: true });
    expect(visit).toMatchObject({
      number: expect.stringMatching(new RegExp(`^VS-${new Date().getUTCFullYear()}-\\d{4}$`)),
      status: 'PLANNED',
      requester: f.employee.id,
      customer: f.acme,
      customerName: 'Acme Clinic',
      contactNames: ['Ann Lee'],
      notes: [
        { section: f.opening, text: 'Introduced the range' },
        { section: f.closing, text: 'Agreed a trial' },
      ],
      products: [f.products[1], f.products[0]],
      outcome: null,
      completedAt: null,
      late: false,
      actions: ['complete', 'cancel'],
    });
    expect(Date.parse(visit.start)).toBe(Date.parse(body().start));
    expect((await f.send('GET', `${URL}/${visit._id}`, f.employee)).json()).toEqual(visit);
  });

  it('refuses a customer outside the caller’s view, a stranger as contact, a bad span, an inactive category, repeats', async () => {
    const refused = await f.send('POST', `${URL}/create`, f.employee, body({ customer: f.gamma }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'customer', message: 'No such customer' }]);
    const bad = await f.send('POST', `${URL}/create`, f.employee, body({ contactNames: ['Ann Lee', 'Zed'], end: hoursFromNow(50), category: f.inactiveCategory }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['category', 'contactNames.1', 'end']);
    const before = await f.send('POST', `${URL}/create`, f.employee, body({ end: hoursFromNow(23) }));
    expect(before.json().errors).toEqual([{ field: 'end', message: 'Must be after the start' }]);
    const repeats = await f.send(
      'POST',
      `${URL}/create`,
      f.employee,
      body({
        products: [f.products[0], f.products[0]],
        notes: [
          { section: f.opening, text: 'a' },
          { section: f.opening, text: 'b' },
        ],
      }),
    );
    expect(repeats.statusCode).toBe(400);
    expect(
      repeats
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['notes.1.section', 'products.1']);
  });

  it('updates a planned visit partly (the rest kept); only the visitor; a completed one is read-only (409 INVALID_STATE)', async () => {
    const visit = await plan();
    const moved = await f.send('PUT', `${URL}/${visit._id}`, f.employee, { start: hoursFromNow(48), end: hoursFromNow(49), __v: visit.__v });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ notes: visit.notes, products: visit.products, contactNames: ['Ann Lee'], customerName: 'Acme Clinic', __v: visit.__v + 1 });
    expect((await f.send('PUT', `${URL}/${visit._id}`, f.hod, { outcome: 'x' })).statusCode).toBe(403);
    expect((await f.send('PUT', `${URL}/${visit._id}`, f.employee, { outcome: 'x', __v: 0 })).json().reason).toBe('STALE_VERSION');

    const started = await plan(f.employee, { start: hoursFromNow(-2), end: hoursFromNow(-1), outcome: 'Ordered 10 boxes' });
    expect((await act(f.employee, started._id, 'complete')).statusCode).toBe(200);
    const locked = await f.send('PUT', `${URL}/${started._id}`, f.employee, { outcome: 'Changed' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ reason: 'INVALID_STATE' });
  });
});

describe('who sees what (the GVR view list)', () => {
  let own: string;
  let colleagues: string;
  let outsiders: string;

  beforeAll(async () => {
    own = (await plan(f.employee))._id;
    colleagues = (await plan(f.colleague, { customer: f.beta, contactNames: ['Cy Dee'] }))._id;
    outsiders = (await plan(f.outsider, { customer: f.gamma, contactNames: [] }))._id;
  });

  it('an Employee reads their own only; others answer 404 on get, update and actions', async () => {
    const listed = await ids(f.employee, '');
    expect(listed).toContain(own);
    expect(listed).not.toContain(colleagues);
    expect((await f.send('GET', `${URL}/${colleagues}`, f.employee)).statusCode).toBe(404);
    expect((await f.send('PUT', `${URL}/${colleagues}`, f.employee, { outcome: 'x' })).statusCode).toBe(404);
    expect((await act(f.employee, colleagues, 'cancel', { comment: 'No' })).statusCode).toBe(404);
  });

  it('a Hod reads their departments’ visits, not another department’s; Gvr and Admin read all', async () => {
    const hods = await ids(f.hod, '');
    expect(hods).toEqual(expect.arrayContaining([own, colleagues]));
    expect(hods).not.toContain(outsiders);
    expect((await f.send('GET', `${URL}/${outsiders}`, f.hod)).statusCode).toBe(404);
    expect(await ids(f.otherHod, '')).toContain(outsiders);
    expect(await ids(f.otherHod, '')).not.toContain(own);
    for (const who of [f.gvr, f.admin]) expect(await ids(who, '')).toEqual(expect.arrayContaining([own, colleagues, outsiders]));
    expect(await ids(f.finance, '')).not.toContain(own);
  });

  it('cancel needs a reason; the visitor, their Hod, Gvr or an Admin may; another Hod may not see it; the visitor is told', async () => {
    const visit = await plan();
    const noReason = await act(f.hod, visit._id, 'cancel');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'comment' })]);
    expect((await act(f.otherHod, visit._id, 'cancel', { comment: 'x' })).statusCode).toBe(404);
    expect((await act(f.finance, visit._id, 'cancel', { comment: 'x' })).statusCode).toBe(404);
    const cancelled = await act(f.hod, visit._id, 'cancel', { comment: 'Customer closed' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', actions: [] });
    const notices = (await f.send('GET', 'notifications', f.employee)).json<Array<{ title: string }>>();
    expect(notices.map((notice) => notice.title)).toContain(`Your visit ${visit.number} was cancelled`);
  });
});

describe('complete, correct and late', () => {
  it('complete: 400 on a blank outcome, 409 before the start; sets completedAt; no one is notified', async () => {
    const future = await plan(f.employee, { outcome: 'Went well' });
    const early = await act(f.employee, future._id, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'INVALID_STATE', message: 'This visit has not started yet.' });
    const blank = await plan(f.employee, { start: hoursFromNow(-3), end: hoursFromNow(-2) });
    const noOutcome = await act(f.employee, blank._id, 'complete');
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().errors).toEqual([expect.objectContaining({ field: 'outcome' })]);
    expect((await act(f.hod, blank._id, 'complete')).statusCode).toBe(403);

    const before = (await f.send('GET', 'notifications', f.gvr)).json().length;
    await f.send('PUT', `${URL}/${blank._id}`, f.employee, { outcome: 'Ordered' });
    const done = (await act(f.employee, blank._id, 'complete')).json();
    expect(done).toMatchObject({ status: 'COMPLETED', late: false, completedAt: expect.any(String), actions: [] });
    expect((await f.send('GET', 'notifications', f.gvr)).json()).toHaveLength(before);
    expect((await f.send('GET', `${URL}/${blank._id}`, f.gvr)).json().actions).toEqual(['correct']);
  });

  it('correct: Gvr or an Admin only, comment required, a history entry that leaves the report as it was', async () => {
    const visit = await plan(f.employee, { start: hoursFromNow(-3), end: hoursFromNow(-2), outcome: 'Sold' });
    const done = (await act(f.employee, visit._id, 'complete')).json();
    expect((await act(f.employee, visit._id, 'correct', { comment: 'x' })).statusCode).toBe(403);
    expect((await act(f.hod, visit._id, 'correct', { comment: 'x' })).statusCode).toBe(403);
    expect((await act(f.gvr, visit._id, 'correct')).statusCode).toBe(400);
    const corrected = (await act(f.gvr, visit._id, 'correct', { comment: 'Met Bob, not Ann' })).json();
    expect(corrected).toMatchObject({ status: 'COMPLETED', outcome: 'Sold', contactNames: ['Ann Lee'], completedAt: done.completedAt });
    expect(corrected.history.at(-1)).toMatchObject({ action: 'correct', fromStatus: 'COMPLETED', toStatus: 'COMPLETED', comment: 'Met Bob, not Ann' });
    expect((await act(f.admin, visit._id, 'correct', { comment: 'Again' })).statusCode).toBe(200);
    const planned = await plan();
    expect((await act(f.gvr, planned._id, 'correct', { comment: 'x' })).json()).toMatchObject({ reason: 'INVALID_STATE' });
  });

  it('late: planned past the deadline, or completed after it; the late filter', async () => {
    const overdue = await plan(f.employee, { start: hoursFromNow(-24 * 10), end: hoursFromNow(-24 * 10 + 1), outcome: 'Late report' });
    expect(overdue.late).toBe(true);
    const recent = await plan(f.employee, { start: hoursFromNow(-2), end: hoursFromNow(-1) });
    expect(recent.late).toBe(false);
    const completedLate = (await act(f.employee, overdue._id, 'complete')).json();
    expect(completedLate).toMatchObject({ status: 'COMPLETED', late: true });
    const late = await ids(f.employee, 'late=true');
    expect(late).toContain(overdue._id);
    expect(late).not.toContain(recent._id);
    expect(await ids(f.employee, 'late=false')).toContain(recent._id);
  });
});

describe('list filters', () => {
  it('period overlap, customer, category, requester, mine, status, search and the start order', async () => {
    const base = Date.now() + 30 * 86_400_000;
    const at = (hours: number) => new Date(base + hours * 3_600_000).toISOString();
    const early = await plan(f.employee, { start: at(0), end: at(2) });
    const late = await plan(f.employee, { start: at(20), end: at(22) });
    const crossing = await plan(f.employee, { start: at(9), end: at(11) });
    expect(await ids(f.employee, `period=${at(10)},${at(21)}`)).toEqual([late._id, crossing._id]);
    expect(await ids(f.employee, `period=${at(2)},${at(9)}`)).toEqual([]);
    expect(await ids(f.employee, `period=${at(1)},${at(1.5)}&sort=start`)).toEqual([early._id]);
    expect((await f.send('GET', `${URL}/?period=${at(5)},${at(1)}`, f.employee)).statusCode).toBe(400);
    expect((await f.send('GET', `${URL}/?period=yesterday,today`, f.employee)).statusCode).toBe(400);

    expect(await ids(f.gvr, `customer=${f.beta}`)).not.toContain(early._id);
    expect(await ids(f.gvr, `customer=${f.acme}&period=${at(0)},${at(30)}`)).toEqual([late._id, crossing._id, early._id]);
    expect(await ids(f.gvr, `category=${f.category}&requester=${f.employee.id}&period=${at(0)},${at(30)}`)).toHaveLength(3);
    expect(await ids(f.employee, `mine=true&status=PLANNED&period=${at(0)},${at(30)}`)).toHaveLength(3);
    expect(await ids(f.gvr, `search=${encodeURIComponent(early.number)}`)).toEqual([early._id]);
    expect(await ids(f.gvr, 'search=acme%20clinic')).toContain(early._id);
  });
});
