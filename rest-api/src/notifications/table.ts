import { foreignKey, index, pgTable, text, timestamp, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns } from '../db/columns';
import { employees } from '../identity/employees-table';

/**
 * In-app notifications of the top bar (spec §2 "It loads notifications", DESIGN §5): one row per message
 * to one employee. `icon` is a feather icon name, `color` a theme colour (`primary`, `success`,
 * `warning`, `danger`, `info`), `link` an app path to open or null; `read_at` is null while unread.
 * Deleting the employee deletes their notifications. Index: the employee's latest first.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...recordColumns(),
    employeeId: uuid('employee_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    icon: text('icon'),
    color: text('color'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t): PgTableExtraConfigValue[] => [
    index('notifications_employee_latest_idx').on(t.employeeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    foreignKey({ name: 'notifications_employee_fk', columns: [t.employeeId], foreignColumns: [employees.id] }).onDelete('cascade'),
  ],
);
