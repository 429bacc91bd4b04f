import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamPool } from './upstream-pool';

/* The bounded pool's queue (upstream/upstream-pool.ts), against a local HTTP server that answers only when told. */

describe('UpstreamPool', () => {
  const waiting: ServerResponse[] = [];
  const server = createServer((_request, response) => void waiting.push(response));
  let origin: string;
  let pool: UpstreamPool;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    pool = new UpstreamPool({ connections: 1, queueTimeoutMs: 200, connectTimeoutMs: 5000 });
  });

  afterEach(async () => {
    for (const response of waiting.splice(0)) response.end('late');
    await pool.destroy();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const get = (signal?: AbortSignal) => pool.request({ origin, path: '/', method: 'GET', signal });
  const untilWaiting = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  test('a call that finds no free connection within the queue timeout fails with UPSTREAM_QUEUE_TIMEOUT; a freed slot serves the next', async () => {
    const first = get();
    await untilWaiting(1);
    await expect(get()).rejects.toMatchObject({ code: 'UPSTREAM_QUEUE_TIMEOUT' });
    expect(pool.queued).toBe(0);
    waiting.shift()!.end('one');
    expect(await (await first).body.text()).toBe('one');
    const third = get();
    await untilWaiting(1);
    waiting.shift()!.end('three');
    expect(await (await third).body.text()).toBe('three');
    expect(pool.inFlight).toBe(0);
  });

  test('a waiting call whose signal aborts leaves the queue at once', async () => {
    void get().catch(() => undefined);
    await untilWaiting(1);
    const controller = new AbortController();
    const queued = get(controller.signal);
    expect(pool.queued).toBe(1);
    controller.abort(new Error('the client went away'));
    await expect(queued).rejects.toThrow('the client went away');
    expect(pool.queued).toBe(0);
  });
});
