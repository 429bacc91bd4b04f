import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps the mails rest-api sends, so a test can follow a mailed link. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for the rest-api's SMTP_URL. */
  url: string;
  /** Resolves with the text of the first mail to `to` received after this call; rejects after `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** Quoted-printable → text: soft line breaks removed, `=XX` escapes decoded (a long link survives). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Starts an SMTP server (nodemailer's `smtp-server`) on 127.0.0.1, on a port the OS picks, that
 * accepts every mail without TLS or auth. Point the rest-api's SMTP_URL at it to read a password-reset
 * link (DESIGN §2) the way a user does, from the mail, never from a log.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: Array<{ to: string[]; text: string }> = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')) });
        waiting.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next(to, timeoutMs = 30_000) {
      const seen = mails.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.slice(seen).find((candidate) => candidate.to.includes(to));
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail.text);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
