import type { FastifyInstance } from 'fastify';
import { bearerCheck } from './bearer-token';

/** What `GET /metrics` serves: the text and its Content-Type (app-metrics.ts `AppMetrics`). */
export interface MetricsSource {
  text(): Promise<string>;
  readonly contentType: string;
}

/** Who may read `GET /metrics`: the configured METRICS_TOKEN (if any), and whether the server runs with NODE_ENV=production. */
export interface MetricsAccess {
  token: string | undefined;
  production: boolean;
}

/**
 * `GET /metrics`: the Prometheus text format (docs/observability.md). With `access.token`, only a request
 * with `Authorization: Bearer <token>` (compared in constant time), else 401 with
 * `WWW-Authenticate: Bearer`. Without a token, outside production anyone who reaches the port may read
 * it; in production the route is not registered at all (404) and a warning says so at start, because
 * operation names and failure counts are not for whoever reaches a published port (README "Deployment").
 * Never cached.
 *
 * @returns whether the route was registered
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: MetricsSource, access: MetricsAccess): boolean {
  if (access.token === undefined && access.production) {
    app.log.warn('GET /metrics is off: with NODE_ENV=production it answers only with METRICS_TOKEN set (16+ characters)');
    return false;
  }
  const allowed = access.token === undefined ? undefined : bearerCheck(access.token);
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (allowed && !allowed(request.headers.authorization)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'a metrics token is required' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
  return true;
}
