import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationDefinitionNode } from 'graphql';
import { INVALID_SESSION_MESSAGE, SIGN_IN_MESSAGE } from '../auth/access';
import type { GatewayContext } from '../context';
import { rootFields } from './root-fields';

/** The introspection fields of the query root (GraphQL spec §4.2); `__typename` is not one. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Apollo plugin: introspection (`__schema`, `__type` at the root of an operation) needs a signed-in
 * caller (DESIGN §3: every operation but sign-in needs a token; the playground signs in first).
 * Without a token, or with one the gateway cannot read, → HTTP 401 UNAUTHENTICATED and no schema
 * data. A readable token that names an employee is checked with the upstream through the request's
 * memoised current-roles lookup (auth/current-roles.ts): when the upstream refuses it (401, e.g. a
 * forged or ended token) → 401 UNAUTHENTICATED with the upstream's message. If the upstream cannot
 * tell (another status, unreachable), a readable token is enough: the schema is the published
 * contract (schema.graphql), not data.
 */
export function introspectionAccessPlugin(): ApolloServerPlugin<GatewayContext> {
  // Apollo caches parsed documents, so each operation is looked at once.
  const introspects = new WeakMap<OperationDefinitionNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          let asks = introspects.get(operation);
          if (asks === undefined) {
            asks = rootFields(document, operation).some((field) => INTROSPECTION_FIELDS.has(field.name.value));
            introspects.set(operation, asks);
          }
          if (!asks) return;
          const { token } = contextValue;
          if (token.kind === 'none') throw unauthenticated(SIGN_IN_MESSAGE);
          if (token.kind === 'unreadable') throw unauthenticated(INVALID_SESSION_MESSAGE);
          const current = await contextValue.currentRoles();
          if (current.kind === 'unauthenticated') throw unauthenticated(current.message);
        },
      };
    },
  };
}

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}
