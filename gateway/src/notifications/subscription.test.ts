import { createClient, type Client } from 'graphql-sse';
import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { feedsListening, latestReads } from '../../testing/notification-feeds';
import { type TestStack, startStack } from '../../testing/stack';
import { WorkflowClient } from '../../testing/workflow-client';
import { UpstreamPool } from '../upstream/upstream-pool';
import { undiciUpstream } from '../upstream/upstream';
import { upstreamBase } from '../upstream/upstream-call';

/* Live notifications through the gateway (docs/notifications.md): GraphQL subscription over SSE → real gateway → real rest-api. */

const SUBSCRIPTION = 'subscription { notificationAdded { id title text link readAt createdAt } }';

interface Received {
  notes: Array<{ id: string; title: string }>;
  errors: unknown[];
  completed: boolean;
  client: Client;
  stop: () => void;
}

/** Subscribes to `notificationAdded` at `gatewayUrl` with `token`, collecting what arrives. */
function subscribe(gatewayUrl: string, token: string | null): Received {
  const client = createClient({
    url: `${gatewayUrl}/graphql/stream`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const received: Received = { notes: [], errors: [], completed: false, client, stop: () => undefined };
  received.stop = client.subscribe<{ notificationAdded: { id: string; title: string } }>(
    { query: SUBSCRIPTION },
    {
      next: (result) => {
        if (result.data) received.notes.push(result.data.notificationAdded);
        if (result.errors) received.errors.push(...result.errors);
      },
      error: (error) => received.errors.push(error),
      complete: () => {
        received.completed = true;
      },
    },
  );
  return received;
}

async function until(check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('notificationAdded through the gateway and a real rest-api', () => {
  let stack: TestStack;
  const users = {} as Record<'employee' | 'hod' | 'admin', SignedInUser>;

  beforeAll(async () => {
    stack = await startStack({ restApi: { env: { STREAM_HEARTBEAT_MS: '1000' } } });
    for (const role of ['employee', 'hod', 'admin'] as const) users[role] = await signIn(stack.gateway.graphqlUrl, DEMO_USERS[role]);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test("a Hod's approval reaches the requester's subscription at once, and only the requester's", async () => {
    const since = latestReads(stack.gateway);
    const requester = subscribe(stack.gateway.url, users.employee.token);
    const hod = subscribe(stack.gateway.url, users.hod.token);
    await feedsListening(stack.gateway, since, 2);
    const equipment = new WorkflowClient(stack.gateway.graphqlUrl, 'equipmentRequisitions');
    const [awaiting] = await equipment.listIds(users.hod.token, { awaitingMe: true });
    const record = await equipment.get(users.hod.token, awaiting!);
    const approved = await equipment.act(users.hod.token, 'approve', record!);
    expect(approved.errors).toEqual([]);
    // Through the stream, not a poll: it arrives within `until`'s 8 s, before the feed's first poll (15 s).
    await until(() => requester.notes.length > 0);
    expect(requester.notes).toEqual([expect.objectContaining({ title: `Your equipment requisition ${String(record!.number)} was approved` })]);
    expect(requester.errors).toEqual([]);
    // The Hod acted: nothing for them.
    expect(hod.notes).toEqual([]);
    requester.stop();
    hod.stop();
  });

  test('refuses a missing token at connection (401) and a bad one with UNAUTHENTICATED', async () => {
    const missing = await fetch(`${stack.gateway.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: SUBSCRIPTION }),
    });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    const bad = subscribe(stack.gateway.url, 'not.a.token');
    await until(() => bad.completed || bad.errors.length > 1);
    expect(JSON.stringify(bad.errors)).toContain('UNAUTHENTICATED');
    expect(bad.notes).toEqual([]);
    bad.stop();
  });

  test('a subscription ends when its session is signed out', async () => {
    const other = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
    const since = latestReads(stack.gateway);
    const live = subscribe(stack.gateway.url, other.token);
    await feedsListening(stack.gateway, since);
    expect((await graphqlPost(stack.gateway.graphqlUrl, { token: other.token, query: 'mutation { signOut }' })).status).toBe(200);
    // The upstream ends its stream at its next session check (STREAM_HEARTBEAT_MS=1000); the gateway's
    // reconnection is refused, and the subscription completes.
    await until(() => live.completed, 8000);
    expect(live.notes).toEqual([]);
  });

  test('serves only subscriptions, within the query limits, and /graphql refuses subscriptions', async () => {
    const post = (body: object) =>
      fetch(`${stack.gateway.url}/graphql/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${users.employee.token}` },
        body: JSON.stringify(body),
      });
    const query = await post({ query: '{ notifications { id } }' });
    expect(query.status).toBe(400);
    expect(((await query.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Only subscriptions/);
    const broken = await post({ query: 'subscription {' });
    expect(broken.status).toBe(400);
    const deep = await post({ query: `subscription { notificationAdded { ${'__typename '.repeat(5000)} } }` });
    expect(deep.status).toBe(400);
    const overHttp = await graphqlPost(stack.gateway.graphqlUrl, { token: users.employee.token, query: SUBSCRIPTION });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body.errors?.[0]?.message).toMatch(/graphql\/stream/);
  });

  test('notificationPage pages my notifications with the unread count; markAllNotificationsRead clears it', async () => {
    const page = await graphqlPost<{ notificationPage: { items: Array<{ id: string }>; page: number; pageSize: number; total: number; unread: number } }>(
      stack.gateway.graphqlUrl,
      {
        token: users.employee.token,
        query: 'query { notificationPage(page: 1, pageSize: 2) { items { id title readAt } page pageSize total totalPages hasNextPage unread } }',
      },
    );
    expect(page.body.errors).toBeUndefined();
    const first = page.body.data!.notificationPage;
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThan(0);
    expect(first.unread).toBeGreaterThan(0);
    const marked = await graphqlPost<{ markAllNotificationsRead: number }>(stack.gateway.graphqlUrl, {
      token: users.employee.token,
      query: 'mutation { markAllNotificationsRead }',
    });
    expect(marked.body.data?.markAllNotificationsRead).toBe(first.unread);
    const after = await graphqlPost<{ notificationPage: { unread: number } }>(stack.gateway.graphqlUrl, {
      token: users.employee.token,
      query: 'query { notificationPage(read: false) { unread total } }',
    });
    expect(after.body.data?.notificationPage).toEqual({ unread: 0, total: 0 });
    const bad = await graphqlPost(stack.gateway.graphqlUrl, { token: users.employee.token, query: 'query { notificationPage(pageSize: 500) { total } }' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphqlPost(stack.gateway.graphqlUrl, { query: 'mutation { markAllNotificationsRead }' })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('in front of an upstream without the stream', () => {
    let polling: TestGateway;
    const pool = new UpstreamPool({ connections: 8, queueTimeoutMs: 5000, connectTimeoutMs: 10_000 });

    beforeAll(async () => {
      // The same rest-api reached by a transport that cannot stream: the gateway polls its list instead.
      const { request } = undiciUpstream({ api: pool, stream: pool }, upstreamBase(stack.restApi.url));
      polling = await startGateway({ UPSTREAM_URL: stack.restApi.url, NOTIFICATION_POLL_MS: 300 }, { upstream: { request } });
    });

    afterAll(async () => {
      await polling?.close();
      await pool.close();
    });

    test('polls the latest notifications and passes on only the new ones', async () => {
      const since = latestReads(polling);
      const hod = subscribe(polling.url, users.hod.token);
      await feedsListening(polling, since);
      expect(hod.notes).toEqual([]);
      // The employee submits their seeded draft: it awaits their Hod.
      const equipment = new WorkflowClient(stack.gateway.graphqlUrl, 'equipmentRequisitions');
      const mine = await Promise.all((await equipment.listIds(users.employee.token, { mine: true })).map((id) => equipment.get(users.employee.token, id)));
      const draft = mine.find((record) => record?.status === 'DRAFT');
      expect(draft).toBeDefined();
      expect((await equipment.act(users.employee.token, 'submit', draft!)).errors).toEqual([]);
      await until(() => hod.notes.length > 0);
      expect(hod.notes).toEqual([expect.objectContaining({ title: `Equipment requisition ${String(draft!.number)} awaits you` })]);
      // Two more polls read the same notification again: it is not passed on twice.
      await feedsListening(polling, latestReads(polling), 2);
      expect(hod.notes).toHaveLength(1);
      hod.stop();
    });
  });
});
