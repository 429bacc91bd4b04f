import { gatewayError } from '../errors/codes';
import type { Role } from '../generated/resolvers-types';
import type { CurrentRoles } from './current-roles';
import { toRole } from './roles';
import { type TokenReading, readToken } from './token';

/** Message when a signed-in-only field is called without a token (DESIGN §3). */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Message when the token cannot be read. */
export const INVALID_SESSION_MESSAGE = 'Your session is not valid. Sign in again.';
/** Message when the caller's active role may not use the field (DESIGN §6). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/** Asks the upstream for the caller's current roles; memoised per request (http/context.ts). */
export type CurrentRolesLookup = () => Promise<CurrentRoles>;

/**
 * The gateway's access check for a field marked `@auth(roles, orSelf)` (schema.graphql; DESIGN §3, §6;
 * spec §6: the first role is the active one), run before anything goes upstream for the field.
 * Throws (or, when it had to ask the upstream, rejects with):
 * - UNAUTHENTICATED "Sign in to continue." when there is no token;
 * - UNAUTHENTICATED "Your session is not valid. Sign in again." when the token cannot be decoded;
 * - FORBIDDEN when `roles` is given, the token's payload lists roles, its FIRST role (upper-cased
 *   to the enum) is not among `roles`, the caller is not `selfId` (the id in the argument `orSelf`
 *   names: "that employee, Gvr, Admin"), and the caller's CURRENT roles do not allow it either.
 * The token's roles are the fast path: when they allow, it returns at once (the upstream, which
 * reads roles from its database, decides again). Only when they refuse, and `currentRoles` is given
 * and the token has a `sub`, does it ask `currentRoles()` (the upstream) and decide with the first
 * current role, so a promoted employee need not sign in again; a 401 from that lookup is
 * UNAUTHENTICATED with the upstream's message; any other failure keeps the token's FORBIDDEN.
 * Returns undefined when allowed without asking, including when the payload has no `roles` at all
 * (a token of another upstream, which then decides), else a promise.
 */
export function assertAccess(authorization: string | undefined, roles: readonly Role[] | undefined, selfId?: string, currentRoles?: CurrentRolesLookup): void | Promise<void> {
  return checkAccess(readToken(authorization), roles, selfId, currentRoles);
}

/** {@link assertAccess} on a token already read with `readToken` (the request context reads it once). */
export function checkAccess(token: TokenReading, roles: readonly Role[] | undefined, selfId?: string, currentRoles?: CurrentRolesLookup): void | Promise<void> {
  if (token.kind === 'none') throw gatewayError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  if (token.kind === 'unreadable') throw gatewayError('UNAUTHENTICATED', INVALID_SESSION_MESSAGE);
  if (!roles || token.roles === undefined) return undefined;
  if (selfId !== undefined && token.subject === selfId) return undefined;
  if (activeRoleIn(token.roles, roles)) return undefined;
  if (!currentRoles || token.subject === undefined) throw gatewayError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return currentRoles().then((current) => {
    if (current.kind === 'unauthenticated') throw gatewayError('UNAUTHENTICATED', current.message);
    if (current.kind === 'roles' && activeRoleIn(current.roles, roles)) return;
    throw gatewayError('FORBIDDEN', FORBIDDEN_MESSAGE);
  });
}

/** Whether the first of `names` (spec §6 role names, the active role) is one of `roles`. */
function activeRoleIn(names: readonly unknown[], roles: readonly Role[]): boolean {
  const active = toRole(names[0]);
  return active !== undefined && roles.includes(active);
}
