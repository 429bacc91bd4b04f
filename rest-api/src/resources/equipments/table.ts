import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { equipmentCategories } from '../equipment-categories/table';

/**
 * Equipments (DESIGN §5 Equipment: code, name, category, quantity, location, active). `code` is unique
 * regardless of case; `quantity` is the number of units on the shelf now (never negative: issuing a
 * requisition takes units off it with a conditional update, docs/requisitions.md "Stock"). Indexes back
 * every sort key, foreign key and filter and the search over code, name and location.
 */
export const equipments = pgTable(
  'equipments',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: uuid('category_id').notNull(),
    quantity: integer('quantity').notNull(),
    location: text('location'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('equipments_code_unique').on(sql`lower(${t.code})`),
    index('equipments_name_idx').on(sql`lower(${t.name})`),
    index('equipments_quantity_idx').on(t.quantity),
    index('equipments_category_idx').on(t.category),
    index('equipments_active_idx').on(t.active),
    ...recordIndexes('equipments', t),
    searchIndex('equipments', t.code),
    searchIndex('equipments', t.name),
    searchIndex('equipments', t.location),
    check('equipments_quantity_check', sql`${t.quantity} >= 0`),
    restrictKey('equipments', t.category, equipmentCategories.id),
  ],
);
