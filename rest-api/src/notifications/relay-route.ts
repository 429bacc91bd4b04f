import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerCheck } from '../generated/server-kit/bearer-token';
import type { Db } from '../db/database';
import { errorResponses } from '../http/error-schema';
import { unauthorized } from '../http/http-error';
import type { NotificationBus } from './bus';
import { notificationJson } from './json';
import { eventStream } from './event-stream';
import { notifications } from './table';

/** Most notifications read in one query of the relay. */
const RELAY_BATCH = 200;

/** What {@link notificationRelayRoute} needs. */
export interface NotificationRelayDeps {
  db: Db;
  bus: NotificationBus;
  /** The shared secret of this server and its gateways (config NOTIFICATION_RELAY_SECRET, 32+ characters). */
  secret: string;
  /** Milliseconds between heartbeats (config STREAM_HEARTBEAT_MS). */
  heartbeatMs: number;
}

/**
 * `GET /relay` (under /setup/notifications, OUTSIDE the sign-in guard): every employee's new
 * notifications as ONE Server-Sent Events stream, for the gateways in front of this server (one stream
 * per gateway replica instead of one per signed-in person; docs/notifications.md "Relay"). It is a
 * service endpoint, registered only when NOTIFICATION_RELAY_SECRET is set (else 404, and gateways fall
 * back to each person's own `GET /stream`):
 * - `Authorization: Bearer <NOTIFICATION_RELAY_SECRET>` is required, compared in constant time; anything
 *   else (none, a person's session token, another secret) → 401 before any stream;
 * - first `retry: 2000` and `: ready` once the server listens;
 * - `event: notification`, `id: <its _id>`, `data: { "recipient": <employee _id>, "notification": <the
 *   notification's JSON, as GET /notifications answers it> }` for each notification committed from then
 *   on, by any replica. Whoever holds the secret reads everyone's notifications: the gateway hands each
 *   only to the subscriptions of a verified session of its recipient (gateway/src/notifications/);
 * - `: heartbeat` every STREAM_HEARTBEAT_MS; the stream ends when the server closes or loses its
 *   listening connection (the gateway reconnects and its sessions catch up from their lists).
 * The rows are read in batches (one query at a time for whatever signals arrived meanwhile), so a
 * burst of notifications on a busy database waits for one query, not for one query each in turn.
 * 503 when the database cannot be reached to listen.
 */
export function notificationRelayRoute(deps: NotificationRelayDeps) {
  const allowed = bearerCheck(deps.secret);
  return async function route(app: FastifyInstance): Promise<void> {
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });

    app.get(
      '/relay',
      {
        onRequest: async (request) => {
          if (!allowed(request.headers.authorization)) throw unauthorized('This stream is for the gateways of this server only.');
        },
        schema: {
          tags: ['notifications'],
          summary: "Every employee's new notifications as Server-Sent Events, for the gateways (needs NOTIFICATION_RELAY_SECRET)",
          response: { ...errorResponses(401, 503) },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const stream = eventStream(reply, open);
        // Signals waiting to be sent, in arrival order; ONE read of the database at a time for all of
        // them, so that a busy pool delays a burst by one query rather than one query per notification.
        const pending = new Map<string, string>();
        let reading = false;
        const flush = async (): Promise<void> => {
          reading = true;
          try {
            while (pending.size > 0 && !stream.ended) {
              const batch = [...pending.entries()].slice(0, RELAY_BATCH);
              for (const [id] of batch) pending.delete(id);
              const rows = await deps.db
                .select()
                .from(notifications)
                .where(
                  inArray(
                    notifications.id,
                    batch.map(([id]) => id),
                  ),
                );
              const byId = new Map(rows.map((row) => [row.id, row]));
              for (const [id, recipient] of batch) {
                const row = byId.get(id);
                if (row) stream.send(row.id, { recipient, notification: notificationJson(row) });
              }
            }
          } catch (error) {
            request.log.warn({ err: error }, 'Could not read notifications for the relay');
            stream.end();
          } finally {
            reading = false;
          }
        };
        const send = (id: string, recipient: string): void => {
          pending.set(id, recipient);
          if (!reading) void flush();
        };

        stream.onEnd(await deps.bus.subscribeAll({ onNotification: send, onInterrupted: stream.end }));
        stream.begin(deps.heartbeatMs);
      },
    );
  };
}
