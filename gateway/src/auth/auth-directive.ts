import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { type GraphQLSchema, defaultFieldResolver } from 'graphql';
import type { GatewayContext } from '../context';
import type { Role } from '../generated/resolvers-types';
import { assertAccess } from './access';

/** Name of the schema directive (schema.graphql: `directive @auth(roles: [Role!], orSelf: String) on FIELD_DEFINITION`). */
export const AUTH_DIRECTIVE = 'auth';

/**
 * Returns a copy of `schema` whose fields marked `@auth` / `@auth(roles: [...], orSelf: "arg")` run
 * {@link assertAccess} on the context's Authorization header before their resolver (DESIGN §3, §6):
 * a missing or unreadable token → UNAUTHENTICATED, a listed-roles mismatch → FORBIDDEN unless the
 * token's `sub` equals the field's argument named by `orSelf`, and in both cases the resolver (and
 * so the upstream) is never called. Throws at start when `orSelf` names no argument of the field.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName) => {
      const directive = getDirective(schema, fieldConfig, AUTH_DIRECTIVE)?.[0];
      if (!directive) return fieldConfig;
      const roles = directive.roles as Role[] | undefined;
      const orSelf = directive.orSelf as string | undefined;
      if (orSelf && !fieldConfig.args?.[orSelf]) throw new Error(`@auth(orSelf: "${orSelf}") on ${fieldName} names no argument`);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: (source, args: Record<string, unknown>, context: GatewayContext, info) => {
          const selfId = orSelf && typeof args[orSelf] === 'string' ? (args[orSelf] as string) : undefined;
          assertAccess(context.authorization, roles ?? undefined, selfId);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
