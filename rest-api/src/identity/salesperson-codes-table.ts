import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../db/columns';
import { companies } from './companies-table';

/**
 * Salesperson codes (spec §3 master data "salesperson code", e.g. `SP-DXB-01`), optionally of one company
 * (column `company_id`), given to employees who sell. `code` is unique regardless of case; `active`
 * codes are the ones offered for new assignments.
 */
export const salespersonCodes = pgTable(
  'salesperson_codes',
  {
    ...recordColumns(),
    code: text('code').notNull(),
    description: text('description'),
    company: uuid('company_id'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('salesperson_codes_code_unique').on(sql`lower(${t.code})`),
    index('salesperson_codes_company_idx').on(t.company),
    index('salesperson_codes_active_idx').on(t.active),
    ...recordIndexes('salesperson_codes', t),
    searchIndex('salesperson_codes', t.code),
    searchIndex('salesperson_codes', t.description),
    restrictKey('salesperson_codes', t.company, companies.id),
  ],
);
