import { DEMO_USERS, signIn } from '../../testing/accounts';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import type { RestApiProcess } from '../../testing/rest-api-process';
import { sharedRestApi } from '../../testing/shared-rest-api';
import { CORS_REFUSED_MESSAGE } from './cors';

/**
 * The opt-in CORS allow-list (http/cors.ts, README "Configuration"): one REAL rest-api, a gateway with
 * `CORS_ORIGINS` and one without (the default: off).
 */
describe('CORS_ORIGINS', () => {
  const ALLOWED = 'https://crm.example.com';
  const OTHER = 'https://evil.example.net';
  let restApi: RestApiProcess;
  let open: TestGateway;
  let closed: TestGateway;
  let token: string;

  beforeAll(async () => {
    restApi = await sharedRestApi();
    open = await startGateway({ UPSTREAM_URL: restApi.url, CORS_ORIGINS: [ALLOWED, 'http://localhost:8080'] });
    closed = await startGateway({ UPSTREAM_URL: restApi.url });
    token = (await signIn(open.graphqlUrl, DEMO_USERS.admin)).token;
  }, 60_000);

  afterAll(async () => {
    await open?.close();
    await closed?.close();
    await restApi?.stop();
  });

  const preflight = (gateway: TestGateway, origin: string, path = '/graphql') =>
    fetch(`${gateway.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
  const query = (gateway: TestGateway, origin: string) =>
    fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ grades(pageSize: 1) { total } }' }),
    });

  it('answers a listed origin’s preflight with what a browser needs, and its requests with its origin', async () => {
    const answer = await preflight(open, ALLOWED);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(answer.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(answer.headers.get('access-control-max-age')).toBe('600');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const data = await query(open, ALLOWED);
    expect(data.status).toBe(200);
    expect(data.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(data.headers.get('vary')).toMatch(/origin/i);
    expect(data.headers.get('access-control-expose-headers')).toMatch(/content-disposition/);
    expect(await data.json()).toMatchObject({ data: { grades: { total: expect.any(Number) } } });

    const files = await fetch(`${open.url}/files/exports/grades?format=csv`, { headers: { origin: ALLOWED, authorization: `Bearer ${token}` } });
    expect(files.status).toBe(200);
    expect(files.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(files.headers.get('access-control-expose-headers')).toMatch(/x-export-rows/);
    await files.arrayBuffer();
  });

  it('refuses any other origin: its preflight is 403, its requests carry no CORS header', async () => {
    for (const origin of [OTHER, `${ALLOWED}:8443`, 'http://crm.example.com']) {
      const answer = await preflight(open, origin);
      expect([origin, answer.status]).toEqual([origin, 403]);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(await answer.json()).toEqual({ message: CORS_REFUSED_MESSAGE, code: 'FORBIDDEN' });
    }
    const data = await query(open, OTHER);
    expect(data.headers.get('access-control-allow-origin')).toBeNull();
    await data.arrayBuffer();
  });

  it('is off by default: no CORS header for anyone, and a request without an Origin is not concerned', async () => {
    const answer = await preflight(closed, ALLOWED);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    await answer.arrayBuffer();
    const data = await query(closed, ALLOWED);
    expect(data.headers.get('access-control-allow-origin')).toBeNull();
    await data.arrayBuffer();
    const server = await fetch(open.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    await server.arrayBuffer();
  });
});
