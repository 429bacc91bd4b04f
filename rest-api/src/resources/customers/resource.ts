import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/guard';
import { fromCatalogue, labelOf, referenceTo } from '../../crud/catalogue';
import { flag, objectList, optionalEmail, optionalPhone, optionalReference, optionalText, requiredReference, requiredText } from '../../crud/fields';
import type { Db } from '../../db/database';
import { companies } from '../companies/table';
import { customerPositions } from '../customer-positions/table';
import { gvrViewCondition } from '../employees/gvr-view-condition';
import { employees } from '../employees/table';
import { visits } from '../visits/table';
import { customers } from './table';

/** An instant as ISO 8601 text in UTC (`2026-05-01T09:30:00.000Z`), the same from both database drivers. */
const isoText = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A customer's visit summary (docs/visits.md "Customers in the Visit Report menu"), computed per record
 * read from the index `(customer_id, status, start_at)`: the planned and completed visits
 * (`visitCount`), the start of the latest completed one (`lastVisitAt`) and of the earliest planned one
 * from now on (`nextVisitAt`); cancelled ones never count, whoever made them.
 */
const visitSummary = {
  visitCount: {
    schema: z.number().int().describe('Planned and completed visits to it (read-only)'),
    sql: sql<number>`(select count(*)::integer from ${visits} where ${visits.customer} = ${customers.id} and ${visits.status} in ('PLANNED', 'COMPLETED'))`.mapWith(Number),
  },
  lastVisitAt: {
    schema: z.iso.datetime().nullable().describe('When its latest completed visit started (read-only)'),
    sql: isoText(sql`(select max(${visits.start}) from ${visits} where ${visits.customer} = ${customers.id} and ${visits.status} = 'COMPLETED')`),
  },
  nextVisitAt: {
    schema: z.iso.datetime().nullable().describe('When its next planned visit starts (read-only)'),
    sql: isoText(sql`(select min(${visits.start}) from ${visits} where ${visits.customer} = ${customers.id} and ${visits.status} = 'PLANNED' and ${visits.start} >= now())`),
  },
};

/**
 * The customers a caller may read (DESIGN §5 "Customers: the user's assigned customers"): an Employee or
 * a Hod those whose salesperson is in their GVR view list (DESIGN §2 `GET /setup/employees/gvr/{id}`:
 * a Hod the employees of the departments they head and themselves, an Employee themselves); Gvr, Admin,
 * Finance and Product every customer (DESIGN §6 "read any setup/master record"). Undefined = no limit.
 */
export function visibleCustomers(db: Db, user: AuthenticatedUser): SQL | undefined {
  if (user.activeRole !== 'Employee' && user.activeRole !== 'Hod') return undefined;
  const viewList = db
    .select({ id: employees.id })
    .from(employees)
    .where(gvrViewCondition(db, { id: user.id, roles: user.roles }));
  return inArray(customers.salesperson, viewList);
}

/**
 * Customers (DESIGN §5 GVR setup; spec §2 GVR Setup › Customers) on the generic CRUD routes under
 * `/setup/customers`. Fields: `name` (1–150, unique within its company regardless of case), `address`
 * (≤ 300), `city` (≤ 100), `phone` (src/crud/fields.ts `optionalPhone`), `email`, `company` (a company id,
 * required), `salesperson` (an employee id, optional), `contacts` (at most 50 `{ name (1–120), position
 * (a customer position id, optional), phone, email }`, kept in a jsonb column), `active` (default true).
 * Search: name, city, email, phone. Sort: name (default), city, createdAt, updatedAt. Filters:
 * `?company=`, `?salesperson=`, `?active=`. Every signed-in role reads, an Employee or a Hod only
 * {@link visibleCustomers} (list, `?ids=`, all and get: 404 for another); Gvr and Admin write.
 * Read-only: the visit summary `visitCount`, `lastVisitAt`, `nextVisitAt` (docs/visits.md).
 */
export const customersResource = fromCatalogue('customers', {
  table: customers,
  fields: z.object({
    name: requiredText(150),
    address: optionalText(300),
    city: optionalText(100),
    phone: optionalPhone(),
    email: optionalEmail(),
    company: requiredReference(labelOf('companies')),
    salesperson: optionalReference(labelOf('employees')),
    contacts: objectList(
      z.object({
        name: requiredText(120),
        position: optionalReference(labelOf('customerPositions')),
        phone: optionalPhone(),
        email: optionalEmail(),
      }),
      50,
    ),
    active: flag(true),
  }),
  searchable: [customers.name, customers.city, customers.email, customers.phone],
  sortable: { name: sql`lower(${customers.name})`, city: customers.city },
  filters: {
    company: { column: customers.company, type: 'id' },
    salesperson: { column: customers.salesperson, type: 'id' },
    active: { column: customers.active, type: 'boolean' },
  },
  unique: { customers_company_name_unique: 'name' },
  references: {
    company: referenceTo('companies', companies),
    salesperson: referenceTo('employees', employees),
    'contacts.position': referenceTo('customerPositions', customerPositions),
  },
  scope: visibleCustomers,
  readOnly: visitSummary,
});
