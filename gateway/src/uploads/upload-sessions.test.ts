import { type FSWatcher, watch } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { OTHER_DOCS } from '../../testing/documents';
import { resignedToken, signedToken, unsignedToken } from '../../testing/forged-tokens';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type RawRequest, multipartPrefix, openRawRequest, within } from '../../testing/raw-http';
import { type TestStack, startStack } from '../../testing/stack';
import { upstreamCalls } from '../../testing/upstream-calls';
import { SDL_PATH } from '../sdl/sdl-route';

const BOUNDARY = 'session-test-boundary';
/** A 20 MiB ISO document, declared whole and never sent whole: the gateway must answer while it is still arriving. */
const DECLARED = 20 * 1024 * 1024;

/**
 * "Signed in" means a session the UPSTREAM verified (auth/verified-session.ts), never a token the
 * gateway merely decoded: an unsigned token (`alg: none`), a token whose `roles` claim was forged and
 * a token without `sub` open neither uploads (refused before any byte is stored), nor introspection,
 * nor the SDL, nor the persisted-documents gate; and one employee has at most UPLOADS_PER_CLIENT
 * uploads in progress at once (uploads/upload-slots.ts). Against a real rest-api.
 */
describe('verified sessions for uploads, introspection, the SDL and the persisted-documents gate', () => {
  let stack: TestStack;
  let gateway: TestGateway;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let spoolDir: string;
  /** Names created in the spool folder while watched. */
  const created: string[] = [];
  let watcher: FSWatcher;
  let step = 0;

  beforeAll(async () => {
    spoolDir = await mkdtemp(path.join(tmpdir(), 'gateway-session-spool-'));
    stack = await startStack({ gateway: { UPLOAD_TMP_DIR: spoolDir } });
    gateway = stack.gateway;
    admin = await signIn(gateway.graphqlUrl, DEMO_USERS.admin);
    employee = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    watcher = watch(spoolDir, (_event, name) => created.push(String(name)));
  });

  afterAll(async () => {
    watcher?.close();
    await stack?.stop();
    await rm(spoolDir, { recursive: true, force: true });
  });

  /** The number of request folders in the spool folder once it is `expected` (polled, at most 5 s), or what it is then. */
  async function spoolEntries(expected: number): Promise<number> {
    for (let poll = 0; poll < 100 && (await readdir(spoolDir)).length !== expected; poll++) await new Promise((resolve) => setTimeout(resolve, 50));
    return (await readdir(spoolDir)).length;
  }

  /** A signed token (the test rest-api's key) that names no one: `sub` left out. */
  async function sublessToken(): Promise<string> {
    const { sub: _sub, ...claims } = decodeJwt(admin.token);
    return signedToken(claims);
  }

  /** The forged tokens of the issue: unsigned with the Admin's id and role, a real Employee token re-signed as Admin, a signed one without `sub`. */
  async function forgedTokens(): Promise<Array<[string, string]>> {
    return [
      ['unsigned (alg: none) naming the Admin', unsignedToken({ sub: admin.id, roles: ['Admin'] })],
      ['the literal unsigned token of the issue', 'eyJhbGciOiJub25lIn0.e30.'],
      ['signed without sub, claiming Admin', await sublessToken()],
    ];
  }

  /** Opens an ISO-document upload with `token` that declares {@link DECLARED} bytes, sends its head and `sent` bytes of the file, then waits. */
  function stalledUpload(token: string, requestId: string, sent = 256 * 1024): RawRequest {
    const prefix = multipartPrefix(
      BOUNDARY,
      { query: OTHER_DOCS.uploadIsoDocuments, variables: { isoId: 'any', files: [null] } },
      'variables.files.0',
      'manual.pdf',
      'application/pdf',
    );
    const head = [
      'POST /graphql HTTP/1.1',
      'Host: gateway.test',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      'Apollo-Require-Preflight: true',
      `Authorization: Bearer ${token}`,
      `x-request-id: ${requestId}`,
      `Content-Length: ${prefix.length + DECLARED}`,
    ].join('\r\n');
    return openRawRequest(gateway.url, head, Buffer.concat([Buffer.from(prefix), Buffer.alloc(sent, 0x41)]));
  }

  test('forged tokens: an upload is 401 while its file is still arriving, and nothing is written to the spool folder', async () => {
    for (const [label, token] of await forgedTokens()) {
      const request = stalledUpload(token, `forged-upload-${step++}`);
      const answer = await within(request.answer, 10_000, `answer to the upload with a token ${label}`);
      expect({ label, status: answer?.status, code: JSON.parse(answer!.body).errors[0].extensions.code }).toEqual({ label, status: 401, code: 'UNAUTHENTICATED' });
      await request.closed;
    }
    expect(await readdir(spoolDir)).toEqual([]);
    expect(created).toEqual([]);
  });

  test("a real Employee token re-signed with a forged `roles: ['Admin']` is 403 before the file is read: roles come from the upstream", async () => {
    const forged = await resignedToken(employee.token, { roles: ['Admin'] });
    const request = stalledUpload(forged, `forged-roles-${step++}`);
    const answer = await within(request.answer, 10_000, 'answer while the file is incomplete');
    expect(answer?.status).toBe(403);
    expect(JSON.parse(answer!.body).errors[0].extensions).toEqual({ code: 'FORBIDDEN' });
    await request.closed;
    expect(created).toEqual([]);
  });

  test('forged tokens: introspection and the SDL are 401', async () => {
    for (const [label, token] of await forgedTokens()) {
      const introspection = await graphqlPost(gateway.graphqlUrl, { token, query: '{ __schema { queryType { name } } }' });
      expect({ label, status: introspection.status, data: introspection.body.data }).toEqual({ label, status: 401, data: undefined });
      const sdl = await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
      expect({ label, status: sdl.status }).toEqual({ label, status: 401 });
    }
  });

  test("the upstream's verdict on a session is reused: a second SDL request with the same token makes no upstream call", async () => {
    const { token } = await signIn(gateway.graphqlUrl, DEMO_USERS.employee);
    const first = `sdl-verdict-${step++}`;
    const second = `sdl-verdict-${step++}`;
    expect((await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': first } })).status).toBe(200);
    expect((await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': second } })).status).toBe(200);
    expect(upstreamCalls(gateway.logs, first)).toEqual([{ method: 'GET', path: expect.stringMatching(/^\/setup\/employees\/[^/]+$/), status: 200 }]);
    expect(upstreamCalls(gateway.logs, second)).toEqual([]);
    expect(JSON.stringify(gateway.logs)).not.toContain(token);
  });

  test('PERSISTED_DOCUMENTS=first-party-only: a forged token does not open arbitrary operations; a real one does', async () => {
    const gated = await startGateway({ UPSTREAM_URL: stack.restApi.url, PERSISTED_DOCUMENTS: 'first-party-only' });
    try {
      for (const [label, token] of await forgedTokens()) {
        const answer = await graphqlPost(gated.graphqlUrl, { token, query: '{ __typename }' });
        expect({ label, status: answer.status, code: answer.body.errors?.[0]?.extensions?.code }).toEqual({ label, status: 400, code: 'FORBIDDEN' });
      }
      const real = await graphqlPost(gated.graphqlUrl, { token: employee.token, query: '{ __typename }' });
      expect(real.body).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await gated.close();
    }
  });

  test('UPLOADS_PER_CLIENT (2): a third upload of the same employee at once is 429 before its body is read; a slot comes back when an upload ends', async () => {
    const first = stalledUpload(admin.token, `cap-${step++}`);
    const second = stalledUpload(admin.token, `cap-${step++}`);
    // Both hold their slots once their files are being stored.
    expect(await spoolEntries(2)).toBe(2);
    const third = stalledUpload(admin.token, `cap-${step++}`, 1024);
    const refused = await within(third.answer, 10_000, 'answer to the third upload');
    expect(refused?.status).toBe(429);
    expect(JSON.parse(refused!.body).errors[0]).toEqual({ message: expect.stringContaining('2 uploads in progress'), extensions: { code: 'TOO_MANY_REQUESTS' } });
    await third.closed;
    // Another employee is not held up by the Admin's uploads.
    const other = stalledUpload(employee.token, `cap-other-${step++}`, 1024);
    expect((await within(other.answer, 10_000, "answer to the Employee's upload"))?.status).toBe(403);
    // The first upload is abandoned: its folder goes and its slot comes back when the gateway sees the connection close.
    first.socket.destroy();
    await first.closed;
    expect(await spoolEntries(1)).toBe(1);
    const again = stalledUpload(admin.token, `cap-${step++}`);
    expect(await spoolEntries(2)).toBe(2);
    expect(await Promise.race([again.answer, Promise.resolve('still storing')])).toBe('still storing');
    again.socket.destroy();
    second.socket.destroy();
  });
});
