import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cutStalledDownload } from './stalled-download';

/* The guard of server-kit/stalled-download.ts against real sockets: a client that stops reading is cut, one that reads slowly or waits on a slow server is not. */

const CHUNK = Buffer.alloc(64 * 1024, 120);

/** A server that streams `total` bytes to each client in 64 KiB writes, `pauseMs` between parts, guarded with `idleMs`. */
async function downloadServer(options: { total: number; idleMs: number; pauseMs?: number }) {
  const cuts: number[] = [];
  /** When each response last saw its client take bytes (its latest `drain`, or its start). */
  const lastTaken: number[] = [];
  const server = http.createServer((request, response) => {
    const index = lastTaken.push(Date.now()) - 1;
    response.on('drain', () => (lastTaken[index] = Date.now()));
    cutStalledDownload(response, options.idleMs, () => cuts.push(Date.now()));
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    let sent = 0;
    const next = (): void => {
      while (sent < options.total && !response.destroyed) {
        sent += CHUNK.length;
        if (!response.write(CHUNK)) {
          response.once('drain', next);
          return;
        }
        if (options.pauseMs) {
          setTimeout(next, options.pauseMs);
          return;
        }
      }
      if (!response.destroyed) response.end();
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cuts,
    lastTaken,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Starts a download and gives its response, paused (the client takes nothing until told). */
function open(port: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, agent: false }, (response) => {
      response.pause();
      resolve(response);
    });
    request.on('error', reject);
  });
}

/** Reads `response` to its end: whether it ended complete and how many bytes came. */
function readAll(response: http.IncomingMessage): Promise<{ complete: boolean; bytes: number }> {
  return new Promise((resolve) => {
    let bytes = 0;
    response.on('data', (chunk: Buffer) => (bytes += chunk.length));
    response.once('end', () => resolve({ complete: response.complete, bytes }));
    response.once('error', () => resolve({ complete: false, bytes }));
    response.once('aborted', () => resolve({ complete: false, bytes }));
    response.resume();
  });
}

/** Resolves once `cuts` holds a cut (the server's guard fired). */
function firstCut(cuts: number[]): Promise<void> {
  return new Promise((resolve) => {
    const wait = setInterval(() => {
      if (cuts.length > 0) {
        clearInterval(wait);
        resolve();
      }
    }, 20);
  });
}

it('cuts a download whose client stopped reading, once its socket has been idle for the timeout', async () => {
  // Far more than loopback socket buffers take, so the server is left holding bytes.
  const server = await downloadServer({ total: 64 * 1024 * 1024, idleMs: 300 });
  try {
    const response = await open(server.port);
    await firstCut(server.cuts);
    const read = await readAll(response);
    expect(server.cuts).toHaveLength(1);
    expect(read.complete).toBe(false);
    expect(read.bytes).toBeLessThan(64 * 1024 * 1024);
  } finally {
    await server.close();
  }
});

it('never cuts a client that takes the whole download, nor one waiting on a server slower than the timeout', async () => {
  const server = await downloadServer({ total: 8 * CHUNK.length, idleMs: 100, pauseMs: 250 });
  try {
    const read = await readAll(await open(server.port));
    expect(read).toEqual({ complete: true, bytes: 8 * CHUNK.length });
    expect(server.cuts).toEqual([]);
  } finally {
    await server.close();
  }
});

it('cuts about the timeout after the client took its last bytes, not twice that (a socket timeout waits twice when a write was in progress)', async () => {
  const idleMs = 1000;
  const server = await downloadServer({ total: 64 * 1024 * 1024, idleMs });
  try {
    const response = await open(server.port);
    await firstCut(server.cuts);
    await readAll(response);
    const quiet = server.cuts[0]! - server.lastTaken[0]!;
    expect(quiet).toBeGreaterThanOrEqual(idleMs);
    expect(quiet).toBeLessThan(1.6 * idleMs);
  } finally {
    await server.close();
  }
});
