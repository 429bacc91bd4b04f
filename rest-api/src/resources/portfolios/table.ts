import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { companies } from '../companies/table';

/**
 * Event portfolios (spec §2 "Event Portfolio", §3 master data "portfolio"): the product or therapy lines
 * that events and products are booked against, optionally of one company (column `company_id`). `name`
 * is unique regardless of case.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    company: uuid('company_id'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('portfolios_name_unique').on(sql`lower(${t.name})`),
    index('portfolios_company_idx').on(t.company),
    index('portfolios_active_idx').on(t.active),
    ...recordIndexes('portfolios', t),
    searchIndex('portfolios', t.name),
    searchIndex('portfolios', t.description),
    restrictKey('portfolios', t.company, companies.id),
  ],
);
