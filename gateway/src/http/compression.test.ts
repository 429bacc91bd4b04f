import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { type TestStack, startSharedStack } from '../../testing/stack';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/**
 * Compressed answers (http/compression.ts) from the gateway in front of a REAL rest-api, read as raw
 * bytes (undici's `request` does not decode): GraphQL JSON, CSV exports, and the rest-api's own JSON;
 * never the Server-Sent Events of `/graphql/stream`, small answers, or images.
 */
describe('compression', () => {
  let stack: TestStack;
  let admin: SignedInUser;

  beforeAll(async () => {
    stack = await startSharedStack();
    admin = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
  });

  const graphql = (query: string, acceptEncoding?: string) =>
    request(stack.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      body: JSON.stringify({ query }),
    });
  const LARGE = '{ allEmployees { id employeeName email phone employeeNo } allProducts { id code name } }';
  const decoded = (encoding: string | undefined, bytes: Buffer) => (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();

  it('compresses a large GraphQL answer with br when offered, else gzip; the JSON is the same as uncompressed', async () => {
    const plain = await graphql(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainText = await plain.body.text();
    expect(Buffer.byteLength(plainText)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(plainText)).toMatchObject({ data: { allEmployees: expect.any(Array) } });

    for (const [offered, used] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await graphql(LARGE, offered);
      expect([offered, answer.statusCode, answer.headers['content-encoding']]).toEqual([offered, 200, used]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await answer.body.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(plainText) / 2);
      expect(decoded(used, bytes)).toBe(plainText);
    }
  });

  it('leaves a small answer as it is', async () => {
    const small = await graphql('{ __typename }', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(await small.body.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses a CSV export but not an image download', async () => {
    const csv = await request(`${stack.gateway.url}/files/exports/products?format=csv`, { headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'gzip' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('gzip');
    const rows = gunzipSync(Buffer.from(await csv.body.arrayBuffer()))
      .toString()
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(Number(csv.headers['x-export-rows']) + 1);

    const photo = await request(`${stack.gateway.url}/files/employees/${encodeURIComponent(admin.photo!)}`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.headers['content-encoding']).toBeUndefined();
    await photo.body.dump();
  });

  it('never compresses the subscription stream: its events flow as they come', async () => {
    const controller = new AbortController();
    const stream = await request(`${stack.gateway.url}/graphql/stream`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${admin.token}`, 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ query: 'subscription { notificationAdded { id } }' }),
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    // graphql-sse itself says `none`.
    expect(stream.headers['content-encoding'] ?? 'none').toBe('none');
    controller.abort();
    await stream.body.dump().catch(() => undefined);
  });

  it('the rest-api compresses its JSON lists for clients that ask, and not its event stream', async () => {
    const headers = { authorization: `Bearer ${admin.token}`, 'accept-encoding': 'gzip' };
    const list = await request(`${stack.restApi.url}/setup/products/?page=1&limit=100`, { headers });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await list.body.arrayBuffer())).toString())).toMatchObject({ docs: expect.any(Array), hasNextPage: expect.any(Boolean) });
    const controller = new AbortController();
    const stream = await request(`${stack.restApi.url}/setup/notifications/stream`, { headers, signal: controller.signal });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-encoding']).toBeUndefined();
    controller.abort();
    await stream.body.dump().catch(() => undefined);
  });
});
