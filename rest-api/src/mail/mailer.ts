import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { mailOutbox } from './outbox-table';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail (e.g. the password-reset link, DESIGN §2). */
export interface Mailer {
  /** Which way mail goes: through an SMTP server, or into the `mail_outbox` table and the log. */
  kind: 'smtp' | 'outbox';
  /** @throws when the SMTP server refuses the message or cannot be reached (outbox: when the insert fails). */
  send(message: MailMessage): Promise<void>;
  /** Closes the SMTP connections. */
  close(): void;
}

/**
 * The server's {@link Mailer} (contract "Auth": "SMTP when `SMTP_URL` is set, else the `mail_outbox`
 * table and the log"):
 * - `smtpUrl` set → nodemailer over that SMTP server, from `from`;
 * - unset → each message is inserted into `mail_outbox` and logged at info level with its text, so a
 *   reset link can be followed on a machine without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, body: message.text });
      options.logger.info({ mail: message }, 'mail written to the mail_outbox table (SMTP_URL is not set)');
    },
    close: () => {},
  };
}
