import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../db/columns';
import { departments } from './departments-table';

/**
 * Job positions, each in one department (spec §3 master data "position"; column `department_id`). A
 * name is unique within its department regardless of case (that index also backs the foreign key).
 */
export const positions = pgTable(
  'positions',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    department: uuid('department_id').notNull(),
    description: text('description'),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('positions_department_name_unique').on(t.department, sql`lower(${t.name})`),
    index('positions_name_idx').on(sql`lower(${t.name})`),
    ...recordIndexes('positions', t),
    searchIndex('positions', t.name),
    searchIndex('positions', t.description),
    restrictKey('positions', t.department, departments.id),
  ],
);
