import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { graphqlPost } from '../../testing/graphql-client';
import { testDatabases } from '../../testing/rest-api-process';
import { type TestStack, startStack } from '../../testing/stack';
import { WorkflowClient, type WorkflowOutcome, type WorkflowRecord } from '../../testing/workflow-client';

/** `YYYY-MM-DD`, `days` after today (UTC). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The record of an accepted mutation; fails the test with what was answered otherwise. */
function accepted(outcome: WorkflowOutcome): WorkflowRecord {
  expect({ errors: outcome.errors, topCodes: outcome.topCodes }).toEqual({ errors: [], topCodes: [] });
  return outcome.record!;
}

/** Equipment setup, then both requisition workflows end to end: GraphQL → real gateway → real rest-api (docs/requisitions.md). */
describe.each(testDatabases())('equipment setup and requisitions through the gateway, rest-api on %s', (database) => {
  let stack: TestStack;
  let url: string;
  const users = {} as Record<'admin' | 'employee' | 'gvr' | 'hod' | 'finance', SignedInUser>;
  let equipment: WorkflowClient;
  let events: WorkflowClient;
  /** Ids made by the equipment setup tests: a category and two equipments, one unit of `scarce` on the shelf. */
  const made = { category: '', scarce: '', plenty: '' };

  async function gql<T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) {
    return (await graphqlPost<T>(url, { token, query, variables })).body;
  }

  beforeAll(async () => {
    stack = await startStack({ restApi: { database } });
    url = stack.gateway.graphqlUrl;
    for (const role of ['admin', 'employee', 'gvr', 'hod', 'finance'] as const) users[role] = await signIn(url, DEMO_USERS[role]);
    equipment = new WorkflowClient(url, 'equipmentRequisitions');
    events = new WorkflowClient(url, 'eventRequisitions');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('equipment setup', () => {
    const EQUIPMENT = 'id code name quantity location active categoryId category { id name } version';

    test('Gvr and Admin write categories and equipments; Equipment.category resolves; the list filters by category; an Employee may only read', async () => {
      const category = await gql<{ createEquipmentCategory: { equipmentCategory: { id: string } | null; errors: unknown[] } }>(
        users.gvr.token,
        'mutation($input: EquipmentCategoryInput!) { createEquipmentCategory(input: $input) { equipmentCategory { id name active } errors { code } } }',
        { input: { name: `Projectors ${database}` } },
      );
      made.category = category.data!.createEquipmentCategory.equipmentCategory!.id;
      const create = (input: Record<string, unknown>, token = users.admin.token) =>
        gql<{ createEquipment: { equipment: Record<string, unknown> | null; errors: Array<{ code: string; reason: string | null }> } | null }>(
          token,
          `mutation($input: EquipmentInput!) { createEquipment(input: $input) { equipment { ${EQUIPMENT} } errors { code reason field } } }`,
          { input },
        );
      const scarce = await create({ code: 'PRJ-01', name: 'Projector', categoryId: made.category, quantity: 1, location: 'Room 2.14' });
      expect(scarce.data!.createEquipment!.equipment).toMatchObject({ code: 'PRJ-01', quantity: 1, active: true, category: { id: made.category, name: `Projectors ${database}` } });
      made.scarce = (scarce.data!.createEquipment!.equipment as { id: string }).id;
      made.plenty = ((await create({ code: 'SCR-01', name: 'Screen', categoryId: made.category, quantity: 20 })).data!.createEquipment!.equipment as { id: string }).id;

      const duplicate = await create({ code: 'prj-01', name: 'Other', categoryId: made.category, quantity: 1 });
      expect(duplicate.data!.createEquipment!.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'DUPLICATE' })]);
      const forbidden = await create({ code: 'X-1', name: 'X', categoryId: made.category, quantity: 1 }, users.employee.token);
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const listed = await gql<{ equipments: { items: Array<{ id: string; category: { id: string } }> } }>(
        users.employee.token,
        `query($categoryId: ID) { equipments(categoryId: $categoryId, pageSize: 100, sort: { field: QUANTITY, direction: DESC }) { items { id category { id } } } }`,
        { categoryId: made.category },
      );
      expect(listed.data!.equipments.items.map((item) => item.id)).toEqual([made.plenty, made.scarce]);

      const updated = await gql<{ updateEquipment: { equipment: Record<string, unknown> | null } }>(
        users.gvr.token,
        `mutation($id: ID!, $version: Int!, $input: EquipmentUpdateInput!) { updateEquipment(id: $id, version: $version, input: $input) { equipment { ${EQUIPMENT} } errors { code } } }`,
        { id: made.plenty, version: 0, input: { quantity: 25 } },
      );
      expect(updated.data!.updateEquipment.equipment).toMatchObject({ quantity: 25, code: 'SCR-01', location: null, version: 1 });

      const referenced = await gql<{ deleteEquipmentCategory: { deletedId: string | null; errors: Array<{ code: string; reason: string }> } }>(
        users.admin.token,
        'mutation($id: ID!) { deleteEquipmentCategory(id: $id) { deletedId errors { code reason } } }',
        { id: made.category },
      );
      expect(referenced.data!.deleteEquipmentCategory).toEqual({ deletedId: null, errors: [{ code: 'CONFLICT', reason: 'REFERENCED' }] });
    });
  });

  describe('equipment requisitions', () => {
    const draft = async (quantity = 1, items = [{ equipmentId: made.scarce, quantity }]) =>
      accepted(await equipment.create(users.employee.token, { items, dates: { from: day(10), to: day(12) }, purpose: 'Customer training' }));

    test('created as a DRAFT with a number, the caller as requester, its creation in the history and the items resolved', async () => {
      const record = await draft();
      expect(record).toMatchObject({
        number: expect.stringMatching(new RegExp(`^EQ-${new Date().getUTCFullYear()}-\\d{4,}$`)),
        status: 'DRAFT',
        requesterId: users.employee.id,
        requesterName: users.employee.employeeName,
        items: [{ equipmentId: made.scarce, quantity: 1, equipment: { id: made.scarce, code: 'PRJ-01' } }],
        dates: { from: day(10), to: day(12) },
        actions: ['SUBMIT', 'CANCEL'],
        history: [{ action: null, fromStatus: null, toStatus: 'DRAFT', byId: users.employee.id, byName: users.employee.employeeName }],
      });
      expect(await equipment.get(users.employee.token, record.id)).toEqual(record);
    });

    test('DRAFT → SUBMITTED → sent back (comment required) → edited → SUBMITTED → APPROVED → ISSUED (stock taken) → RETURNED (stock back)', async () => {
      let record = await draft();
      const stale = await equipment.act(users.employee.token, 'submit', record, { version: record.version + 5 });
      expect(stale.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'STALE_VERSION', field: ['version'] })]);
      record = accepted(await equipment.act(users.employee.token, 'submit', record, { comment: 'Please' }));
      expect(record).toMatchObject({ status: 'SUBMITTED', actions: ['CANCEL'] });

      expect((await equipment.act(users.employee.token, 'approve', record)).topCodes).toEqual(['FORBIDDEN']);
      expect((await equipment.act(users.gvr.token, 'approve', record)).topCodes).toEqual(['FORBIDDEN']);
      const noComment = await equipment.act(users.hod.token, 'sendBack', record);
      expect(noComment.record).toBeNull();
      expect(noComment.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['comment'] })]);
      expect((await equipment.get(users.hod.token, record.id))?.actions).toEqual(['APPROVE', 'REJECT', 'SEND_BACK']);

      record = accepted(await equipment.act(users.hod.token, 'sendBack', record, { comment: 'Two days more?' }));
      expect(record.status).toBe('DRAFT');
      expect(record.history).toContainEqual(
        expect.objectContaining({ action: 'SEND_BACK', fromStatus: 'SUBMITTED', toStatus: 'DRAFT', byId: users.hod.id, comment: 'Two days more?' }),
      );
      record = accepted(await equipment.update(users.employee.token, record, { dates: { from: day(10), to: day(14) } }));
      expect(record).toMatchObject({ dates: { from: day(10), to: day(14) }, purpose: 'Customer training', items: [{ equipmentId: made.scarce, quantity: 1 }] });
      record = accepted(await equipment.act(users.employee.token, 'submit', record));
      const locked = await equipment.update(users.employee.token, record, { purpose: 'Changed' });
      expect(locked.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'INVALID_STATE' })]);

      expect(await equipment.listIds(users.hod.token, { awaitingMe: true })).toContain(record.id);
      expect(await equipment.listIds(users.employee.token, { awaitingMe: true })).not.toContain(record.id);
      record = accepted(await equipment.act(users.hod.token, 'approve', record));
      expect(record).toMatchObject({ status: 'APPROVED', actions: [] });

      expect((await equipment.act(users.employee.token, 'issue', record)).topCodes).toEqual(['FORBIDDEN']);
      record = accepted(await equipment.act(users.gvr.token, 'issue', record));
      expect(record).toMatchObject({ status: 'ISSUED', actions: ['RETURN'], items: [{ equipment: { quantity: 0 } }] });
      record = accepted(await equipment.act(users.admin.token, 'return', record, { comment: 'All back' }));
      expect(record).toMatchObject({ status: 'RETURNED', actions: [], items: [{ equipment: { quantity: 1 } }] });
      expect(record.history.map((entry) => entry.action)).toEqual([null, 'SUBMIT', 'SEND_BACK', 'SUBMIT', 'APPROVE', 'ISSUE', 'RETURN']);
    });

    test('two approvals at once: exactly one wins, the other is a CONFLICT; acting again on the decided record is INVALID_STATE', async () => {
      let record = accepted(await equipment.act(users.employee.token, 'submit', await draft()));
      const [byHod, byAdmin] = await Promise.all([equipment.act(users.hod.token, 'approve', record), equipment.act(users.admin.token, 'approve', record)]);
      const outcomes = [byHod, byAdmin];
      expect(outcomes.filter((outcome) => outcome.record?.status === 'APPROVED')).toHaveLength(1);
      const loser = outcomes.find((outcome) => outcome.record === null)!;
      expect(loser.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: expect.stringMatching(/^(STALE_VERSION|INVALID_STATE)$/) })]);
      record = (await equipment.get(users.admin.token, record.id))!;
      const again = await equipment.act(users.admin.token, 'reject', record, { comment: 'Too late' });
      expect(again.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'INVALID_STATE' })]);
    });

    test('an issue beyond the stock is a CONFLICT OUT_OF_STOCK naming the item, and takes nothing', async () => {
      const approve = async () => accepted(await equipment.act(users.hod.token, 'approve', accepted(await equipment.act(users.employee.token, 'submit', await draft()))));
      const first = await approve();
      const second = await approve();
      accepted(await equipment.act(users.gvr.token, 'issue', first));
      const short = await equipment.act(users.gvr.token, 'issue', second);
      expect(short.record).toBeNull();
      expect(short.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'OUT_OF_STOCK', field: ['items', '0', 'quantity'] })]);
      expect((await equipment.get(users.gvr.token, second.id))?.status).toBe('APPROVED');
      const returned = accepted(await equipment.act(users.gvr.token, 'return', (await equipment.get(users.gvr.token, first.id))!));
      expect(returned.items).toEqual([expect.objectContaining({ equipment: expect.objectContaining({ quantity: 1 }) })]);
    });

    test('rejection needs a comment; the requester cancels a draft, nobody else may; lists filter by mine, status and dates', async () => {
      const submitted = accepted(await equipment.act(users.employee.token, 'submit', await draft()));
      const rejected = accepted(await equipment.act(users.admin.token, 'reject', submitted, { comment: 'Not this month' }));
      expect(rejected).toMatchObject({ status: 'REJECTED', actions: [] });
      const pending = await draft();
      expect((await equipment.act(users.hod.token, 'cancel', pending)).topCodes).toEqual(['FORBIDDEN']);
      expect(accepted(await equipment.act(users.employee.token, 'cancel', pending)).status).toBe('CANCELLED');

      expect(await equipment.listIds(users.employee.token, { mine: true, status: 'REJECTED' })).toEqual([rejected.id]);
      expect(await equipment.listIds(users.gvr.token, { dates: { from: day(11), to: day(11) }, status: 'CANCELLED' })).toEqual([pending.id]);
      expect(await equipment.listIds(users.gvr.token, { dates: { from: day(40), to: day(41) } })).toEqual([]);
      expect(await equipment.listIds(users.admin.token, { requesterId: users.employee.id })).toEqual(expect.arrayContaining([rejected.id, pending.id]));
    });
  });

  describe('event requisitions', () => {
    let portfolioId: string;
    // An event in 20 days by default; one completed in a test is today's (completed once it has begun, docs/requisitions.md).
    const draft = async (inDays = 20) =>
      accepted(
        await events.create(users.employee.token, {
          portfolioId,
          eventName: 'Round table',
          venue: 'Hall A',
          dates: { from: day(inDays), to: day(inDays) },
          attendees: 40,
          budget: '1500.50',
        }),
      );
    const submitted = async () => accepted(await events.act(users.employee.token, 'submit', await draft()));

    beforeAll(async () => {
      const portfolios = await gql<{ allPortfolios: Array<{ id: string }> }>(users.admin.token, '{ allPortfolios { id } }');
      portfolioId = portfolios.data!.allPortfolios[0]!.id;
    });

    test('DRAFT → SUBMITTED → HOD_APPROVED → FINANCE_APPROVED → COMPLETED; the portfolio resolves and the budget stays exact', async () => {
      let record = await draft(0);
      expect(record).toMatchObject({
        number: expect.stringMatching(/^EV-\d{4}-\d{4,}$/),
        status: 'DRAFT',
        portfolioId,
        portfolio: { id: portfolioId },
        budget: '1500.50',
        attendees: 40,
      });
      record = accepted(await events.act(users.employee.token, 'submit', record));
      record = accepted(await events.act(users.hod.token, 'approve', record));
      expect(record).toMatchObject({ status: 'HOD_APPROVED' });
      expect((await events.act(users.hod.token, 'financeApprove', record)).topCodes).toEqual(['FORBIDDEN']);
      expect(await events.listIds(users.finance.token, { awaitingMe: true })).toContain(record.id);
      const noComment = await events.act(users.finance.token, 'reject', record);
      expect(noComment.errors).toEqual([expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['comment'] })]);
      record = accepted(await events.act(users.finance.token, 'financeApprove', record, { comment: 'Within budget' }));
      expect(record).toMatchObject({ status: 'FINANCE_APPROVED', budget: '1500.50' });
      expect((await events.get(users.employee.token, record.id))?.actions).toEqual(['COMPLETE']);
      record = accepted(await events.act(users.employee.token, 'complete', record));
      expect(record.status).toBe('COMPLETED');
      expect(record.history.map((entry) => entry.action)).toEqual([null, 'SUBMIT', 'APPROVE', 'FINANCE_APPROVE', 'COMPLETE']);
    });

    test('refusals: own approval FORBIDDEN, Hod rejection and send-back, Finance rejection, a stale version', async () => {
      const mine = await submitted();
      expect((await events.act(users.employee.token, 'approve', mine)).topCodes).toEqual(['FORBIDDEN']);
      expect((await events.act(users.finance.token, 'approve', mine)).topCodes).toEqual(['FORBIDDEN']);
      const stale = await events.act(users.hod.token, 'approve', mine, { version: mine.version - 1 });
      expect(stale.errors).toEqual([expect.objectContaining({ code: 'CONFLICT', reason: 'STALE_VERSION' })]);
      expect(accepted(await events.act(users.hod.token, 'reject', mine, { comment: 'No budget left' })).status).toBe('REJECTED');

      const back = accepted(await events.act(users.hod.token, 'sendBack', await submitted(), { comment: 'Fewer attendees' }));
      // `actions` are the caller's: the Hod has none left on a draft; the requester may submit or cancel it again.
      expect(back).toMatchObject({ status: 'DRAFT', actions: [] });
      expect((await events.get(users.employee.token, back.id))?.actions).toEqual(['SUBMIT', 'CANCEL']);
      expect(accepted(await events.act(users.employee.token, 'cancel', back)).status).toBe('CANCELLED');

      const hodApproved = accepted(await events.act(users.admin.token, 'approve', await submitted()));
      expect(accepted(await events.act(users.finance.token, 'reject', hodApproved, { comment: 'Over budget' })).status).toBe('REJECTED');
      expect(await events.listIds(users.finance.token, { portfolioId, status: 'REJECTED' })).toEqual(expect.arrayContaining([mine.id, hodApproved.id]));
    });
  });
});
