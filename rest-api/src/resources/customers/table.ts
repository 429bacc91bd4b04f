import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { objectListColumn, recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { companies } from '../companies/table';
import { employees } from '../employees/table';

/** One contact of a customer as kept in `customers.contacts` (jsonb): `position` is a customer position id. */
export interface CustomerContact {
  name: string;
  position: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * Customers of the group's companies (DESIGN §5 GVR setup: name, address, city, phone, email, company,
 * salesperson, contacts, active). A name is unique regardless of case within its company (that index
 * also backs the company foreign key and `?company=`); `salesperson_id` names the employee who visits
 * them (it decides who sees the customer, src/resources/customers/resource.ts). `contacts` is a jsonb
 * array of {@link CustomerContact}, whose GIN index serves the count of contacts holding a customer
 * position (src/crud/in-use.ts). Indexes back every sort key, filter and the search over name, city,
 * e-mail and phone.
 */
export const customers = pgTable(
  'customers',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    company: uuid('company_id').notNull(),
    salesperson: uuid('salesperson_id'),
    contacts: objectListColumn<CustomerContact>('contacts'),
    active: boolean('active').notNull().default(true),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('customers_company_name_unique').on(t.company, sql`lower(${t.name})`),
    // With the name (an index-only scan of an expression needs its column) and the other searchable fields,
    // so that a page, and a search above the count cap, walk this index without reading the table.
    index('customers_name_id_idx').on(sql`lower(${t.name})`, t.id, t.name, t.city, t.email, t.phone),
    index('customers_city_id_idx').on(t.city, t.id),
    index('customers_city_desc_id_idx').on(t.city.desc().nullsLast(), t.id),
    index('customers_salesperson_idx').on(t.salesperson),
    index('customers_active_idx').on(t.active),
    index('customers_contacts_idx').using('gin', sql`${t.contacts} jsonb_path_ops`),
    ...recordIndexes('customers', t),
    searchIndex('customers', t.name),
    searchIndex('customers', t.city),
    searchIndex('customers', t.email),
    searchIndex('customers', t.phone),
    restrictKey('customers', t.company, companies.id),
    restrictKey('customers', t.salesperson, employees.id),
  ],
);
