import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { productCategories } from '../product-categories/table';

/**
 * Product subcategories, each in one product category (DESIGN §5 Products; column `category_id`). A
 * name is unique within its category regardless of case (that index also backs the foreign key and
 * the `?category=` filter).
 */
export const productSubcategories = pgTable(
  'product_subcategories',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    category: uuid('category_id').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('product_subcategories_category_name_unique').on(t.category, sql`lower(${t.name})`),
    index('product_subcategories_name_idx').on(sql`lower(${t.name})`),
    index('product_subcategories_active_idx').on(t.active),
    ...recordIndexes('product_subcategories', t),
    searchIndex('product_subcategories', t.name),
    searchIndex('product_subcategories', t.description),
    restrictKey('product_subcategories', t.category, productCategories.id),
  ],
);
