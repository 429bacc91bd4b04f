import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex } from '../db/columns';

/**
 * The companies of the holdings group (spec §3 master data "company"). `name` and `code` are each
 * unique regardless of case; those unique indexes on lower(...) also serve the sorts by name and code.
 */
export const companies = pgTable(
  'companies',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('companies_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('companies_code_unique').on(sql`lower(${t.code})`),
    ...recordIndexes('companies', t),
    searchIndex('companies', t.name),
    searchIndex('companies', t.code),
    searchIndex('companies', t.email),
  ],
);
