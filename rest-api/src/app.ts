import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { authenticateRoute } from './auth/authenticate-route';
import { createGuard } from './auth/guard';
import { resetRoutes } from './auth/reset-routes';
import { signOutRoute } from './auth/sign-out-route';
import { refreshRoute } from './auth/refresh-route';
import { createSignInThrottle } from './auth/sign-in-throttle';
import { createTokenService } from './auth/tokens';
import type { Config } from './config/config';
import { resolveJwtSecret } from './config/jwt-secret';
import type { ResourceDescription } from './crud/resource';
import { composedRoutes, type ResourceDeps } from './resources/routes';
import { resourceReferrers } from './resources/referrers';
import type { Database } from './db/database';
import { employeePhotosRoute } from './files/employee-photos-route';
import { createStorage } from './files/create-storage';
import { registerCompression } from './http/compression';
import { errorHandler } from './http/error-handler';
import { type DrainState, healthRoutes } from './http/health';
import { normalizeIdParams } from './http/id-params';
import { noStoreForJson } from './http/no-store';
import { notFoundHandler } from './http/not-found';
import { rejectNulCharacters } from './http/nul-characters';
import { registerOpenApi } from './http/openapi';
import { echoRequestId, requestIdOf } from './http/request-id';
import { requestTimeouts } from './http/timeouts';
import { withSafeErrors } from './logging/error-serializer';
import { createMailer } from './mail/mailer';
import { createNotificationBus } from './notifications/bus';
import { notificationRelayRoute } from './notifications/relay-route';
import { notificationRoutes } from './notifications/routes';
import { resources } from './resources';
import { companiesByEmployeeRoute } from './resources/companies/by-employee-route';
import { employeeRoutes } from './resources/employees/routes';
import { createExportSlots } from './exports/slots';
import { isoDocumentRoutes } from './resources/isos/document-routes';
import { claimReceiptRoutes } from './resources/claims/receipt-routes';
import { claimTotalsRoute } from './resources/claims/totals-route';
import { claimVisitSummaryRoute } from './resources/claims/visit-summary-route';
import { dashboardRoute } from './dashboard/route';
import { registerTelemetry } from './telemetry/register';

/** What {@link buildApp} needs: an open, migrated database, the configuration and optionally a logger. */
export interface AppOptions {
  database: Database;
  config: Config;
  /** A pino logger; default: a new one at `config.logLevel` writing JSON lines to stdout. */
  logger?: Logger;
  /** The resources on the generic CRUD routes; default: src/resources/index.ts (tests add test-only ones). */
  resources?: readonly ResourceDescription[];
}

/** Largest accepted JSON request body: 1 MiB (uploads have their own limits, src/files/upload.ts). Larger → 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The REST API as a Fastify instance, not yet listening (tests call `inject`; src/main.ts listens):
 * - `GET /healthz`, `GET /readyz` (src/http/health.ts); the OpenAPI document at `/setup/docs` (src/http/openapi.ts; behind DOCS_TOKEN when set, off in production without it);
 * - `GET /metrics` (METRICS_ENABLED, behind METRICS_TOKEN when set, off in production without it) and, with tracing on, a span per
 *   request continuing the caller's `traceparent` (src/telemetry/register.ts, docs/observability.md);
 * - without a token: `POST /setup/employees/authenticate` (src/auth/authenticate-route.ts), `POST
 *   /setup/employees/reset`, `/reset/confirm` and `/reset/check` (src/auth/reset-routes.ts);
 * - every other `/setup` route behind the guard (src/auth/guard.ts): `POST /setup/employees/sign-out`
 *   (src/auth/sign-out-route.ts), the CRUD routes of each resource of
 *   src/resources/index.ts (src/crud/routes.ts), ISO documents, claim receipts, totals and visit summary, companies by employee, employees,
 *   employee photos, notifications (with their Server-Sent Events stream, src/notifications/stream-route.ts), the
 *   dashboard (src/dashboard/route.ts).
 * Request ids come from `x-request-id` or are generated, are echoed in the response and appear in every
 * log line; all errors are answered by src/http/error-handler.ts (503 while the database is unreachable).
 * A trailing slash is ignored. The client address (sign-in limits) honours `X-Forwarded-For` only from
 * `TRUST_PROXY`. Every request: UUID route parameters lower-cased before any check (src/http/id-params.ts);
 * NUL characters in parameters, query or JSON body → 400 (src/http/nul-characters.ts); JSON answers
 * `Cache-Control: no-store` (src/http/no-store.ts); the whole request must arrive within
 * REQUEST_TIMEOUT_MS, else 408 (src/http/timeouts.ts); answers of 1 KiB or more compressed (br, gzip)
 * for clients that accept it, never the notification stream (src/http/compression.ts).
 *
 * @throws when the JWT secret file cannot be read or written (src/config/jwt-secret.ts), or the file
 *   store's folders cannot be created.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  // Failed queries log their statement, never their values (src/logging/error-serializer.ts).
  const logger = withSafeErrors(options.logger ?? pino({ level: config.logLevel }));
  const app = Fastify({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it sets Fastify's logger type parameter (without it the app is not a FastifyInstance)
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    ...requestTimeouts(config.requestTimeoutMs),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. a malformed URL) get the same `{ message }` body.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply),
  });

  app.setValidatorCompiler(validatorCompiler);
  // Zod schemas on responses document them (the OpenAPI document); handlers build the JSON
  // explicitly (src/crud/record-json.ts), so plain JSON.stringify serializes them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  // JSON in and out (DESIGN §2): any other body type is a 415 (multipart only on upload routes).
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler(notFoundHandler);
  app.decorateRequest('user', null);
  registerTelemetry(app, config, database);
  app.addHook('onRequest', echoRequestId);
  app.addHook('onRequest', normalizeIdParams);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onSend', noStoreForJson);

  const db = database.db;
  const tokens = createTokenService(await resolveJwtSecret(config), config.jwtTtlSeconds);
  const guard = createGuard({ db, tokens });
  const storage = await createStorage(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, logger });
  const throttle = createSignInThrottle(db, config.signInLimitPerMinute);
  const exportSlots = createExportSlots({ perPerson: config.exports.maxPerPerson, total: config.exports.maxConcurrent, reading: config.exports.maxReading });
  const deps: ResourceDeps & { config: Config } = {
    db,
    guard,
    storage,
    config,
    referrers: resourceReferrers,
    exports: { slots: exportSlots, idleTimeoutMs: config.exports.idleTimeoutMs },
  };
  const bus = createNotificationBus(database, app.log);
  app.addHook('onClose', async () => {
    mailer.close();
    await bus.close();
  });

  await registerCompression(app);
  await registerOpenApi(app, { token: config.docsToken, production: config.nodeEnv === 'production' });
  const drain: DrainState = { draining: false };
  app.decorate('startDraining', () => {
    drain.draining = true;
  });
  await app.register(healthRoutes, { database, drain });
  await app.register(
    async (setup) => {
      await setup.register(authenticateRoute, { db, tokens, throttle, ttlSeconds: config.jwtTtlSeconds });
      await setup.register(resetRoutes, { db, mailer, throttle, webUrl: config.webUrl });
      if (config.notificationRelaySecret) {
        // A service stream for the gateways, behind its own secret rather than a person's session.
        await setup.register(notificationRelayRoute({ db, bus, secret: config.notificationRelaySecret, heartbeatMs: config.streamHeartbeatMs }), { prefix: '/notifications' });
      }
      await setup.register(async (secured) => {
        secured.addHook('onRequest', guard.authenticate);
        await secured.register(signOutRoute, { db });
        await secured.register(refreshRoute, { db, tokens, ttlSeconds: config.jwtTtlSeconds });
        for (const resource of options.resources ?? resources) {
          await secured.register(composedRoutes(resource, deps), { prefix: `/${resource.name}` });
        }
        await secured.register(companiesByEmployeeRoute(deps), { prefix: '/companies' });
        await secured.register(isoDocumentRoutes(deps), { prefix: '/isos' });
        await secured.register(claimReceiptRoutes(deps), { prefix: '/claims' });
        await secured.register(claimTotalsRoute(deps), { prefix: '/claims' });
        await secured.register(claimVisitSummaryRoute(deps), { prefix: '/claims' });
        await secured.register(employeeRoutes({ ...deps, mailer }), { prefix: '/employees' });
        await secured.register(employeePhotosRoute(deps));
        await secured.register(notificationRoutes({ ...deps, bus }), { prefix: '/notifications' });
        await secured.register(dashboardRoute(deps), { prefix: '/dashboard' });
      });
    },
    { prefix: '/setup' },
  );
  return app;
}
