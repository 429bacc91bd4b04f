import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Guard } from '../auth/guard';
import { DEFAULT_LIMIT, MAX_LIMIT, pageSchema, toPage } from '../crud/paging';
import { idParams } from '../crud/routes';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { isUuid } from '../db/ids';
import { errorResponses } from '../http/error-schema';
import { notFound } from '../http/http-error';
import type { NotificationBus } from './bus';
import { notificationStreamRoute } from './stream-route';
import { notificationJson, notificationSchema } from './json';
import { notifications } from './table';

/** How many notifications `GET /notifications` answers: the latest ones (contract "Notifications"). */
export const LATEST_NOTIFICATIONS = 20;

const pageQuery = z.strictObject({
  page: z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be 1 or more').optional(),
  limit: z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'Must be 1 or more').max(MAX_LIMIT, `Must be ${MAX_LIMIT} or less`).optional(),
  read: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});

const notificationPageSchema = pageSchema(notificationSchema).extend({ unread: z.number().int().describe('How many of my notifications are unread (any filter aside)') });

/**
 * The top bar's notifications (spec §2 "It loads notifications"; DESIGN §5; contract "Notifications"),
 * registered with prefix `/notifications` in the authenticated scope; every signed-in user, about their
 * own notifications only:
 * - `GET /` → the latest {@link LATEST_NOTIFICATIONS} `{ _id, title, text, icon, color, link, readAt,
 *   createdAt }`, newest first;
 * - `GET /?page=&limit=&read=` (either of `page`, `limit` present) → a page in the list shape of DESIGN §2
 *   plus `unread` (how many of mine are unread, whatever the filter), newest first; `read=false` only the
 *   unread ones, `read=true` only the read ones; 400 for a bad or unknown parameter;
 * - `PUT /:id/read` → that notification, marked read (`readAt` kept when it already was); 404 for a
 *   missing one or another employee's;
 * - `POST /read-all` → `{ count }`: every unread one of mine marked read, how many that was;
 * - `GET /stream` → my new notifications as Server-Sent Events (src/notifications/stream-route.ts).
 */
export function notificationRoutes(deps: { db: Db; guard: Guard; bus: NotificationBus; config: Pick<Config, 'streamHeartbeatMs'> }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const own = deps.guard.requirePermission('ownAccount');
    await app.register(notificationStreamRoute({ ...deps, heartbeatMs: deps.config.streamHeartbeatMs, onRequest: own }));

    app.get(
      '/',
      {
        onRequest: own,
        schema: {
          tags: ['notifications'],
          summary: 'My latest notifications, or a page of them (with page or limit)',
          querystring: pageQuery,
          response: { 200: z.union([z.array(notificationSchema), notificationPageSchema]), ...errorResponses(400, 403) },
        },
      },
      async (request: FastifyRequest) => {
        const query = request.query as z.infer<typeof pageQuery>;
        const mine = eq(notifications.employeeId, request.user!.id);
        if (query.page === undefined && query.limit === undefined) {
          const rows = await deps.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(LATEST_NOTIFICATIONS);
          return rows.map(notificationJson);
        }
        const paging = { page: query.page ?? 1, limit: query.limit ?? DEFAULT_LIMIT };
        const readFilter: SQL | undefined = query.read === undefined ? undefined : query.read === 'true' ? isNotNull(notifications.readAt) : isNull(notifications.readAt);
        const where = readFilter ? and(mine, readFilter) : mine;
        const [rows, [totals]] = await Promise.all([
          deps.db
            .select()
            .from(notifications)
            .where(where)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(paging.limit)
            .offset((paging.page - 1) * paging.limit),
          deps.db
            .select({ total: count(), unread: count(sql`case when ${notifications.readAt} is null then 1 end`) })
            .from(notifications)
            .where(mine),
        ]);
        const total = query.read === undefined ? (totals?.total ?? 0) : query.read === 'false' ? (totals?.unread ?? 0) : (totals?.total ?? 0) - (totals?.unread ?? 0);
        return { ...toPage(rows.map(notificationJson), total, paging), unread: totals?.unread ?? 0 };
      },
    );

    app.post(
      '/read-all',
      {
        onRequest: own,
        schema: { tags: ['notifications'], summary: 'Mark all my notifications read', response: { 200: z.object({ count: z.number().int() }), ...errorResponses(403) } },
      },
      async (request: FastifyRequest) => {
        const marked = await deps.db
          .update(notifications)
          .set({ readAt: sql`now()`, updatedAt: sql`now()`, version: sql`${notifications.version} + 1` })
          .where(and(eq(notifications.employeeId, request.user!.id), isNull(notifications.readAt)))
          .returning({ id: notifications.id });
        return { count: marked.length };
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
