import { and, eq, like } from 'drizzle-orm';
import { notifications } from '../notifications/table';
import { inDays, workflowFixture, type Actor, type WorkflowFixture } from '../../testing/workflow-fixture';

/*
 * Who reads which requisitions and the caller-dependent lists (docs/requisitions.md "REST": scope,
 * `?mine=`, `?awaitingMe=`, `?status=`, `?requester=`, `?dates=`, search), and the notifications of each
 * transition: whoever acts next and the requester, never the actor (DESIGN §5).
 */

let f: WorkflowFixture;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

const URL = 'equipmentRequisitions';
const act = (who: Actor, id: string, action: string, body: object = {}) => f.send('POST', `${URL}/${id}/${action}`, who, body);

async function create(key: string, who: Actor, from = 1) {
  const response = await f.send('POST', `${URL}/create`, who, {
    items: [{ equipment: f.screen, quantity: 1 }],
    dates: { from: inDays(from), to: inDays(from + 1) },
    purpose: `Purpose ${key}`,
  });
  ids[key] = response.json()._id;
  numbers[key] = response.json().number;
}

/** The notifications written about requisition `key`, as `[employee id, title]`. */
async function notified(key: string) {
  const rows = await f.t.database.db
    .select({ employeeId: notifications.employeeId, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(like(notifications.title, `%${numbers[key]}%`)));
  return rows;
}

beforeAll(async () => {
  f = await workflowFixture();
  // employee: a draft and a submitted one; colleague: submitted; outsider (no department): submitted;
  // hod: their own, submitted; admin: approved (by admin2), waiting for the issue.
  await create('draft', f.employee, 40);
  await create('submitted', f.employee, 10);
  await create('colleague', f.colleague, 20);
  await create('outsider', f.outsider, 30);
  await create('ofHod', f.hod);
  await create('ofAdmin', f.admin);
  for (const [key, who] of [
    ['submitted', f.employee],
    ['colleague', f.colleague],
    ['outsider', f.outsider],
    ['ofHod', f.hod],
    ['ofAdmin', f.admin],
  ] as const) {
    expect((await act(who, ids[key]!, 'submit')).statusCode).toBe(200);
  }
  expect((await act(f.admin2, ids.ofAdmin!, 'approve')).statusCode).toBe(200);
});

afterAll(async () => {
  await f?.t.close();
});

const list = async (who: Actor, query = '') => {
  const response = await f.send('GET', `${URL}/?limit=100&${query}`, who);
  expect(response.statusCode).toBe(200);
  return (response.json().docs as { _id: string }[]).map((doc) => Object.entries(ids).find(([, id]) => id === doc._id)?.[0]).sort();
};

describe('scope', () => {
  it('shows an Employee their own only (404 on another’s), a Hod also their department’s, Gvr and Admin all', async () => {
    expect(await list(f.employee)).toEqual(['draft', 'submitted']);
    expect((await f.send('GET', `${URL}/${ids.colleague}`, f.employee)).statusCode).toBe(404);
    expect(await list(f.hod)).toEqual(['colleague', 'draft', 'ofHod', 'submitted']);
    expect((await f.send('GET', `${URL}/${ids.outsider}`, f.hod)).statusCode).toBe(404);
    expect(await list(f.otherHod)).toEqual([]);
    expect(await list(f.gvr)).toEqual(Object.keys(ids).sort());
    expect(await list(f.admin)).toEqual(Object.keys(ids).sort());
    expect((await f.send('GET', `${URL}/${ids.draft}`, f.finance)).statusCode).toBe(404);
    expect(await list(f.employee, `ids=${ids.colleague},${ids.draft}`)).toEqual(['draft']);
  });
});

describe('filters', () => {
  it('mine: the caller’s own', async () => {
    expect(await list(f.hod, 'mine=true')).toEqual(['ofHod']);
    expect(await list(f.admin, 'mine=true')).toEqual(['ofAdmin']);
    expect(await list(f.admin, 'mine=false')).toHaveLength(6);
  });

  it('awaitingMe: what the caller may act on through a role or as the requester’s Hod, never their own', async () => {
    expect(await list(f.hod, 'awaitingMe=true')).toEqual(['colleague', 'submitted']);
    expect(await list(f.admin, 'awaitingMe=true')).toEqual(['colleague', 'ofHod', 'outsider', 'submitted']);
    expect(await list(f.admin2, 'awaitingMe=true')).toEqual(['colleague', 'ofAdmin', 'ofHod', 'outsider', 'submitted']);
    expect(await list(f.gvr, 'awaitingMe=true')).toEqual(['ofAdmin']);
    expect(await list(f.employee, 'awaitingMe=true')).toEqual([]);
    expect(await list(f.finance, 'awaitingMe=true')).toEqual([]);
    expect((await f.send('GET', `${URL}/?awaitingMe=true`, f.hod)).json().totalDocs).toBe(2);
  });

  it('status, requester, dates (overlap) and search by number and requester name', async () => {
    expect(await list(f.admin, 'status=DRAFT')).toEqual(['draft']);
    expect((await f.send('GET', `${URL}/?status=LOST`, f.admin)).statusCode).toBe(400);
    expect(await list(f.admin, `requester=${f.colleague.id}`)).toEqual(['colleague']);
    expect(await list(f.admin, `dates=${inDays(20)},${inDays(21)}`)).toEqual(['colleague']);
    expect(await list(f.admin, `search=${numbers.outsider}`)).toEqual(['outsider']);
    expect(await list(f.admin, 'search=purpose draft')).toEqual(['draft']);
    const sorted = (await f.send('GET', `${URL}/?sort=-number&limit=100`, f.admin)).json().docs.map((d: { number: string }) => d.number);
    expect(sorted).toEqual([...sorted].sort().reverse());
    expect((await f.send('GET', `${URL}/?sort=dates`, f.admin)).statusCode).toBe(200);
  });
});

describe('notifications', () => {
  it('asks the requester’s Hod (not the Admins) when an employee of their department submits', async () => {
    expect((await notified('submitted')).map((n) => n.employeeId)).toEqual([f.hod.id]);
    expect((await notified('submitted'))[0]!.link).toBe(`/requisitions/equipments-requisition/${ids.submitted}`);
  });

  it('asks every active Admin when there is no Hod (no department, or a Hod’s own), never the actor', async () => {
    expect((await notified('outsider')).map((n) => n.employeeId).sort()).toEqual([f.admin.id, f.admin2.id].sort());
    expect((await notified('ofHod')).map((n) => n.employeeId).sort()).toEqual([f.admin.id, f.admin2.id].sort());
  });

  it('tells the requester and the issuers after an approval; the approver gets nothing', async () => {
    const rows = await notified('ofAdmin');
    // Submitted by admin: admin2 asked. Approved by admin2: admin told, Gvr asked to issue (admin is the requester).
    expect(rows.filter((n) => n.employeeId === f.admin2.id)).toHaveLength(1);
    expect(rows.filter((n) => n.employeeId === f.admin.id).map((n) => n.title)).toEqual([`Your equipment requisition ${numbers.ofAdmin} was approved`]);
    expect(rows.filter((n) => n.employeeId === f.gvr.id).map((n) => n.title)).toEqual([`Equipment requisition ${numbers.ofAdmin} awaits you`]);
  });

  it('tells the requester of a rejection, with the comment', async () => {
    await act(f.hod, ids.colleague!, 'reject', { comment: 'Not this month' });
    const rows = await f.t.database.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.employeeId, f.colleague.id), like(notifications.title, `%${numbers.colleague}%`)));
    expect(rows.map((r) => r.text)).toEqual([expect.stringContaining('Comment: Not this month')]);
  });
});
