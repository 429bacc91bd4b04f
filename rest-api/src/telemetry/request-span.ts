import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The tracer of the rest-api's own spans (its instrumentation scope). */
const tracer = trace.getTracer('back-office-rest-api');

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * Gives every request a SERVER span (docs/observability.md) that continues the caller's W3C
 * `traceparent` (the gateway's upstream call, telemetry/observed-upstream.ts there), named by method
 * and route pattern (`GET /setup/grades/:id`; `GET` alone when no route matched), with the status when
 * answered (an error status for a 5xx). The span is the active context while the request's hooks and
 * handler run, so the database queries (node-postgres instrumentation, src/telemetry/tracing.ts)
 * are its children. Spans go to the global tracer provider (src/telemetry/tracing.ts); registered only
 * when tracing is on. Attributes carry the path without its query, never headers or bodies.
 */
export function registerRequestSpans(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?')[0] ?? '', ...(route ? { 'http.route': route } : {}) },
      },
      parent,
    );
    spans.set(request, span);
    // The rest of the request (later hooks, handler) is called from `done`: it runs in the span's context.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}
