import { Agent, fetch as undiciFetch } from 'undici';
import type { GatewayLogger } from '../logging/logger';

/** How long an idle upstream connection is kept open for reuse, in milliseconds. */
export const KEEP_ALIVE_MS = 30_000;
/** Most connections kept open to the upstream at once. */
export const MAX_UPSTREAM_CONNECTIONS = 64;

/**
 * The gateway's ONE connection pool to the upstream (keep-alive, DESIGN §1 scale-out): created by
 * server.ts, shared by every request's data source, closed when the gateway closes. It pools
 * connections only; no answer is ever kept in it.
 */
export function createUpstreamAgent(): Agent {
  return new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS, connections: MAX_UPSTREAM_CONNECTIONS });
}

/**
 * Failure codes that mean "the request never reached a server that answered": the connection was
 * refused or reset (a keep-alive connection the upstream had just closed). Only these are retried.
 */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']);

/** undici's `fetch`, as the data source and the file proxy call it. */
export type UpstreamFetch = (url: string, init?: Parameters<typeof undiciFetch>[1]) => ReturnType<typeof undiciFetch>;

/**
 * A `fetch` over `agent` for one request's upstream calls (DESIGN §3):
 * - every call is logged at debug level as `upstream call` with `{ method, path, status }` (the path
 *   without host; the request's logger adds the request id), so a request's upstream calls can be
 *   counted from the log;
 * - a GET whose connection was refused or reset (ECONNREFUSED, ECONNRESET, a closed socket) is tried
 *   ONCE more; a timeout, an HTTP error status, or any other method is never retried (a mutation
 *   must not run twice).
 */
export function createUpstreamFetch(agent: Agent, logger: GatewayLogger): UpstreamFetch {
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url).pathname;
    const attempt = async (): Promise<Awaited<ReturnType<typeof undiciFetch>>> => {
      const response = await undiciFetch(url, { ...init, dispatcher: agent });
      logger.debug({ upstream: { method, path, status: response.status } }, 'upstream call');
      return response;
    };
    try {
      return await attempt();
    } catch (error) {
      if (method !== 'GET' || !isConnectionFailure(error) || init.signal?.aborted) throw error;
      logger.warn({ upstream: { method, path }, failure: failureCode(error) }, 'upstream connection failed; retrying the GET once');
      return attempt();
    }
  };
}

/**
 * Whether `error` (fetch's `TypeError: fetch failed` with the code on its cause, or undici
 * `request`'s error with its own code) is a refused or reset connection.
 */
export function isConnectionFailure(error: unknown): boolean {
  const code = failureCode(error);
  return code !== undefined && CONNECTION_FAILURES.has(code);
}

/** The failure code of a network error: its own `code` (undici `request`) or its cause's (`fetch`). */
function failureCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
