import { collectDefaultMetrics, Registry } from 'prom-client';

/** Seconds: the buckets of the servers' latency histograms, from 5 ms to 10 s (docs/observability.md). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

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
 * The base of a server's Prometheus metrics (docs/observability.md): its own `registry`, in which the
 * subclass declares its counters, histograms and gauges, served by `GET /metrics` (metrics-route.ts)
 * after the process's default metrics. One instance per app; the process metrics are shared.
 */
export class AppMetrics {
  /** The app's own metrics (declare them with `registers: [this.registry]`). */
  protected readonly registry = new Registry();

  /** The Prometheus text exposition (format 0.0.4) of this app's metrics and the process's. */
  async text(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  /** The Content-Type of {@link text}. */
  get contentType(): string {
    return this.registry.contentType;
  }
}
