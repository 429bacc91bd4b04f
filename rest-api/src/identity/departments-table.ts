import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../db/columns';
import { employees } from './employees-table';

/**
 * Departments (spec §3 master data "department"). `name` is unique regardless of case; `head` (column
 * `head_id`) is the employee who heads it (the Hod, spec §6), whose approvals cover the department
 * (DESIGN §6) and whose GVR view list holds its employees (DESIGN §2).
 */
export const departments = pgTable(
  'departments',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    code: text('code'),
    head: uuid('head_id'),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('departments_name_unique').on(sql`lower(${t.name})`),
    index('departments_code_idx').on(t.code),
    index('departments_code_desc_idx').on(t.code.desc().nullsLast()),
    index('departments_head_idx').on(t.head),
    ...recordIndexes('departments', t),
    searchIndex('departments', t.name),
    searchIndex('departments', t.code),
    restrictKey('departments', t.head, employees.id),
  ],
);
