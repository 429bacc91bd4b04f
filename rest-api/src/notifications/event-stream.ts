import type { FastifyReply } from 'fastify';

/** What a client is told to wait before reconnecting after the stream drops, in ms (SSE `retry:`). */
export const STREAM_RETRY_MS = 2000;

/**
 * One Server-Sent Events answer of the notification routes (docs/notifications.md; the person's
 * `GET /stream` and the gateways' `GET /relay`), made in two steps so that a failure to listen before
 * {@link EventStream.begin} is still an ordinary error answer (503):
 * - `end()` ends it once: runs the cleanups given to `onEnd`, leaves `open` and closes the connection;
 * - `begin(heartbeatMs, beat)` takes the reply over: 200 `text/event-stream`, no caching or proxy
 *   buffering, `connection: close` (an ended stream closes instead of idling in keep-alive, which would
 *   hold the server's close), then `retry: 2000` and `: ready`; joins `open` (ended when the server
 *   closes) and calls `beat` every `heartbeatMs` ms (default: the `: heartbeat` comment);
 * - `send(id, data)` writes `event: notification`, `id: <id>`, `data: <data as JSON>` unless ended.
 */
export interface EventStream {
  readonly ended: boolean;
  end(): void;
  onEnd(cleanup: () => void): void;
  begin(heartbeatMs: number, beat?: () => void): void;
  send(id: string, data: unknown): void;
  /** Writes the `: heartbeat` comment unless ended. */
  heartbeat(): void;
}

/** The {@link EventStream} of `reply`; `open` holds the `end` of every stream of its route (for the server's close). */
export function eventStream(reply: FastifyReply, open: Set<() => void>): EventStream {
  const raw = reply.raw;
  let ended = false;
  const cleanups: (() => void)[] = [];
  const end = (): void => {
    if (ended) return;
    ended = true;
    for (const cleanup of cleanups) cleanup();
    open.delete(end);
    raw.end();
  };
  const heartbeat = (): void => {
    if (!ended) raw.write(': heartbeat\n\n');
  };
  return {
    get ended() {
      return ended;
    },
    end,
    onEnd: (cleanup) => {
      cleanups.push(cleanup);
    },
    begin(heartbeatMs, beat = heartbeat) {
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'close',
      });
      raw.write(`retry: ${STREAM_RETRY_MS}\n: ready\n\n`);
      open.add(end);
      raw.on('close', end);
      const timer = setInterval(beat, heartbeatMs);
      cleanups.push(() => clearInterval(timer));
    },
    send(id, data) {
      if (!ended) raw.write(`event: notification\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat,
  };
}
