import type { Dispatcher, FormData } from 'undici';

/** One HTTP request to the upstream's /setup contract (DESIGN §2), as the gateway's data source makes it. */
export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query under the base's `/setup/`, ids already percent-encoded: `grades/?page=1&limit=10`. */
  path: string;
  /** Every header to send (Authorization, x-request-id, x-forwarded-for, ...), lower-case names. */
  headers: Record<string, string>;
  /** A JSON text (with `content-type` in `headers`) or a multipart form (the transport sets its content type). */
  body?: string | FormData;
  /** Milliseconds to wait for the answer's headers, and then between two chunks of its body (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /**
   * The incoming request's signal (http/request-signal.ts): the client went away → the upstream call is
   * aborted (its connection closed), also while it waits for a free connection.
   */
  signal?: AbortSignal;
}

/** A whole answer of the upstream: status, headers (lower-case names) and body, parsed as JSON when it says it is JSON, else its text. */
export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * The gateway's seam to the server behind UPSTREAM_URL (DESIGN §1, §3): one method that sends a
 * request and reads the whole answer. {@link undiciUpstream} is the production one; tests inject an
 * in-memory server of the contract instead (gateway/testing/fake-upstream). Rejects only when no
 * answer came (unreachable, reset, timed out, a JSON body that does not parse); any status is an
 * answer. Retrying, logging, redirects and error statuses are the caller's (upstream/upstream-call.ts).
 */
export interface Upstream {
  request(request: UpstreamRequest): Promise<UpstreamResponse>;
  /**
   * Opens a long-lived GET (a Server-Sent Events stream, notifications/upstream-notifications.ts): the
   * status and headers, and for a 2xx the body as it arrives (`timeoutMs` then bounds the silence
   * between two chunks); `signal` aborts it. A transport without it has no streams (tests' in-memory
   * upstreams): callers fall back to polling.
   */
  openStream?(request: Omit<UpstreamRequest, 'method' | 'body'> & { signal: AbortSignal }): Promise<UpstreamStream>;
}

/** A streamed answer of {@link Upstream.openStream}: the body only for a 2xx status (otherwise already discarded). */
export interface UpstreamStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: AsyncIterable<Buffer>;
}

/**
 * The production {@link Upstream}: undici's `request` to `origin` + `setupPath` (upstream/upstream-call.ts
 * `upstreamBase`), short calls over `pools.api` and streams over `pools.stream` (upstream/upstream-pool.ts:
 * bounded, with a queue timeout; DESIGN §1), with undici's `headersTimeout`/`bodyTimeout` set to the
 * request's `timeoutMs` and the request's `signal`. No WHATWG Request/Response objects; nothing is cached
 * (DESIGN §3).
 */
export function undiciUpstream(pools: { api: Dispatcher; stream: Dispatcher }, base: { origin: string; setupPath: string }): Upstream {
  return {
    async request(request) {
      const answer = await pools.api.request({
        origin: base.origin,
        path: base.setupPath + request.path,
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
      if (answer.statusCode >= 300 && answer.statusCode < 400) {
        // A redirect is refused by the caller; its body is never read.
        await answer.body.dump();
        return { status: answer.statusCode, headers: answer.headers, body: undefined };
      }
      return { status: answer.statusCode, headers: answer.headers, body: await readBody(answer) };
    },
    async openStream(request) {
      const answer = await pools.stream.request({
        origin: base.origin,
        path: base.setupPath + request.path,
        method: 'GET',
        headers: request.headers,
        signal: request.signal,
        headersTimeout: request.timeoutMs,
        bodyTimeout: request.timeoutMs,
      });
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        await answer.body.dump();
        return { status: answer.statusCode, headers: answer.headers };
      }
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    },
  };
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

/** The first value of a header that may be repeated. */
export function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
