import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { employees } from './table';

/** Whose address is about to change: read before an update, compared after it. */
export interface AddressBefore {
  employeeName: string;
  email: string;
}

/** The e-mail address and name of employee `id` now, or undefined when there is no such employee. */
export async function addressBefore(db: Db, id: string): Promise<AddressBefore | undefined> {
  const [row] = await db.select({ employeeName: employees.employeeName, email: employees.email }).from(employees).where(eq(employees.id, id));
  return row;
}

/** Whether `after` is another mailbox than `before`: a change of case only is the same one (the unique index ignores case). */
export function addressChanged(before: string, after: string): boolean {
  return before.trim().toLowerCase() !== after.trim().toLowerCase();
}

/**
 * The notice of an e-mail change, to the OLD address (DESIGN §6; docs/security.md "Sessions"): who
 * changed it, to what and when, that every session ended, and whom to tell when it was not expected. It
 * holds no link and no secret, so that an address taken over cannot be used to take the account back
 * through it; it is how the owner learns of a takeover.
 */
export function emailChangedMail(before: AddressBefore, newEmail: string, changedBy: string, at: Date): MailMessage {
  return {
    to: before.email,
    subject: 'The e-mail address of your Back Office account was changed',
    text: [
      `Hello ${before.employeeName},`,
      '',
      `${changedBy} changed the e-mail address of your Back Office account from ${before.email} to ${newEmail} at ${at.toISOString()} (UTC).`,
      '',
      'You were signed out everywhere. From now on, mail about your account, password-reset links included, goes to the new address.',
      '',
      'If you did not expect this change, tell your Back Office administrator at once.',
    ].join('\n'),
  };
}

/**
 * Mails {@link emailChangedMail} to the old address when `before.email` and `newEmail` are different
 * mailboxes. Through SMTP it is sent after the answer (a slow mail server does not hold the update
 * up, which has been made either way); into the development outbox it is written before. A failure is
 * logged, never thrown: the change stands.
 */
export async function sendEmailChangedNotice(mailer: Mailer, log: FastifyBaseLogger, change: { before: AddressBefore; newEmail: string; changedBy: string }): Promise<void> {
  if (!addressChanged(change.before.email, change.newEmail)) return;
  const sending = mailer.send(emailChangedMail(change.before, change.newEmail, change.changedBy, new Date())).catch((error: unknown) => {
    log.error({ err: error }, 'could not mail the notice of an e-mail change to the old address');
  });
  if (mailer.kind === 'outbox') await sending;
}
