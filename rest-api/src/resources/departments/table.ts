import { sql } from 'drizzle-orm';
import { foreignKey, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { employees } from '../employees/table';

/**
 * Departments (spec §3 master data "department"). `name` is unique regardless of case; `head_id` is the
 * employee who heads it (the Hod, spec §6), whose approvals cover the department (DESIGN §6).
 */
export const departments = pgTable(
  'departments',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    code: text('code'),
    headId: uuid('head_id'),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('departments_name_unique').on(sql`lower(${t.name})`),
    foreignKey({ name: 'departments_head_fk', columns: [t.headId], foreignColumns: [employees.id] }).onDelete(
      'restrict',
    ),
  ],
);
