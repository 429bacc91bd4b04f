import { restMessage } from '../employees/employee-operations';
import type { MutationConfirmPasswordResetArgs, MutationRequestPasswordResetArgs } from '../generated/resolvers-types';
import type { RootResolver } from '../resources/resolvers';

/**
 * `requestPasswordReset(email)` → `POST /setup/employees/reset { email }` (spec §7 Auth,
 * docs/setup-contract.md): the upstream's message, the same whatever the address. No token needed;
 * errors (e.g. TOO_MANY_REQUESTS) pass on.
 */
export const requestPasswordReset: RootResolver<MutationRequestPasswordResetArgs, string> = async (_parent, args, context) =>
  (await context.upstream.sendJson(restMessage, 'POST', 'employees/reset', { email: args.email })).message;

/**
 * `confirmPasswordReset(token, password)` → `POST /setup/employees/reset/confirm { token, password }`
 * (DESIGN §2): the upstream's confirmation message; an invalid, used or expired link is its 400,
 * passed on as BAD_USER_INPUT with its message.
 */
export const confirmPasswordReset: RootResolver<MutationConfirmPasswordResetArgs, string> = async (_parent, args, context) =>
  (await context.upstream.sendJson(restMessage, 'POST', 'employees/reset/confirm', { token: args.token, password: args.password })).message;

/**
 * `signOut` → `POST /setup/employees/sign-out` with the caller's token (docs/setup-contract.md "Auth"):
 * the upstream revokes that sign-in and answers its message; 401 (already ended) passes on as
 * UNAUTHENTICATED.
 */
export const signOut: RootResolver<Record<string, never>, string> = async (_parent, _args, context) =>
  (await context.upstream.sendJson(restMessage, 'POST', 'employees/sign-out')).message;
