import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { registerMetricsRoute } from '../generated/server-kit/metrics-route';
import { RestApiMetrics } from './metrics';
import { registerRequestSpans } from './request-span';

/**
 * The rest-api's telemetry (docs/observability.md), registered first on the app so that it sees every
 * request: with `config.metrics.enabled`, `GET /metrics` (behind METRICS_TOKEN when set; in production only then) and a count and
 * duration of every answered request (src/telemetry/metrics.ts); with tracing on, a span per request
 * (src/telemetry/request-span.ts). Nothing at all when both are off.
 */
export function registerTelemetry(app: FastifyInstance, config: Pick<Config, 'metrics' | 'tracing' | 'nodeEnv'>, database: Pick<Database, 'poolUse'>): void {
  if (config.tracing.exporter !== 'none') registerRequestSpans(app);
  if (!config.metrics.enabled) return;
  const metrics = new RestApiMetrics(database);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  registerMetricsRoute(app, metrics, { token: config.metrics.token, production: config.nodeEnv === 'production' });
}
