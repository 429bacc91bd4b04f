import { gatewayError } from '../errors/codes';
import type { Role } from '../generated/resolvers-types';
import { toRole } from './roles';
import { readToken } from './token';

/** Message when a signed-in-only field is called without a token (DESIGN §3). */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Message when the token cannot be read. */
export const INVALID_SESSION_MESSAGE = 'Your session is not valid. Sign in again.';
/** Message when the caller's active role may not use the field (DESIGN §6). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/**
 * The gateway's access check for a field marked `@auth(roles, orSelf)` (schema.graphql; DESIGN §3, §6;
 * spec §6: the first role is the active one), run before anything goes upstream. Throws:
 * - UNAUTHENTICATED "Sign in to continue." when there is no token;
 * - UNAUTHENTICATED "Your session is not valid. Sign in again." when the token cannot be decoded;
 * - FORBIDDEN when `roles` is given, the token's payload lists roles, its FIRST role (upper-cased
 *   to the enum) is not among `roles`, and the caller is not `selfId` (the id in the argument
 *   `orSelf` names: "that employee, Gvr, Admin").
 * Returns when allowed, including when the payload has no `roles` at all: that token comes from
 * another upstream, which then decides.
 */
export function assertAccess(authorization: string | undefined, roles: readonly Role[] | undefined, selfId?: string): void {
  const token = readToken(authorization);
  if (token.kind === 'none') throw gatewayError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  if (token.kind === 'unreadable') throw gatewayError('UNAUTHENTICATED', INVALID_SESSION_MESSAGE);
  if (!roles || token.roles === undefined) return;
  if (selfId !== undefined && token.subject === selfId) return;
  const active = toRole(token.roles[0]);
  if (!active || !roles.includes(active)) throw gatewayError('FORBIDDEN', FORBIDDEN_MESSAGE);
}
