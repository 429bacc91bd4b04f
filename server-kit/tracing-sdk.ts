import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { type Instrumentation, registerInstrumentations } from '@opentelemetry/instrumentation';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * The tracing SDK, imported by tracing.ts only when tracing is on: a NodeTracerProvider (async-hooks
 * context, W3C trace context and baggage propagators; the sampler of OTEL_TRACES_SAMPLER, parent-based
 * always-on by default) whose resource is `service.name` = `serviceName` plus OTEL_RESOURCE_ATTRIBUTES,
 * with `instrumentations` registered on it. `otlp`: batched to the exporter, which reads
 * OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_EXPORTER_OTLP_TIMEOUT itself; `console`: each span printed on stdout as it ends (debugging).
 *
 * @returns the provider's shutdown (flushes pending spans).
 */
export function startTracingSdk(exporter: 'otlp' | 'console', serviceName: string, instrumentations: Instrumentation[]): () => Promise<void> {
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': serviceName }));
  const spanProcessor = exporter === 'otlp' ? new BatchSpanProcessor(new OTLPTraceExporter()) : new SimpleSpanProcessor(new ConsoleSpanExporter());
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  if (instrumentations.length > 0) registerInstrumentations({ tracerProvider: provider, instrumentations });
  return () => provider.shutdown();
}
