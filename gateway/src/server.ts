import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { GatewayConfig } from './config/config';
import type { GatewayContext } from './context';
import { type ContextDeps, contextFor } from './http/context';
import { errorLoggingPlugin } from './errors/error-logging-plugin';
import { createFormatError } from './errors/format-error';
import { warningsPlugin } from './errors/warnings-plugin';
import { clientErrorHandler } from './http/client-errors';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { trustsPeer } from './http/forwarded-for';
import { registerGracefulClose } from './http/graceful-close';
import { registerHealthRoutes } from './http/health';
import { IdentityDirectory } from './auth/identity';
import { httpErrorHandler, registerHttpErrors } from './http/http-errors';
import { registerRequestIdEcho, requestIdFor } from './http/request-id';
import { registerRequestSignals } from './http/request-signal';
import { applySecurityHeaders, noStore, registerSecurityHeaders } from './http/security-headers';
import { registerFileRoutes } from './files/download-routes';
import { registerExportRoutes } from './exports/export-route';
import { createLogger } from './logging/logger';
import { registerSubscriptionRoute } from './notifications/subscription-route';
import { registerSdlRoute } from './sdl/sdl-route';
import { SessionVerifier } from './auth/verified-session';
import { createPlayground, registerPlayground, servePlayground } from './playground/playground';
import { introspectionAccessPlugin } from './protection/introspection-access';
import { nulCharactersPlugin } from './protection/nul-characters';
import { persistedDocumentsPlugin, persistedOnlyGuard } from './protection/persisted-documents';
import { knownOperationTypes, noSubscriptionsHere } from './protection/operation-types';
import { queryLimits } from './protection/query-limits';
import { buildSchema } from './schema';
import { tracedHandler } from './telemetry/graphql-span';
import { GatewayMetrics } from './telemetry/metrics';
import { registerMetricsRoute } from './generated/server-kit/metrics-route';
import { observedUpstream } from './telemetry/observed-upstream';
import { operationTelemetryPlugin } from './telemetry/operation-telemetry-plugin';
import { createMultipartHandler, registerMultipart } from './uploads/multipart';
import { createUpstreamPools } from './upstream/upstream-pool';
import { type Upstream, undiciUpstream } from './upstream/upstream';
import { upstreamBase } from './upstream/upstream-call';

/** Largest JSON request body accepted, in bytes (1 MB); larger ones get 413. Multipart uploads have their own limits (uploads/multipart.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Longest wait for a request's headers, in milliseconds (REQUEST_TIMEOUT_MS when that is shorter). */
export const HEADERS_TIMEOUT_MS = 15_000;

/** Options of {@link createGateway} beyond the configuration. */
export interface GatewayOptions {
  /** Where JSON log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /**
   * How GraphQL requests reach the /setup contract instead of undici over the keep-alive pool to
   * UPSTREAM_URL (upstream/upstream.ts): tests pass an in-memory server (gateway/testing/fake-upstream).
   * File downloads still stream from UPSTREAM_URL.
   */
  upstream?: Upstream;
}

/**
 * Builds the gateway (DESIGN §1, §3), ready to `listen`:
 * - `POST`/`GET /graphql`: Apollo Server 5 over the schema of schema.ts; CSRF prevention on (a GET,
 *   or a POST whose content type a browser form can send, multipart included, needs a preflight
 *   header), batched requests off, graphql-armor's query limits (protection/query-limits.ts),
 *   introspection per GRAPHQL_INTROSPECTION, stack traces only when NODE_ENV=development,
 *   `extensions.warnings` for reads that fell back (spec §8); no cache-control hints or usage
 *   reporting (the gateway never caches, DESIGN §3); file uploads by the GraphQL multipart
 *   request spec (uploads/multipart.ts);
 * - `GET /graphql` from a browser (Accept: text/html): the bundled Altair playground (playground/);
 * - `POST /graphql/stream`: subscriptions (`notificationAdded`) as Server-Sent Events, graphql-sse
 *   protocol, bearer token required, same query limits (notifications/subscription-route.ts);
 * - `GET /files/employees/:fileName`, `GET /files/isos/:documentId`, `GET /files/claims/:claimId/:lineId`: streamed downloads (files/);
 * - `GET /files/exports/:resource?format=csv|xlsx&…`: a list's export, streamed (exports/export-route.ts);
 * - `GET /graphql/schema.graphql`: the schema as SDL, for a signed-in caller, cacheable (sdl/sdl-route.ts);
 * - `GET /healthz`, `GET /readyz` (http/health.ts);
 * - `GET /metrics` when METRICS_ENABLED: Prometheus metrics, behind METRICS_TOKEN when set; with
 *   NODE_ENV=production only then (server-kit/metrics-route.ts, telemetry/metrics.ts, docs/observability.md);
 * - with OTEL_TRACES_EXPORTER other than `none`: a span per GraphQL operation and per upstream call,
 *   whose `traceparent` goes upstream (telemetry/graphql-span.ts, telemetry/observed-upstream.ts), sent
 *   to the global tracer provider that main.ts started (server-kit/tracing.ts);
 * - request id from `x-request-id` or generated, echoed, logged as `requestId`, sent upstream;
 * - JSON body limit 1 MB; HTTP-level errors (malformed JSON, limits, unknown routes) answered without
 *   Fastify's internals (http/http-errors.ts); operations of a type the schema lacks refused
 *   (protection/operation-types.ts); automatic persisted queries off, the web's persisted documents
 *   run by hash, and only those for a caller without a token under PERSISTED_DOCUMENTS=first-party-only
 *   (protection/persisted-documents.ts);
 * - `close()` lets in-flight requests finish, then stops Apollo and closes the upstream connection pool;
 * - security headers on every answer (http/security-headers.ts: @fastify/helmet, HSTS over TLS only),
 *   `Cache-Control: no-store` on every `/graphql` answer;
 * - answers of 1 KiB or more compressed (br, gzip) for clients that accept it, never the event stream
 *   (http/compression.ts); file downloads revalidated by ETag / Last-Modified (files/download-routes.ts);
 * - CORS for the origins of CORS_ORIGINS only, off by default (http/cors.ts);
 * - a request must arrive whole within REQUEST_TIMEOUT_MS and its headers within
 *   {@link HEADERS_TIMEOUT_MS} (else 408 and the connection closed, http/client-errors.ts);
 * - TRUST_PROXY decides whose `X-Forwarded-For`/`X-Forwarded-Proto` count (http/forwarded-for.ts);
 * - introspection only for a signed-in caller (protection/introspection-access.ts); strings with
 *   U+0000 refused with 400 (protection/nul-characters.ts); uploads checked before any file is read.
 * Each GraphQL request gets its own context, upstream client and loaders (http/context.ts); upstream
 * connections are pooled with keep-alive in two bounded pools, one for short calls and one for streams,
 * downloads and exports, each with a queue timeout (upstream/upstream-pool.ts); every upstream call
 * carries its request's abort signal (http/request-signal.ts).
 */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const development = config.NODE_ENV === 'development';
  const app = Fastify({
    loggerInstance: createLogger(config, options.logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // Node looks for expired requests every 30 s unless told otherwise; a tenth of the limit keeps the cut close to it.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(config.REQUEST_TIMEOUT_MS / 10))),
    },
    clientErrorHandler,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // Errors of the router itself (a path parameter over its length limit, a malformed URL), answered before any hook.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request.raw, reply.raw);
      void httpErrorHandler(error, request, reply);
    },
  });

  const pools = createUpstreamPools({
    apiConnections: config.UPSTREAM_API_CONNECTIONS,
    streamConnections: config.UPSTREAM_STREAM_CONNECTIONS,
    queueTimeoutMs: config.UPSTREAM_QUEUE_TIMEOUT_MS,
    connectTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  const metrics = config.METRICS_ENABLED ? new GatewayMetrics() : undefined;
  const tracing = config.OTEL_TRACES_EXPORTER !== 'none';
  const transport = options.upstream ?? undiciUpstream(pools, upstreamBase(config.UPSTREAM_URL));
  const upstream = metrics || tracing ? observedUpstream(transport, metrics, tracing) : transport;
  const contextDeps: ContextDeps = {
    config,
    pools,
    upstream,
    trustsPeer: trustsPeer(config.TRUST_PROXY),
    sessions: new SessionVerifier(),
    identities: new IdentityDirectory(config.UPSTREAM_PROFILE),
  };
  const schema = buildSchema();
  await registerSecurityHeaders(app);
  await registerCors(app, config.CORS_ORIGINS);
  await registerCompression(app);
  registerRequestIdEcho(app);
  registerRequestSignals(app);
  registerHttpErrors(app);
  registerGracefulClose(app);
  registerHealthRoutes(app, config, pools.api);
  if (metrics) registerMetricsRoute(app, metrics, { token: config.METRICS_TOKEN, production: config.NODE_ENV === 'production' });
  registerFileRoutes(app, contextDeps);
  registerExportRoutes(app, contextDeps);
  registerSdlRoute(app, contextDeps);
  await registerMultipart(app);
  const playground = createPlayground(config.NODE_ENV);
  await registerPlayground(app, playground);

  const limits = queryLimits();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    introspection: config.GRAPHQL_INTROSPECTION,
    nodeEnv: config.NODE_ENV,
    stopOnTerminationSignals: false,
    formatError: createFormatError(development),
    logger: app.log,
    validationRules: [...limits.validationRules, knownOperationTypes, noSubscriptionsHere],
    parseOptions: limits.parseOptions,
    // No client sends automatic persisted queries; left on, a hash that does not match its query was
    // an INTERNAL_SERVER_ERROR (reliability suite). Off, it is PERSISTED_QUERY_NOT_SUPPORTED.
    persistedQueries: false,
    // The gateway never caches (DESIGN §3): no cache-control plugin, which would wrap every field
    // resolver; no usage reporting to Apollo's cloud either, whatever the environment holds.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ...limits.plugins,
      introspectionAccessPlugin(),
      nulCharactersPlugin(),
      persistedDocumentsPlugin(),
      warningsPlugin(),
      errorLoggingPlugin(),
      ...(metrics || tracing ? [operationTelemetryPlugin(metrics)] : []),
    ],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
    await pools.close();
  });

  const graphqlHandler = fastifyApolloHandler(apollo, { context: async (request) => contextFor(request, contextDeps) });
  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    onSend: noStore,
    preHandler: [
      servePlayground(playground),
      createMultipartHandler({ ...contextDeps, schema }),
      persistedOnlyGuard(config.PERSISTED_DOCUMENTS, (request) => contextFor(request, contextDeps).session()),
    ],
    handler: tracing ? tracedHandler(graphqlHandler) : graphqlHandler,
  });
  registerSubscriptionRoute(app, { schema, contextDeps, limits });
  return app;
}
