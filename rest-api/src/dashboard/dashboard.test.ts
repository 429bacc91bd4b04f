import { and, eq, inArray } from 'drizzle-orm';
import { pastVisit, visitFixture, type VisitFixture } from '../../testing/visit-fixture';
import { inDays, type Actor } from '../../testing/workflow-fixture';
import { newId } from '../db/ids';
import { COUNT_CAP } from './figures';
import { employees } from '../identity/employees-table';
import { equipmentRequisitions } from '../resources/equipment-requisitions/table';
import { visits } from '../resources/visits/table';

/*
 * GET /setup/dashboard against known data (docs/dashboard.md): visits inserted at fixed instants of
 * March 2026 (asked for with `date=2026-03-18`, a Wednesday: ISO week 16–22 March), requisitions and
 * claims made through REST; each role's figures, time zone boundaries and bad input.
 */

let f: VisitFixture;
let training: string;
const DAY = '2026-03-18';

const dashboard = async (who: Actor, query = `date=${DAY}`) => {
  const response = await f.t.app.inject({ method: 'GET', url: `/setup/dashboard?${query}`, headers: who.headers });
  return { status: response.statusCode, body: response.json() };
};

let counter = 0;
/** Inserts a visit of `who` starting at `start` (one hour long) directly, as the workflow would have left it. */
async function visit(who: Actor, start: string, status: 'PLANNED' | 'COMPLETED' | 'CANCELLED', options: { late?: boolean; category?: string } = {}) {
  counter += 1;
  const at = new Date(start);
  await f.t.database.db.insert(visits).values({
    id: newId(),
    number: `VS-2026-${String(900_000 + counter)}`,
    status,
    requester: who.id,
    requesterName: 'Someone',
    customer: f.acme,
    customerName: 'Acme Clinic',
    start: at,
    end: new Date(at.getTime() + 3_600_000),
    category: options.category ?? f.category,
    completedAt: status === 'COMPLETED' ? new Date(at.getTime() + 7_200_000) : null,
    lateReport: options.late ?? false,
  });
}

const ok = (response: { statusCode: number; body: string }, what: string) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as { _id: string };
};

beforeAll(async () => {
  f = await visitFixture();
  const { send, admin } = f;
  await f.t.database.db
    .update(employees)
    .set({ gvr: true })
    .where(inArray(employees.id, [f.employee.id, f.colleague.id, f.outsider.id]));
  training = ok(await send('POST', 'gvrCategories/create', admin, { name: 'Training', section: f.opening }), 'category')._id;
  // The Employee's: this week (UTC) completed, completed late, planned (its deadline long past: late),
  // cancelled, and one on Sunday 23:30 UTC (Monday 00:30 in Berlin); earlier this month; last month.
  await visit(f.employee, '2026-03-16T10:00:00Z', 'COMPLETED');
  await visit(f.employee, '2026-03-17T10:00:00Z', 'COMPLETED', { late: true });
  await visit(f.employee, '2026-03-18T10:00:00Z', 'PLANNED');
  await visit(f.employee, '2026-03-20T10:00:00Z', 'CANCELLED');
  await visit(f.employee, '2026-03-22T23:30:00Z', 'COMPLETED');
  await visit(f.employee, '2026-03-03T09:00:00Z', 'COMPLETED');
  await visit(f.employee, '2026-02-27T09:00:00Z', 'COMPLETED');
  // The colleague (same department) and the outsider (another department): one each this week.
  await visit(f.colleague, '2026-03-19T10:00:00Z', 'COMPLETED', { category: training });
  await visit(f.outsider, '2026-03-19T12:00:00Z', 'PLANNED');

  // Requisitions: the Employee's equipment one submitted and one draft, an event one submitted.
  const equipment = ok(
    await send('POST', 'equipmentRequisitions/create', f.employee, {
      items: [{ equipment: f.projector, quantity: 1 }],
      dates: { from: inDays(1), to: inDays(2) },
      purpose: 'Training',
    }),
    'equipment',
  );
  ok(await send('POST', `equipmentRequisitions/${equipment._id}/submit`, f.employee, {}), 'submit');
  ok(
    await send('POST', 'equipmentRequisitions/create', f.employee, { items: [{ equipment: f.screen, quantity: 1 }], dates: { from: inDays(1), to: inDays(2) }, purpose: 'Draft' }),
    'draft',
  );
  const event = ok(
    await send('POST', 'eventRequisitions/create', f.employee, {
      portfolio: f.portfolio,
      eventName: 'Heart week',
      venue: 'Hotel',
      dates: { from: inDays(5), to: inDays(5) },
      attendees: 4,
      budget: '100',
    }),
    'event',
  );
  ok(await send('POST', `eventRequisitions/${event._id}/submit`, f.employee, {}), 'submit event');

  // Claims of the Employee: one submitted (mileage 10 km at 0.50, meals), one paid (meals, parking), one approved (other).
  ok(await send('PUT', 'gvrSettings', admin, { mileageRate: '0.50', currency: 'EUR' }), 'settings');
  const claim = async (lines: object[]) => {
    const made = ok(await send('POST', 'claims/create', f.employee, { visit: (await pastVisit(f, f.employee))._id, lines }), 'claim');
    ok(await send('POST', `claims/${made._id}/submit`, f.employee, {}), 'submit claim');
    return made._id;
  };
  await claim([
    { type: 'MILEAGE', km: '10' },
    { type: 'MEALS', amount: '12.40' },
  ]);
  const paid = await claim([
    { type: 'MEALS', amount: '20' },
    { type: 'PARKING', amount: '5' },
  ]);
  ok(await send('POST', `claims/${paid}/approve`, f.finance, {}), 'approve');
  ok(await send('POST', `claims/${paid}/pay`, f.finance, {}), 'pay');
  const approved = await claim([{ type: 'OTHER', amount: '7', description: 'Taxi' }]);
  ok(await send('POST', `claims/${approved}/approve`, f.gvr, {}), 'approve other');
});

afterAll(async () => {
  await f?.t.close();
});

const zeroWeeks = (weeks: string[]) => weeks.map((week) => ({ week, planned: 0, completed: 0, cancelled: 0, late: 0 }));

describe('periods', () => {
  it('answers the ISO week and the month of the day in UTC by default, and the 8 weeks of the trend', async () => {
    const { status, body } = await dashboard(f.employee);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      timeZone: 'UTC',
      day: DAY,
      role: 'Employee',
      week: { firstDay: '2026-03-16', lastDay: '2026-03-22', from: '2026-03-16T00:00:00.000Z', to: '2026-03-23T00:00:00.000Z' },
      month: { firstDay: '2026-03-01', lastDay: '2026-03-31', from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
      trend: { firstDay: '2026-01-26', lastDay: '2026-03-22' },
    });
    expect(body.trend.weeks).toEqual(['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('bounds the periods by midnight in the time zone asked for (daylight saving included)', async () => {
    const { body } = await dashboard(f.employee, `date=2026-03-30&timeZone=Europe/Berlin`);
    // 29 March 2026 is the switch to summer time in Berlin: the week starts at +01:00, the next at +02:00.
    expect(body.week).toMatchObject({ firstDay: '2026-03-30', from: '2026-03-29T22:00:00.000Z', to: '2026-04-05T22:00:00.000Z' });
    expect(body.month).toMatchObject({ from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' });
  });

  it('refuses an unknown time zone and a malformed date with 400 and the field', async () => {
    for (const query of ['timeZone=Mars/Base', `timeZone=${'x'.repeat(70)}`, 'date=2026-13-01', 'date=yesterday', 'week=1']) {
      const { status, body } = await dashboard(f.employee, query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('answers 401 without a token', async () => {
    const response = await f.t.app.inject({ method: 'GET', url: '/setup/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});

describe('an Employee', () => {
  it('sees their own visits this week and this month, planned, completed, cancelled and late', async () => {
    const { body } = await dashboard(f.employee);
    expect(body.myVisits).toEqual({ week: { planned: 1, completed: 3, cancelled: 1, late: 2 }, month: { planned: 1, completed: 4, cancelled: 1, late: 2 } });
    expect(body.team).toBeNull();
    expect(body.finance).toBeNull();
  });

  it('counts a visit in the week of its day in the time zone: Sunday 23:30 UTC is Monday in Berlin', async () => {
    const { body } = await dashboard(f.employee, `date=${DAY}&timeZone=Europe/Berlin`);
    expect(body.myVisits.week).toEqual({ planned: 1, completed: 2, cancelled: 1, late: 2 });
    expect(body.myVisits.month.completed).toBe(4);
  });

  it('has nothing waiting for them and sees their open requisitions by status', async () => {
    const { body } = await dashboard(f.employee);
    expect(body.approvals).toEqual([]);
    expect(body.myRequisitions).toEqual([
      {
        kind: 'equipmentRequisitions',
        count: 2,
        more: false,
        byStatus: [
          { status: 'DRAFT', count: 1, more: false },
          { status: 'SUBMITTED', count: 1, more: false },
        ],
      },
      { kind: 'eventRequisitions', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
    ]);
  });
});

describe('a Hod', () => {
  it("sees the requisitions of their department that wait for them and their people's visits by week and category", async () => {
    const { body } = await dashboard(f.hod);
    expect(body.approvals).toEqual([
      { kind: 'equipmentRequisitions', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
      { kind: 'eventRequisitions', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
    ]);
    expect(body.myVisits.week).toEqual({ planned: 0, completed: 0, cancelled: 0, late: 0 });
    // The department's employee and colleague, and the Hod: not the outsider of another department.
    expect(body.team).toMatchObject({ people: 3, morePeople: false });
    expect(body.team.byWeek).toEqual([
      ...zeroWeeks(body.trend.weeks.slice(0, 4)),
      { week: '2026-02-23', planned: 0, completed: 1, cancelled: 0, late: 0 },
      { week: '2026-03-02', planned: 0, completed: 1, cancelled: 0, late: 0 },
      ...zeroWeeks(['2026-03-09']),
      { week: '2026-03-16', planned: 1, completed: 4, cancelled: 1, late: 2 },
    ]);
    expect(body.team.byCategory).toEqual([
      { category: f.category, categoryName: 'Detailing', planned: 1, completed: 4, cancelled: 1, late: 2 },
      { category: training, categoryName: 'Training', planned: 0, completed: 1, cancelled: 0, late: 0 },
    ]);
    expect(body.finance).toBeNull();
  });

  it('another Hod sees their own department only', async () => {
    const { body } = await dashboard(f.otherHod);
    expect(body.approvals.map((entry: { count: number }) => entry.count)).toEqual([0, 0]);
    expect(body.team.people).toBe(2);
    expect(body.team.byWeek.at(-1)).toEqual({ week: '2026-03-16', planned: 1, completed: 0, cancelled: 0, late: 1 });
  });
});

describe('Gvr and Admin', () => {
  it('see everyone on the GVR view list; Gvr has the claims to review waiting, Admin the requisitions to approve', async () => {
    const gvr = (await dashboard(f.gvr)).body;
    expect(gvr.team.people).toBe(3);
    expect(gvr.team.byWeek.at(-1)).toEqual({ week: '2026-03-16', planned: 2, completed: 4, cancelled: 1, late: 3 });
    // Gvr issues approved equipment (none yet), reviews submitted claims (one) and, as Finance's second, pays approved ones (one; docs/visits.md "Who pays whose claim").
    expect(gvr.approvals).toEqual([
      { kind: 'equipmentRequisitions', count: 0, more: false, byStatus: [] },
      {
        kind: 'claims',
        count: 2,
        more: false,
        byStatus: [
          { status: 'SUBMITTED', count: 1, more: false },
          { status: 'APPROVED', count: 1, more: false },
        ],
      },
    ]);
    const admin = (await dashboard(f.admin)).body;
    expect(admin.team.byCategory.map((entry: { categoryName: string }) => entry.categoryName)).toEqual(['Detailing', 'Training']);
    expect(admin.approvals).toEqual([
      { kind: 'equipmentRequisitions', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
      { kind: 'eventRequisitions', count: 1, more: false, byStatus: [{ status: 'SUBMITTED', count: 1, more: false }] },
    ]);
    expect(admin.finance).toBeNull();
  });
});

describe('Finance', () => {
  it('sees the claims waiting (to review, to pay) and paid this month by line type, exact sums', async () => {
    const { status, body } = await dashboard(f.finance, '');
    expect(status).toBe(200);
    expect(body.finance).toEqual({
      submitted: 1,
      approved: 1,
      waitingByType: [
        { type: 'MILEAGE', currency: 'EUR', claims: 1, amount: '5.00' },
        { type: 'MEALS', currency: 'EUR', claims: 1, amount: '12.40' },
        { type: 'OTHER', currency: 'EUR', claims: 1, amount: '7.00' },
      ],
      paid: 1,
      paidByType: [
        { type: 'MEALS', currency: 'EUR', claims: 1, amount: '20.00' },
        { type: 'PARKING', currency: 'EUR', claims: 1, amount: '5.00' },
      ],
    });
    expect(body.approvals).toEqual([
      { kind: 'eventRequisitions', count: 0, more: false, byStatus: [] },
      {
        kind: 'claims',
        count: 2,
        more: false,
        byStatus: [
          { status: 'SUBMITTED', count: 1, more: false },
          { status: 'APPROVED', count: 1, more: false },
        ],
      },
    ]);
    expect(body.team).toBeNull();
    // Last month paid nothing.
    const earlier = (await dashboard(f.finance, 'date=2026-03-18')).body;
    expect(earlier.finance.paid).toBe(0);
    expect(earlier.finance.paidByType).toEqual([]);
  });
});

describe('counts past the cap', () => {
  it('stop at 1,000 per state and say there are more, for the one who waits and the requester alike', async () => {
    const [submitted] = await f.t.database.db
      .select()
      .from(equipmentRequisitions)
      .where(and(eq(equipmentRequisitions.requester, f.employee.id), eq(equipmentRequisitions.status, 'SUBMITTED')));
    if (!submitted) throw new Error('the fixture has a submitted equipment requisition of the Employee');
    const { searchText: _generated, ...row } = submitted;
    await f.t.database.db
      .insert(equipmentRequisitions)
      .values(Array.from({ length: COUNT_CAP + 1 }, (_, index) => ({ ...row, id: newId(), number: `EQ-2026-${String(800_000 + index)}` })));
    const capped = { kind: 'equipmentRequisitions', count: COUNT_CAP, more: true, byStatus: [{ status: 'SUBMITTED', count: COUNT_CAP, more: true }] };
    expect((await dashboard(f.hod)).body.approvals[0]).toEqual(capped);
    const mine = (await dashboard(f.employee)).body.myRequisitions[0];
    expect(mine).toEqual({
      kind: 'equipmentRequisitions',
      count: COUNT_CAP + 1,
      more: true,
      byStatus: [
        { status: 'DRAFT', count: 1, more: false },
        { status: 'SUBMITTED', count: COUNT_CAP, more: true },
      ],
    });
  });
});
