import { createClient } from 'graphql-sse';
import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { type TestStack, startStack } from '../../testing/stack';
import { feedsListening, latestReads } from '../../testing/notification-feeds';
import { WorkflowClient } from '../../testing/workflow-client';

/*
 * Caps on open subscriptions and the shared feed of a session (docs/notifications.md "Upstream
 * capacity"): real gateway → real rest-api.
 */

const SUBSCRIPTION = 'subscription { notificationAdded { id title } }';

interface Tab {
  status: number;
  body: unknown;
  close(): void;
}

/** Opens `POST /graphql/stream` as a tab does; a refused one carries its JSON body. */
async function openTab(gatewayUrl: string, token: string): Promise<Tab> {
  const controller = new AbortController();
  const response = await fetch(`${gatewayUrl}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SUBSCRIPTION }),
    signal: controller.signal,
  });
  const body: unknown = response.status === 200 ? undefined : await response.json();
  return { status: response.status, body, close: () => controller.abort() };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('subscription caps and shared session feeds', () => {
  let stack: TestStack;
  /** A second gateway in front of the same rest-api, with small caps. */
  let capped: TestGateway;
  const users = {} as Record<'employee' | 'hod' | 'admin', SignedInUser>;

  beforeAll(async () => {
    stack = await startStack();
    capped = await startGateway({ UPSTREAM_URL: stack.restApi.url, SUBSCRIPTIONS_PER_SESSION: 2, SUBSCRIPTIONS_MAX: 3 });
    for (const role of ['employee', 'hod', 'admin'] as const) users[role] = await signIn(stack.gateway.graphqlUrl, DEMO_USERS[role]);
  });

  afterAll(async () => {
    await capped?.close();
    await stack?.stop();
  });

  test('past the per-session and the gateway cap a new subscription gets 429 with a clear message; a closed one gives its place back', async () => {
    const first = await openTab(capped.url, users.employee.token);
    const second = await openTab(capped.url, users.employee.token);
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await openTab(capped.url, users.employee.token);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({
      errors: [{ message: 'Too many open live updates for this sign-in (2); close other tabs of Back Office and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });

    // Another sign-in has its own count, up to the gateway's cap of 3.
    const other = await openTab(capped.url, users.hod.token);
    expect(other.status).toBe(200);
    const full = await openTab(capped.url, users.admin.token);
    expect(full.status).toBe(429);
    expect(JSON.stringify(full.body)).toContain('The server has too many open live updates right now');

    // Closing a tab gives its place back (once the gateway has seen the connection close).
    first.close();
    let again: Tab | undefined;
    await until(async () => {
      again?.close();
      again = await openTab(capped.url, users.employee.token);
      return again.status === 200;
    });
    for (const tab of [second, other, again!]) tab.close();
  });

  test("the tabs of one sign-in share one feed and each receives the session's notifications; another user's tab receives none", async () => {
    const received: Array<Array<{ title: string }>> = [[], []];
    const since = latestReads(stack.gateway);
    const clients = [0, 1].map(() => createClient({ url: `${stack.gateway.url}/graphql/stream`, headers: { authorization: `Bearer ${users.employee.token}` }, retryAttempts: 0 }));
    const stops = clients.map((client, index) =>
      client.subscribe<{ notificationAdded: { title: string } }>(
        { query: SUBSCRIPTION },
        {
          next: (result) => {
            if (result.data) received[index]!.push(result.data.notificationAdded);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    );
    const hodNotes: unknown[] = [];
    const hodClient = createClient({ url: `${stack.gateway.url}/graphql/stream`, headers: { authorization: `Bearer ${users.hod.token}` }, retryAttempts: 0 });
    const stopHod = hodClient.subscribe({ query: SUBSCRIPTION }, { next: (result) => void hodNotes.push(result), error: () => undefined, complete: () => undefined });
    // Two feeds (the employee's, shared by their tabs, and the Hod's) listen once each read the latest notifications.
    await feedsListening(stack.gateway, since, 2);

    const equipment = new WorkflowClient(stack.gateway.graphqlUrl, 'equipmentRequisitions');
    const [awaiting] = await equipment.listIds(users.hod.token, { awaitingMe: true });
    const record = await equipment.get(users.hod.token, awaiting!);
    expect((await equipment.act(users.hod.token, 'approve', record!)).errors).toEqual([]);
    await until(() => received.every((notes) => notes.length > 0));
    const title = `Your equipment requisition ${String(record!.number)} was approved`;
    expect(received).toEqual([[expect.objectContaining({ title })], [expect.objectContaining({ title })]]);
    expect(hodNotes).toEqual([]);
    for (const stop of [...stops, stopHod]) stop();
  });
});
