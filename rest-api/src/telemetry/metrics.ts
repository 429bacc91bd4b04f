import { Counter, Gauge, Histogram } from 'prom-client';
import type { Database } from '../db/database';
import { AppMetrics, LATENCY_BUCKETS } from '../generated/server-kit/app-metrics';

/**
 * One rest-api's Prometheus metrics (docs/observability.md), served by `GET /metrics`
 * (server-kit/metrics-route.ts):
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route,status}`:
 *   requests by Fastify's route pattern (`/setup/grades/:id`, never the URL with its ids or query;
 *   `unmatched` for a 404 outside any route), method and HTTP status;
 * - `db_pool_connections{state}` on PostgreSQL: `total`, `idle` and `waiting` (queries waiting for a
 *   connection) of the node-postgres pool, read when scraped; absent on PGlite;
 * - Node's default process metrics.
 * No label carries a token, an email, an id or a query text.
 */
export class RestApiMetrics extends AppMetrics {
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests, in seconds, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor(database: Pick<Database, 'poolUse'>) {
    super();
    const poolUse = database.poolUse;
    if (poolUse) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Connections of the PostgreSQL pool: total open, idle, and queries waiting for one.',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }
  }

  /** Records one answered request; `route` is the route pattern, undefined when no route matched. */
  recordRequest(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? 'unmatched', status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }
}
