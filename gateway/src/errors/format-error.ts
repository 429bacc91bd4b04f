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
 * - a query-limit refusal (`GRAPHQL_VALIDATION_FAILED` wrapping a {@link QueryTooComplexError}, or the
 *   parser's token limit, `GRAPHQL_PARSE_FAILED`) → `QUERY_TOO_COMPLEX` with a message without
 *   "Syntax Error:".
 */
function ownCause(code: unknown, message: string, error: unknown): { code: string; message: string } | undefined {
  if (code === 'BAD_REQUEST' && message.startsWith(APOLLO_CSRF_MESSAGE)) return { code: 'CSRF_REFUSED', message: CSRF_MESSAGE };
  if (code === 'GRAPHQL_VALIDATION_FAILED' && error instanceof GraphQLError && error.originalError instanceof QueryTooComplexError) {
    return { code: 'QUERY_TOO_COMPLEX', message: error.originalError.message };
  }
  const tokens = code === 'GRAPHQL_PARSE_FAILED' ? tokenLimitMessage(message) : undefined;
  return tokens ? { code: 'QUERY_TOO_COMPLEX', message: tokens } : undefined;
}

/**
 * Apollo `formatError` (DESIGN §3, spec §8). Errors with a contract code (errors/codes.ts) and
 * Apollo's request errors keep their message and keep only `code`, `fieldErrors`, `reason` (CONFLICT),
 * `retryAfter` (TOO_MANY_REQUESTS, integer seconds) and, in development, `stacktrace` in `extensions`.
 * CSRF and query-limit refusals get codes of their own (CSRF_REFUSED, QUERY_TOO_COMPLEX).
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
      message: internal && !development ? INTERNAL_MESSAGE : (own?.message ?? formatted.message),
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
      extensions,
    };
  };
}
