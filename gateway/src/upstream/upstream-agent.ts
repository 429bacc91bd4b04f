/** How long an idle upstream connection is kept open for reuse, in milliseconds. */
export const KEEP_ALIVE_MS = 30_000;

/**
 * Failure codes that mean "the request never reached a server that answered": the connection was
 * refused or reset (a keep-alive connection the upstream had just closed). Only these are retried.
 */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);

/** undici's codes of a call that took longer than its timeout (connect, headers, or between body chunks). */
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Whether `error` (undici `request`'s error with its own code, or `fetch`'s `TypeError: fetch failed`
 * with the code on its cause) is a refused or reset connection.
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = failureCode(error);
  return code !== undefined && CONNECTION_FAILURES.has(code);
}

/** Whether `error` is undici's timeout of a connection, of the answer's headers or of its body. */
export function isTimeout(error: unknown): boolean {
  const code = failureCode(error);
  return code !== undefined && TIMEOUTS.has(code);
}

/** The failure code of a network error: its own `code` (undici `request`) or its cause's (`fetch`). */
export function failureCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * The loggable part of a network failure: name, message and the error's (or its cause's) code, e.g.
 * `{ name: "Error", message: "connect ECONNREFUSED 127.0.0.1:3000", cause: "ECONNREFUSED" }`. A timeout
 * of undici's (connect, headers, body) is named `TimeoutError`, as `AbortSignal.timeout` named it.
 * Duck-typed, since the errors may come from another realm than this module's `Error`.
 */
export function describeFailure(error: unknown, timeoutMs: number): { name: string; message: string; cause?: string } {
  const { name, message, code, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  if (isTimeout(error)) return { name: 'TimeoutError', message: `no answer within ${timeoutMs} ms`, cause: String(code) };
  const description = {
    name: typeof name === 'string' ? name : 'Unknown',
    message: typeof message === 'string' ? message : String(error),
  };
  const causeText = typeof code === 'string' ? code : typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return causeText ? { ...description, cause: causeText } : description;
}
