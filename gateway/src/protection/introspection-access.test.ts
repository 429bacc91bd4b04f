import { getIntrospectionQuery } from 'graphql';
import { altairOptions } from '../playground/playground';

const ALTAIR_OPTIONS = altairOptions('test');
import { DEMO_PASSWORD, DEMO_USERS } from '../../testing/accounts';
import { unsignedToken } from '../../testing/forged-tokens';
import type { TestGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { type FakeStack, startFakeStack } from '../../testing/demo-upstream';

const SCHEMA_QUERY = '{ __schema { queryType { name } } }';

/**
 * Introspection needs a signed-in caller (protection/introspection-access.ts); the playground keeps
 * working: its prepared sign-in needs no token, and with the token it receives, the schema loads.
 */
describe('introspection', () => {
  let stack: FakeStack;
  let gateway: TestGateway;

  beforeAll(async () => {
    stack = await startFakeStack();
    gateway = stack.gateway;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test.each([
    ['__schema', SCHEMA_QUERY],
    ['__type', '{ __type(name: "Query") { name fields { name } } }'],
    ['__schema behind a fragment', 'query { ...Everything } fragment Everything on Query { __schema { types { name } } }'],
    ['__schema behind an inline fragment, beside __typename', '{ __typename ... on Query { __schema { types { name } } } }'],
  ])('%s without a token → 401 UNAUTHENTICATED, no schema data', async (_label, query) => {
    const answer = await graphqlPost(gateway.graphqlUrl, { query });
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([{ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  test('a token that cannot be read, or one the upstream refuses, → 401 UNAUTHENTICATED', async () => {
    const unreadable = await graphqlPost(gateway.graphqlUrl, { query: SCHEMA_QUERY, headers: { authorization: 'Bearer not-a-jwt' } });
    expect(unreadable.status).toBe(401);
    expect(unreadable.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await graphqlPost(gateway.graphqlUrl, { query: SCHEMA_QUERY, token: unsignedToken({ roles: ['Admin'] }) });
    expect(forged.status).toBe(401);
    expect(forged.body.data).toBeUndefined();
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('`__typename` alone is not introspection and needs no token', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { query: '{ __typename }' });
    expect(answer.body).toEqual({ data: { __typename: 'Query' } });
  });

  test("the playground's prepared sign-in runs without a token (answered no-store); with its token the full introspection loads", async () => {
    // Altair sends its headers on every request, `{{authorization}}` from its environment: empty (so no token) before the sign-in stored `Bearer <token>`.
    const altairHeaders = (token: string) => ({
      authorization: ALTAIR_OPTIONS.initialHeaders.Authorization.replace('{{authorization}}', token ? `Bearer ${token}` : ''),
      'apollo-require-preflight': 'true',
    });
    const before = await graphqlPost(gateway.graphqlUrl, { query: getIntrospectionQuery(), headers: altairHeaders('') });
    expect(before.status).toBe(401);
    const signIn = await graphqlPost<{ authenticate: { token: string; roles: string[] } }>(gateway.graphqlUrl, {
      query: ALTAIR_OPTIONS.initialQuery,
      variables: { email: DEMO_USERS.employee, password: DEMO_PASSWORD },
      headers: altairHeaders(''),
    });
    expect(signIn.body.errors).toBeUndefined();
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const { token } = signIn.body.data!.authenticate;

    const schema = await graphqlPost<{ __schema: { queryType: { name: string }; types: unknown[] } }>(gateway.graphqlUrl, {
      query: getIntrospectionQuery(),
      headers: altairHeaders(token),
    });
    expect(schema.status).toBe(200);
    expect(schema.body.errors).toBeUndefined();
    expect(schema.body.data!.__schema.queryType.name).toBe('Query');
    expect(schema.body.data!.__schema.types.length).toBeGreaterThan(50);
  });
});
