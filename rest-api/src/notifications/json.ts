import { z } from 'zod';
import type { notifications } from './table';

/** A notification in the contract's JSON shape (docs/setup-contract.md "Notifications"). */
export const notificationSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  text: z.string(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

/** A notifications row as {@link notificationSchema} JSON. */
export function notificationJson(row: typeof notifications.$inferSelect): z.infer<typeof notificationSchema> {
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
