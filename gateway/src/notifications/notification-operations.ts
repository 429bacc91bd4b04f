import { z } from 'zod';
import type { MutationMarkNotificationReadArgs, Notification } from '../generated/resolvers-types';
import { readWithFallback } from '../crud/read-fallback';
import type { RootResolver, RootResolvers } from '../crud/resolvers';
import { arrayOf, restInstant } from '../upstream/contract';
import { pathSegment } from '../upstream/data-source';

/** A notification as REST sends it (docs/setup-contract.md "Notifications"). */
const restNotification = z.object({
  _id: z.string().min(1),
  title: z.string(),
  text: z.string(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  link: z.string().nullish(),
  readAt: restInstant.nullish(),
  createdAt: restInstant,
});

function toNotification(notification: z.output<typeof restNotification>): Notification {
  return {
    id: notification._id,
    title: notification.title,
    text: notification.text,
    icon: notification.icon ?? null,
    color: notification.color ?? null,
    link: notification.link ?? null,
    readAt: notification.readAt ?? null,
    createdAt: notification.createdAt,
  };
}

/**
 * `notifications` → `GET /setup/notifications`: the caller's latest 20, newest first (DESIGN §5 top
 * bar). The top bar loads it on every page, so it falls back like a master-data read: `[]` plus a
 * warning; 401 passes on.
 */
const notifications: RootResolver<Record<string, never>, Notification[]> = async (_parent, _args, context, info) =>
  readWithFallback(context, info, 'all', async () => (await context.upstream.getJson(arrayOf(restNotification), 'notifications')).map(toNotification), []);

/** `markNotificationRead(id)` → `PUT /setup/notifications/{id}/read` → the notification; NOT_FOUND for another employee's. Errors pass on. */
const markNotificationRead: RootResolver<MutationMarkNotificationReadArgs, Notification> = async (_parent, args, context) =>
  toNotification(await context.upstream.sendJson(restNotification, 'PUT', `notifications/${pathSegment(args.id)}/read`));

/** The top bar's notification operations (DESIGN §5, docs/setup-contract.md "Notifications"). */
export const notificationOperations: RootResolvers = {
  Query: { notifications },
  Mutation: { markNotificationRead },
};
