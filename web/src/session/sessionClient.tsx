import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { onSessionCacheReset } from './sessionCache';
import { signOutEndedSession } from './sessionEnded';
import { sessionStore } from './sessionStore';
import { createApolloClient } from '../lib/graphql/apolloClient';

let client: ApolloClient | undefined;

/**
 * The Apollo Client of the signed-in part (DESIGN §4), made on first use: the bearer token from the
 * session; on UNAUTHENTICATED sign out and reload, the login then saying the session has ended
 * (spec §4, §8; see signOutEndedSession). It lives in the lazily loaded
 * layout's chunk so the signed-out account pages load no Apollo Client (README "Performance"); logging out empties
 * its cache (see `resetSessionCache`).
 */
export function sessionClient(): ApolloClient {
  if (!client) {
    const made = createApolloClient({
      getToken: () => sessionStore.getUser()?.token,
      onUnauthenticated: () => signOutEndedSession({ session: sessionStore }),
    });
    onSessionCacheReset(() => made.clearStore());
    client = made;
  }
  return client;
}

/** Props of {@link SessionApolloProvider}. */
export interface SessionApolloProviderProps {
  /** The signed-in screens. */
  children: ReactNode;
  /** The client to provide (tests); {@link sessionClient} by default. */
  client?: ApolloClient;
}

/** Provides the signed-in part's Apollo Client to the screens below it (the generated documents' hooks). */
export function SessionApolloProvider({ children, client: given }: SessionApolloProviderProps) {
  return <ApolloProvider client={given ?? sessionClient()}>{children}</ApolloProvider>;
}
