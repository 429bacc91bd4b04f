import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { badRequest } from '../http/http-error';
import type { Mailer, MailMessage } from '../mail/mailer';
import { employees } from '../identity/employees-table';
import { newPasswordSchema } from './password-policy';
import { hashPassword } from './passwords';
import { consumeResetToken, issueResetToken, RESET_TOKEN_MINUTES, usableResetTokenExpiry } from './reset-tokens';
import { setPassword } from './set-password';
import type { SignInThrottle } from './sign-in-throttle';

/** The one answer to a reset request, whether or not the address is known (contract "Auth"). */
export const RESET_REQUESTED = 'If that address belongs to an employee, a reset link is on its way.';
/** The 400 message for a token that cannot be used (contract "Auth"). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** The answer of a successful reset. */
export const PASSWORD_RESET = 'Your password was reset. Sign in with the new password.';

const message = z.object({ message: z.string() });

/** A reset link's token as the routes take it. */
const resetToken = z.string({ error: 'This field is required' }).min(1, 'This field is required').max(200);

/**
 * What the per-address limit records a link check under (sign_in_attempts.email): no account is named
 * by a check, and the attempt never counts against one.
 */
export const RESET_CHECK_KEY = '(reset link check)';

/** What the per-address limit records a reset confirmation under, for the same reason as {@link RESET_CHECK_KEY}. */
export const RESET_CONFIRM_KEY = '(reset link confirm)';

/**
 * The password-reset routes (spec §7 `POST /setup/employees/reset`; DESIGN §2; contract "Auth"), mounted
 * under /setup without a token:
 * - `POST /employees/reset` `{ email }` → 202 `{ message: RESET_REQUESTED }` whatever the address; for
 *   an active employee, mails `${WEB_URL}/account/reset-password?token=<token>` (src/auth/reset-tokens.ts:
 *   256-bit, stored as SHA-256, single use, 30 minutes). The link is built from `webUrl`, never the
 *   request's Host header; the token is never logged, and the `mail_outbox` copy has it redacted.
 *   Requests count towards the per-address limit of sign-in (429, Retry-After).
 *   SMTP delivery happens after the answer, so that its duration does not tell whether the address is known.
 * - `POST /employees/reset/confirm` `{ token, password }` → 200 `{ message }`; 400 `{ message:
 *   RESET_LINK_INVALID }` for an unknown, used or expired token; 400 field errors for a password against
 *   the policy. Success sets the password, revokes every other reset token of the employee, notifies
 *   them, and clears the account's sign-in failures (ending its backoff, src/auth/sign-in-throttle.ts).
 *   Each confirmation counts towards the per-address limit of sign-in (429, Retry-After) before the token
 *   is looked up or the password hashed, as a check does: no cheaper way to guess tokens, and no way to
 *   make the server hash passwords without limit. (A per-token limit would add nothing: a guesser never
 *   sends the same 256-bit token twice.)
 * - `POST /employees/reset/check` `{ token }` → 200 `{ valid: true, expiresAt }` for a link that would
 *   work now, without using it (the reset page asks when it opens, so a used or expired link says so
 *   before anyone types a new password); 400 `{ message: RESET_LINK_INVALID }`, the confirm's answer,
 *   for an unknown, used or expired token. A POST, so the token stays out of URLs and access logs.
 *   Each check counts towards the per-address limit of sign-in (429, Retry-After), so it is no cheaper
 *   way to guess tokens than confirming (a 256-bit token is not guessed either way).
 */
export async function resetRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; throttle: SignInThrottle; webUrl: string }): Promise<void> {
  app.post(
    '/employees/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link by mail',
        body: z.object({ email: z.email('Enter a valid e-mail address').max(254) }),
        response: { 202: message, ...errorResponses(400, 429) },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { email } = request.body as { email: string };
      await deps.throttle.begin(request.ip, email, 'reset');
      const [employee] = await deps.db
        .select({ id: employees.id, email: employees.email, employeeName: employees.employeeName })
        .from(employees)
        .where(and(sql`lower(${employees.email}) = lower(${email})`, eq(employees.active, true)));
      if (employee) {
        const token = await issueResetToken(deps.db, employee.id);
        const sending = deps.mailer.send(resetMail(employee, deps.webUrl, token)).catch((error) => {
          request.log.error({ err: error }, 'could not send the password-reset mail');
        });
        if (deps.mailer.kind === 'outbox') await sending;
      }
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/employees/reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset link',
        body: z.object({ token: resetToken, password: newPasswordSchema }),
        response: { 200: message, ...errorResponses(400, 429) },
      },
    },
    async (request: FastifyRequest) => {
      const { token, password } = request.body as { token: string; password: string };
      await deps.throttle.begin(request.ip, RESET_CONFIRM_KEY, 'reset');
      const passwordHash = await hashPassword(password);
      const email = await deps.db.transaction(async (tx) => {
        const employeeId = await consumeResetToken(tx, token);
        if (!employeeId) return undefined;
        await setPassword(tx, employeeId, passwordHash, 'reset');
        const [employee] = await tx.select({ email: employees.email }).from(employees).where(eq(employees.id, employeeId));
        return employee?.email;
      });
      if (!email) throw badRequest(RESET_LINK_INVALID);
      await deps.throttle.clearFailures(email);
      return { message: PASSWORD_RESET };
    },
  );

  app.post(
    '/employees/reset/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a reset link without using it',
        description:
          'Answers whether the token of a reset link would work now, without using it: 200 `{ valid: true, expiresAt }`, or 400 `{ message: "This reset link is invalid or has expired." }` (the answer of `reset/confirm`) for an unknown, used or expired token. Counts towards the per-address sign-in limit (429, `Retry-After`).',
        body: z.object({ token: resetToken }),
        response: { 200: z.object({ valid: z.literal(true), expiresAt: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request: FastifyRequest) => {
      const { token } = request.body as { token: string };
      await deps.throttle.begin(request.ip, RESET_CHECK_KEY, 'reset');
      const expiresAt = await usableResetTokenExpiry(deps.db, token);
      if (!expiresAt) throw badRequest(RESET_LINK_INVALID);
      return { valid: true as const, expiresAt: expiresAt.toISOString() };
    },
  );
}

/** The reset mail: who it is for, the link, and how long it works; the token is its secret (never kept). */
function resetMail(employee: { email: string; employeeName: string }, webUrl: string, token: string): MailMessage {
  const link = `${webUrl}/account/reset-password?token=${token}`;
  return {
    to: employee.email,
    secrets: [token],
    subject: 'Reset your Back Office password',
    text: [
      `Hello ${employee.employeeName},`,
      '',
      `Someone (hopefully you) asked to reset the password of your Back Office account. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
