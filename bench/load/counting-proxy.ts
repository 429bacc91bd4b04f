import http from 'node:http';

/** A loopback HTTP proxy that records every request it forwards, by `x-request-id`. */
export interface CountingProxy {
  url: string;
  /** The requests (`GET /setup/grades/?page=1`) forwarded with that request id, in arrival order. */
  callsFor(requestId: string): string[];
  close(): Promise<void>;
}

/** The most request ids remembered (a bound: the bench sends a handful). */
const MAX_IDS = 1000;

/**
 * Starts a proxy on 127.0.0.1:`port` that forwards everything to `upstreamUrl` (a loopback URL) and logs
 * each request's method and path under its `x-request-id`: the gateway's upstream calls for one GraphQL
 * request are counted from it, not guessed.
 */
export async function startCountingProxy(port: number, upstreamUrl: string): Promise<CountingProxy> {
  const upstream = new URL(upstreamUrl);
  const calls = new Map<string, string[]>();
  const server = http.createServer((request, response) => {
    const id = String(request.headers['x-request-id'] ?? '(none)');
    if (!calls.has(id) && calls.size < MAX_IDS) calls.set(id, []);
    calls.get(id)?.push(`${request.method} ${request.url}`);
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    callsFor: (requestId) => [...(calls.get(requestId) ?? [])],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
