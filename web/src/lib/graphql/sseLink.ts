import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { Client } from 'graphql-sse';

/** What {@link createSseLink} needs. */
export interface SseLinkOptions {
  /** The subscriptions endpoint: `/graphql/stream` (docs/notifications.md). */
  url?: string;
  /** The current bearer token, read at each connection. */
  getToken: () => string | null | undefined;
}

/**
 * The operation context a subscription may carry for this link: `onConnected` is called each time its
 * stream is open (again), so that what was written while it was down can be read (docs/notifications.md).
 */
export interface SseLinkContext {
  onConnected?: () => void;
}

/**
 * A terminating link for subscriptions: each one a Server-Sent Events stream of the gateway's
 * `POST /graphql/stream` (graphql-sse's client, distinct connections mode), with the session's bearer
 * token. graphql-sse is loaded on the first subscription, so it stays out of the first page's script.
 * Broken streams are retried by the client (5 times, backing off); then the subscription errors and
 * its owner decides.
 */
export function createSseLink({ url = '/graphql/stream', getToken }: SseLinkOptions): ApolloLink {
  let client: Promise<Client> | undefined;
  const load = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url,
        headers: (): Record<string, string> => {
          const token = getToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
        retryAttempts: 5,
      }),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let dispose: (() => void) | undefined;
        let cancelled = false;
        const { onConnected } = operation.getContext() as SseLinkContext;
        load()
          .then((loaded) => {
            if (cancelled) return;
            dispose = loaded.subscribe(
              { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
              {
                next: (result) => observer.next(result as ApolloLink.Result),
                error: (error) => observer.error(error instanceof Error ? error : new Error('The live connection failed.')),
                complete: () => observer.complete(),
              },
              { connected: () => onConnected?.() },
            );
          })
          .catch((error: unknown) => observer.error(error));
        return () => {
          cancelled = true;
          dispose?.();
        };
      }),
  );
}
