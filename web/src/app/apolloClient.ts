import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createAuthLink } from './authLink';
import { createSignOutLink } from './signOutLink';
import { createWarningsLink } from './warningsLink';

/** What {@link createApolloClient} needs from the rest of the app. */
export interface ApolloClientOptions {
  /** GraphQL endpoint; `/graphql` (proxied to the gateway by vite) by default. */
  uri?: string;
  /** The current bearer token, or nothing when signed out. */
  getToken: () => string | null | undefined;
  /** Called when an operation other than sign-in answers UNAUTHENTICATED (spec §4). */
  onUnauthenticated: () => void;
}

/**
 * The web client's Apollo Client (DESIGN §4). Link chain, outermost first:
 * sign-out on UNAUTHENTICATED → read-fallback warnings become errors → bearer token → HTTP.
 */
export function createApolloClient({ uri = '/graphql', getToken, onUnauthenticated }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSignOutLink(onUnauthenticated),
      createWarningsLink(),
      createAuthLink(getToken),
      new HttpLink({ uri }),
    ]),
    cache: new InMemoryCache(),
  });
}
