import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { map } from 'rxjs';

/** Code given to the error made from a read-fallback warning (schema.graphql: the REST server failed). */
export const WARNING_ERROR_CODE = 'UPSTREAM';

function warningMessage(warning: unknown): string {
  if (typeof warning === 'string' && warning) return warning;
  if (typeof warning === 'object' && warning !== null) {
    const message = (warning as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'The data could not be loaded.';
}

/** The `reason` of a warning about a referenced record withheld from the caller (docs/graphql-grammar.md "Mutations"). */
const WITHHELD = 'WITHHELD';

function isWithheld(warning: unknown): boolean {
  return typeof warning === 'object' && warning !== null && (warning as { reason?: unknown }).reason === WITHHELD;
}

/**
 * Turns a read-fallback answer into an error (spec §8, DESIGN §3): when a result carries
 * `extensions.warnings` (a non-empty array of strings or `{ message }` objects), each warning becomes
 * a GraphQL error with code UPSTREAM, so Apollo Client reports the operation as failed and screens
 * show "could not load" instead of an empty table (a `deleteEmployee` answered null likewise fails
 * instead of reading as deleted). A warning with reason WITHHELD (a referenced record the caller may
 * not read, e.g. another department's head for a Hod) is an answer, not a failure: the reference is
 * simply empty. Other results pass through unchanged.
 */
export function warningsToErrors<T extends ApolloLink.Result>(result: T): T & { errors?: readonly GraphQLFormattedError[] } {
  if (!('extensions' in result)) return result;
  const all = (result.extensions as { warnings?: unknown } | undefined)?.warnings;
  const warnings = Array.isArray(all) ? all.filter((warning) => !isWithheld(warning)) : [];
  if (warnings.length === 0) return result;
  const existing: readonly GraphQLFormattedError[] = ('errors' in result && result.errors) || [];
  const errors: GraphQLFormattedError[] = (warnings as unknown[]).map((warning) => ({
    message: warningMessage(warning),
    extensions: { code: WARNING_ERROR_CODE, warning },
  }));
  return { ...result, errors: [...existing, ...errors] };
}

/** The link applying {@link warningsToErrors} to every result. */
export function createWarningsLink(): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(map(warningsToErrors)));
}
