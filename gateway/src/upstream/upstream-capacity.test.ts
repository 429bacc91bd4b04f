import { DEMO_PASSWORD, DEMO_USERS, signIn, type SignedInUser } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type HoldingProxy, startHoldingProxy } from '../../testing/holding-proxy';
import { type RestApiProcess, startRestApi } from '../../testing/rest-api-process';

/*
 * Upstream capacity (DESIGN §1 "long-lived work never takes capacity from short requests",
 * docs/notifications.md "Upstream capacity"): real gateway → holding proxy (it can keep chosen calls
 * unanswered, a slow upstream) → real rest-api.
 */

const SUBSCRIPTION = JSON.stringify({ query: 'subscription { notificationAdded { id title } }' });
const SIGN_IN = 'mutation ($email: String!, $password: String!) { authenticate(email: $email, password: $password) { token } }';
const GRADES = 'query { grades(page: 1) { items { id name } } }';
const isGradesCall = (method: string, url: string) => method === 'GET' && url.startsWith('/setup/grades/');

/** An open `POST /graphql/stream` (a browser tab's live updates); `close()` drops it as a closed tab does. */
async function openTab(gatewayUrl: string, token: string): Promise<{ status: number; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${gatewayUrl}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: SUBSCRIPTION,
    signal: controller.signal,
  });
  return { status: response.status, close: () => controller.abort() };
}

/** Signs the demo employee in directly on the rest-api (a new session each time) → its token. */
async function restSignIn(restApiUrl: string): Promise<string> {
  const response = await fetch(`${restApiUrl}/setup/employees/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS.employee, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('upstream capacity through a real rest-api', () => {
  let restApi: RestApiProcess;
  let proxy: HoldingProxy;
  let user: SignedInUser;

  beforeAll(async () => {
    restApi = await startRestApi({ env: { SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
    proxy = await startHoldingProxy(restApi.url);
  });

  afterAll(async () => {
    await proxy?.close();
    await restApi?.stop();
  });

  afterEach(() => {
    proxy.reset();
  });

  describe('with the default pools', () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      // A long upstream timeout: nothing below may pass by waiting for it.
      gateway = await startGateway({ UPSTREAM_URL: proxy.url, UPSTREAM_TIMEOUT_MS: 120_000, SUBSCRIPTIONS_PER_SESSION: 100 });
      user = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    });

    afterAll(async () => {
      await gateway?.close();
    });

    test('70 stalled downloads (more than the old single pool of 64) leave sign-in and queries answering', async () => {
      // The upstream never answers these downloads: each holds a connection of the stream pool for as long as the browser waits.
      proxy.hold((method, url) => method === 'GET' && url.startsWith('/setup/files/employees/'));
      const browsers = Array.from({ length: 70 }, () => new AbortController());
      const downloads = browsers.map((browser, index) =>
        fetch(`${gateway.url}/files/employees/photo-${index}.png`, { headers: { authorization: `Bearer ${user.token}` }, signal: browser.signal }).catch(() => undefined),
      );
      // 64 filled the old single pool: from there every other call of the gateway queued behind them.
      await until(() => proxy.held.length >= 64);

      const signal = AbortSignal.timeout(20_000);
      const another = await graphqlPost(gateway.graphqlUrl, { query: SIGN_IN, variables: { email: DEMO_USERS.hod, password: DEMO_PASSWORD } });
      expect(another.body.errors).toBeUndefined();
      const grades = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query: GRADES }),
        signal,
      });
      const body = (await grades.json()) as { data?: { grades: { items: unknown[] } }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data?.grades.items.length).toBeGreaterThan(0);
      for (const browser of browsers) browser.abort();
      await Promise.all(downloads);
    });

    test('70 tabs of one sign-in share one upstream stream', async () => {
      const streams = () => proxy.seen.filter((line) => line.startsWith('GET /setup/notifications/stream')).length;
      const token = await restSignIn(restApi.url);
      const before = streams();
      const tabs = await Promise.all(Array.from({ length: 70 }, () => openTab(gateway.url, token)));
      expect(tabs.map((tab) => tab.status)).toEqual(Array.from({ length: 70 }, () => 200));
      await until(() => streams() > before);
      // A query through the same gateway has had time to run: the upstream stream was opened before it answered.
      expect((await graphqlPost(gateway.graphqlUrl, { token, query: GRADES })).body.errors).toBeUndefined();
      expect(streams() - before).toBe(1);
      for (const tab of tabs) tab.close();
    });

    test('a client that goes away aborts its upstream call (the upstream connection is closed)', async () => {
      proxy.hold(isGradesCall);
      const client = new AbortController();
      const answer = fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query: GRADES }),
        signal: client.signal,
      }).catch((error: unknown) => error);
      const held = await proxy.nextHeld();
      client.abort();
      await answer;
      // Without the abort the gateway would wait UPSTREAM_TIMEOUT_MS (120 s) with the call open.
      await held.closed;
    });
  });

  describe('with an API pool of one connection', () => {
    let gateway: TestGateway;

    beforeAll(async () => {
      gateway = await startGateway({ UPSTREAM_URL: proxy.url, UPSTREAM_TIMEOUT_MS: 120_000, UPSTREAM_API_CONNECTIONS: 1, UPSTREAM_QUEUE_TIMEOUT_MS: 300 });
      user = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    });

    afterAll(async () => {
      await gateway?.close();
    });

    test('/readyz turns 503 while the API pool is saturated, and 200 again once it frees; /healthz stays 200', async () => {
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
      proxy.hold(isGradesCall);
      const slow = graphqlPost(gateway.graphqlUrl, { token: user.token, query: GRADES });
      const held = await proxy.nextHeld();
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

      // A call that finds no free connection within UPSTREAM_QUEUE_TIMEOUT_MS fails cleanly instead of hanging.
      const queued = await graphqlPost(gateway.graphqlUrl, { token: user.token, query: 'query { notifications { id } }' });
      expect(queued.status).toBe(200);
      expect(JSON.stringify(queued.body)).toMatch(/UPSTREAM|The service is unavailable/);

      proxy.hold(() => false);
      held.release();
      expect((await slow).body.errors).toBeUndefined();
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    });
  });
});
