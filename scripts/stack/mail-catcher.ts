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
  /** Resolves with the first mail to `to` received after this call; rejects after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server (nodemailer's `smtp-server`) on 127.0.0.1:`port` (0 = any free port) that
 * accepts every mail without TLS or auth, for the harnesses that run rest-api (browser tests, the
 * reliability suite, the bench): rest-api sends through it when SMTP_URL points at it (DESIGN §2 reset
 * link), and a test can follow a mailed link.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
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
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        mails.push({ to, text: decodeQuotedPrintable(raw).toString('utf8') });
        waiting.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    next(address, timeoutMs = 30_000) {
      const seen = mails.length;
      const find = () => mails.slice(seen).find((mail) => mail.to.includes(address));
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
