import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';

/**
 * Codes whose messages may quote what the caller sent: graphql-js's syntax and validation errors
 * (`Syntax Error: Unexpected String "…"`, `String cannot represent a non string value: …`), variable
 * coercion (`Variable "$password" got invalid value …`) and bad input. Their messages are never logged,
 * since the value may be a password or a reset token (the caller sees the message in the answer).
 */
const INPUT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * Apollo plugin that logs the errors of each GraphQL request with the request's logger (so with its
 * request id): unexpected ones (code INTERNAL_SERVER_ERROR or none) at `error` with their stack,
 * expected ones (UNAUTHENTICATED, CONFLICT, ...) at `debug` with their code and path, and their message
 * unless it may quote the caller's input ({@link INPUT_CODES}). Never variables or the query text, so
 * no password, reset token or other argument reaches the log; the bearer token is never logged either
 * (logging/logger.ts). Clients never see what is logged here.
 */
export function errorLoggingPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const code = error.extensions?.code;
            if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
              const original = error.originalError ?? error;
              contextValue.logger.error({ operationName, path: error.path, err: original }, 'unexpected GraphQL error');
            } else {
              const reason = typeof code === 'string' && INPUT_CODES.has(code) ? undefined : error.message;
              contextValue.logger.debug({ operationName, path: error.path, code, reason }, 'GraphQL error');
            }
          }
        },
      };
    },
  };
}
