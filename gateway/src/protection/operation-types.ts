import { GraphQLError, OperationTypeNode, type ValidationRule } from 'graphql';

/**
 * A validation rule: an operation whose type the schema does not have is refused with HTTP 400 GRAPHQL_VALIDATION_FAILED before anything runs. graphql-js 16
 * only notices it during execution, where it became an INTERNAL_SERVER_ERROR "Something went wrong"
 * logged as a gateway bug (found by the reliability suite).
 */
export const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (!context.getSchema().getRootType(node.operation)) {
      context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: node }));
    }
  },
});

/**
 * A validation rule of `POST|GET /graphql`: a `subscription` is refused with HTTP 400
 * GRAPHQL_VALIDATION_FAILED, pointing to `/graphql/stream` where subscriptions are served
 * (notifications/subscription-route.ts); executed here it would run once and fail.
 */
export const noSubscriptionsHere: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === OperationTypeNode.SUBSCRIPTION) {
      context.reportError(new GraphQLError('Subscriptions are served at /graphql/stream (Server-Sent Events, the graphql-sse protocol).', { nodes: node }));
    }
  },
});
