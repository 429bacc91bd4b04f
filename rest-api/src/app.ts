import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { authenticateRoute } from './auth/authenticate-route';
import { createGuard } from './auth/guard';
import { createTokenService } from './auth/tokens';
import type { Config } from './config/config';
import { resolveJwtSecret } from './config/jwt-secret';
import { resourceRoutes } from './crud/routes';
import type { Database } from './db/database';
import { errorHandler } from './http/error-handler';
import { healthRoutes } from './http/health';
import { notFoundHandler } from './http/not-found';
import { echoRequestId, requestIdOf } from './http/request-id';
import { resources } from './resources';

/** What {@link buildApp} needs: an open, migrated database, the configuration and optionally a logger. */
export interface AppOptions {
  database: Database;
  config: Config;
  /** A pino logger; default: a new one at `config.logLevel` writing JSON lines to stdout. */
  logger?: Logger;
}

/** Largest accepted request body: 1 MiB of JSON (file uploads will get their own limit). Larger → 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The REST API as a Fastify instance, not yet listening (tests call `inject`; src/main.ts listens):
 * - `GET /healthz`, `GET /readyz` (src/http/health.ts);
 * - `POST /setup/employees/authenticate` (src/auth/authenticate-route.ts), no token needed;
 * - every other `/setup` route behind the guard (src/auth/guard.ts): the CRUD routes of each resource of
 *   src/resources/index.ts (src/crud/routes.ts).
 * Request ids come from `x-request-id` or are generated, are echoed in the response and appear in every
 * log line; all errors are answered by src/http/error-handler.ts. A trailing slash is ignored.
 *
 * @throws when the JWT secret file cannot be read or written (src/config/jwt-secret.ts).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    loggerInstance: (options.logger ?? pino({ level: config.logLevel })) as FastifyBaseLogger,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. a malformed URL) get the same `{ message }` body.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });

  app.setValidatorCompiler(validatorCompiler);
  // Zod schemas on responses document them (for an OpenAPI document); handlers build the JSON
  // explicitly (src/crud/record-json.ts), so plain JSON.stringify serializes them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  // JSON in and out (DESIGN §2): any other body type is a 415.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler(notFoundHandler);
  app.decorateRequest('user', null);
  app.addHook('onRequest', echoRequestId);

  const db = database.db;
  const tokens = createTokenService(await resolveJwtSecret(config), config.jwtTtlSeconds);
  const guard = createGuard({ db, tokens });

  await app.register(healthRoutes, { database });
  await app.register(
    async (setup) => {
      await setup.register(authenticateRoute, { db, tokens });
      await setup.register(async (secured) => {
        secured.addHook('onRequest', guard.authenticate);
        for (const resource of resources) {
          await secured.register(resourceRoutes(resource, { db, guard }), { prefix: `/${resource.name}` });
        }
      });
    },
    { prefix: '/setup' },
  );
  return app;
}
