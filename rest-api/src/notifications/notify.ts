import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications } from './table';

/** What a notification says (the top bar shows it, DESIGN §5); see src/notifications/table.ts for the fields. */
export interface NotificationContent {
  title: string;
  text: string;
  icon: string | null;
  color: string | null;
  link: string | null;
}

/** The PostgreSQL channel on which {@link notify} announces each new notification (docs/notifications.md). */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** What {@link notify} sends on {@link NOTIFICATIONS_CHANNEL}: whose notification, which one, in which schema. */
export interface NotificationSignal {
  /** The schema of the notifications table (several servers or tests may share one database). */
  schema: string;
  employeeId: string;
  id: string;
}

/**
 * Writes one unread notification for `employeeId` (inside the caller's transaction when `db` is one) and
 * announces it with `pg_notify` on {@link NOTIFICATIONS_CHANNEL} ({@link NotificationSignal}), which
 * PostgreSQL delivers to every listening server when the transaction commits, and never when it rolls
 * back (docs/notifications.md: live notifications across replicas).
 */
export async function notify(db: Db, employeeId: string, content: NotificationContent): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ employeeId, ...content })
    .returning({ id: notifications.id });
  if (!row) throw new Error('Writing a notification inserted no row');
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('schema', current_schema(), 'employeeId', ${employeeId}::text, 'id', ${row.id}::text)::text)`);
}

/** The welcome written when an employee is registered (and by the seed). */
export function welcomeNotification(employeeName: string): NotificationContent {
  return {
    title: 'Welcome to Back Office',
    text: `Hello ${employeeName}, your account is ready. Add a photo and check your details on your profile.`,
    icon: 'smile',
    color: 'primary',
    link: '/profiles',
  };
}

/** The security notice written when an employee's password is changed or reset. */
export function passwordChangedNotification(how: 'changed' | 'reset'): NotificationContent {
  return {
    title: how === 'reset' ? 'Your password was reset' : 'Your password was changed',
    text: 'If you did not do this, tell an administrator at once so that your account can be secured.',
    icon: 'shield',
    color: 'warning',
    link: null,
  };
}
