import { context, propagation, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Upstream, UpstreamRequest } from '../upstream/upstream';
import { tracer } from './graphql-span';
import type { GatewayMetrics } from './metrics';

/**
 * Wraps the gateway's {@link Upstream} (upstream/upstream.ts) so that every request to the /setup
 * contract is measured in `upstream_request_duration_seconds` (telemetry/metrics.ts) and, with
 * `tracing`, runs in a CLIENT span `<METHOD> /setup/<resource>` (a child of the GraphQL operation's)
 * whose W3C `traceparent` (and `tracestate`) goes upstream with the request, so that the rest-api
 * continues the trace (docs/observability.md). Span attributes: method, the path without its query,
 * the status; never headers or bodies. Streams (`openStream`) pass through unmeasured.
 */
export function observedUpstream(upstream: Upstream, metrics: GatewayMetrics | undefined, tracing: boolean): Upstream {
  const base = upstream;
  const request = async (call: UpstreamRequest) => {
    const started = performance.now();
    const measure = (status: number | undefined) => metrics?.recordUpstream(call.method, call.path, status, (performance.now() - started) / 1000);
    try {
      const answer = await base.request(call);
      measure(answer.status);
      return answer;
    } catch (error) {
      measure(undefined);
      throw error;
    }
  };
  const tracedRequest = (call: UpstreamRequest) => {
    const pathname = `/setup/${call.path.split('?')[0] ?? ''}`;
    const resource = /^[^/]*/.exec(call.path.split('?')[0] ?? '')?.[0] ?? '';
    const attributes = { 'http.request.method': call.method, 'url.path': pathname };
    return tracer.startActiveSpan(`${call.method} /setup/${resource}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const headers = { ...call.headers };
      propagation.inject(context.active(), headers);
      try {
        const answer = await request({ ...call, headers });
        span.setAttribute('http.response.status_code', answer.status);
        if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return answer;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'failed' });
        throw error;
      } finally {
        span.end();
      }
    });
  };
  return {
    request: tracing ? tracedRequest : request,
    ...(base.openStream ? { openStream: base.openStream.bind(base) } : {}),
  };
}
