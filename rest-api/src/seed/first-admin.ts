import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { hashPassword } from '../auth/passwords';
import { issueResetToken, RESET_TOKEN_MINUTES } from '../auth/reset-tokens';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notify, welcomeNotification } from '../notifications/notify';
import { employees } from '../identity/employees-table';

/** The name the created first Admin gets; they change it once signed in. */
export const FIRST_ADMIN_NAME = 'Administrator';

/** What {@link ensureFirstAdmin} found or did. */
export type FirstAdminOutcome = 'present' | 'created' | 'no-address' | 'address-taken';

/**
 * Makes sure a production database can get its first Admin without a known password (DESIGN §5
 * "Production never seeds demo accounts or a known password"; README "Configuration", `ADMIN_EMAIL`).
 * At start, after migrations and the demo seed:
 * - an active Admin exists → nothing (`present`);
 * - none, and `adminEmail` is unset → logs (warn) how to create one (`no-address`);
 * - none, and `adminEmail` belongs to an employee already → logs (warn) that nothing was changed
 *   (`address-taken`): an existing account is never promoted from the environment;
 * - none otherwise → creates an active employee with that address, roles `[Admin]`, name
 *   {@link FIRST_ADMIN_NAME} and a password hash of 32 random bytes nobody knows, and mails a
 *   set-password link: a reset token of src/auth/reset-tokens.ts (single use, {@link RESET_TOKEN_MINUTES}
 *   minutes), `${webUrl}/account/reset-password?token=…` (`created`). Once it has expired, the page
 *   "Forgot password" with that address mails a new one. A failure to mail is logged (error) with that
 *   advice and does not stop the start.
 * Under an advisory lock in one transaction, so replicas starting together create one Admin. The token
 * and the link are never logged.
 */
export async function ensureFirstAdmin(db: Db, options: { adminEmail: string | undefined; mailer: Mailer; webUrl: string; logger: Logger }): Promise<FirstAdminOutcome> {
  const { adminEmail, logger } = options;
  if (await hasActiveAdmin(db)) return 'present';
  if (!adminEmail) {
    logger.warn(
      'there is no active Admin: set ADMIN_EMAIL to the address of the first Admin and restart; an Admin with that address is created and a link to choose its password is mailed to it',
    );
    return 'no-address';
  }
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('back-office-first-admin'))`);
    if (await hasActiveAdmin(tx)) return 'present' as const;
    const [taken] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(sql`lower(${employees.email}) = lower(${adminEmail})`);
    if (taken) return 'address-taken' as const;
    const id = newId();
    await tx.insert(employees).values({
      id,
      employeeNo: `ADMIN-${randomBytes(4).toString('hex').toUpperCase()}`,
      employeeName: FIRST_ADMIN_NAME,
      email: adminEmail,
      roles: ['Admin'],
      active: true,
      passwordHash,
    });
    await notify(tx, id, welcomeNotification(FIRST_ADMIN_NAME));
    return { token: await issueResetToken(tx, id) };
  });
  if (created === 'present') return 'present';
  if (created === 'address-taken') {
    logger.warn('there is no active Admin, and ADMIN_EMAIL belongs to an employee already: nothing was changed (an existing account is never made Admin from the environment)');
    return 'address-taken';
  }
  try {
    await options.mailer.send(firstAdminMail(adminEmail, options.webUrl, created.token));
    logger.info('created the first Admin from ADMIN_EMAIL and mailed it a link to choose its password');
  } catch (error) {
    logger.error(
      { err: error },
      'created the first Admin from ADMIN_EMAIL but could not mail its set-password link: once the mail server works, ask for a link with "Forgot password" on the sign-in page, with that address',
    );
  }
  return 'created';
}

async function hasActiveAdmin(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.active, true), sql`'Admin' = any(${employees.roles})`))
    .limit(1);
  return row !== undefined;
}

/** The mail to the first Admin: the set-password link, its lifetime, and what to do when it has expired; the token is its secret. */
function firstAdminMail(email: string, webUrl: string, token: string): MailMessage {
  return {
    to: email,
    secrets: [token],
    subject: 'Choose the password of your Back Office Admin account',
    text: [
      'Hello,',
      '',
      `An Admin account of Back Office was created for ${email}. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose its password:`,
      '',
      `${webUrl}/account/reset-password?token=${token}`,
      '',
      'The link works once. When it has expired, use "Forgot password" on the sign-in page with this address to get a new one.',
    ].join('\n'),
  };
}
