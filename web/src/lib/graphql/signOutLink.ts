import type { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, type DocumentNode } from 'graphql';
import { isUnauthenticated } from './graphqlErrors';

/** Whether `document` is the sign-in (its operation selects the `authenticate` mutation field). */
export function isSignIn(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === 'authenticate'),
  );
}

/**
 * Calls `onUnauthenticated` (sign out and reload, spec §4, §8) when any operation other than the
 * sign-in fails as UNAUTHENTICATED (or HTTP 401): an expired or revoked token. A wrong password on
 * `authenticate` is left to the login form. The error still reaches the caller.
 */
export function createSignOutLink(onUnauthenticated: () => void): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error) && !isSignIn(operation.query)) onUnauthenticated();
  });
}
