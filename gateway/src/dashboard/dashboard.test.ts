import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { testDatabases } from '../../testing/rest-api-process';
import { type TestStack, startStack } from '../../testing/stack';
import { closedPortUrl } from '../../testing/unreachable-upstream';

const FIGURES = 'planned completed cancelled late';
const DASHBOARD = `query($timeZone: String, $date: Date) { dashboard(timeZone: $timeZone, date: $date) {
  timeZone day week { firstDay lastDay from to } month { firstDay lastDay from to } trend { firstDay lastDay }
  myVisits { week { ${FIGURES} } month { ${FIGURES} } }
  approvals { kind count byStatus { status count } } myRequisitions { kind count byStatus { status count } }
  team { people byWeek { week ${FIGURES} } byCategory { categoryId categoryName ${FIGURES} } }
  claims { submitted approved paid waitingByType { type currency claims amount } paidByType { type currency claims amount } } } }`;

type Figures = { planned: number; completed: number; cancelled: number; late: number };
type Period = { firstDay: string; lastDay: string; from: string; to: string };
type KindCount = { kind: string; count: number; byStatus: Array<{ status: string; count: number }> };
type Dashboard = {
  timeZone: string;
  day: string;
  week: Period;
  month: Period;
  myVisits: { week: Figures; month: Figures };
  approvals: KindCount[];
  myRequisitions: KindCount[];
  team: { people: number; byWeek: Array<Figures & { week: string }>; byCategory: Array<Figures & { categoryId: string; categoryName: string }> } | null;
  claims: { submitted: number; approved: number; paid: number; waitingByType: Array<{ type: string; amount: string }> } | null;
};

/** The dashboard through the gateway and a real rest-api with the seed (docs/dashboard.md). */
describe.each(testDatabases())('dashboard through the gateway, rest-api on %s', (database) => {
  let stack: TestStack;
  let offline: TestGateway;
  const users = {} as Record<'employee' | 'hod' | 'finance' | 'gvr', SignedInUser>;

  const ask = (token: string, variables: Record<string, unknown> = {}, url = stack.gateway.graphqlUrl) =>
    graphqlPost<{ dashboard: Dashboard | null }>(url, { token, query: DASHBOARD, variables });

  async function dashboardOf(who: SignedInUser, variables: Record<string, unknown> = {}): Promise<Dashboard> {
    const { body } = await ask(who.token, variables);
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.warnings).toBeUndefined();
    return body.data!.dashboard!;
  }

  /** How many of `who`'s visits of `status` the visits list answers for `period` (the list a figure opens). */
  async function listed(who: SignedInUser, status: string, period: Period, extra: Record<string, unknown> = { mine: true }): Promise<number> {
    const { body } = await graphqlPost<{ visits: { total: number } }>(stack.gateway.graphqlUrl, {
      token: who.token,
      query: 'query($status: VisitStatus, $period: DateTimeRangeInput, $mine: Boolean) { visits(status: $status, period: $period, mine: $mine, pageSize: 1) { total } }',
      variables: { status, period: { from: period.from, to: period.to }, ...extra },
    });
    expect(body.errors).toBeUndefined();
    return body.data!.visits.total;
  }

  beforeAll(async () => {
    stack = await startStack({ restApi: { database } });
    offline = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    for (const role of ['employee', 'hod', 'finance', 'gvr'] as const) users[role] = await signIn(stack.gateway.graphqlUrl, DEMO_USERS[role]);
  });

  afterAll(async () => {
    await offline?.close();
    await stack?.stop();
  });

  test("an Employee's visit figures are the seeded visits the visits list answers for the same month; no team, no claims, nothing to approve", async () => {
    const dashboard = await dashboardOf(users.employee, { timeZone: 'UTC' });
    expect(dashboard.timeZone).toBe('UTC');
    expect(dashboard.day).toBe(new Date().toISOString().slice(0, 10));
    const { month } = dashboard.myVisits;
    expect(month.planned + month.completed).toBeGreaterThan(0);
    expect(month.planned).toBe(await listed(users.employee, 'PLANNED', dashboard.month));
    expect(month.completed).toBe(await listed(users.employee, 'COMPLETED', dashboard.month));
    expect(month.cancelled).toBe(await listed(users.employee, 'CANCELLED', dashboard.month));
    expect(dashboard.team).toBeNull();
    expect(dashboard.claims).toBeNull();
    expect(dashboard.approvals).toEqual([]);
    expect(dashboard.myRequisitions.map((entry) => entry.kind)).toEqual(['EQUIPMENT_REQUISITIONS', 'EVENT_REQUISITIONS']);
  });

  test('a Hod sees their people by week (8 weeks) and category, and what waits for them; Gvr the claims to review', async () => {
    const hod = await dashboardOf(users.hod, { timeZone: 'Asia/Dubai' });
    expect(hod.week.from).toBe(new Date(`${hod.week.firstDay}T00:00:00+04:00`).toISOString());
    expect(hod.team!.byWeek).toHaveLength(8);
    expect(hod.team!.people).toBeGreaterThan(1);
    expect(hod.approvals.map((entry) => entry.kind)).toEqual(['EQUIPMENT_REQUISITIONS', 'EVENT_REQUISITIONS']);
    // The month's visits by category add up to the department's visits of the month in the list.
    const total = (rows: Figures[], key: keyof Figures) => rows.reduce((sum, row) => sum + row[key], 0);
    expect(total(hod.team!.byCategory, 'completed')).toBe(await listed(users.hod, 'COMPLETED', hod.month, {}));
    const gvr = await dashboardOf(users.gvr);
    expect(gvr.approvals.map((entry) => entry.kind)).toEqual(['EQUIPMENT_REQUISITIONS', 'CLAIMS']);
    expect(gvr.claims).toBeNull();
  });

  test('Finance sees the claims waiting and paid by type, and no team', async () => {
    const dashboard = await dashboardOf(users.finance);
    expect(dashboard.claims).toMatchObject({ submitted: expect.any(Number), approved: expect.any(Number), paid: expect.any(Number) });
    expect(dashboard.claims!.submitted + dashboard.claims!.approved).toBe(dashboard.approvals.find((entry) => entry.kind === 'CLAIMS')!.count);
    for (const line of dashboard.claims!.waitingByType) expect(line.amount).toMatch(/^\d+\.\d{2}$/);
    expect(dashboard.team).toBeNull();
  });

  test('an unknown time zone, a malformed day or one outside 1900–2999 is BAD_USER_INPUT; without a token UNAUTHENTICATED', async () => {
    for (const variables of [{ timeZone: 'Mars/Base' }, { date: '2026-02-30' }, { date: '9999-12-31' }, { date: '1899-12-31' }]) {
      const { body } = await ask(users.employee.token, variables);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.data?.dashboard ?? null).toBeNull();
    }
    const { body } = await graphqlPost(stack.gateway.graphqlUrl, { query: DASHBOARD });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('falls back to null with a warning when the upstream is unavailable', async () => {
    const { body } = await ask(users.employee.token, {}, offline.graphqlUrl);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ dashboard: null });
    expect(body.extensions?.warnings).toEqual([expect.objectContaining({ path: ['dashboard'] })]);
  });
});
