import { createClient } from 'graphql-sse';
import { DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type RestApiProcess, startRestApi } from '../../testing/rest-api-process';
import { WorkflowClient } from '../../testing/workflow-client';
import { UpstreamPool } from '../upstream/upstream-pool';
import { type Upstream, undiciUpstream } from '../upstream/upstream';
import { upstreamBase } from '../upstream/upstream-call';

/* One upstream notification relay per gateway process (docs/notifications.md "Relay"), against a real rest-api. */

const SECRET = 'Qm7vX2kR9pL4tW8zN3cB6yH1jD5fG0sA';
const SUBSCRIPTION = 'subscription { notificationAdded { id title } }';

interface Received {
  notes: Array<{ id: string; title: string }>;
  errors: unknown[];
  completed: boolean;
  stop: () => void;
}

function subscribe(gatewayUrl: string, token: string): Received {
  const client = createClient({ url: `${gatewayUrl}/graphql/stream`, headers: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const received: Received = { notes: [], errors: [], completed: false, stop: () => undefined };
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** The rest-api's production transport, recording the path of every stream the gateway opens upstream. */
function recordingTransport(url: string, pool: UpstreamPool): { upstream: Upstream; streams: string[] } {
  const streams: string[] = [];
  const inner = undiciUpstream({ api: pool, stream: pool }, upstreamBase(url));
  return {
    streams,
    upstream: {
      request: inner.request,
      openStream: async (request) => {
        streams.push(request.path);
        return inner.openStream!(request);
      },
    },
  };
}

describe('notificationAdded over the upstream relay', () => {
  let restApi: RestApiProcess;
  const pool = new UpstreamPool({ connections: 16, queueTimeoutMs: 5000, connectTimeoutMs: 10_000 });
  const users = {} as Record<'employee' | 'hod' | 'finance', SignedInUser>;

  beforeAll(async () => {
    restApi = await startRestApi({ env: { NOTIFICATION_RELAY_SECRET: SECRET, STREAM_HEARTBEAT_MS: '1000' } });
  });

  afterAll(async () => {
    await restApi?.stop();
    await pool.close();
  });

  describe('with the shared secret', () => {
    let gateway: TestGateway;
    let streams: string[];

    beforeAll(async () => {
      const transport = recordingTransport(restApi.url, pool);
      streams = transport.streams;
      gateway = await startGateway({ UPSTREAM_URL: restApi.url, NOTIFICATION_RELAY_SECRET: SECRET, NOTIFICATION_SESSION_CHECK_MS: 300 }, { upstream: transport.upstream });
      for (const role of ['employee', 'hod', 'finance'] as const) users[role] = await signIn(gateway.graphqlUrl, DEMO_USERS[role]);
    });

    afterAll(async () => {
      await gateway?.close();
    });

    test('one upstream stream for everyone, and each subscriber gets only their own notifications', async () => {
      const requester = subscribe(gateway.url, users.employee.token);
      const hod = subscribe(gateway.url, users.hod.token);
      const finance = subscribe(gateway.url, users.finance.token);
      await settle();
      const equipment = new WorkflowClient(gateway.graphqlUrl, 'equipmentRequisitions');
      const [awaiting] = await equipment.listIds(users.hod.token, { awaitingMe: true });
      const record = await equipment.get(users.hod.token, awaiting!);
      expect((await equipment.act(users.hod.token, 'approve', record!)).errors).toEqual([]);
      await until(() => requester.notes.length > 0);
      expect(requester.notes).toEqual([expect.objectContaining({ title: `Your equipment requisition ${String(record!.number)} was approved` })]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The relay carried the notification to this gateway; neither the Hod who acted nor Finance sees it.
      expect(hod.notes).toEqual([]);
      expect(finance.notes).toEqual([]);
      expect(streams).toEqual(['notifications/relay']);
      expect(gateway.logs.some((line) => String(line.msg).includes('through the upstream relay'))).toBe(true);
      for (const subscription of [requester, hod, finance]) subscription.stop();
    });

    test('a subscription ends when its session is signed out', async () => {
      const other = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
      const live = subscribe(gateway.url, other.token);
      await settle();
      expect((await graphqlPost(gateway.graphqlUrl, { token: other.token, query: 'mutation { signOut }' })).status).toBe(200);
      await until(() => live.completed, 8000);
      expect(live.notes).toEqual([]);
      expect(streams).toEqual(['notifications/relay']);
    });

    test('a refused token gets UNAUTHENTICATED, as without the relay', async () => {
      const forged = subscribe(gateway.url, `${users.employee.token.slice(0, -4)}AAAA`);
      await until(() => forged.completed || forged.errors.length > 0);
      expect(JSON.stringify(forged.errors)).toContain('UNAUTHENTICATED');
      expect(forged.notes).toEqual([]);
      forged.stop();
    });
  });

  test('with another secret, the gateway falls back to one upstream stream per person', async () => {
    const transport = recordingTransport(restApi.url, pool);
    const gateway = await startGateway({ UPSTREAM_URL: restApi.url, NOTIFICATION_RELAY_SECRET: `${SECRET.slice(0, -1)}x` }, { upstream: transport.upstream });
    try {
      const employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
      const hod = await signIn(gateway.graphqlUrl, DEMO_USERS.hod);
      const hodSees = subscribe(gateway.url, hod.token);
      await settle();
      expect(transport.streams).toEqual(['notifications/relay', 'notifications/stream']);
      const equipment = new WorkflowClient(gateway.graphqlUrl, 'equipmentRequisitions');
      const mine = await Promise.all((await equipment.listIds(employee.token, { mine: true })).map((id) => equipment.get(employee.token, id)));
      const draft = mine.find((record) => record?.status === 'DRAFT');
      expect((await equipment.act(employee.token, 'submit', draft!)).errors).toEqual([]);
      await until(() => hodSees.notes.length > 0);
      expect(hodSees.notes).toEqual([expect.objectContaining({ title: `Equipment requisition ${String(draft!.number)} awaits you` })]);
      expect(gateway.logs.some((line) => line.level === 40 && String(line.msg).includes('refused the notification relay secret'))).toBe(true);
      hodSees.stop();
    } finally {
      await gateway.close();
    }
  });
});
