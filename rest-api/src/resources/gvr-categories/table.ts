import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { gvrSections } from '../gvr-sections/table';

/**
 * GVR categories: categories of visits, each in one GVR section (DESIGN §5; column `section_id`). A name
 * is unique within its section regardless of case (that index also backs the foreign key and `?section=`).
 */
export const gvrCategories = pgTable(
  'gvr_categories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    section: uuid('section_id').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('gvr_categories_section_name_unique').on(t.section, sql`lower(${t.name})`),
    index('gvr_categories_name_idx').on(sql`lower(${t.name})`),
    index('gvr_categories_active_idx').on(t.active),
    ...recordIndexes('gvr_categories', t),
    searchIndex('gvr_categories', t.name),
    searchIndex('gvr_categories', t.description),
    restrictKey('gvr_categories', t.section, gvrSections.id),
  ],
);
