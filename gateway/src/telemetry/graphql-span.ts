import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The tracer of the gateway's own spans (its instrumentation scope). */
export const tracer = trace.getTracer('back-office-gateway');

/**
 * Wraps the `/graphql` route's handler in a SERVER span (docs/observability.md), active while the
 * operation runs so that its upstream calls are its children (telemetry/observed-upstream.ts). It
 * continues a W3C `traceparent` the caller sent. The span is named `POST /graphql` until the operation
 * is known, then `<type> <operationName>` (telemetry/operation-telemetry-plugin.ts); it records the
 * HTTP status, and an error status for a 5xx. Spans go to the global tracer provider that
 * server-kit/tracing.ts started; used only when tracing is on, so the handler is untouched otherwise.
 */
export function tracedHandler<Handler extends (this: never, request: never, reply: never) => unknown>(handler: Handler): Handler {
  const inner = handler as unknown as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
  const traced = function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const attributes = { 'http.request.method': request.method, 'http.route': '/graphql', 'url.path': '/graphql' };
    return tracer.startActiveSpan(`${request.method} /graphql`, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
      try {
        return await inner.call(this, request, reply);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    });
  };
  return traced as unknown as Handler;
}
