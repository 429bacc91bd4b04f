import http from 'node:http';
import type { Database } from '../src/db/database';
import { sql } from 'drizzle-orm';

/** An export download whose client read its head and first bytes, then stopped reading. */
export interface StalledDownload {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body when the server refused (a 4xx is short); empty for a 200. */
  body: string;
  /** Reads the rest of the body: how many bytes came in all and whether the body was complete (not cut by the server). */
  readRest(): Promise<{ bytes: number; complete: boolean }>;
  /** Goes away without reading the rest (the client closes its connection). */
  abandon(): void;
}

/**
 * Test helper (not a mock: a real HTTP client on its own connection): GETs `url` of the listening
 * server at `origin` with `token`, reads the answer's head and, for a 200, the first chunk of the body,
 * then stops reading, so that the server meets backpressure once the socket buffers are full.
 */
export function stalledDownload(origin: string, url: string, token: string): Promise<StalledDownload> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${url}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      let bytes = 0;
      const readRest = () =>
        new Promise<{ bytes: number; complete: boolean }>((done) => {
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('error', () => {});
          response.on('close', () => done({ bytes, complete: response.complete }));
          response.resume();
        });
      const abandon = () => request.destroy();
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body, readRest, abandon }));
        return;
      }
      response.once('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // Reads nothing more: Node stops reading the socket once this response's buffer is full.
        response.pause();
        resolve({ status: 200, headers: response.headers, body: '', readRest, abandon });
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed || !('code' in error) || error.code !== 'ECONNRESET') reject(error);
    });
  });
}

/**
 * Test data: `count` companies with a `bytes`-long address each, so that an export of them (CSV about
 * `count × bytes` bytes) is far larger than the socket buffers between a server and a client.
 */
export async function insertWideCompanies(database: Database, count: number, bytes: number): Promise<void> {
  await database.db.execute(
    sql`insert into companies (id, name, code, address) select gen_random_uuid(), 'Wide company ' || i, 'W' || i, repeat('x', ${bytes}::integer) from generate_series(1, ${count}::integer) as i`,
  );
}
