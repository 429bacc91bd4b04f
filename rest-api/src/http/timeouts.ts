import type { ServerOptions } from 'node:http';

/** The longest wait for a request's headers, in milliseconds (never longer than the whole request). */
export const HEADERS_TIMEOUT_MS = 15_000;

/**
 * How often Node checks connections against the timeouts, in milliseconds (its default, 30 s, would let
 * a slow request live up to 30 s past its limit).
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Fastify server options that bound the time of one request (REQUEST_TIMEOUT_MS, src/config/config.ts):
 * the whole request, body included, must arrive within `requestTimeoutMs`, and its headers within
 * {@link HEADERS_TIMEOUT_MS} (or `requestTimeoutMs` when smaller). A client that sends slower, e.g.
 * trickling a body, gets 408 and its connection closed, within about a second of the limit. Without
 * this, Node holds such a request for 300 s.
 */
export function requestTimeouts(requestTimeoutMs: number): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, requestTimeoutMs),
    },
  };
}
