import { z } from 'zod';
import type { Notification } from '../generated/resolvers-types';
import { restId, restInstant } from '../upstream/contract';

/** A notification as REST sends it (docs/setup-contract.md "Notifications"). */
export const restNotification = z.object({
  _id: restId,
  title: z.string(),
  text: z.string(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  link: z.string().nullish(),
  readAt: restInstant.nullish(),
  createdAt: restInstant,
});

/**
 * A REST notification (`_id` a string or a number, per the upstream profile) as the GraphQL `Notification`
 * (`id` a string; docs/notifications.md).
 */
export function toNotification(notification: z.output<typeof restNotification>): Notification {
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
