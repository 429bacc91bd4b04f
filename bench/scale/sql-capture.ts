import net from 'node:net';

/** One statement a client sent: its SQL and its parameters as sent (text format; null for SQL NULL). */
export interface CapturedStatement {
  sql: string;
  params: (string | null)[];
}

/** A loopback TCP proxy in front of PostgreSQL that records the statements passing through it. */
export interface SqlCapture {
  /** `postgres://` URL to give a client instead of the real server's. */
  url: string;
  /** The statements recorded since the last call, oldest first (and forgets them). */
  take(): CapturedStatement[];
  close(): Promise<void>;
}

/** SSLRequest's code (PostgreSQL frontend/backend protocol): the one untyped message before the StartupMessage. */
const SSL_REQUEST = 80877103;
/** A bound on what is kept between two `take()` calls. */
const MAX_KEPT = 10_000;

function cstring(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** Reads the frontend messages of one connection and reports Query, and Bind of a parsed statement. */
function frontendParser(record: (statement: CapturedStatement) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let started = false;
  const parsed = new Map<string, string>();
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!started) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        // After SSLRequest (answered "N") the StartupMessage follows; after it, every message is typed.
        if (code !== SSL_REQUEST) started = true;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const type = String.fromCharCode(pending.readUInt8(0));
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) return;
      const body = pending.subarray(5, 1 + length);
      pending = pending.subarray(1 + length);
      if (type === 'Q') {
        record({ sql: cstring(body, 0)[0], params: [] });
      } else if (type === 'P') {
        const [name, next] = cstring(body, 0);
        parsed.set(name, cstring(body, next)[0]);
      } else if (type === 'B') {
        const [, nameEnd] = cstring(body, 0);
        const [statement, statementEnd] = cstring(body, nameEnd);
        let offset = statementEnd;
        const formats = body.readInt16BE(offset);
        offset += 2 + 2 * formats;
        const count = body.readInt16BE(offset);
        offset += 2;
        const params: (string | null)[] = [];
        for (let i = 0; i < count; i++) {
          const size = body.readInt32BE(offset);
          offset += 4;
          params.push(size < 0 ? null : body.toString('utf8', offset, offset + size));
          offset += Math.max(0, size);
        }
        record({ sql: parsed.get(statement) ?? '(unknown statement)', params });
      }
    }
  };
}

/**
 * Starts a proxy on 127.0.0.1:`port` that forwards every connection to the PostgreSQL server of
 * `databaseUrl` unchanged and records the SQL and parameters of each statement the clients run (simple
 * Query messages and extended-protocol Parse/Bind). SSL is not supported: the rest-api connects in plain text on loopback.
 */
export async function startSqlCapture(port: number, databaseUrl: string): Promise<SqlCapture> {
  const target = new URL(databaseUrl);
  let statements: CapturedStatement[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const parse = frontendParser((statement) => statements.length < MAX_KEPT && statements.push(statement));
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
