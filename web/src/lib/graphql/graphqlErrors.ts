import type { GraphQLFormattedError } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The GraphQL errors inside an Apollo Client error (schema.graphql header: each carries
 * `extensions.code` UNAUTHENTICATED | FORBIDDEN | NOT_FOUND | BAD_USER_INPUT | CONFLICT | UPSTREAM);
 * empty for network and other errors.
 */
export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

/** The `extensions.code` of the first GraphQL error in `error`, if any. */
export function errorCode(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether `error` means "not signed in any more" (spec §4, §8 HTTP 401): a GraphQL error with code
 * UNAUTHENTICATED, or an HTTP 401 answer from the gateway itself.
 */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return graphQLErrorsOf(error).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * A message for the user (spec §8: the server's message is passed on): the first GraphQL error's
 * message, else "The server could not be reached." for network failures, else `fallback`.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  const first = graphQLErrorsOf(error)[0];
  if (first?.message) return first.message;
  if (ServerError.is(error) || (error instanceof TypeError && /fetch/i.test(error.message))) {
    return 'The server could not be reached.';
  }
  return fallback;
}
