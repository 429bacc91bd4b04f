import type { Instrumentation } from '@opentelemetry/instrumentation';

/** Where spans go: `none` (tracing off), an OTLP collector, or stdout (OTEL_TRACES_EXPORTER). */
export type TracesExporter = 'none' | 'otlp' | 'console';

/** What {@link startTracing} starts: the exporter, the `service.name`, and the libraries to instrument. */
export interface TracingOptions {
  exporter: TracesExporter;
  serviceName: string;
  /**
   * The instrumentations of libraries the server uses (node-postgres for the rest-api), loaded only
   * when tracing is on; none by default.
   */
  instrumentations?: () => Promise<Instrumentation[]>;
}

/**
 * Starts OpenTelemetry tracing for this process (docs/observability.md) unless the exporter is `none`,
 * the default: then nothing is loaded and nothing costs. Otherwise the SDK (tracing-sdk.ts) is imported
 * only now, registers a global tracer provider with the W3C trace-context propagator and the given
 * instrumentations, and sends spans to the OTLP collector of OTEL_EXPORTER_OTLP_ENDPOINT (HTTP/protobuf,
 * batched) or prints them. Instrumented libraries must be required only after this resolves.
 *
 * @returns a function that flushes the spans not yet sent and stops the provider (call it on shutdown).
 */
export async function startTracing({ exporter, serviceName, instrumentations }: TracingOptions): Promise<() => Promise<void>> {
  if (exporter === 'none') return async () => {};
  const [{ startTracingSdk }, instrumented] = await Promise.all([import('./tracing-sdk.js'), instrumentations?.() ?? []]);
  return startTracingSdk(exporter, serviceName, instrumented);
}
