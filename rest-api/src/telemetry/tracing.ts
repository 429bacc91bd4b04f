import type { TracingSettings } from '../config/config';
import { startTracing as startTracingKit } from '../generated/server-kit/tracing';

/**
 * Starts OpenTelemetry tracing for this process (docs/observability.md) unless the exporter is `none`,
 * the default: then nothing is loaded and nothing costs (server-kit/tracing.ts). Otherwise node-postgres
 * is instrumented too: a span per query, its statement as Drizzle wrote it with `$1` placeholders and
 * never the values, only under a request's span (`requireParentSpan`). So call it before `pg` is first
 * required (src/main.ts imports the rest afterwards). PGlite runs in process and has no instrumentation:
 * on PGlite a request's span has no query children.
 *
 * @returns a function that flushes the spans not yet sent and stops the provider (call it on shutdown).
 */
export function startTracing(settings: TracingSettings): Promise<() => Promise<void>> {
  return startTracingKit({
    exporter: settings.exporter,
    serviceName: settings.serviceName,
    instrumentations: async () => {
      const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
      return [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false })];
    },
  });
}
