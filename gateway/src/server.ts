import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import type { GatewayConfig } from './config/config';
import { type GatewayContext, createContext } from './context';
import { errorLoggingPlugin } from './errors/error-logging-plugin';
import { createFormatError } from './errors/format-error';
import { warningsPlugin } from './errors/warnings-plugin';
import { registerGracefulClose } from './http/graceful-close';
import { registerHealthRoutes } from './http/health';
import { registerRequestIdEcho, requestIdFor } from './http/request-id';
import { createLogger } from './logging/logger';
import { buildSchema } from './schema';

/** Largest request body accepted, in bytes (1 MB); larger ones get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Options of {@link createGateway} beyond the configuration. */
export interface GatewayOptions {
  /** Where JSON log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/**
 * Builds the gateway (DESIGN §1, §3), ready to `listen`:
 * - `POST`/`GET /graphql`: Apollo Server 5 over the schema of schema.ts; CSRF prevention on (a GET,
 *   or a POST whose content type a browser form can send, needs a preflight header), batched
 *   requests off, no landing page (it would load from a CDN), stack traces only when
 *   NODE_ENV=development, `extensions.warnings` for reads that fell back (spec §8);
 * - `GET /healthz`, `GET /readyz` (http/health.ts);
 * - request id from `x-request-id` or generated, echoed, logged as `requestId`, sent upstream;
 * - body limit 1 MB; `close()` lets in-flight requests finish, then stops Apollo.
 * Each GraphQL request gets its own context and upstream client (context.ts).
 */
export async function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<FastifyInstance> {
  const development = config.NODE_ENV === 'development';
  const app = Fastify({
    loggerInstance: createLogger(config, options.logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });

  registerRequestIdEcho(app);
  registerGracefulClose(app);
  registerHealthRoutes(app, config);

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    introspection: config.NODE_ENV !== 'production',
    nodeEnv: config.NODE_ENV,
    stopOnTerminationSignals: false,
    formatError: createFormatError(development),
    logger: app.log,
    plugins: [ApolloServerPluginLandingPageDisabled(), warningsPlugin(), errorLoggingPlugin()],
  });
  await apollo.start();
  app.addHook('onClose', async () => {
    await apollo.stop();
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: fastifyApolloHandler(apollo, { context: async (request) => createContext(request, config) }),
  });
  return app;
}
