import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex } from '../../db/columns';

/**
 * Product categories (DESIGN §5 Products; spec §2 Product Setup › Product categories). `name` is unique
 * regardless of case; that index also serves the sort by name. `active: false` hides a category from
 * pickers while it stays readable where it is used.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('product_categories_name_unique').on(sql`lower(${t.name})`),
    index('product_categories_active_idx').on(t.active),
    ...recordIndexes('product_categories', t),
    searchIndex('product_categories', t.name),
    searchIndex('product_categories', t.description),
  ],
);
