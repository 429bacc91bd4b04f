import { readFileSync } from 'node:fs';
import { DEMO_USERS, signIn } from '../../testing/accounts';
import { demoUpstream } from '../../testing/demo-upstream';
import { type FakeGateway, type TestGateway, startFakeGateway, startGateway } from '../../testing/gateway-server';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { SCHEMA_PATH } from '../schema';
import { SDL_PATH } from './sdl-route';

/** `GET /graphql/schema.graphql`: the committed SDL, for signed-in callers, cacheable by ETag. */
describe('the schema as SDL', () => {
  let gateway: FakeGateway;
  let closed: TestGateway;
  let token: string;

  beforeAll(async () => {
    gateway = await startFakeGateway({}, demoUpstream());
    closed = await startGateway({ UPSTREAM_URL: await closedPortUrl(), GRAPHQL_INTROSPECTION: false });
    token = (await signIn(gateway.graphqlUrl, DEMO_USERS.employee)).token;
  });

  afterAll(async () => {
    await closed?.close();
    await gateway?.close();
  });

  test('answers schema.graphql as committed, text/plain, with an ETag and a cache lifetime', async () => {
    const response = await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
    const text = await response.text();
    expect(text).toBe(readFileSync(SCHEMA_PATH, 'utf8'));
    expect(text).toContain('enum ErrorCode');
  });

  test('If-None-Match with the ETag answers 304 with no body', async () => {
    const first = await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    const again = await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('no token, or an unreadable one, is 401 like introspection', async () => {
    const none = await fetch(`${gateway.url}${SDL_PATH}`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    const garbled = await fetch(`${gateway.url}${SDL_PATH}`, { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(garbled.status).toBe(401);
  });

  test('with GRAPHQL_INTROSPECTION=false there is no such route', async () => {
    const response = await fetch(`${closed.url}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
  });
});
