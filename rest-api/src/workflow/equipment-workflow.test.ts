import { inDays, workflowFixture, type Actor, type WorkflowFixture } from '../../testing/workflow-fixture';

/*
 * The equipment requisition workflow end to end over REST (docs/requisitions.md, DESIGN §5 "Workflows",
 * §6): create, every transition and every refusal (wrong role, wrong relation, own request, stale
 * `__v`, wrong state, comment required, stock short), history, actions and stock.
 */

let f: WorkflowFixture;

beforeAll(async () => {
  f = await workflowFixture();
});

afterAll(async () => {
  await f?.t.close();
});

const URL = 'equipmentRequisitions';

async function create(who: Actor, body: object = {}) {
  const response = await f.send('POST', `${URL}/create`, who, {
    items: [{ equipment: f.projector, quantity: 1 }],
    dates: { from: inDays(1), to: inDays(2) },
    purpose: 'Training day',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const act = (who: Actor, id: string, action: string, body: object = {}) => f.send('POST', `${URL}/${id}/${action}`, who, body);

async function stock(id: string): Promise<number> {
  return (await f.send('GET', `equipments/${id}`, f.admin)).json().quantity;
}

describe('create and update', () => {
  it('creates a draft with a number, the caller as requester, the creation in the history and the actions', async () => {
    const record = await create(f.employee, { status: 'ISSUED', number: 'X', requester: f.admin.id, history: [], actions: ['issue'] });
    expect(record).toMatchObject({
      status: 'DRAFT',
      number: expect.stringMatching(new RegExp(`^EQ-${new Date().getUTCFullYear()}-\\d{4}$`)),
      requester: f.employee.id,
      requesterName: expect.stringContaining('Employee'),
      items: [{ equipment: f.projector, quantity: 1 }],
      purpose: 'Training day',
      actions: ['submit', 'cancel'],
      __v: 0,
    });
    expect(record.history).toEqual([
      { _id: expect.any(String), action: null, fromStatus: null, toStatus: 'DRAFT', by: f.employee.id, byName: record.requesterName, at: expect.any(String), comment: null },
    ]);
  });

  it('validates items, dates and purpose', async () => {
    const bad = await f.send('POST', `${URL}/create`, f.employee, {
      items: [
        { equipment: f.projector, quantity: 0 },
        { equipment: f.projector, quantity: 1 },
      ],
      dates: { from: inDays(3), to: inDays(1) },
      purpose: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['dates.to', 'items.0.quantity', 'items.1.equipment', 'purpose']);
    const empty = await f.send('POST', `${URL}/create`, f.employee, { items: [], dates: { from: inDays(1), to: inDays(1) }, purpose: 'x' });
    expect(empty.json().errors).toEqual([{ field: 'items', message: 'Add at least one item' }]);
    const missing = await f.send('POST', `${URL}/create`, f.employee, {
      items: [{ equipment: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      dates: { from: inDays(1), to: inDays(1) },
      purpose: 'x',
    });
    expect(missing.json().errors).toEqual([{ field: 'items.0.equipment', message: 'No such equipment' }]);
  });

  it('lets only the requester update, only while a draft, and bumps __v', async () => {
    const record = await create(f.employee);
    const updated = await f.send('PUT', `${URL}/${record._id}`, f.employee, { __v: 0, purpose: 'Changed', items: [{ equipment: f.screen, quantity: 3 }] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ purpose: 'Changed', items: [{ equipment: f.screen, quantity: 3 }], __v: 1, number: record.number, status: 'DRAFT' });
    expect((await f.send('PUT', `${URL}/${record._id}`, f.hod, { purpose: 'Hod edit' })).statusCode).toBe(403);
    expect((await f.send('PUT', `${URL}/${record._id}`, f.colleague, { purpose: 'No' })).statusCode).toBe(404);
    expect((await f.send('PUT', `${URL}/${record._id}`, f.employee, { __v: 0, purpose: 'Stale' })).json().reason).toBe('STALE_VERSION');
    expect((await act(f.employee, record._id, 'submit')).statusCode).toBe(200);
    const late = await f.send('PUT', `${URL}/${record._id}`, f.employee, { purpose: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'INVALID_STATE', errors: [{ field: 'status', message: expect.any(String) }] });
  });

  it('has no full list and no delete', async () => {
    const record = await create(f.employee);
    expect((await f.send('GET', `${URL}/all`, f.admin)).statusCode).toBe(404);
    expect((await f.send('DELETE', `${URL}/${record._id}`, f.admin)).statusCode).toBe(404);
  });
});

describe('transitions', () => {
  it('runs DRAFT → SUBMITTED → APPROVED (Hod) → ISSUED (Gvr, stock taken) → RETURNED (stock back), with history and actions', async () => {
    const record = await create(f.employee, { items: [{ equipment: f.screen, quantity: 2 }] });
    const before = await stock(f.screen);
    const submitted = await act(f.employee, record._id, 'submit', { __v: 0, comment: '  please  ' });
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED', __v: 1, actions: ['cancel'] });
    expect((await f.send('GET', `${URL}/${record._id}`, f.hod)).json().actions).toEqual(['approve', 'reject', 'sendBack']);
    const approved = await act(f.hod, record._id, 'approve', { __v: 1 });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', actions: [] });
    expect((await f.send('GET', `${URL}/${record._id}`, f.gvr)).json().actions).toEqual(['issue', 'cancel', 'sendBack']);
    expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).json().actions).toEqual(['acceptPartial', 'cancel']);
    expect((await act(f.gvr, record._id, 'issue')).json().status).toBe('ISSUED');
    expect(await stock(f.screen)).toBe(before - 2);
    const returned = await act(f.admin, record._id, 'return', { comment: 'All back' });
    expect(returned.json().status).toBe('RETURNED');
    expect(await stock(f.screen)).toBe(before);
    expect(
      returned
        .json()
        .history.map((h: { action: string | null; fromStatus: string | null; toStatus: string; comment: string | null }) => [h.action, h.fromStatus, h.toStatus, h.comment]),
    ).toEqual([
      [null, null, 'DRAFT', null],
      ['submit', 'DRAFT', 'SUBMITTED', 'please'],
      ['approve', 'SUBMITTED', 'APPROVED', null],
      ['issue', 'APPROVED', 'ISSUED', null],
      ['return', 'ISSUED', 'RETURNED', 'All back'],
    ]);
    expect(returned.json().history[2]).toMatchObject({ by: f.hod.id, byName: expect.stringContaining('Hod') });
  });

  it('rejects and sends back only with a comment; a sent-back draft can be edited and submitted again', async () => {
    const record = await create(f.employee);
    await act(f.employee, record._id, 'submit');
    const bare = await act(f.admin, record._id, 'reject', { comment: '   ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'comment', message: expect.any(String) }]);
    expect((await act(f.admin, record._id, 'sendBack')).statusCode).toBe(400);
    expect((await act(f.admin, record._id, 'sendBack', { comment: 'Fewer please' })).json().status).toBe('DRAFT');
    expect((await f.send('PUT', `${URL}/${record._id}`, f.employee, { purpose: 'Revised' })).statusCode).toBe(200);
    await act(f.employee, record._id, 'submit');
    const rejected = await act(f.hod, record._id, 'reject', { comment: 'No budget' });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', actions: [] });
    expect((await act(f.employee, record._id, 'cancel')).json()).toMatchObject({ reason: 'INVALID_STATE', message: 'This equipment requisition is already rejected.' });
  });

  it('lets the requester cancel a draft or a submitted request, nobody else', async () => {
    const record = await create(f.employee);
    expect((await act(f.admin, record._id, 'cancel')).statusCode).toBe(403);
    expect((await act(f.employee, record._id, 'cancel')).json().status).toBe('CANCELLED');
  });

  it('refuses actors outside the table: wrong role, wrong relation, not readable', async () => {
    const record = await create(f.employee);
    expect((await act(f.hod, record._id, 'submit')).statusCode).toBe(403);
    await act(f.employee, record._id, 'submit');
    expect((await act(f.otherHod, record._id, 'approve')).statusCode).toBe(404);
    expect((await act(f.colleague, record._id, 'approve')).statusCode).toBe(404);
    const byGvr = await act(f.gvr, record._id, 'approve');
    expect(byGvr.statusCode).toBe(403);
    expect(byGvr.json().message).toBe("Only the requester's Hod or an Admin may approve this equipment requisition.");
    expect((await act(f.finance, record._id, 'approve')).statusCode).toBe(404);
    expect((await act(f.hod, record._id, 'issue')).statusCode).toBe(403);
    expect((await act(f.admin, record._id, 'issue')).json()).toMatchObject({ reason: 'INVALID_STATE', errors: [{ field: 'status', message: expect.any(String) }] });
    expect((await act(f.admin, record._id, 'fly')).statusCode).toBe(404);
  });

  it('never lets the requester approve their own: a Hod’s own goes to an Admin, an Admin’s own to another Admin', async () => {
    const ofHod = await create(f.hod);
    await act(f.hod, ofHod._id, 'submit');
    const own = await act(f.hod, ofHod._id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot approve your own equipment requisition.');
    expect((await act(f.otherHod, ofHod._id, 'approve')).statusCode).toBe(404);
    expect((await act(f.admin, ofHod._id, 'approve')).json().status).toBe('APPROVED');
    const ofAdmin = await create(f.admin);
    await act(f.admin, ofAdmin._id, 'submit');
    expect((await act(f.admin, ofAdmin._id, 'approve')).statusCode).toBe(403);
    expect((await act(f.admin, ofAdmin._id, 'reject', { comment: 'x' })).json().message).toBe('You cannot reject your own equipment requisition.');
    expect((await f.send('GET', `${URL}/${ofAdmin._id}`, f.admin)).json().actions).toEqual(['cancel']);
    expect((await act(f.admin2, ofAdmin._id, 'approve')).json().status).toBe('APPROVED');
  });

  it('answers STALE_VERSION for a stale __v, INVALID_STATE when the state moved', async () => {
    const record = await create(f.employee);
    const stale = await act(f.employee, record._id, 'submit', { __v: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ reason: 'STALE_VERSION', errors: [{ field: '__v', message: expect.any(String) }] });
    await act(f.employee, record._id, 'submit', { __v: 0 });
    await act(f.admin, record._id, 'approve', { __v: 1 });
    expect((await act(f.hod, record._id, 'approve', { __v: 1 })).json().reason).toBe('STALE_VERSION');
    const again = await act(f.hod, record._id, 'approve');
    expect(again.json()).toMatchObject({ reason: 'INVALID_STATE', message: 'This equipment requisition is already approved.' });
  });

  it('refuses to submit a requisition whose first day is past', async () => {
    const record = await create(f.employee, { dates: { from: inDays(-1), to: inDays(1) } });
    const response = await act(f.employee, record._id, 'submit');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'dates.from', message: expect.any(String) }]);
    expect((await f.send('GET', `${URL}/${record._id}`, f.employee)).json()).toMatchObject({ status: 'DRAFT', __v: 0 });
  });

  it('refuses an issue beyond stock with OUT_OF_STOCK, taking nothing', async () => {
    const screens = await stock(f.screen);
    const record = await create(f.employee, {
      items: [
        { equipment: f.screen, quantity: 1 },
        { equipment: f.projector, quantity: 3 },
      ],
    });
    await act(f.employee, record._id, 'submit');
    // The shelf covered it when approved; a count correction took a projector off since.
    await f.send('PUT', `${URL}/${record._id}`, f.employee, {});
    const shelf = await f.send('PUT', `equipments/${f.projector}`, f.admin, { quantity: 3 });
    expect(shelf.statusCode).toBe(200);
    expect((await act(f.admin, record._id, 'approve')).json().status).toBe('APPROVED');
    await f.send('PUT', `equipments/${f.projector}`, f.admin, { quantity: 2 });
    const response = await act(f.gvr, record._id, 'issue');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'OUT_OF_STOCK', errors: [{ field: 'items.1.quantity', message: 'Only 2 in stock of Projector; 3 requested.' }] });
    expect(await stock(f.screen)).toBe(screens);
    expect((await f.send('GET', `${URL}/${record._id}`, f.gvr)).json().status).toBe('APPROVED');
  });

  it('refuses to approve what the shelf cannot cover (OUT_OF_STOCK, still submitted), so it is sent back or rejected', async () => {
    const record = await create(f.employee, {
      items: [
        { equipment: f.screen, quantity: 1 },
        { equipment: f.projector, quantity: 500 },
      ],
    });
    await act(f.employee, record._id, 'submit');
    const response = await act(f.hod, record._id, 'approve');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      reason: 'OUT_OF_STOCK',
      message: expect.stringContaining('send it back or reject it'),
      errors: [{ field: 'items.1.quantity', message: 'Only 2 in stock of Projector; 500 requested.' }],
    });
    expect((await f.send('GET', `${URL}/${record._id}`, f.hod)).json()).toMatchObject({ status: 'SUBMITTED', history: [{}, {}] });
    expect((await act(f.hod, record._id, 'sendBack', { comment: 'Only 2 projectors' })).json().status).toBe('DRAFT');
  });

  it('leaves APPROVED with a comment: the requester, Gvr or an Admin cancels; Gvr or an Admin sends back; nobody else', async () => {
    const approved = async () => {
      const record = await create(f.employee);
      await act(f.employee, record._id, 'submit');
      await act(f.hod, record._id, 'approve');
      return record._id as string;
    };
    const mine = await approved();
    const bare = await act(f.employee, mine, 'cancel');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ field: 'comment', message: expect.any(String) }]);
    expect((await act(f.employee, mine, 'sendBack', { comment: 'x' })).statusCode).toBe(403);
    expect((await act(f.hod, mine, 'cancel', { comment: 'x' })).statusCode).toBe(403);
    expect((await act(f.colleague, mine, 'cancel', { comment: 'x' })).statusCode).toBe(404);
    expect((await act(f.finance, mine, 'cancel', { comment: 'x' })).statusCode).toBe(404);
    const cancelled = await act(f.employee, mine, 'cancel', { comment: 'The launch moved' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', actions: [] });
    expect(cancelled.json().history.at(-1)).toMatchObject({ action: 'cancel', fromStatus: 'APPROVED', toStatus: 'CANCELLED', comment: 'The launch moved' });

    const byGvr = await approved();
    expect((await act(f.gvr, byGvr, 'cancel', { comment: 'Broken projector' })).json().status).toBe('CANCELLED');
    const sentBack = await approved();
    expect((await act(f.hod, sentBack, 'sendBack', { comment: 'x' })).statusCode).toBe(403);
    const back = await act(f.gvr, sentBack, 'sendBack', { comment: 'Only 1 projector this week' });
    expect(back.json()).toMatchObject({ status: 'DRAFT' });
    expect((await f.send('GET', `${URL}/${sentBack}`, f.employee)).json().actions).toEqual(['submit', 'cancel']);
    const own = await create(f.gvr);
    await act(f.gvr, own._id, 'submit');
    await act(f.admin, own._id, 'approve');
    expect((await act(f.gvr, own._id, 'cancel', { comment: 'Not needed' })).json().status).toBe('CANCELLED');
  });

  it('issues what the shelf holds once the requester accepted a partial issue, and takes back only that', async () => {
    const category = (await f.send('POST', 'equipmentCategories/create', f.admin, { name: 'Signs' })).json()._id;
    const banner = (await f.send('POST', 'equipments/create', f.admin, { code: 'BNR', name: 'Banner', category, quantity: 12 })).json()._id;
    const flag = (await f.send('POST', 'equipments/create', f.admin, { code: 'FLG', name: 'Flag', category, quantity: 4 })).json()._id;
    const record = await create(f.employee, {
      items: [
        { equipment: banner, quantity: 10 },
        { equipment: flag, quantity: 3 },
      ],
    });
    await act(f.employee, record._id, 'submit');
    await act(f.hod, record._id, 'approve');
    // The shelf fell short after the approval (a count correction): the full issue is refused.
    await f.send('PUT', `equipments/${banner}`, f.admin, { quantity: 7 });
    await f.send('PUT', `equipments/${flag}`, f.admin, { quantity: 0 });
    expect((await act(f.gvr, record._id, 'issue')).json().reason).toBe('OUT_OF_STOCK');
    expect((await act(f.gvr, record._id, 'acceptPartial')).statusCode).toBe(403);
    expect((await act(f.hod, record._id, 'acceptPartial')).statusCode).toBe(403);
    const accepted = await act(f.employee, record._id, 'acceptPartial', { comment: 'Whatever there is' });
    expect(accepted.json()).toMatchObject({ status: 'PARTIAL_ISSUE_ACCEPTED', actions: ['cancel'] });
    expect((await f.send('GET', `${URL}/${record._id}`, f.gvr)).json().actions).toEqual(['issue', 'cancel', 'sendBack']);
    expect((await f.send('GET', `${URL}/?awaitingMe=true`, f.gvr)).json().docs.map((doc: { _id: string }) => doc._id)).toContain(record._id);
    const issued = await act(f.gvr, record._id, 'issue');
    expect(issued.json()).toMatchObject({ status: 'ISSUED', items: [{ equipment: banner, quantity: 7 }] });
    expect(issued.json().history.at(-1)).toMatchObject({ action: 'issue', fromStatus: 'PARTIAL_ISSUE_ACCEPTED', comment: 'Issued 7 of 10 Banner; 0 of 3 Flag.' });
    expect(await stock(banner)).toBe(0);
    expect(await stock(flag)).toBe(0);
    expect((await act(f.gvr, record._id, 'return')).json().status).toBe('RETURNED');
    expect(await stock(banner)).toBe(7);
    expect(await stock(flag)).toBe(0);

    const empty = await create(f.employee, { items: [{ equipment: flag, quantity: 1 }] });
    await f.send('PUT', `equipments/${flag}`, f.admin, { quantity: 1 });
    await act(f.employee, empty._id, 'submit');
    await act(f.hod, empty._id, 'approve');
    await f.send('PUT', `equipments/${flag}`, f.admin, { quantity: 0 });
    await act(f.employee, empty._id, 'acceptPartial');
    const none = await act(f.gvr, empty._id, 'issue');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: 'OUT_OF_STOCK', message: 'Nothing in stock to issue for this equipment requisition.' });
    expect((await f.send('GET', `${URL}/${empty._id}`, f.gvr)).json()).toMatchObject({ status: 'PARTIAL_ISSUE_ACCEPTED', items: [{ equipment: flag, quantity: 1 }] });
    expect((await act(f.gvr, empty._id, 'sendBack', { comment: 'No flags left' })).json().status).toBe('DRAFT');
  });

  it('refuses inactive equipment on create and update (400 on the item), and on approval', async () => {
    const category = (await f.send('POST', 'equipmentCategories/create', f.admin, { name: 'Retired' })).json()._id;
    const old = (await f.send('POST', 'equipments/create', f.admin, { code: 'OLD', name: 'Old banner', category, quantity: 9 })).json();
    const record = await create(f.employee, { items: [{ equipment: old._id, quantity: 1 }] });
    expect((await f.send('PUT', `equipments/${old._id}`, f.admin, { active: false })).statusCode).toBe(200);
    const body = {
      items: [
        { equipment: f.screen, quantity: 1 },
        { equipment: old._id, quantity: 1 },
      ],
      dates: { from: inDays(1), to: inDays(1) },
      purpose: 'x',
    };
    const refused = await f.send('POST', `${URL}/create`, f.employee, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'items.1.equipment', message: 'This equipment is inactive and cannot be chosen' }]);
    expect((await f.send('PUT', `${URL}/${record._id}`, f.employee, { items: body.items })).statusCode).toBe(400);
    await act(f.employee, record._id, 'submit');
    const approval = await act(f.hod, record._id, 'approve');
    expect(approval.json()).toMatchObject({ reason: 'OUT_OF_STOCK', errors: [{ field: 'items.0.quantity', message: 'Old banner is inactive.' }] });
  });

  it('keeps an equipment a requisition lists from being deleted', async () => {
    const response = await f.send('DELETE', `equipments/${f.projector}`, f.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This equipment is listed on \d+ equipment requisitions and cannot be deleted: /);
  });
});
