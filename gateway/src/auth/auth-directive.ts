import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { type GraphQLSchema, defaultFieldResolver } from 'graphql';
import type { GatewayContext } from '../context';
import type { Role } from '../generated/resolvers-types';
import { checkAccess } from './access';

/** Name of the schema directive (schema.graphql: `directive @auth(roles: [Role!], orSelf: String) on FIELD_DEFINITION`). */
export const AUTH_DIRECTIVE = 'auth';

/** A field's `@auth` arguments: the roles it needs (none: any signed-in caller) and the argument naming "that employee". */
export interface AuthRule {
  roles?: readonly Role[];
  orSelf?: string;
}

/** The `@auth` rule of a field of `schema` (undefined when it has none). */
export function authRuleOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): AuthRule | undefined {
  const directive = getDirective(schema, field, AUTH_DIRECTIVE)?.[0];
  if (!directive) return undefined;
  return { roles: (directive.roles as Role[] | null | undefined) ?? undefined, orSelf: (directive.orSelf as string | null | undefined) ?? undefined };
}

/**
 * Returns a copy of `schema` whose fields marked `@auth` / `@auth(roles: [...], orSelf: "arg")` run
 * {@link checkAccess} on the context's token before their resolver (DESIGN §3, §6): a missing or
 * unreadable token → UNAUTHENTICATED, a listed-roles mismatch → FORBIDDEN unless the token's `sub`
 * equals the field's argument named by `orSelf` or the caller's current roles (asked upstream once
 * per request, http/context.ts) allow it; in those cases the resolver (and so its upstream endpoint) is
 * never called. The check is synchronous when the token decides and asynchronous only when the
 * upstream is asked. Throws at start when `orSelf` names no argument of the field.
 */
export function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName) => {
      const rule = authRuleOf(schema, fieldConfig);
      if (!rule) return fieldConfig;
      const { roles, orSelf } = rule;
      if (orSelf && !fieldConfig.args?.[orSelf]) throw new Error(`@auth(orSelf: "${orSelf}") on ${fieldName} names no argument`);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: (source, args: Record<string, unknown>, context: GatewayContext, info) => {
          const selfId = orSelf && typeof args[orSelf] === 'string' ? args[orSelf] : undefined;
          const decided = checkAccess(context.token, roles, selfId, context.currentRoles);
          if (decided === undefined) return resolve(source, args, context, info);
          return decided.then(() => resolve(source, args, context, info));
        },
      };
    },
  });
}
