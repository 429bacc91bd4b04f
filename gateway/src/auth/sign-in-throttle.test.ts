import { AUTHENTICATE_MUTATION, DEMO_USERS } from '../../testing/accounts';
import type { TestGateway } from '../../testing/gateway-server';
import { type GraphQLAnswer, graphqlPost } from '../../testing/graphql-client';
import { type TestStack, startStack } from '../../testing/stack';

/**
 * A throttled sign-in (the upstream's 429 with `Retry-After`) reaches the client as TOO_MANY_REQUESTS
 * with `extensions.retryAfter` in whole seconds (upstream/error-mapping.ts), so the web can say how
 * long to wait. The rest-api runs with a low per-address limit so that a few attempts reach it.
 */
describe('sign-in throttling through the gateway', () => {
  let stack: TestStack;
  let gateway: TestGateway;

  beforeAll(async () => {
    stack = await startStack({ restApi: { env: { SIGN_IN_LIMIT_PER_MINUTE: '3' } } });
    gateway = stack.gateway;
  });

  afterAll(async () => {
    await stack?.stop();
  });

  test('wrong passwords until the upstream throttles: TOO_MANY_REQUESTS with its message and retryAfter seconds', async () => {
    let throttled: GraphQLAnswer | undefined;
    for (let attempt = 0; attempt < 30 && !throttled; attempt++) {
      const answer = await graphqlPost(gateway.graphqlUrl, { query: AUTHENTICATE_MUTATION, variables: { email: DEMO_USERS.hod, password: `wrong-${attempt}` } });
      if (answer.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS') throttled = answer;
    }
    expect(throttled).toBeDefined();
    const error = throttled!.body.errors![0]!;
    expect(error.message).toMatch(/\w/);
    expect(error.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    const retryAfter = error.extensions!.retryAfter as number;
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });
});
