import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from '../context';
import { rootFields } from './root-fields';

/** The introspection fields of the query root (GraphQL spec §4.2); `__typename` is not one. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Apollo plugin: introspection (`__schema`, `__type` at the root of an operation) needs a signed-in
 * caller (DESIGN §3: every operation but sign-in needs a token; the playground signs in first).
 * "Signed in" is the verified session (auth/verified-session.ts), never a decoded token alone: without
 * a token, with one the gateway cannot read, an unsigned one (`alg: none`), one without `sub`, or one
 * the upstream refuses (401, e.g. a forged or ended token) → HTTP 401 UNAUTHENTICATED and no schema
 * data. If the upstream cannot tell just now (unreachable, 5xx), a signed token that names someone is
 * enough: the schema is the published contract (schema.graphql), not data.
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
          const session = await contextValue.session();
          if (session.kind === 'none' || session.kind === 'invalid') throw unauthenticated(session.message);
        },
      };
    },
  };
}

function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
}
