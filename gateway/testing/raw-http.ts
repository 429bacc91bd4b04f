import { type Socket, connect } from 'node:net';

/** An answer read from a raw socket: status, lower-cased headers and body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request written by hand on a TCP socket ({@link openRawRequest}). */
export interface RawRequest {
  socket: Socket;
  /** Writes more body bytes (ignored once the socket is closed). */
  write(chunk: Uint8Array | string): void;
  /** Resolves with the first complete answer, or null if the socket closes without one. */
  answer: Promise<RawAnswer | null>;
  /** Resolves when the socket is closed (by either side). */
  closed: Promise<void>;
}

/**
 * Opens a TCP connection to `baseUrl` (http://host:port) and writes `head` (the request line and
 * headers, CRLF-separated, WITHOUT the blank line unless `endHead`) and then `body`, and nothing more:
 * the caller decides whether and when the rest comes. It reads the answer while the request is still
 * incomplete, which is how a test sees that the gateway answered before reading a body, or cut a
 * slow one.
 */
export function openRawRequest(baseUrl: string, head: string, body: Uint8Array | string = '', endHead = true): RawRequest {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let received = Buffer.alloc(0);
  const answer = new Promise<RawAnswer | null>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
    });
    socket.once('close', () => resolve(parseAnswer(received, true)));
  });
  socket.write(endHead ? `${head}\r\n\r\n` : head);
  if (body.length > 0) socket.write(body);
  return {
    socket,
    write: (chunk) => {
      if (!socket.destroyed && socket.writable) socket.write(chunk);
    },
    answer,
    closed,
  };
}

function parseAnswer(bytes: Buffer, final = false): RawAnswer | null {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const body = bytes.subarray(end + 4);
  const length = Number(headers['content-length']);
  if (!final && Number.isFinite(length) && body.length < length) return null;
  if (!final && !Number.isFinite(length)) return null;
  return { status: Number(statusLine?.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * The first bytes of a GraphQL multipart request body (multipart request spec): the `operations`
 * and `map` fields, then the header of file part `0` (filled at `filePath`), ready for the file's
 * bytes. `boundary` is the one named in the request's Content-Type.
 */
export function multipartPrefix(boundary: string, operations: object, filePath: string, filename: string, type: string): string {
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return (
    field('operations', JSON.stringify(operations)) +
    field('map', JSON.stringify({ 0: [filePath] })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  );
}

/** `promise`, or a rejection naming `what` when it has not settled within `ms` milliseconds. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
