import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sessionIsLive } from '../auth/sessions';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import type { NotificationBus } from './bus';
import { notificationJson } from './json';
import { notifications } from './table';

/** What {@link notificationStreamRoute} needs. */
export interface NotificationStreamDeps {
  db: Db;
  bus: NotificationBus;
  /** Milliseconds between heartbeats; the session is checked at each (config STREAM_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** The route's permission check (run after the guard). */
  onRequest: onRequestAsyncHookHandler;
}

/** What a client is told to wait before reconnecting after the stream drops, in ms (SSE `retry:`). */
export const STREAM_RETRY_MS = 2000;

/**
 * `GET /stream` (under /setup/notifications, behind the guard): the caller's own new notifications as
 * Server-Sent Events (docs/notifications.md, docs/setup-contract.md "Notifications"):
 * - first `retry: 2000` and the comment `: ready` once the server listens (a notification committed
 *   after `: ready` is delivered);
 * - `event: notification`, `id: <its _id>`, `data: <the notification's JSON, as GET answers it>` for each
 *   of the caller's notifications committed from then on, by any replica (PostgreSQL LISTEN/NOTIFY,
 *   src/notifications/bus.ts);
 * - `: heartbeat` every STREAM_HEARTBEAT_MS; at each, the session is checked, and the stream ends when it
 *   was signed out, revoked or expired (a new connection then gets the guard's 401);
 * - the stream also ends when the server closes or loses its listening connection (the client reconnects
 *   and re-reads the list for what it missed).
 * 401 without a live session, 503 when the database cannot be reached to listen.
 */
export function notificationStreamRoute(deps: NotificationStreamDeps) {
  return async function route(app: FastifyInstance): Promise<void> {
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });

    app.get(
      '/stream',
      {
        onRequest: deps.onRequest,
        schema: {
          tags: ['notifications'],
          summary: 'My new notifications as Server-Sent Events (text/event-stream)',
          response: { ...errorResponses(401, 403, 503) },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const user = request.user!;
        const raw = reply.raw;
        let ended = false;
        const cleanups: (() => void)[] = [];
        let queue = Promise.resolve();
        const end = (): void => {
          if (ended) return;
          ended = true;
          for (const cleanup of cleanups) cleanup();
          open.delete(end);
          raw.end();
        };
        const send = (id: string): void => {
          queue = queue
            .then(async () => {
              const [row] = await deps.db
                .select()
                .from(notifications)
                .where(and(eq(notifications.id, id), eq(notifications.employeeId, user.id)));
              if (row && !ended) raw.write(`event: notification\nid: ${row.id}\ndata: ${JSON.stringify(notificationJson(row))}\n\n`);
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'Could not read a notification for the stream');
              end();
            });
        };

        cleanups.push(await deps.bus.subscribe(user.id, { onNotification: send, onInterrupted: end }));
        reply.hijack();
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          // The stream has its connection to itself: ended (sign-out, the server closing), it closes
          // instead of idling in keep-alive, which would hold the server's close for its keep-alive timeout.
          connection: 'close',
        });
        raw.write(`retry: ${STREAM_RETRY_MS}\n: ready\n\n`);
        open.add(end);
        raw.on('close', end);
        const heartbeat = setInterval(() => {
          sessionIsLive(deps.db, user.sessionId)
            .then((live) => {
              if (!live) end();
              else if (!ended) raw.write(': heartbeat\n\n');
            })
            .catch(() => end());
        }, deps.heartbeatMs);
        cleanups.push(() => clearInterval(heartbeat));
      },
    );
  };
}
