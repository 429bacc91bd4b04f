import { startForeignUpstream } from '../../testing/foreign-upstream';
import { unsignedToken } from '../../testing/forged-tokens';
import { startGateway } from '../../testing/gateway-server';
import { OTHER_DOCS } from '../../testing/documents';
import { graphqlPost } from '../../testing/graphql-client';

/**
 * The gateway's part of `signOut` (auth/account-operations.ts; docs/setup-contract.md "Auth"): it
 * needs a token, sends `POST /setup/employees/sign-out` with the caller's Authorization and no body,
 * and passes the upstream's message or its 401 on. The upstream here is a recording stand-in with the
 * contract's answers; the end-to-end run against rest-api is in contract/contract.test.ts.
 */
describe('signOut', () => {
  const token = unsignedToken({ roles: ['Employee'] });

  test('sends POST /setup/employees/sign-out with the caller token and answers the upstream message', async () => {
    const upstream = await startForeignUpstream({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'You are signed out.' }) });
    const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
    try {
      const answer = await graphqlPost(gateway.graphqlUrl, { token, query: OTHER_DOCS.signOut });
      expect(answer.body).toEqual({ data: { signOut: 'You are signed out.' } });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(upstream.received).toHaveLength(1);
      expect(upstream.received[0]).toMatchObject({ method: 'POST', url: '/setup/employees/sign-out' });
      expect(upstream.received[0]?.headers.authorization).toBe(`Bearer ${token}`);
      expect(upstream.received[0]?.headers['content-length'] ?? '0').toBe('0');

      const anonymous = await graphqlPost(gateway.graphqlUrl, { query: OTHER_DOCS.signOut });
      expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'Sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
      expect(upstream.received).toHaveLength(1);
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  test("an already ended sign-in (the upstream's 401) is UNAUTHENTICATED with its message", async () => {
    const message = 'Your session has ended. Please sign in again.';
    const upstream = await startForeignUpstream({ status: 401, contentType: 'application/json', body: JSON.stringify({ message }) });
    const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
    try {
      const answer = await graphqlPost(gateway.graphqlUrl, { token, query: OTHER_DOCS.signOut });
      // No result: `data` is null or holds a null signOut (mutation results are nullable).
      expect(answer.body.data?.signOut ?? null).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});
