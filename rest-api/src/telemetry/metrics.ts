import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';

/** Seconds: the buckets of the request duration histogram, from 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Node's process metrics (CPU, memory, event loop, GC), collected once per process however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One rest-api's Prometheus metrics (docs/observability.md), served by `GET /metrics`
 * (src/telemetry/metrics-route.ts):
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route,status}`:
 *   requests by Fastify's route pattern (`/setup/grades/:id`, never the URL with its ids or query;
 *   `unmatched` for a 404 outside any route), method and HTTP status;
 * - `db_pool_connections{state}` on PostgreSQL: `total`, `idle` and `waiting` (queries waiting for a
 *   connection) of the node-postgres pool, read when scraped; absent on PGlite;
 * - Node's default process metrics.
 * No label carries a token, an email, an id or a query text.
 */
export class RestApiMetrics {
  readonly registry = new Registry();
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

  /** The Prometheus text exposition (format 0.0.4) of this app's metrics and the process's. */
  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  /** The Content-Type of {@link text}. */
  get contentType(): string {
    return this.registry.contentType;
  }
}
