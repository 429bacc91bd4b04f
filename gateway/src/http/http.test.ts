import { DEMO_USERS, signIn } from '../../testing/accounts';
import { CSRF_MESSAGE } from '../errors/codes';
import { demoUpstream } from '../../testing/demo-upstream';
import { type ForeignUpstream, startForeignUpstream } from '../../testing/foreign-upstream';
import type { FakeUpstream } from '../../testing/fake-upstream';
import { type TestGateway, startFakeGateway, startGateway } from '../../testing/gateway-server';
import { ALL_GRADES, type GradeResult } from '../../testing/grade-operations';
import { graphqlPost } from '../../testing/graphql-client';
import { closedPortUrl } from '../../testing/unreachable-upstream';

const CREATE_BY_GET = 'mutation { createGrade(input: { name: "Made By Get" }) { grade { id } } }';
const CREATE_BY_FORM = 'mutation { createGrade(input: { name: "Made By Form" }) { grade { id } } }';

/**
 * The HTTP surface of the gateway: health, readiness, request ids, CSRF, limits, error detail. In
 * process: GraphQL reaches the fake upstream; UPSTREAM_URL is a server whose `/healthz` answers 200,
 * for readiness.
 */
describe('gateway HTTP surface', () => {
  let healthy: ForeignUpstream;
  let upstream: FakeUpstream;
  let gateway: TestGateway;
  let offline: TestGateway;
  let token: string;

  beforeAll(async () => {
    healthy = await startForeignUpstream({ status: 200, contentType: 'application/json', body: '{"status":"ok"}' });
    upstream = demoUpstream();
    gateway = await startFakeGateway({ UPSTREAM_URL: healthy.url }, upstream);
    offline = await startGateway({ UPSTREAM_URL: await closedPortUrl() });
    token = (await signIn(gateway.graphqlUrl, DEMO_USERS.admin)).token;
  });

  afterAll(async () => {
    await offline?.close();
    await gateway?.close();
    await healthy?.close();
  });

  async function gradeNames(): Promise<string[]> {
    const answer = await graphqlPost<{ allGrades: GradeResult[] }>(gateway.graphqlUrl, { token, query: ALL_GRADES });
    return answer.body.data!.allGrades.map((g) => g.name);
  }

  describe('health', () => {
    test('/healthz answers 200 whatever the upstream', async () => {
      const response = await fetch(`${offline.url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    test('/readyz is 200 when the upstream is healthy and 503 when it is down, naming no URL', async () => {
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(200);
      const down = await fetch(`${offline.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.text()).toBe(JSON.stringify({ status: 'unavailable' }));
    });
  });

  describe('request id', () => {
    test('a safe incoming x-request-id is echoed', async () => {
      const answer = await graphqlPost(gateway.graphqlUrl, { token, query: ALL_GRADES, headers: { 'x-request-id': 'client-req.42:a_b-c' } });
      expect(answer.headers.get('x-request-id')).toBe('client-req.42:a_b-c');
    });

    test('without one, or with an unsafe one, a new UUID is generated and echoed', async () => {
      const none = await fetch(`${gateway.url}/healthz`);
      const unsafe = await fetch(`${gateway.url}/healthz`, { headers: { 'x-request-id': 'a b\tc' + 'x'.repeat(200) } });
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(none.headers.get('x-request-id')).toMatch(uuid);
      expect(unsafe.headers.get('x-request-id')).toMatch(uuid);
      expect(none.headers.get('x-request-id')).not.toBe(unsafe.headers.get('x-request-id'));
    });
  });

  describe('CSRF prevention and request shape', () => {
    test('a GET query with a preflight header works, without one it is blocked', async () => {
      const url = `${gateway.graphqlUrl}?query=${encodeURIComponent('{ allGrades { id } }')}`;
      const allowed = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      expect(allowed.status).toBe(200);
      const blocked = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(blocked.status).toBe(400);
      expect(await blocked.json()).toEqual({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'CSRF_REFUSED' } }] });
    });

    test('a mutation sent by GET is rejected and not executed', async () => {
      const url = `${gateway.graphqlUrl}?query=${encodeURIComponent(CREATE_BY_GET)}`;
      const simple = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(simple.status).toBe(400);
      const preflighted = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      expect(preflighted.status).toBe(405);
      expect(((await preflighted.json()) as { errors: Array<{ extensions: unknown }> }).errors[0]!.extensions).toEqual({ code: 'METHOD_NOT_ALLOWED' });
      expect(await gradeNames()).not.toContain('Made By Get');
    });

    test('an Accept header without JSON is 406 NOT_ACCEPTABLE, the code the schema names for it', async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/html', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: ALL_GRADES }),
      });
      expect(response.status).toBe(406);
      expect(((await response.json()) as { errors: Array<{ extensions: unknown }> }).errors[0]!.extensions).toEqual({ code: 'NOT_ACCEPTABLE' });
    });

    test('validation and variable messages carry no "Did you mean" suggestion, nor a mask of one', async () => {
      const field = await graphqlPost(gateway.graphqlUrl, { token, query: '{ allGrades { nam } }' });
      const inline = await graphqlPost(gateway.graphqlUrl, { token, query: '{ claims(sort: { field: CREATED_A, direction: ASC }) { total } }' });
      const variable = await graphqlPost(gateway.graphqlUrl, {
        token,
        query: 'query ($sort: ClaimSort) { claims(sort: $sort) { total } }',
        variables: { sort: { field: 'CREATED_A', direction: 'ASC' } },
      });
      const messages = [field, inline, variable].flatMap((answer) => answer.body.errors ?? []).map((error) => error.message);
      expect(messages).toHaveLength(3);
      expect(messages[0]).toBe('Cannot query field "nam" on type "Grade".');
      for (const message of messages) expect(message).not.toMatch(/Did you mean|Suggestion|CREATED_AT|\?$/);
    });

    test('a text/plain POST (what a cross-site form can send) is blocked and not executed', async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: CREATE_BY_FORM }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'CSRF_REFUSED' } }] });
      expect(await gradeNames()).not.toContain('Made By Form');
    });

    test('batched requests are refused', async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify([{ query: '{ allGrades { id } }' }, { query: '{ allGrades { id } }' }]),
      });
      expect(response.status).toBe(400);
    });

    test('a body over 1 MB is refused with 413', async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ allGrades { id } } # ${'x'.repeat(1024 * 1024)}` }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    });

    // Found by the reliability suite: Fastify's own error bodies named the framework (FST_ERR_…).
    test('a malformed JSON body is a 400 in the GraphQL error shape, without Fastify internals', async () => {
      for (const body of ['nul', '{"query": "{ __typename }"', '\u0000']) {
        const response = await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(text).not.toMatch(/FST_|statusCode/);
        expect(JSON.parse(text)).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
      }
    });

    test('an unknown route is a 404 { message, code }', async () => {
      const response = await fetch(gateway.graphqlUrl.replace('/graphql', '/nothing-here'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No route for GET /nothing-here', code: 'NOT_FOUND' });
    });

    test('a file name over the router length limit is a 414 { message, code }, without Fastify internals', async () => {
      const response = await fetch(gateway.graphqlUrl.replace('/graphql', `/files/employees/${'x'.repeat(150)}`), { headers: { authorization: 'Bearer x' } });
      expect(response.status).toBe(414);
      const text = await response.text();
      expect(text).not.toMatch(/FST_|statusCode/);
      expect(JSON.parse(text)).toEqual({ message: expect.any(String), code: 'URI_TOO_LONG' });
    });
  });

  describe('error detail by NODE_ENV', () => {
    let development: TestGateway;

    beforeAll(async () => {
      development = await startFakeGateway({ UPSTREAM_URL: healthy.url, NODE_ENV: 'development' }, upstream);
    });

    afterAll(async () => {
      await development?.close();
    });

    test('stack traces appear only in development', async () => {
      const dev = await graphqlPost(development.graphqlUrl, { query: ALL_GRADES });
      expect(dev.body.errors?.[0]?.extensions?.stacktrace).toEqual(expect.any(Array));
      const prod = await graphqlPost(gateway.graphqlUrl, { query: ALL_GRADES });
      expect(prod.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    });
  });
});
