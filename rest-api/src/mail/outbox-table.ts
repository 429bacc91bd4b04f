import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from '../db/columns';

/**
 * Mail written instead of sent when no SMTP server is configured (`SMTP_URL` unset: development only,
 * src/mail/mailer.ts), so that a developer sees what would have been sent. Secrets in it (a reset
 * link's token) are stored as `[redacted]`: nothing here can be used to sign in.
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
