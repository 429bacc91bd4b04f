import type { GraphQLFormattedError } from 'graphql';

/** The message of an unexpected gateway failure outside development (DESIGN §3: no internals leak). */
export const INTERNAL_MESSAGE = 'Something went wrong. Try again later.';

/**
 * Apollo `formatError` (DESIGN §3, spec §8). Errors with a contract code (errors/codes.ts) and
 * Apollo's request errors keep their message and keep only `code`, `fieldErrors`, `reason` (CONFLICT),
 * `retryAfter` (TOO_MANY_REQUESTS, integer seconds) and, in development, `stacktrace` in `extensions`.
 * INTERNAL_SERVER_ERROR (a gateway bug) gets a fixed message outside development; the detail is
 * logged by errors/error-logging-plugin.ts.
 */
export function createFormatError(development: boolean): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted) => {
    const { code, fieldErrors, reason, retryAfter, stacktrace } = formatted.extensions ?? {};
    const extensions: Record<string, unknown> = { code: code ?? 'INTERNAL_SERVER_ERROR' };
    if (Array.isArray(fieldErrors)) extensions.fieldErrors = fieldErrors;
    if (typeof reason === 'string') extensions.reason = reason;
    if (Number.isInteger(retryAfter)) extensions.retryAfter = retryAfter;
    if (development && stacktrace !== undefined) extensions.stacktrace = stacktrace;
    const internal = extensions.code === 'INTERNAL_SERVER_ERROR';
    return {
      message: internal && !development ? INTERNAL_MESSAGE : formatted.message,
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
      extensions,
    };
  };
}
