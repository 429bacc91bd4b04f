import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail received by a {@link MailCatcher}: its recipients and whole text (quoted-printable undone). */
export interface CaughtMail {
  to: string[];
  text: string;
}

/** A local SMTP server that keeps what it receives, so that a test can follow a mailed reset link. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[];
  /**
   * Resolves with the first mail to `to` received after this call (call it before the request that
   * mails: delivery happens after the answer); rejects after `timeoutMs`.
   */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (nodemailer's smtp-server) on a free loopback port, without TLS or auth, for
 * the tests of the password reset (DESIGN §2): rest-api sends through it when SMTP_URL points at it.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '').replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()), text });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to, timeoutMs = 20_000) {
      const seen = mails.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.slice(seen).find((m) => m.to.includes(to.toLowerCase()));
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link `/account/reset-password?token=…` in `text`. @throws when there is none. */
export function resetTokenIn(text: string): string {
  const match = /\/account\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in ${text}`);
  return match[1];
}
