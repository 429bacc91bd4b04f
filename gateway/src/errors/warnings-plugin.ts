import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';

/**
 * Apollo plugin that copies the request's `context.warnings` (reads that fell back, spec §8) into the
 * response as `extensions.warnings: [{ path, code, message }]` (DESIGN §3). Adds nothing when there
 * are none.
 */
export function warningsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (contextValue.warnings.length === 0 || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, warnings: [...contextValue.warnings] };
        },
      };
    },
  };
}
