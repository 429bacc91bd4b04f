import { signedToken, unsignedToken } from '../../testing/forged-tokens';
import { type TestGateway, startGateway } from '../../testing/gateway-server';
import { graphqlPost } from '../../testing/graphql-client';
import { closedPortUrl } from '../../testing/unreachable-upstream';
import { QUERY_LIMITS } from './query-limits';

/**
 * Query limits (README "Limits") and introspection (GRAPHQL_INTROSPECTION): an operation over a limit
 * is refused before it runs; the upstream is a closed port, so nothing here goes upstream.
 */
describe('query limits and introspection', () => {
  let gateway: TestGateway;
  let closed: TestGateway;

  beforeAll(async () => {
    const upstream = await closedPortUrl();
    gateway = await startGateway({ UPSTREAM_URL: upstream });
    closed = await startGateway({ UPSTREAM_URL: upstream, GRAPHQL_INTROSPECTION: false });
  });

  afterAll(async () => {
    await closed?.close();
    await gateway?.close();
  });

  test(`a query deeper than ${QUERY_LIMITS.maxDepth} is refused; one within runs`, async () => {
    const nest = (levels: number): string => (levels === 0 ? 'id' : `id reportsTo { ${nest(levels - 1)} }`);
    const deep = await graphqlPost(gateway.graphqlUrl, { query: `{ employee(id: "x") { ${nest(QUERY_LIMITS.maxDepth)} } }` });
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toEqual([
      { message: `Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found ${QUERY_LIMITS.maxDepth + 2}.`, extensions: { code: 'QUERY_TOO_COMPLEX' } },
    ]);
    expect(deep.body.data).toBeUndefined();
    const shallow = await graphqlPost(gateway.graphqlUrl, { query: `{ employee(id: "x") { ${nest(3)} } }` });
    expect(shallow.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test(`more than ${QUERY_LIMITS.maxAliases} aliases are refused`, async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: allGrades { id }`).join(' ');
    const answer = await graphqlPost(gateway.graphqlUrl, { query: `{ ${aliases} }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: `Aliases limit of ${QUERY_LIMITS.maxAliases} exceeded, found ${QUERY_LIMITS.maxAliases + 1}.`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  test(`more than ${QUERY_LIMITS.maxTokens} tokens are refused`, async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => 'id').join(' ');
    const answer = await graphqlPost(gateway.graphqlUrl, { query: `{ allGrades { ${fields} } }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ message: `Token limit of ${QUERY_LIMITS.maxTokens} exceeded.`, extensions: { code: 'QUERY_TOO_COMPLEX' } })]);
  });

  // Found by the reliability suite: graphql-armor's token plugin turned every syntax error into a 500.
  test.each(['{ grades(1a: 2) { total } }', 'query { 1 }', '{ allGrades { id }', 'mutation { createGrade(input: {name: "x"}) { id } } }'])(
    'a syntax error (%s) answers 400 GRAPHQL_PARSE_FAILED, not 500',
    async (query) => {
      const answer = await graphqlPost(gateway.graphqlUrl, { query });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(answer.body.errors?.[0]?.message).toMatch(/^Syntax Error/);
    },
  );

  test(`a query costing more than ${QUERY_LIMITS.maxCost} is refused`, async () => {
    const employee = 'id employeeName grade { id name } department { id name head { id employeeName } } companies { id name }';
    const fragments = Array.from({ length: 8 }, (_, i) => `e${i}: employees { items { ${employee} reportsTo { ${employee} reportsTo { ${employee} } } } }`);
    const answer = await graphqlPost(gateway.graphqlUrl, { query: `{ ${fragments.join(' ')} }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(new RegExp(`^Query Cost limit of ${QUERY_LIMITS.maxCost} exceeded, found \\d+\\.$`));
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });
  });

  test(`more than ${QUERY_LIMITS.maxDirectives} directives are refused with QUERY_TOO_COMPLEX`, async () => {
    const directives = Array.from({ length: QUERY_LIMITS.maxDirectives + 1 }, () => '@include(if: true)').join(' ');
    const answer = await graphqlPost(gateway.graphqlUrl, { query: `{ allGrades ${directives} { id } }` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual({
      message: `Directives limit of ${QUERY_LIMITS.maxDirectives} exceeded, found ${QUERY_LIMITS.maxDirectives + 1}.`,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  test('a subscription over a limit is refused at /graphql/stream with the same code', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: notificationAdded { id }`).join(' ');
    const response = await fetch(`${gateway.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${unsignedToken({ roles: ['Admin'] })}` },
      body: JSON.stringify({ query: `subscription { ${aliases} }` }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: expect.stringMatching(/^Aliases limit of/), extensions: { code: 'QUERY_TOO_COMPLEX' } }] });
  });

  // Found by the reliability suite: both answered INTERNAL_SERVER_ERROR "Something went wrong".
  test('a subscription over /graphql is refused as a validation failure, with 400, pointing to /graphql/stream', async () => {
    const answer = await graphqlPost(gateway.graphqlUrl, { query: 'subscription { notificationAdded { id } }' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'Subscriptions are served at /graphql/stream (Server-Sent Events, the graphql-sse protocol).',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  test('automatic persisted queries are off: a hash is PERSISTED_QUERY_NOT_SUPPORTED, never an internal error', async () => {
    for (const body of [
      { query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
      { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } },
    ]) {
      const response = await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    }
  });

  test('introspection is on by default for a signed-in caller (the playground needs it) and can be turned off', async () => {
    const query = '{ __schema { queryType { name } } }';
    // A signed token naming someone; the upstream (down) cannot tell more (protection/introspection-access.ts).
    const token = await signedToken({ sub: 'someone', roles: ['Employee'] });
    expect((await graphqlPost(gateway.graphqlUrl, { query, token })).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const refused = await graphqlPost(closed.graphqlUrl, { query, token });
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
