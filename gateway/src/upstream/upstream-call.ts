import type { GatewayLogger } from '../logging/logger';
import { retryAfterSeconds } from './retry-after';
import { isConnectionFailure } from './upstream-agent';
import type { Upstream, UpstreamRequest, UpstreamResponse } from './upstream';

/** Where the upstream lives: its origin (`http://rest-api:3000`) and the path every call starts with (`/setup/`). */
export interface UpstreamBase {
  origin: string;
  /** `/setup/`, or `/prefix/setup/` when UPSTREAM_URL has a path (spec §7). */
  setupPath: string;
}

let lastBase: { url: string; base: UpstreamBase } | undefined;

/**
 * `UPSTREAM_URL` (no trailing slash, validated by config/config.ts) → {@link UpstreamBase}. The last
 * answer is kept, since every request of a gateway asks for the same URL.
 */
export function upstreamBase(upstreamUrl: string): UpstreamBase {
  if (lastBase?.url !== upstreamUrl) {
    const url = new URL(upstreamUrl);
    lastBase = { url: upstreamUrl, base: { origin: url.origin, setupPath: `${url.pathname.replace(/\/+$/, '')}/setup/` } };
  }
  return lastBase.base;
}

/** One HTTP call to the upstream, as {@link sendUpstream} makes it (upstream/upstream.ts). */
export type UpstreamCall = UpstreamRequest;

/** What came back: the HTTP status and the body, parsed as JSON when it says it is JSON, else its text. */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
  /** A 429's `Retry-After` in whole seconds (upstream/retry-after.ts); undefined otherwise. */
  retryAfter?: number;
}

/** Thrown for a 3xx answer: the gateway never follows a redirect (it might lead the caller's token elsewhere). */
export class UpstreamRedirectError extends Error {
  override name = 'UpstreamRedirectError';
  readonly code = 'UPSTREAM_REDIRECT';
}

/**
 * Makes one call through `upstream` (upstream/upstream.ts: undici's `request` over the keep-alive
 * agent in production, whose `headersTimeout`/`bodyTimeout` bound it) and reads the whole answer (DESIGN §3):
 * - it is logged at debug level as `upstream call` with `{ method, path, status }` (the path without
 *   host or query; the request's logger adds the request id), so a request's calls can be counted;
 * - a GET whose connection was refused or reset (ECONNREFUSED, ECONNRESET, a closed socket) is tried
 *   ONCE more; a timeout, an HTTP error status, or any other method is never retried (a mutation
 *   must not run twice);
 * - any status is an answer, except a 3xx, which rejects with {@link UpstreamRedirectError}; a 429's
 *   `Retry-After` comes back as `retryAfter` (seconds).
 * Rejects with the transport's error when the upstream cannot be reached, times out (`UND_ERR_*_TIMEOUT`) or
 * sends a JSON body that does not parse. Nothing is cached.
 */
export async function sendUpstream(upstream: Upstream, base: UpstreamBase, call: UpstreamCall, logger: GatewayLogger): Promise<UpstreamAnswer> {
  const path = base.setupPath + call.path;
  let answer: UpstreamResponse;
  try {
    answer = await upstream.request(call);
  } catch (error) {
    if (call.method !== 'GET' || !isConnectionFailure(error)) throw error;
    logger.warn({ upstream: { method: call.method, path: pathnameOf(path) }, failure: (error as { code?: string }).code }, 'upstream connection failed; retrying the GET once');
    answer = await upstream.request(call);
  }
  const status = answer.status;
  logger.debug({ upstream: { method: call.method, path: pathnameOf(path), status } }, 'upstream call');
  if (status >= 300 && status < 400) throw new UpstreamRedirectError(`the upstream answered ${status}, a redirect`);
  const body = answer.body;
  return status === 429 ? { status, body, retryAfter: retryAfterSeconds(answer.headers['retry-after']) } : { status, body };
}

function pathnameOf(path: string): string {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}
