import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
// libqp ships no types; `decode` turns quoted-printable text into bytes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { decode: decodeQuotedPrintable } = require('libqp') as { decode(text: string): Buffer };

/** A mail received by the {@link MailCatcher}. */
export interface CaughtMail {
  /** The RCPT TO addresses. */
  to: string[];
  /** The whole message (headers and body), quoted-printable soft breaks and `=XX` escapes decoded. */
  text: string;
}

/** A local SMTP server that keeps what it receives (so a test can follow a mailed link). */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[];
  /**
   * Resolves with the first mail to `to` (compared without case) received after this call — call it
   * before the request that mails, as delivery may come after the answer; rejects after `timeoutMs`.
   */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (nodemailer's `smtp-server`) on 127.0.0.1:`port` (default 0: any free port)
 * that accepts every mail without TLS or auth, for whatever runs rest-api in a test (its own and the
 * gateway's tests, the browser tests, the reliability suite, the bench): rest-api sends through it when
 * SMTP_URL points at it (DESIGN §2 reset link), and a test follows the link the way a user does, from
 * the mail, never from a log.
 */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
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
        const raw = Buffer.concat(chunks).toString('latin1');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push({ to, text: decodeQuotedPrintable(raw).toString('utf8') });
        waiting.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    next(address, timeoutMs = 30_000) {
      const seen = mails.length;
      const find = () => mails.slice(seen).find((mail) => mail.to.includes(address.toLowerCase()));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link `/account/reset-password?token=…` in a mail's `text`. @throws when there is none. */
export function resetTokenIn(text: string): string {
  const match = /\/account\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in ${text.slice(0, 400)}`);
  return match[1];
}
