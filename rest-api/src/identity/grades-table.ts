import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex } from '../db/columns';

/**
 * Salary grades of the group's pay scale (spec §3 master data "grade"; General Setup › Grades, spec §2).
 * `name` is unique regardless of case (index `grades_name_unique` on lower(name), which also serves the
 * default sort); `level` ranks the grade on the pay scale, 1 (lowest) to 99. Indexes back every sort key
 * and the search over name and description.
 */
export const grades = pgTable(
  'grades',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    level: integer('level'),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('grades_name_unique').on(sql`lower(${t.name})`),
    index('grades_level_idx').on(t.level),
    index('grades_level_desc_idx').on(t.level.desc().nullsLast()),
    ...recordIndexes('grades', t),
    searchIndex('grades', t.name),
    searchIndex('grades', t.description),
  ],
);
