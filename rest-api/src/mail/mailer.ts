import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { mailOutbox } from './outbox-table';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of `text` that must never be kept or logged (a reset token): they go to the recipient
   * only, and are {@link REDACTED} in the `mail_outbox` copy.
   */
  secrets?: string[];
}

/** What replaces a secret in the kept copy of a mail, e.g. `…/reset-password?token=[redacted]`. */
export const REDACTED = '[redacted]';

/** `text` with every occurrence of each of `secrets` replaced by {@link REDACTED}. */
export function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.filter(Boolean).reduce((kept, secret) => kept.split(secret).join(REDACTED), text);
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
 * The server's {@link Mailer} (contract "Auth"):
 * - `smtpUrl` set → nodemailer over that SMTP server, from `from` (required in production, src/config/config.ts);
 * - unset (development) → each message is inserted into `mail_outbox` with its {@link MailMessage.secrets}
 *   redacted, and its recipient and subject (never its text) are logged at info level. No usable reset
 *   link is kept at rest or in a log: to follow one locally, point SMTP_URL at a mail catcher.
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
      await options.db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, body: redact(message.text, message.secrets) });
      options.logger.info({ mail: { to: message.to, subject: message.subject } }, 'mail written to the mail_outbox table, links redacted (SMTP_URL is not set)');
    },
    close: () => {},
  };
}
