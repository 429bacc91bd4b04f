import { type Socket, createServer } from 'node:net';
import { freePort } from './free-port';

/**
 * The URL of a stopped upstream: a port on 127.0.0.1 that nothing listens on, so every call is
 * refused (spec §8 "upstream down").
 */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** An upstream that accepts connections and never answers; `close()` drops them. */
export interface SilentUpstream {
  url: string;
  /** Resolves when the first connection arrives (a call is then in flight). */
  firstConnection: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a TCP server that accepts connections and never writes a byte: an upstream that hangs, to
 * exercise UPSTREAM_TIMEOUT_MS. Not a stand-in for the REST server: it speaks no HTTP at all.
 */
export async function startSilentUpstream(): Promise<SilentUpstream> {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const server = createServer((socket) => {
    connected();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    firstConnection,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
