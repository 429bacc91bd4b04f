import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from '../db/columns';

/**
 * Mail written instead of sent when no SMTP server is configured (`SMTP_URL` unset, src/mail/mailer.ts),
 * so that flows such as the password reset work on a fresh machine: a developer reads the message here
 * or in the server log.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...recordColumns(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);
