import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { forwardedHeaders } from './forwardedFor.ts';
import { cutStalledDownload } from './generated/server-kit/stalled-download.ts';

/**
 * Security headers the gateway may send on its own answers. The front server drops them from proxied
 * answers so that every answer of the web's origin carries the origin's one policy (securityHeaders).
 */
const GATEWAY_SECURITY_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'x-content-type-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Answers a request the gateway did not answer (not reachable, or no answer within the timeout): 504
 * after a timeout, else 502, with a message that names no internal address; GraphQL requests get a
 * GraphQL error (`extensions.code` GATEWAY_UNAVAILABLE) so the client shows it like any other.
 */
function unreachable(reply: FastifyReply<RouteGenericInterface, RawServerBase>, error: Error & { statusCode?: number }, graphql: boolean): void {
  const timedOut = error.statusCode === 504;
  const message = timedOut ? 'The gateway took too long to answer. Try again.' : 'The gateway is not reachable. Try again later.';
  reply.log.warn({ err: error }, 'gateway request failed');
  reply
    .code(timedOut ? 504 : 502)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(graphql ? { errors: [{ message, extensions: { code: 'GATEWAY_UNAVAILABLE' } }] } : { message });
}

/** What {@link registerGatewayProxy} needs. */
export interface GatewayProxyOptions {
  /** The gateway's base URL, e.g. http://localhost:4000. */
  gatewayUrl: string;
  /** The longest the gateway may take to start answering, and to send the next piece of an answer, in ms. */
  timeoutMs: number;
  /** How long a download may hold bytes its client does not take before it is cut, in ms (0: never). */
  downloadIdleTimeoutMs: number;
}

/** Whether a `/files/...` path tries to climb out of `/files/` (`..`, an escaped dot or slash, a backslash). */
function climbs(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i.test(path);
}

/**
 * A browser opening `/graphql` (a GET that accepts HTML and carries no `query`): the gateway would
 * answer with its playground, whose scripts this origin's CSP does not run. The playground is the
 * gateway's own page, on the gateway's address; the web's origin serves only the web and the API.
 */
function opensPlayground(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const query = request.query as Record<string, unknown> | undefined;
  return (request.headers.accept ?? '').includes('text/html') && !query?.query;
}

/**
 * Passes the GraphQL API and the file downloads to the gateway (DESIGN §1: one origin for the browser;
 * §3): `GET|POST /graphql`, `POST /graphql/stream` (subscriptions as Server-Sent Events) and `GET|HEAD /files/...`, bodies streamed both ways (uploads are not read
 * here; the gateway caps them), with {@link forwardedHeaders} (the client's address as Fastify
 * determines it: the socket's peer, or behind a TRUST_PROXY load balancer the right-most address of
 * `X-Forwarded-For` that is not a trusted proxy; never an address a client wrote itself). GraphQL answers get `Cache-Control: no-store`. The
 * gateway's security headers are replaced by this origin's. No retries: a request the gateway does not
 * answer gets 502 (504 after the timeout) and the client decides. A browser opening `/graphql`
 * gets a 404 saying that the playground is on the gateway's own address.
 */
export async function registerGatewayProxy(app: FastifyInstance, { gatewayUrl, timeoutMs, downloadIdleTimeoutMs }: GatewayProxyOptions): Promise<void> {
  // Long-lived work never takes capacity from short requests (DESIGN §1): API calls, live streams and
  // downloads each get a connection pool of their own (one @fastify/reply-from per encapsulated context).
  await app.register(async (api) => {
    await proxyThrough(api, gatewayUrl, { connections: API_CONNECTIONS, bodyTimeoutMs: timeoutMs });
    api.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler: (request, reply) => {
        if (opensPlayground(request)) {
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'no-store')
            .send("The GraphQL playground is served by the gateway itself: open /graphql on the gateway's own address (npm start prints it).");
        }
        return forwardThrough(request, reply, true);
      },
    });
  });
  // Subscriptions: Server-Sent Events streamed through as they come (docs/notifications.md). The gateway
  // writes a comment every 12 s, so a silence longer than STREAM_SILENCE_MS means a dead stream.
  await app.register(async (streams) => {
    await proxyThrough(streams, gatewayUrl, { connections: STREAM_CONNECTIONS, bodyTimeoutMs: Math.max(timeoutMs, STREAM_SILENCE_MS) });
    streams.route({ method: 'POST', url: '/graphql/stream', handler: (request, reply) => forwardThrough(request, reply, true) });
  });
  await app.register(async (downloads) => {
    await proxyThrough(downloads, gatewayUrl, { connections: DOWNLOAD_CONNECTIONS, bodyTimeoutMs: timeoutMs });
    downloads.route({
      method: ['GET', 'HEAD'],
      url: '/files/*',
      handler: (request, reply) => {
        if (climbs(request.url)) return reply.callNotFound();
        // The buffers between a stalled browser and the rest-api can take a whole export: cut it here (DESIGN §1).
        cutStalledDownload(reply.raw, downloadIdleTimeoutMs, () =>
          request.log.warn({ idleTimeoutMs: downloadIdleTimeoutMs }, `download cut: the client took nothing for ${downloadIdleTimeoutMs} ms`),
        );
        return forwardThrough(request, reply, false);
      },
    });
  });
}

/** Connections to the gateway for GraphQL calls (short requests). */
export const API_CONNECTIONS = 128;
/** Connections to the gateway for live streams: one per open tab of every person behind this server. */
export const STREAM_CONNECTIONS = 4096;
/** Connections to the gateway for downloads (files and exports, some slow or stalled). */
export const DOWNLOAD_CONNECTIONS = 256;
/** The longest silence accepted on a live stream (the gateway's comment comes every 12 s), in ms. */
export const STREAM_SILENCE_MS = 45_000;

/** Registers @fastify/reply-from in `context` (an encapsulated plugin) with a pool of its own. */
async function proxyThrough(context: FastifyInstance, gatewayUrl: string, pool: { connections: number; bodyTimeoutMs: number }): Promise<void> {
  await context.register(replyFrom, {
    base: gatewayUrl,
    disableRequestLogging: true,
    undici: { headersTimeout: pool.bodyTimeoutMs, bodyTimeout: pool.bodyTimeoutMs, connections: pool.connections },
  });
  // Bodies are streamed to the gateway as they arrive, never parsed or buffered here.
  context.removeAllContentTypeParsers();
  context.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/** Forwards `request` through its context's pool (see {@link registerGatewayProxy}). */
function forwardThrough(request: FastifyRequest, reply: FastifyReply, graphql: boolean) {
  return reply.from(undefined, {
    retryDelay: () => null,
    onError: (failed, { error }) => unreachable(failed, error, graphql),
    rewriteRequestHeaders: (incoming, headers) => forwardedHeaders(headers, incoming.ip, incoming.protocol, incoming.id),
    rewriteHeaders: (headers) => {
      const answer = { ...headers };
      for (const name of GATEWAY_SECURITY_HEADERS) delete answer[name];
      if (graphql) answer['cache-control'] = 'no-store';
      return answer;
    },
  });
}
