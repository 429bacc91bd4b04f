import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createAuthLink } from './authLink';
import { TYPE_POLICIES } from './cachePolicies';
import { createPersistedDocumentLink } from './persistedDocumentLink';
import { createSignOutLink } from './signOutLink';
import { createSseLink } from './sseLink';
import { createWarningsLink } from './warningsLink';
import { createUploadFetch } from './uploadFetch';

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
 * sign-out on UNAUTHENTICATED → read-fallback warnings become errors → bearer token → the persisted
 * document's hash (persistedDocumentLink.ts) → HTTP, by
 * apollo-upload-client's link: variables holding a File go as a GraphQL multipart request (the
 * employee photo), with `Apollo-Require-Preflight: true` (the gateway's CSRF guard for multipart)
 * on every request, and upload progress reported to an operation's
 * `context.fetchOptions.onUploadProgress` (see createUploadFetch). The cache replaces lists the
 * gateway answers whole (cachePolicies.ts).
 */
export function createApolloClient({ uri = '/graphql', getToken, onUnauthenticated }: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSignOutLink(onUnauthenticated),
      createWarningsLink(),
      // Subscriptions are Server-Sent Events of `/graphql/stream` (docs/notifications.md); the rest goes over HTTP.
      ApolloLink.split(
        ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
        createSseLink({ url: `${uri}/stream`, getToken }),
        ApolloLink.from([
          createAuthLink(getToken),
          createPersistedDocumentLink(),
          new UploadHttpLink({ uri, fetch: createUploadFetch(), includeExtensions: true, headers: { 'Apollo-Require-Preflight': 'true' } }),
        ]),
      ),
    ]),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
  });
}
