import type { TracingSettings } from '../config/config';

/**
 * Starts OpenTelemetry tracing for this process (docs/observability.md) unless the exporter is `none`,
 * the default: then nothing is loaded and nothing costs. Otherwise the SDK (src/telemetry/tracing-sdk.ts)
 * is imported only now and registers a global tracer provider (W3C trace-context propagator, node-postgres
 * instrumentation) sending spans to the OTLP collector of OTEL_EXPORTER_OTLP_ENDPOINT (HTTP/protobuf,
 * batched) or printing them. Call it before the database driver is loaded (src/main.ts).
 *
 * @returns a function that flushes the spans not yet sent and stops the provider (call it on shutdown).
 */
export async function startTracing(settings: TracingSettings): Promise<() => Promise<void>> {
  if (settings.exporter === 'none') return async () => {};
  const { startTracingSdk } = await import('./tracing-sdk.js');
  return startTracingSdk(settings.exporter, settings.serviceName);
}
