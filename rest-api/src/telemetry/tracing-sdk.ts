import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * The tracing SDK, imported by telemetry/tracing.ts only when tracing is on: a NodeTracerProvider
 * (async-hooks context, W3C trace context and baggage propagators; the sampler of OTEL_TRACES_SAMPLER,
 * parent-based always-on by default) whose resource is `service.name` = `serviceName` plus
 * OTEL_RESOURCE_ATTRIBUTES. `otlp`: batched to the exporter, which reads OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS and OTEL_EXPORTER_OTLP_TIMEOUT itself;
 * `console`: each span printed on stdout as it ends (debugging).
 * node-postgres is instrumented (a span per query, its statement as Drizzle wrote it, with `$1`
 * placeholders and never the values; `requireParentSpan` so that only a request's queries appear), so
 * this must run before `pg` is first required (src/main.ts imports the rest afterwards). PGlite runs in
 * process and has no instrumentation: on PGlite a request's span has no query children.
 *
 * @returns the provider's shutdown (flushes pending spans).
 */
export function startTracingSdk(exporter: 'otlp' | 'console', serviceName: string): () => Promise<void> {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': serviceName }));
  const spanProcessor = exporter === 'otlp' ? new BatchSpanProcessor(new OTLPTraceExporter()) : new SimpleSpanProcessor(new ConsoleSpanExporter());
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false })] });
  return () => provider.shutdown();
}
