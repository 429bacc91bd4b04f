import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { EMPLOYEE_DOCS, newEmployeeInput } from '../../testing/documents';
import { graphqlPost } from '../../testing/graphql-client';
import { testDatabases } from '../../testing/rest-api-process';
import { type TestStack, startStack } from '../../testing/stack';
import { WorkflowClient, type WorkflowOutcome, type WorkflowRecord } from '../../testing/workflow-client';

/** An ISO instant `hours` from now, whole minutes. */
function hoursFromNow(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

/** The record of an accepted mutation; fails the test with what was answered otherwise. */
function accepted(outcome: WorkflowOutcome): WorkflowRecord {
  expect({ errors: outcome.errors, topCodes: outcome.topCodes }).toEqual({ errors: [], topCodes: [] });
  return outcome.record!;
}

/** Visits, activities and customers' visit summaries: GraphQL → real gateway → real rest-api (docs/visits.md). */
describe.each(testDatabases())('visits and activities through the gateway, rest-api on %s', (database) => {
  let stack: TestStack;
  let url: string;
  const users = {} as Record<'admin' | 'employee' | 'gvr' | 'hod' | 'otherHod', SignedInUser>;
  let visits: WorkflowClient;
  /** Setup the tests plan with: one of the Employee's customers and its first contact, a GVR category and section, two products. */
  const setup = { customerId: '', contact: '', categoryId: '', sectionId: '', productIds: [] as string[] };

  async function gql<T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) {
    const body = (await graphqlPost<T>(url, { token, query, variables })).body;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  }

  const plan = async (input: Record<string, unknown> = {}, who: SignedInUser = users.employee) =>
    accepted(
      await visits.create(who.token, {
        customerId: setup.customerId,
        contactNames: [setup.contact],
        start: hoursFromNow(24),
        end: hoursFromNow(25),
        categoryId: setup.categoryId,
        notes: [{ sectionId: setup.sectionId, text: 'Presented the range' }],
        productIds: setup.productIds,
        ...input,
      }),
    );

  beforeAll(async () => {
    stack = await startStack({ restApi: { database } });
    url = stack.gateway.graphqlUrl;
    for (const role of ['admin', 'employee', 'gvr', 'hod'] as const) users[role] = await signIn(url, DEMO_USERS[role]);
    // A Hod of another department (docs/visits.md "Who sees what").
    const input = newEmployeeInput(`OtherHod${database}`, { roles: ['HOD'], gvr: true });
    const registered = await gql<{ registerEmployee: { employee: { id: string } } }>(users.admin.token, EMPLOYEE_DOCS.register, { input });
    await gql(users.admin.token, 'mutation($input: DepartmentInput!) { createDepartment(input: $input) { department { id } errors { code } } }', {
      input: { name: `Far away ${database}`, headId: registered.registerEmployee.employee.id },
    });
    users.otherHod = await signIn(url, input.email as string, input.password as string);
    visits = new WorkflowClient(url, 'visits');

    const customers = await gql<{ customers: { items: Array<{ id: string; contacts: Array<{ name: string }> }> } }>(
      users.employee.token,
      '{ customers(pageSize: 1, active: true) { items { id contacts { name } } } }',
    );
    const customer = customers.customers.items[0]!;
    setup.customerId = customer.id;
    setup.contact = customer.contacts[0]!.name;
    const choices = await gql<{ allGvrCategories: Array<{ id: string; active: boolean }>; allGvrSections: Array<{ id: string }>; allProducts: Array<{ id: string }> }>(
      users.employee.token,
      '{ allGvrCategories { id active } allGvrSections { id } allProducts { id } }',
    );
    setup.categoryId = choices.allGvrCategories.find((category) => category.active)!.id;
    setup.sectionId = choices.allGvrSections[0]!.id;
    setup.productIds = choices.allProducts.slice(0, 2).map((product) => product.id);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test('a visit is planned with its references resolved, then updated partly: the other fields stay', async () => {
    const record = await plan();
    expect(record).toMatchObject({
      number: expect.stringMatching(new RegExp(`^VS-${new Date().getUTCFullYear()}-\\d{4,}$`)),
      status: 'PLANNED',
      requesterId: users.employee.id,
      customerId: setup.customerId,
      customer: { id: setup.customerId },
      customerName: expect.any(String),
      contactNames: [setup.contact],
      categoryId: setup.categoryId,
      category: { id: setup.categoryId },
      notes: [{ sectionId: setup.sectionId, section: { id: setup.sectionId }, text: 'Presented the range' }],
      productIds: setup.productIds,
      products: setup.productIds.map((id) => expect.objectContaining({ id })),
      late: false,
      completedAt: null,
      actions: ['COMPLETE', 'CANCEL'],
    });
    // Computed once: hoursFromNow is to the minute, and the minute may turn between the call and the check.
    const [start, end] = [hoursFromNow(48), hoursFromNow(50)];
    const moved = accepted(await visits.update(users.employee.token, record, { start, end, outcome: 'To be seen' }));
    expect(moved).toMatchObject({
      start,
      end,
      outcome: 'To be seen',
      contactNames: [setup.contact],
      notes: record.notes,
      productIds: setup.productIds,
      categoryId: setup.categoryId,
      version: record.version + 1,
    });
  });

  test('completed: completedAt and late set; read-only afterwards (CONFLICT INVALID_STATE); correct by Gvr with a comment', async () => {
    const early = await plan({ outcome: 'Too early' });
    expect((await visits.act(users.employee.token, 'complete', early)).errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'INVALID_STATE' })]);
    const blank = await plan({ start: hoursFromNow(-3), end: hoursFromNow(-2) });
    expect((await visits.act(users.employee.token, 'complete', blank)).errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['outcome'] })]);
    const record = accepted(await visits.update(users.employee.token, blank, { outcome: 'Ordered 5 boxes' }));
    const done = accepted(await visits.act(users.employee.token, 'complete', record));
    expect(done).toMatchObject({ status: 'COMPLETED', late: false, completedAt: expect.any(String), outcome: 'Ordered 5 boxes', actions: [] });
    const locked = await visits.update(users.employee.token, done, { outcome: 'Changed' });
    expect(locked.record).toBeNull();
    expect(locked.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'INVALID_STATE' })]);
    expect((await visits.act(users.employee.token, 'correct', done, { comment: 'x' })).topCodes).toEqual(['FORBIDDEN']);
    const corrected = accepted(await visits.act(users.gvr.token, 'correct', done, { comment: 'Five, not four' }));
    expect(corrected).toMatchObject({ status: 'COMPLETED', outcome: 'Ordered 5 boxes' });
    expect(corrected.history.at(-1)).toMatchObject({ action: 'CORRECT', comment: 'Five, not four' });
  });

  test('a Hod of another department neither lists nor reads the visit; the visitor’s Hod and Gvr do; the period filter', async () => {
    const record = await plan({ start: hoursFromNow(24 * 40), end: hoursFromNow(24 * 40 + 1) });
    expect(await visits.get(users.otherHod.token, record.id)).toBeNull();
    expect(await visits.listIds(users.otherHod.token, {})).not.toContain(record.id);
    expect(await visits.listIds(users.hod.token, { requesterId: users.employee.id })).toContain(record.id);
    const period = { from: hoursFromNow(24 * 40 - 1), to: hoursFromNow(24 * 41) };
    expect(await visits.listIds(users.gvr.token, { period, requesterId: users.employee.id })).toEqual([record.id]);
    expect(await visits.listIds(users.gvr.token, { period: { from: hoursFromNow(24 * 42), to: hoursFromNow(24 * 43) }, requesterId: users.employee.id })).toEqual([]);
  });

  test('activities list both kinds; a logged call is created, changed and deleted; customers carry their visit summary', async () => {
    const visit = await plan({ start: hoursFromNow(-30), end: hoursFromNow(-29) });
    const today = new Date().toISOString().slice(0, 10);
    const created = await gql<{
      createActivity: { activity: { id: string; version: number; kind: string; employeeId: string; customer: { id: string } } | null; errors: unknown[] };
    }>(
      users.employee.token,
      'mutation($input: ActivityInput!) { createActivity(input: $input) { activity { id version kind employeeId employeeName customer { id } date } errors { code field } } }',
      { input: { kind: 'CALL', customerId: setup.customerId, contactName: setup.contact, date: today, note: 'Price list' } },
    );
    const call = created.createActivity.activity!;
    expect(call).toMatchObject({ kind: 'CALL', employeeId: users.employee.id, customer: { id: setup.customerId } });

    const page = await gql<{ activities: { items: Array<{ id: string; kind: string; status: string | null; visitNumber: string | null; employeeId: string }> } }>(
      users.employee.token,
      `query($customerId: ID) { activities(pageSize: 100, customerId: $customerId) { items { id kind status visitNumber employeeId customerName note date } total } }`,
      { customerId: setup.customerId },
    );
    expect(page.activities.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: call.id, kind: 'CALL', status: null, visitNumber: null }),
        expect.objectContaining({ id: visit.id, kind: 'VISIT', status: 'PLANNED', visitNumber: visit.number, employeeId: users.employee.id }),
      ]),
    );
    // A visit's id is no activity (it changes through the visit mutations): null, as for any missing record.
    expect(await gql<{ activity: unknown }>(users.admin.token, 'query($id: ID!) { activity(id: $id) { id } }', { id: visit.id })).toEqual({ activity: null });

    const changed = await gql<{ updateActivity: { activity: { note: string; kind: string } | null } }>(
      users.employee.token,
      'mutation($id: ID!, $version: Int!, $input: ActivityUpdateInput!) { updateActivity(id: $id, version: $version, input: $input) { activity { note kind contactName } errors { code } } }',
      { id: call.id, version: call.version, input: { note: 'Sent the price list' } },
    );
    expect(changed.updateActivity.activity).toMatchObject({ note: 'Sent the price list', kind: 'CALL' });
    const refused = await graphqlPost(url, {
      token: users.hod.token,
      query: 'mutation($id: ID!) { deleteActivity(id: $id) { deletedId errors { code } } }',
      variables: { id: call.id },
    });
    expect(JSON.stringify(refused.body)).toContain('FORBIDDEN');

    const customer = await gql<{ customer: { visitCount: number; lastVisitAt: string | null; nextVisitAt: string | null } }>(
      users.employee.token,
      'query($id: ID!) { customer(id: $id) { visitCount lastVisitAt nextVisitAt } }',
      { id: setup.customerId },
    );
    expect(customer.customer.visitCount).toBeGreaterThanOrEqual(1);
    expect(customer.customer.nextVisitAt).toEqual(expect.any(String));
  });
});
