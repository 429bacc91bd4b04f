import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Guard } from '../auth/guard';
import { idParams } from '../crud/routes';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { errorResponses } from '../http/error-schema';
import { notFound } from '../http/http-error';
import { notifications } from './table';

/** How many notifications `GET /notifications` answers: the latest ones (contract "Notifications"). */
export const LATEST_NOTIFICATIONS = 20;

const notificationSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  text: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

function notificationJson(row: typeof notifications.$inferSelect): z.infer<typeof notificationSchema> {
  return {
    _id: row.id,
    title: row.title,
    text: row.text,
    icon: row.icon,
    color: row.color,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The top bar's notifications (spec §2 "It loads notifications"; DESIGN §5; contract "Notifications"),
 * registered with prefix `/notifications` in the authenticated scope; every signed-in user, about their
 * own notifications only:
 * - `GET /` → the latest {@link LATEST_NOTIFICATIONS} `{ _id, title, text, icon, color, link, readAt,
 *   createdAt }`, newest first;
 * - `PUT /:id/read` → that notification, marked read (`readAt` kept when it already was); 404 for a
 *   missing one or another employee's.
 */
export function notificationRoutes(deps: { db: Db; guard: Guard }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const own = deps.guard.requirePermission('ownAccount');

    app.get(
      '/',
      {
        onRequest: own,
        schema: { tags: ['notifications'], summary: 'My latest notifications', response: { 200: z.array(notificationSchema), ...errorResponses(403) } },
      },
      async (request: FastifyRequest) => {
        const rows = await deps.db
          .select()
          .from(notifications)
          .where(eq(notifications.employeeId, request.user!.id))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(LATEST_NOTIFICATIONS);
        return rows.map(notificationJson);
      },
    );

    app.put(
      '/:id/read',
      {
        onRequest: own,
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of my notifications read',
          params: idParams,
          response: { 200: notificationSchema, ...errorResponses(403, 404) },
        },
      },
      async (request: FastifyRequest) => {
        const { id } = request.params as { id: string };
        const [row] = isUuid(id)
          ? await deps.db
              .update(notifications)
              .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: sql`now()`, version: sql`${notifications.version} + 1` })
              .where(and(eq(notifications.id, id), eq(notifications.employeeId, request.user!.id)))
              .returning()
          : [];
        if (!row) throw notFound('Notification not found');
        return notificationJson(row);
      },
    );
  };
}
