import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { QueryTooComplexError, tokenLimitMessage } from '../protection/query-too-complex';
import { CSRF_MESSAGE } from './codes';

/** The message of an unexpected gateway failure outside development (DESIGN §3: no internals leak). */
export const INTERNAL_MESSAGE = 'Something went wrong. Try again later.';

/** The start of Apollo Server's CSRF refusal (a `BAD_REQUEST` of its own, which it exports no class for). */
const APOLLO_CSRF_MESSAGE = 'This operation has been blocked as a potential Cross-Site Request Forgery';

/**
 * One code per cause (schema.graphql `ErrorCode`, docs/graphql-grammar.md "Errors"): Apollo's own
 * codes for two causes it does not name are replaced here.
 * - Apollo's CSRF refusal (`BAD_REQUEST`, a GET or text/plain/form POST without a preflight header)
 *   → `CSRF_REFUSED` with {@link CSRF_MESSAGE}, as the multipart handler answers;
 * - Apollo's `BAD_REQUEST` with HTTP status 405 (a mutation sent by GET) → `METHOD_NOT_ALLOWED`, with
 *   406 (an `Accept` header without JSON) → `NOT_ACCEPTABLE`, as http/http-errors.ts names them;
 * - a query-limit refusal (`GRAPHQL_VALIDATION_FAILED` wrapping a {@link QueryTooComplexError}, or the
 *   parser's token limit, `GRAPHQL_PARSE_FAILED`) → `QUERY_TOO_COMPLEX` with a message without
 *   "Syntax Error:".
 */
function ownCause(code: unknown, message: string, error: unknown): { code: string; message: string } | undefined {
  if (code === 'BAD_REQUEST' && message.startsWith(APOLLO_CSRF_MESSAGE)) return { code: 'CSRF_REFUSED', message: CSRF_MESSAGE };
  const status = code === 'BAD_REQUEST' ? httpStatusOf(error) : undefined;
  if (status === 405) return { code: 'METHOD_NOT_ALLOWED', message };
  if (status === 406) return { code: 'NOT_ACCEPTABLE', message };
  if (code === 'GRAPHQL_VALIDATION_FAILED' && error instanceof GraphQLError && error.originalError instanceof QueryTooComplexError) {
    return { code: 'QUERY_TOO_COMPLEX', message: error.originalError.message };
  }
  const tokens = code === 'GRAPHQL_PARSE_FAILED' ? tokenLimitMessage(message) : undefined;
  return tokens ? { code: 'QUERY_TOO_COMPLEX', message: tokens } : undefined;
}

/** The HTTP status Apollo gives one of its own request errors (`extensions.http.status`, left out of the formatted error). */
function httpStatusOf(error: unknown): number | undefined {
  const http = error instanceof GraphQLError ? (error.extensions.http as { status?: unknown } | undefined) : undefined;
  return typeof http?.status === 'number' ? http.status : undefined;
}

/**
 * graphql-js's suggestions ("Did you mean "name"?", "Did you mean the enum value "FOOD"?") name
 * schema fields and values to a caller who may not introspect (protection/introspection-access.ts):
 * the sentence is dropped whole, never masked in place (a mask left "[Suggestion hidden]?" behind).
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** `message` without graphql-js's "Did you mean …?" sentences. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Apollo `formatError` (DESIGN §3, spec §8). Errors with a contract code (errors/codes.ts) and
 * Apollo's request errors keep their message and keep only `code`, `fieldErrors`, `reason` (CONFLICT),
 * `retryAfter` (TOO_MANY_REQUESTS, integer seconds) and, in development, `stacktrace` in `extensions`.
 * CSRF and query-limit refusals get codes of their own (CSRF_REFUSED, QUERY_TOO_COMPLEX), and
 * Apollo's 405 and 406 (`BAD_REQUEST` with that HTTP status: a mutation by GET, an `Accept` without
 * JSON) the schema's METHOD_NOT_ALLOWED and NOT_ACCEPTABLE. "Did you mean …?" suggestions are
 * dropped from every message ({@link withoutSuggestions}).
 * INTERNAL_SERVER_ERROR (a gateway bug) gets a fixed message outside development; the detail is
 * logged by errors/error-logging-plugin.ts.
 */
export function createFormatError(development: boolean): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted, error) => {
    const { code, fieldErrors, reason, retryAfter, stacktrace } = formatted.extensions ?? {};
    const own = ownCause(code, formatted.message, error);
    const extensions: Record<string, unknown> = { code: own?.code ?? code ?? 'INTERNAL_SERVER_ERROR' };
    if (Array.isArray(fieldErrors)) extensions.fieldErrors = fieldErrors;
    if (typeof reason === 'string') extensions.reason = reason;
    if (Number.isInteger(retryAfter)) extensions.retryAfter = retryAfter;
    if (development && stacktrace !== undefined) extensions.stacktrace = stacktrace;
    const internal = extensions.code === 'INTERNAL_SERVER_ERROR';
    return {
      message: internal && !development ? INTERNAL_MESSAGE : withoutSuggestions(own?.message ?? formatted.message),
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
      extensions,
    };
  };
}
