import { Counter, Histogram } from 'prom-client';
import { AppMetrics, LATENCY_BUCKETS } from '../generated/server-kit/app-metrics';
import { BoundedLabels } from './bounded-labels';

/** Most distinct GraphQL operation names, and upstream resources, kept as label values (docs/observability.md). */
export const MAX_LABEL_VALUES = 100;

/**
 * One gateway's Prometheus metrics (docs/observability.md), served by `GET /metrics` (server-kit/metrics-route.ts):
 * - `graphql_operations_total{operation,type,status,result}`: GraphQL requests on `/graphql` by
 *   operation name (bounded: `anonymous`, `invalid` when it did not parse or validate, `other` past
 *   {@link MAX_LABEL_VALUES} names), type (`query`/`mutation`/`unknown`), HTTP status and `ok`/`error`
 *   (the answer carries errors);
 * - `graphql_operation_duration_seconds{operation,type}`: their duration;
 * - `upstream_request_duration_seconds{method,resource,status}`: each call to UPSTREAM_URL by the
 *   /setup resource (first path segment, bounded), HTTP status or `failed` (no answer);
 * - Node's default process metrics.
 * No label carries a token, an email, an id or a query text.
 */
export class GatewayMetrics extends AppMetrics {
  private readonly operationNames = new BoundedLabels(MAX_LABEL_VALUES);
  private readonly resources = new BoundedLabels(MAX_LABEL_VALUES);
  private readonly operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL requests on /graphql by operation name, type, HTTP status and result.',
    labelNames: ['operation', 'type', 'status', 'result'] as const,
    registers: [this.registry],
  });
  private readonly operationDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Duration of GraphQL requests on /graphql, in seconds.',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamDuration = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Duration of the calls to the /setup upstream, in seconds, by resource and HTTP status (failed: no answer).',
    labelNames: ['method', 'resource', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /**
   * Counts one GraphQL request. `operationName` is null for an anonymous operation; `type` is
   * undefined when the document did not parse or validate (then the name is not believed either).
   */
  recordOperation(operation: { operationName: string | null; type: string | undefined; status: number; failed: boolean; seconds: number }): void {
    const name = operation.type === undefined ? 'invalid' : operation.operationName === null ? 'anonymous' : this.operationNames.label(operation.operationName);
    const type = operation.type ?? 'unknown';
    this.operations.inc({ operation: name, type, status: String(operation.status), result: operation.failed ? 'error' : 'ok' });
    this.operationDuration.observe({ operation: name, type }, operation.seconds);
  }

  /** Records one upstream call: `path` is the part under `/setup/` (`grades/?page=1`), `status` undefined when no answer came. */
  recordUpstream(method: string, path: string, status: number | undefined, seconds: number): void {
    const segment = /^[^/?]*/.exec(path)?.[0] ?? '';
    this.upstreamDuration.observe({ method, resource: segment === '' ? 'root' : this.resources.label(segment), status: status === undefined ? 'failed' : String(status) }, seconds);
  }
}
