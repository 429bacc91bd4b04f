import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex } from '../../db/columns';

/**
 * Customer positions: the positions a customer's contacts hold (DESIGN §5 GVR setup, e.g. Doctor,
 * Purchasing Manager). `name` is unique regardless of case. Contacts name them inside the customers'
 * `contacts` jsonb (no foreign key; deletes are refused by src/crud/in-use.ts).
 */
export const customerPositions = pgTable(
  'customer_positions',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('customer_positions_name_unique').on(sql`lower(${t.name})`),
    index('customer_positions_active_idx').on(t.active),
    ...recordIndexes('customer_positions', t),
    searchIndex('customer_positions', t.name),
    searchIndex('customer_positions', t.description),
  ],
);
