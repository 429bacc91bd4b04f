import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';

/**
 * Apollo plugin that logs the errors of each GraphQL request with the request's logger (so with its
 * request id): unexpected ones (code INTERNAL_SERVER_ERROR or none) at `error` with their stack,
 * expected ones (UNAUTHENTICATED, CONFLICT, ...) at `debug`. Clients never see what is logged here.
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
              contextValue.logger.error(
                { operationName, path: error.path, err: original },
                'unexpected GraphQL error',
              );
            } else {
              contextValue.logger.debug({ operationName, path: error.path, code, reason: error.message }, 'GraphQL error');
            }
          }
        },
      };
    },
  };
}
