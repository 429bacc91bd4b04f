import { eq } from 'drizzle-orm';
import { eventRequisitions } from '../resources/event-requisitions/table';
import { inDays, workflowFixture, type Actor, type WorkflowFixture } from '../../testing/workflow-fixture';

/*
 * The event requisition workflow over REST (docs/requisitions.md, DESIGN §5, §6): its two approval steps
 * (the requester's Hod or an Admin, then Finance), Finance's rejection, completion, the fields' rules and
 * who reads which (Finance and Admin read every event requisition, Gvr only their own).
 */

let f: WorkflowFixture;

beforeAll(async () => {
  f = await workflowFixture();
});

afterAll(async () => {
  await f?.t.close();
});

const URL = 'eventRequisitions';

async function create(who: Actor, body: object = {}) {
  const response = await f.send('POST', `${URL}/create`, who, {
    portfolio: f.portfolio,
    eventName: 'Heart week',
    venue: 'Harbour Hotel',
    dates: { from: inDays(5), to: inDays(5) },
    attendees: 40,
    budget: '1200.5',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const act = (who: Actor, id: string, action: string, body: object = {}) => f.send('POST', `${URL}/${id}/${action}`, who, body);

/** Moves requisition `id`'s days so that the event began yesterday (as if the days had passed). */
async function eventBegan(id: string): Promise<void> {
  await f.t.database.db
    .update(eventRequisitions)
    .set({ dates: { from: inDays(-1), to: inDays(0) } })
    .where(eq(eventRequisitions.id, id));
}

it('creates a numbered draft and validates the fields', async () => {
  const record = await create(f.employee);
  expect(record).toMatchObject({ number: expect.stringMatching(/^EV-\d{4}-\d{4}$/), status: 'DRAFT', budget: '1200.50', attendees: 40, actions: ['submit', 'cancel'] });
  const bad = await f.send('POST', `${URL}/create`, f.employee, { eventName: '', venue: 'x'.repeat(201), dates: null, attendees: 0, budget: '-1' });
  expect(
    bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual(['attendees', 'budget', 'dates', 'eventName', 'portfolio', 'venue']);
});

it('runs DRAFT → SUBMITTED → HOD_APPROVED → FINANCE_APPROVED → COMPLETED with the right actor at each step', async () => {
  const record = await create(f.employee);
  await act(f.employee, record._id, 'submit');
  expect((await act(f.finance, record._id, 'approve')).statusCode).toBe(403);
  expect((await act(f.hod, record._id, 'approve')).json()).toMatchObject({ status: 'HOD_APPROVED', actions: [] });
  expect((await act(f.hod, record._id, 'financeApprove')).statusCode).toBe(403);
  expect((await act(f.admin, record._id, 'financeApprove')).statusCode).toBe(403);
  expect((await f.send('GET', `${URL}/${record._id}`, f.finance)).json().actions).toEqual(['financeApprove', 'reject']);
  expect((await act(f.finance, record._id, 'financeApprove', { comment: 'Within budget' })).json().status).toBe('FINANCE_APPROVED');
  expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).json().actions).toEqual(['complete']);
  const early = await act(f.employee, record._id, 'complete');
  expect(early.statusCode).toBe(400);
  expect(early.json()).toMatchObject({
    message: `The event starts on ${inDays(5)}: it can be marked completed from that day.`,
    errors: [{ field: 'dates.from', message: 'The event has not begun yet' }],
  });
  expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).json().status).toBe('FINANCE_APPROVED');
  await eventBegan(record._id);
  const done = await act(f.employee, record._id, 'complete');
  expect(done.json()).toMatchObject({ status: 'COMPLETED', actions: [] });
  expect(done.json().history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['DRAFT', 'SUBMITTED', 'HOD_APPROVED', 'FINANCE_APPROVED', 'COMPLETED']);
});

it('lets Finance reject after the Hod, only with a comment; an Admin completes for the requester', async () => {
  const rejected = await create(f.employee);
  await act(f.employee, rejected._id, 'submit');
  await act(f.admin, rejected._id, 'approve');
  expect((await act(f.finance, rejected._id, 'reject')).statusCode).toBe(400);
  expect((await act(f.finance, rejected._id, 'reject', { comment: 'Over budget' })).json()).toMatchObject({ status: 'REJECTED' });
  const completed = await create(f.colleague);
  await act(f.colleague, completed._id, 'submit');
  await act(f.hod, completed._id, 'approve');
  await act(f.finance, completed._id, 'financeApprove');
  await eventBegan(completed._id);
  expect((await act(f.admin, completed._id, 'complete')).json().status).toBe('COMPLETED');
});

it('lets Finance, Gvr (spec §2: the Event Requisition Exports) and Admin read every event requisition, others their own', async () => {
  const record = await create(f.employee);
  expect((await f.send('GET', `${URL}/${record._id}`, f.finance)).statusCode).toBe(200);
  expect((await f.send('GET', `${URL}/${record._id}`, f.admin)).statusCode).toBe(200);
  expect((await f.send('GET', `${URL}/${record._id}`, f.gvr)).statusCode).toBe(200);
  expect((await f.send('GET', `${URL}/${record._id}`, f.colleague)).statusCode).toBe(404);
  expect((await act(f.gvr, record._id, 'submit')).statusCode).toBe(403);
  const own = await create(f.gvr);
  expect((await f.send('GET', `${URL}/${own._id}`, f.gvr)).statusCode).toBe(200);
  expect((await f.send('GET', `${URL}/?portfolio=${f.portfolio}&sort=-budget`, f.finance)).json().totalDocs).toBeGreaterThanOrEqual(2);
});
