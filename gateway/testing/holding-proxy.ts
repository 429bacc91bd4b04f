import { type IncomingMessage, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';

/** One request the proxy holds instead of forwarding. */
export interface HeldRequest {
  method: string;
  /** Path and query as the gateway sent it, e.g. `/setup/grades/?page=1&limit=10`. */
  url: string;
  /** Resolves when the gateway closes the request's connection (it gave up on the call). */
  closed: Promise<void>;
  /** Forwards it after all (the call then completes). */
  release(): void;
}

/** An HTTP proxy in front of a real upstream that can hold chosen requests, to play a slow upstream. */
export interface HoldingProxy {
  url: string;
  /** Requests that `shouldHold` picks from now on are held (none by default). */
  hold(shouldHold: (method: string, url: string) => boolean): void;
  /** Every request seen so far, `METHOD /path?query`, in order. */
  seen: string[];
  /** The requests held so far. */
  held: HeldRequest[];
  /** Resolves with the next held request (or the first one already held and not yet taken). */
  nextHeld(): Promise<HeldRequest>;
  /** Holds nothing more, forwards every request held, and forgets them (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts an HTTP proxy on 127.0.0.1 that forwards every request to `target` (a real rest-api) as it
 * is, streaming both ways, except those picked by {@link HoldingProxy.hold}, which get no answer until
 * released: a slow upstream for one kind of call while the rest of the contract works. Not a stand-in
 * for the REST server: every answer it gives is the real server's.
 */
export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const targetUrl = new URL(target);
  let shouldHold: (method: string, url: string) => boolean = () => false;
  const seen: string[] = [];
  const held: HeldRequest[] = [];
  let taken = 0;
  const waiters: Array<(request: HeldRequest) => void> = [];
  const sockets = new Set<Socket>();

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      { host: targetUrl.hostname, port: targetUrl.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: targetUrl.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        outgoing.once('close', () => answer.destroy());
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };

  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const url = incoming.url ?? '/';
    seen.push(`${method} ${url}`);
    if (!shouldHold(method, url)) {
      forward(incoming, outgoing);
      return;
    }
    const closed = new Promise<void>((resolve) => outgoing.once('close', () => resolve()));
    let released = false;
    const request: HeldRequest = {
      method,
      url,
      closed,
      release: () => {
        if (released || outgoing.destroyed) return;
        released = true;
        forward(incoming, outgoing);
      },
    };
    held.push(request);
    const waiter = waiters.shift();
    if (waiter) {
      taken += 1;
      waiter(request);
    }
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    hold: (predicate) => {
      shouldHold = predicate;
    },
    seen,
    held,
    nextHeld: () => {
      if (taken < held.length) return Promise.resolve(held[taken++]!);
      return new Promise((resolve) => waiters.push(resolve));
    },
    reset: () => {
      shouldHold = () => false;
      for (const request of held.splice(0)) request.release();
      taken = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
