import { type GraphQLSchema, isObjectType } from 'graphql';
import { z } from 'zod';
import { PERMISSION_NAMES, PERMISSIONS, roleCan } from '../generated/contract/permissions';
import type { Role as SpecRole } from '../generated/contract/roles';
import type { Me, Role, SessionToken } from '../generated/resolvers-types';
import type { RootResolver, RootResolvers } from '../crud/resolvers';
import { pathSegment } from '../upstream/data-source';
import { restId } from '../upstream/contract';
import { gatewayError } from '../errors/codes';
import { INVALID_SESSION_MESSAGE } from './access';
import { authRuleOf } from './auth-directive';
import { ROLE_NAMES, toRole } from './roles';
import { tokenExpiresAt } from './token-expiry';

/** The part of `GET /setup/employees/{id}` ("read yourself", docs/setup-contract.md "Employees") `me` reads. */
const restSelf = z.object({
  _id: restId,
  employeeName: z.string(),
  email: z.string(),
  roles: z.array(z.unknown()).default([]),
});

/** The answer of `POST /setup/employees/refresh` (docs/setup-contract.md "Auth"). */
const restRefreshed = z.object({ token: z.string().min(1), expiresAt: z.string() });

/**
 * The root fields of `schema` (Query, Mutation, Subscription) that `role` may call, as
 * `Query.grades`: those without `@auth` (no sign-in), with a bare `@auth`, or whose `@auth(roles:)`
 * lists the role. `orSelf` fields the role may call only on its own record are left out.
 */
export function operationsOf(schema: GraphQLSchema, role: Role | null): string[] {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return roots.flatMap((root) =>
    root && isObjectType(root)
      ? Object.values(root.getFields())
          .filter((field) => {
            const rule = authRuleOf(schema, field);
            return !rule?.roles || (role !== null && rule.roles.includes(role));
          })
          .map((field) => `${root.name}.${field.name}`)
      : [],
  );
}

/**
 * `me` (schema/account/account.graphql; DESIGN §6): the caller's own employee record
 * (`GET /setup/employees/{id}` with their token, so the roles are the current ones, not the token's;
 * the id as the upstream profile says, auth/identity.ts: no id → UNAUTHENTICATED "Your session is not valid"),
 * the active role (the first), the permissions of the role table it holds, the root fields it may call
 * and the expiry of this request's token. @auth has refused a caller without a token; the upstream's
 * 401 passes on as UNAUTHENTICATED.
 */
export const me: RootResolver<Record<string, never>, Me> = async (_parent, _args, context, info) => {
  const subject = await context.subject();
  if (subject === undefined) throw gatewayError('UNAUTHENTICATED', INVALID_SESSION_MESSAGE);
  const employee = await context.upstream.getJson(restSelf, `employees/${pathSegment(subject)}`);
  const roles = employee.roles.map(toRole).filter((role): role is Role => role !== undefined);
  const activeRole = roles[0] ?? null;
  const specRole = activeRole ? (ROLE_NAMES[activeRole] as SpecRole) : undefined;
  return {
    id: employee._id,
    employeeName: employee.employeeName,
    email: employee.email,
    roles,
    activeRole,
    permissions: specRole ? PERMISSION_NAMES.filter((name) => roleCan(specRole, name)).map((name) => ({ name, action: PERMISSIONS[name].action })) : [],
    operations: operationsOf(info.schema, activeRole),
    tokenExpiresAt: tokenExpiresAt(context.authorization),
  };
};

/**
 * `refreshToken` → `POST /setup/employees/refresh` with the caller's token (docs/setup-contract.md
 * "Auth"): a new token of the same session and its expiry (under `identity: "sign-in"` the new token
 * is remembered as the caller's, auth/identity.ts). The upstream's 401 (session ended or too
 * old) passes on as UNAUTHENTICATED.
 */
export const refreshToken: RootResolver<Record<string, never>, SessionToken> = async (_parent, _args, context) => {
  const refreshed = await context.upstream.sendJson(restRefreshed, 'POST', 'employees/refresh');
  const subject = await context.subject().catch(() => undefined);
  if (subject !== undefined) context.identities.remember(refreshed.token, subject);
  return refreshed;
};

/** The signed-in caller's own operations: `me` and `refreshToken`. */
export const meOperations: RootResolvers = { Query: { me }, Mutation: { refreshToken } };
