import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex } from '../../db/columns';

/**
 * Equipment categories (DESIGN §5 Equipment; docs/requisitions.md "Equipment setup"). `name` is unique
 * regardless of case; that index also serves the sort by name. `active: false` hides a category from
 * pickers while it stays readable where it is used.
 */
export const equipmentCategories = pgTable(
  'equipment_categories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('equipment_categories_name_unique').on(sql`lower(${t.name})`),
    index('equipment_categories_active_idx').on(t.active),
    ...recordIndexes('equipment_categories', t),
    searchIndex('equipment_categories', t.name),
    searchIndex('equipment_categories', t.description),
  ],
);
