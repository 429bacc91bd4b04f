import { z } from 'zod';
import { restMessage } from '../setup/employees/employee-operations';
import type { MutationConfirmPasswordResetArgs, MutationRequestPasswordResetArgs, PasswordResetLink, QueryPasswordResetLinkArgs } from '../generated/resolvers-types';
import type { RootResolver } from '../crud/resolvers';
import { UpstreamError } from '../upstream/upstream-error';

/** The answer of `POST /setup/employees/reset/check` for a link that works (docs/setup-contract.md "Auth"). */
const resetLinkAnswer = z.object({ valid: z.literal(true), expiresAt: z.string() });

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
 * `passwordResetLink(token)` → `POST /setup/employees/reset/check { token }` (docs/setup-contract.md
 * "Auth"): `{ valid: true, expiresAt }` for a link that would work now, without using it; the
 * upstream's 400 (an unknown, used or expired link) becomes `{ valid: false, message }` with its
 * message, since "no" is an answer to the question, not a failure. No token needed; other errors
 * (TOO_MANY_REQUESTS, UPSTREAM, NOT_FOUND from a server without the route) pass on.
 */
export const passwordResetLink: RootResolver<QueryPasswordResetLinkArgs, PasswordResetLink> = async (_parent, args, context) => {
  try {
    const answer = await context.upstream.sendJson(resetLinkAnswer, 'POST', 'employees/reset/check', { token: args.token });
    return { valid: true, expiresAt: answer.expiresAt, message: null };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) return { valid: false, expiresAt: null, message: error.message };
    throw error;
  }
};

/**
 * `signOut` → `POST /setup/employees/sign-out` with the caller's token (docs/setup-contract.md "Auth"):
 * the upstream revokes that sign-in and answers its message; 401 (already ended) passes on as
 * UNAUTHENTICATED.
 */
export const signOut: RootResolver<Record<string, never>, string> = async (_parent, _args, context) =>
  (await context.upstream.sendJson(restMessage, 'POST', 'employees/sign-out')).message;
