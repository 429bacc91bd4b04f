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

/** Writes one unread notification for `employeeId` (inside the caller's transaction when `db` is one). */
export async function notify(db: Db, employeeId: string, content: NotificationContent): Promise<void> {
  await db.insert(notifications).values({ employeeId, ...content });
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
