import { type IncomingHttpHeaders, createServer } from 'node:http';

/** A request a {@link ForeignUpstream} received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The request body as text ('' without one, or when the connection was reset). */
  body: string;
}

/** A canned answer: status, content type and raw body text. */
export interface CannedAnswer {
  status: number;
  contentType: string;
  body: string;
  /** Reset the connection of this many first requests instead of answering them (a dropped keep-alive connection). */
  resetFirst?: number;
}

/** A running {@link startForeignUpstream} server. */
export interface ForeignUpstream {
  url: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * Starts an HTTP server that is NOT our rest-api: it answers every request with the same canned
 * answer and records what it was sent. It stands for "some other server behind UPSTREAM_URL"
 * (DESIGN §1: the gateway must not trust the upstream to be ours), e.g. one that is down for
 * maintenance (503 with a message), one that answers HTML, or one whose first connections reset.
 */
export async function startForeignUpstream(answer: CannedAnswer): Promise<ForeignUpstream> {
  const received: ReceivedRequest[] = [];
  let toReset = answer.resetFirst ?? 0;
  const server = createServer((request, response) => {
    const seen: ReceivedRequest = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: '' };
    received.push(seen);
    if (toReset > 0) {
      toReset -= 1;
      request.socket.resetAndDestroy();
      return;
    }
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      seen.body += chunk;
    });
    request.on('end', () => {
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
