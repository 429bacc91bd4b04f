import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sessionIsLive } from '../auth/sessions';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import type { NotificationBus } from './bus';
import { eventStream } from './event-stream';
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
        const stream = eventStream(reply, open);
        let queue = Promise.resolve();
        const send = (id: string): void => {
          queue = queue
            .then(async () => {
              const [row] = await deps.db
                .select()
                .from(notifications)
                .where(and(eq(notifications.id, id), eq(notifications.employeeId, user.id)));
              if (row) stream.send(row.id, notificationJson(row));
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'Could not read a notification for the stream');
              stream.end();
            });
        };

        stream.onEnd(await deps.bus.subscribe(user.id, { onNotification: send, onInterrupted: stream.end }));
        stream.begin(deps.heartbeatMs, () => {
          sessionIsLive(deps.db, user.sessionId)
            .then((live) => {
              if (!live) stream.end();
              else stream.heartbeat();
            })
            .catch(() => stream.end());
        });
      },
    );
  };
}
