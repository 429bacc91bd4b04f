/** Where spans go: `none` (tracing off), an OTLP collector, or stdout (OTEL_TRACES_EXPORTER). */
export type TracesExporter = 'none' | 'otlp' | 'console';

/**
 * Starts OpenTelemetry tracing for this process (docs/observability.md) unless `exporter` is `none`,
 * the default: then nothing is loaded and nothing costs. Otherwise the SDK (telemetry/tracing-sdk.ts)
 * is imported only now, registers a global tracer provider with the W3C trace-context propagator, and
 * sends spans to the OTLP collector of OTEL_EXPORTER_OTLP_ENDPOINT (HTTP/protobuf, batched) or prints them.
 *
 * @returns a function that flushes the spans not yet sent and stops the provider (call it on shutdown).
 */
export async function startTracing(exporter: TracesExporter, serviceName: string): Promise<() => Promise<void>> {
  if (exporter === 'none') return async () => {};
  const { startTracingSdk } = await import('./tracing-sdk.js');
  return startTracingSdk(exporter, serviceName);
}
