import { createServer, type Server } from 'node:net';

/** A mail received by the {@link MailCatcher}, its body decoded from quoted-printable. */
export interface CaughtMail {
  /** The RCPT TO addresses. */
  to: string[];
  /** The whole message (headers and body), soft line breaks and `=XX` escapes decoded. */
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

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Starts a minimal SMTP server on 127.0.0.1 (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) that
 * accepts every mail, for the browser tests of the password reset: rest-api sends through it when
 * SMTP_URL points at it.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    socket.write('220 mail-catcher ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, text: decodeQuotedPrintable(buffer.slice(0, end)) });
          waiting.forEach((wake) => wake());
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'RCPT') to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
        if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
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
