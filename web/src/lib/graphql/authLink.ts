import { ApolloLink } from '@apollo/client';

/**
 * Adds `Authorization: Bearer <token>` to every operation while a token exists (spec §7, DESIGN §3);
 * signed out, the request goes without it. `getToken` is read per operation.
 */
export function createAuthLink(getToken: () => string | null | undefined): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, Authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });
}
