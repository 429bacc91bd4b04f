import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { orderColumns, recordColumns, recordIndexes, searchIndex } from '../../db/columns';

/**
 * GVR sections: the sections of a visit report, in an order the user sets (DESIGN §5; `position`, 1 =
 * first, src/crud/order.ts). `name` is unique regardless of case.
 */
export const gvrSections = pgTable(
  'gvr_sections',
  {
    ...recordColumns(),
    ...orderColumns(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('gvr_sections_name_unique').on(sql`lower(${t.name})`),
    index('gvr_sections_position_idx').on(t.position, t.id),
    ...recordIndexes('gvr_sections', t),
    searchIndex('gvr_sections', t.name),
    searchIndex('gvr_sections', t.description),
  ],
);
