import type { Agent, Dispatcher, FormData } from 'undici';
import type { GatewayLogger } from '../logging/logger';
import { retryAfterSeconds } from './retry-after';
import { isConnectionFailure } from './upstream-agent';

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

/** One HTTP call to the upstream, as {@link sendUpstream} makes it. */
export interface UpstreamCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query under the base's `/setup/`, ids already percent-encoded: `grades/?page=1&limit=10`. */
  path: string;
  /** Every header to send (Authorization, x-request-id, ...), lower-case names. */
  headers: Record<string, string>;
  /** A JSON text (with `content-type` in `headers`) or a multipart form (undici sets its content type). */
  body?: string | FormData;
  /** Milliseconds to wait for the answer's headers, and then between two chunks of its body (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
}

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
 * Makes one call over `agent` with undici's `request` (no WHATWG Request/Response objects; undici's
 * `headersTimeout`/`bodyTimeout` bound it) and reads the whole answer (DESIGN §3):
 * - it is logged at debug level as `upstream call` with `{ method, path, status }` (the path without
 *   host or query; the request's logger adds the request id), so a request's calls can be counted;
 * - a GET whose connection was refused or reset (ECONNREFUSED, ECONNRESET, a closed socket) is tried
 *   ONCE more; a timeout, an HTTP error status, or any other method is never retried (a mutation
 *   must not run twice);
 * - any status is an answer, except a 3xx, which rejects with {@link UpstreamRedirectError}; a 429's
 *   `Retry-After` comes back as `retryAfter` (seconds).
 * Rejects with undici's error when the upstream cannot be reached, times out (`UND_ERR_*_TIMEOUT`) or
 * sends a JSON body that does not parse. Nothing is cached.
 */
export async function sendUpstream(agent: Agent, base: UpstreamBase, call: UpstreamCall, logger: GatewayLogger): Promise<UpstreamAnswer> {
  const path = base.setupPath + call.path;
  const options: Dispatcher.RequestOptions = {
    origin: base.origin,
    path,
    method: call.method,
    headers: call.headers,
    body: call.body,
    headersTimeout: call.timeoutMs,
    bodyTimeout: call.timeoutMs,
  };
  let answer: Dispatcher.ResponseData;
  try {
    answer = await agent.request(options);
  } catch (error) {
    if (call.method !== 'GET' || !isConnectionFailure(error)) throw error;
    logger.warn({ upstream: { method: call.method, path: pathnameOf(path) }, failure: (error as { code?: string }).code }, 'upstream connection failed; retrying the GET once');
    answer = await agent.request(options);
  }
  const status = answer.statusCode;
  logger.debug({ upstream: { method: call.method, path: pathnameOf(path), status } }, 'upstream call');
  if (status >= 300 && status < 400) {
    await answer.body.dump();
    throw new UpstreamRedirectError(`the upstream answered ${status}, a redirect`);
  }
  const body = await readBody(answer);
  return status === 429 ? { status, body, retryAfter: retryAfterSeconds(answer.headers['retry-after']) } : { status, body };
}

/**
 * The body of an answer: parsed JSON when its Content-Type is `application/json` or `*+json` (and it
 * is not a 204 or empty), else its text (as @apollo/datasource-rest read it).
 */
async function readBody(answer: Dispatcher.ResponseData): Promise<unknown> {
  const type = headerOf(answer.headers['content-type']);
  const length = headerOf(answer.headers['content-length']);
  if (answer.statusCode !== 204 && length !== '0' && type && (type.startsWith('application/json') || type.endsWith('+json'))) {
    return answer.body.json();
  }
  return answer.body.text();
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function pathnameOf(path: string): string {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}
