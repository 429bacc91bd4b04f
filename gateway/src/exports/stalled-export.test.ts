import http from 'node:http';
import { Pool } from 'pg';
import { DEMO_USERS, signIn } from '../../testing/accounts';
import { type TestStack, startStack } from '../../testing/stack';

/**
 * A browser that stops reading an export at the gateway (docs/exports.md "Limits"): the gateway pipes
 * the download with backpressure instead of buffering it, so the REAL rest-api behind it meets a client
 * that takes nothing, aborts the download after its idle-send timeout (EXPORT_IDLE_TIMEOUT_MS=500
 * here) and the gateway then ends the browser's download, incomplete. The export must be far larger
 * than the sockets' buffers: the rows are written straight into the rest-api's PostgreSQL schema, so
 * this runs with DATABASE_URL only.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a stalled export download through the gateway', () => {
  let stack: TestStack;
  let token: string;
  /** About 20 MB of CSV. */
  const ROWS = 5000;
  const ADDRESS_BYTES = 4000;

  beforeAll(async () => {
    stack = await startStack({ restApi: { database: 'PostgreSQL', env: { EXPORT_IDLE_TIMEOUT_MS: '500' } } });
    const { url, schema } = stack.restApi.postgres!;
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      await pool.query(
        `insert into "${schema}".companies (id, name, code, address) select gen_random_uuid(), 'Wide company ' || i, 'W' || i, repeat('x', $2::integer) from generate_series(1, $1::integer) as i`,
        [ROWS, ADDRESS_BYTES],
      );
    } finally {
      await pool.end();
    }
    token = (await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin)).token;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('ends the browser’s download once the rest-api aborted the stalled upstream export', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${stack.gateway.url}/files/exports/companies?format=csv`, { agent: false, headers: { authorization: `Bearer ${token}` } }, resolve).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    let bytes = 0;
    await new Promise<void>((resolve) =>
      response.once('data', (chunk: Buffer) => {
        bytes += chunk.length;
        resolve();
      }),
    );
    // The browser stops reading; nothing else signals the rest-api's abort, so its log is watched.
    response.pause();
    const deadline = Date.now() + 60_000;
    while (!stack.restApi.output().includes('export aborted: the client read nothing for 500 ms')) {
      if (Date.now() > deadline) throw new Error(`rest-api never aborted the export:\n${stack.restApi.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const complete = await new Promise<boolean>((resolve) => {
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', () => {});
      response.on('close', () => resolve(response.complete));
      response.resume();
    });
    expect(complete).toBe(false);
    expect(bytes).toBeLessThan(ROWS * ADDRESS_BYTES);
  });
});
