import type { ApolloServerPlugin } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import type { GatewayContext } from '../context';
import type { GatewayMetrics } from './metrics';

/**
 * Apollo plugin: when a GraphQL request's answer is sent, counts it in `metrics`, when given (operation name,
 * type, HTTP status, whether it carries errors, duration: telemetry/metrics.ts). When the request runs
 * inside a span (telemetry/graphql-span.ts, tracing on), names that span `<type> <operationName>` and sets
 * `graphql.operation.name`/`graphql.operation.type` (OpenTelemetry's GraphQL conventions) once the
 * operation is known; never the query text or its variables.
 */
export function operationTelemetryPlugin(metrics: GatewayMetrics | undefined): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async didResolveOperation(requestContext) {
          const span = trace.getActiveSpan();
          if (span?.isRecording() && requestContext.operation) {
            const type = requestContext.operation.operation;
            const name = requestContext.operationName;
            span.updateName(name ? `${type} ${name}` : type);
            span.setAttributes({ 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) });
          }
        },
        async willSendResponse(requestContext) {
          const { response } = requestContext;
          const failed = response.body.kind === 'single' ? (response.body.singleResult.errors?.length ?? 0) > 0 : false;
          metrics?.recordOperation({
            operationName: requestContext.operationName ?? null,
            type: requestContext.operation?.operation,
            status: response.http.status ?? 200,
            failed,
            seconds: (performance.now() - started) / 1000,
          });
        },
      };
    },
  };
}
