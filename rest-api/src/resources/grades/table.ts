import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';

/**
 * Salary grades of the group's pay scale (spec §3 master data "grade"; General Setup › Grades, spec §2).
 * `name` is unique regardless of case (index `grades_name_unique` on lower(name)); `level` ranks the
 * grade on the pay scale, 1 (lowest) to 99.
 */
export const grades = pgTable(
  'grades',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    level: integer('level'),
    description: text('description'),
  },
  (t) => [uniqueIndex('grades_name_unique').on(sql`lower(${t.name})`)],
);
