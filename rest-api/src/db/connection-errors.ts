/** The message of a 503 while the database cannot be reached (contract "Errors"). */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again shortly.';

/** Socket error codes of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres and PGlite messages of a connection lost or never made (these errors carry no code):
 * the server went away mid-query, the pool could not connect within its timeout, the pool or PGlite was
 * closed.
 */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Whether `error` (or one of its causes, as Drizzle wraps driver errors) means the database cannot be
 * reached rather than that a query is wrong: socket errors (ECONNREFUSED, ECONNRESET, …), SQLSTATE class
 * 08 (connection exception), 57P01–57P03 (server shutting down or starting), and the drivers' own
 * connection messages. Such errors answer 503 (src/http/error-handler.ts).
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
    if (e instanceof Error && CONNECTION_MESSAGES.test(e.message)) return true;
    const errors = (e as { errors?: unknown }).errors;
    // AggregateError of a connect() that tried several addresses (IPv4 and IPv6).
    if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner))) return true;
  }
  return false;
}
