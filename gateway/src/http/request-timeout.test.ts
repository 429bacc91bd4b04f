import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '../../testing/accounts';
import { demoUpstream } from '../../testing/demo-upstream';
import { type FakeGateway, startFakeGateway, startGateway } from '../../testing/gateway-server';
import { multipartPrefix, openRawRequest, within } from '../../testing/raw-http';
import { closedPortUrl } from '../../testing/unreachable-upstream';

const TIMEOUT_MS = 1000;

/** Writes one byte every 100 ms until the socket closes: a client that never finishes. */
function trickle(request: ReturnType<typeof openRawRequest>): void {
  const timer = setInterval(() => {
    if (request.socket.destroyed) clearInterval(timer);
    else request.write('a');
  }, 100);
  void request.closed.then(() => clearInterval(timer));
}

/** REQUEST_TIMEOUT_MS and the headers timeout (server.ts; DESIGN §1): a slow client is cut, not held for Node's 300 s. */
describe('bounded request time', () => {
  let gateway: FakeGateway;
  let spoolDir: string;

  beforeAll(async () => {
    spoolDir = await mkdtemp(path.join(tmpdir(), 'gateway-timeout-spool-'));
    // An in-memory upstream, so that an upload's session is verified and its file is being stored when the time runs out.
    gateway = await startFakeGateway({ REQUEST_TIMEOUT_MS: TIMEOUT_MS, UPLOAD_TMP_DIR: spoolDir }, demoUpstream());
  });

  afterAll(async () => {
    await gateway?.close();
    await rm(spoolDir, { recursive: true, force: true });
  });

  test('defaults: 60 s for a whole request, 15 s for its headers', async () => {
    const standard = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    try {
      expect(standard.app.server.requestTimeout).toBe(60_000);
      expect(standard.app.server.headersTimeout).toBe(15_000);
    } finally {
      await standard.close();
    }
  });

  test('a JSON body trickling in is cut with 408 REQUEST_TIMEOUT and the connection closed', async () => {
    const started = Date.now();
    const request = openRawRequest(
      gateway.url,
      ['POST /graphql HTTP/1.1', 'Host: gateway.test', 'Content-Type: application/json', 'Content-Length: 500'].join('\r\n'),
      '{"query":"',
    );
    trickle(request);
    const answer = await within(request.answer, 4000, 'answer to a slow body');
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer!.body)).toEqual({ message: 'The request took too long to arrive.', code: 'REQUEST_TIMEOUT' });
    expect(answer?.headers['x-content-type-options']).toBe('nosniff');
    await within(request.closed, 1000, 'closed connection');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  });

  test('headers trickling in are cut too', async () => {
    const request = openRawRequest(gateway.url, 'GET /healthz HTTP/1.1\r\nHost: gateway.test\r\nX-Slow: ', '', false);
    trickle(request);
    await within(request.closed, 4000, 'closed connection');
  });

  test('a slow upload is cut, and what it stored is removed', async () => {
    const boundary = 'slow-upload';
    const prefix = multipartPrefix(
      boundary,
      { query: 'mutation ($files: [Upload!]!) { uploadIsoDocuments(isoId: "x", files: $files) { id } }', variables: { files: [null] } },
      'variables.files.0',
      'slow.pdf',
      'application/pdf',
    );
    const head = [
      'POST /graphql HTTP/1.1',
      'Host: gateway.test',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Apollo-Require-Preflight: true',
      `Authorization: Bearer ${gateway.upstream.tokenFor(DEMO_USERS.admin)}`,
      'Content-Length: 100000',
    ].join('\r\n');
    const request = openRawRequest(gateway.url, head, prefix);
    trickle(request);
    const answer = await within(request.answer, 4000, 'answer to a slow upload');
    expect(answer === null || answer.status === 408).toBe(true);
    await within(request.closed, 1000, 'closed connection');
    for (let poll = 0; poll < 20 && (await readdir(spoolDir)).length > 0; poll++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readdir(spoolDir)).toEqual([]);
  });

  test('a request that arrives in time is answered as usual', async () => {
    const response = await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
