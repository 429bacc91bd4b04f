import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { badRequest } from '../http/http-error';
import type { Mailer, MailMessage } from '../mail/mailer';
import { employees } from '../resources/employees/table';
import { newPasswordSchema } from './password-policy';
import { hashPassword } from './passwords';
import { consumeResetToken, issueResetToken, RESET_TOKEN_MINUTES } from './reset-tokens';
import { setPassword } from './set-password';
import type { SignInThrottle } from './sign-in-throttle';

/** The one answer to a reset request, whether or not the address is known (contract "Auth"). */
export const RESET_REQUESTED = 'If that address belongs to an employee, a reset link is on its way.';
/** The 400 message for a token that cannot be used (contract "Auth"). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** The answer of a successful reset. */
export const PASSWORD_RESET = 'Your password was reset. Sign in with the new password.';

const message = z.object({ message: z.string() });

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
 */
export async function resetRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; throttle: SignInThrottle; webUrl: string },
): Promise<void> {
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
        body: z.object({ token: z.string({ error: 'This field is required' }).min(1, 'This field is required').max(200), password: newPasswordSchema }),
        response: { 200: message, ...errorResponses(400) },
      },
    },
    async (request: FastifyRequest) => {
      const { token, password } = request.body as { token: string; password: string };
      const passwordHash = await hashPassword(password);
      const email = await deps.db.transaction(async (tx) => {
        const employeeId = await consumeResetToken(tx as unknown as Db, token);
        if (!employeeId) return undefined;
        await setPassword(tx as unknown as Db, employeeId, passwordHash, 'reset');
        const [employee] = await tx.select({ email: employees.email }).from(employees).where(eq(employees.id, employeeId));
        return employee?.email;
      });
      if (!email) throw badRequest(RESET_LINK_INVALID);
      await deps.throttle.clearFailures(email);
      return { message: PASSWORD_RESET };
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
