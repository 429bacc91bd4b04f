import { quietWhenClientGone } from './clientGone.ts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { FrontConfig } from './config.ts';
import { registerGatewayProxy } from './gatewayProxy.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerStaticSite } from './staticSite.ts';

/** The longest the request headers may take to arrive, in milliseconds (never more than the whole request). */
export const MAX_HEADERS_TIMEOUT_MS = 15_000;

/** Options of {@link buildFrontServer} beyond the configuration. */
export interface FrontServerOptions {
  /** The web's build to serve (`vite build` output). */
  distDir: string;
  /** Where log lines go (stdout by default; tests pass a stream of their own). */
  logDestination?: DestinationStream;
}

/** The request as logged: method, path without the query (a reset link's token is in a query), peer address. */
function loggedRequest(request: FastifyRequest) {
  return { method: request.method, path: request.url.split('?', 1)[0], remoteAddress: request.socket?.remoteAddress };
}

/**
 * The web front server (DESIGN §1: what `npm start` serves to browsers, from one origin): the built web
 * (registerStaticSite), `/graphql` and `/files/...` passed to the gateway (registerGatewayProxy), and
 * security headers on every answer (registerSecurityHeaders). Request time is bounded: the whole
 * request (headers and body) within REQUEST_TIMEOUT_MS, the headers within 15 s; a request that takes
 * longer is answered 408 and its connection closed. While closing, answers carry `Connection: close`
 * and new requests get 503. Logs are pino JSON lines; no query string is logged.
 *
 * @throws MissingBuildError when the web has not been built.
 */
export async function buildFrontServer(config: FrontConfig, options: FrontServerOptions): Promise<FastifyInstance> {
  const requestTimeout = config.REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(MAX_HEADERS_TIMEOUT_MS, requestTimeout);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      base: { service: 'web' },
      serializers: { req: loggedRequest },
      ...(options.logDestination ? { stream: options.logDestination } : {}),
    },
    genReqId: () => randomUUID(),
    requestTimeout,
    // Node checks request and header time limits every `connectionsCheckingInterval` ms (30 s by default).
    http: { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    // The client's address behind a load balancer (TRUST_PROXY); the gateway is told it (forwardedFor.ts).
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // The id every server logs this request under, so that a person (or a test) can quote it in a report.
    reply.header('x-request-id', request.id);
    return payload;
  });

  quietWhenClientGone(app);
  await registerSecurityHeaders(app);
  await registerGatewayProxy(app, { gatewayUrl: config.GATEWAY_URL, timeoutMs: requestTimeout, downloadIdleTimeoutMs: config.DOWNLOAD_IDLE_TIMEOUT_MS });
  await registerStaticSite(app, path.resolve(options.distDir));
  return app;
}
