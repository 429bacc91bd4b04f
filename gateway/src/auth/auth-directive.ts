import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { type GraphQLSchema, defaultFieldResolver } from 'graphql';
import type { GatewayContext } from '../context';
import type { Role } from '../generated/resolvers-types';
import { assertAccess } from './access';

/** Name of the schema directive (schema.graphql: `directive @auth(roles: [Role!]) on FIELD_DEFINITION`). */
export const AUTH_DIRECTIVE = 'auth';

/**
 * Returns a copy of `schema` whose fields marked `@auth` / `@auth(roles: [...])` run
 * {@link assertAccess} on the context's Authorization header before their resolver (DESIGN §3, §6):
 * a missing or unreadable token → UNAUTHENTICATED, a listed-roles mismatch → FORBIDDEN, and in both
 * cases the resolver (and so the upstream) is never called.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const directive = getDirective(schema, fieldConfig, AUTH_DIRECTIVE)?.[0];
      if (!directive) return fieldConfig;
      const roles = directive.roles as Role[] | undefined;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: (source, args, context: GatewayContext, info) => {
          assertAccess(context.authorization, roles ?? undefined);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
