import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/guard';
import { catalogueFields } from '../../crud/catalogue-fields';
import { fromCatalogue, labelOf, referenceTo } from '../../crud/catalogue';
import { objectList, optionalEmail, optionalPhone, optionalReference, requiredText } from '../../crud/fields';
import type { Db } from '../../db/database';
import { WORKFLOWS } from '../../generated/contract/workflows';
import { readScope } from '../../workflow/scope';
import { customerPositions } from '../customer-positions/table';
import { gvrViewCondition } from '../employees/gvr-view-condition';
import { employees } from '../employees/table';
import { visits } from '../visits/table';
import { customers } from './table';

/** An instant as ISO 8601 text in UTC (`2026-05-01T09:30:00.000Z`), the same from both database drivers. */
const isoText = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The visits of the customer being read that `viewer` may read: the visit workflow's read scope
 * (src/workflow/scope.ts `readScope`; docs/visits.md "Who sees what": their own, a Hod also their
 * departments', Gvr and Admin every one); read for no one, none.
 */
const viewersVisits = (db: Db, viewer: AuthenticatedUser | undefined): SQL =>
  and(eq(visits.customer, customers.id), viewer ? readScope(WORKFLOWS.visits, visits, db, viewer) : sql`false`)!;

/**
 * A customer's visit summary (docs/visits.md "Customers in the Visit Report menu"), computed per record
 * read from the index `(customer_id, status, start_at)` over the visits the reader may read
 * ({@link viewersVisits}), so that it tells no one about visits they may not see: the planned and
 * completed visits (`visitCount`), the start of the latest completed one (`lastVisitAt`) and of the
 * earliest planned one from now on (`nextVisitAt`); cancelled ones never count, whoever made them. A
 * reader with no such visit (Finance or Product, who plan none) gets 0, null, null.
 */
const visitSummary = {
  visitCount: {
    schema: z.number().int().describe('Planned and completed visits to it that the caller may read (read-only)'),
    sql: (db: Db, viewer: AuthenticatedUser | undefined) =>
      sql<number>`(select count(*)::integer from ${visits} where ${viewersVisits(db, viewer)} and ${visits.status} in ('PLANNED', 'COMPLETED'))`.mapWith(Number),
  },
  lastVisitAt: {
    schema: z.iso.datetime().nullable().describe('When its latest completed visit that the caller may read started (read-only)'),
    sql: (db: Db, viewer: AuthenticatedUser | undefined) =>
      isoText(sql`(select max(${visits.start}) from ${visits} where ${viewersVisits(db, viewer)} and ${visits.status} = 'COMPLETED')`),
  },
  nextVisitAt: {
    schema: z.iso.datetime().nullable().describe('When its next planned visit that the caller may read starts (read-only)'),
    sql: (db: Db, viewer: AuthenticatedUser | undefined) =>
      isoText(sql`(select min(${visits.start}) from ${visits} where ${viewersVisits(db, viewer)} and ${visits.status} = 'PLANNED' and ${visits.start} >= now())`),
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
 * Read-only: the visit summary `visitCount`, `lastVisitAt`, `nextVisitAt` over the visits the caller may
 * read (docs/visits.md).
 */
export const customersResource = fromCatalogue('customers', {
  table: customers,
  // The contacts are an object list, whose items the catalogue does not describe (contract/fields.ts `objectList`).
  fields: catalogueFields('customers', {
    contacts: objectList(
      z.object({
        name: requiredText(120),
        position: optionalReference(labelOf('customerPositions')),
        phone: optionalPhone(),
        email: optionalEmail(),
      }),
      50,
    ),
  }),
  searchable: [customers.name, customers.city, customers.email, customers.phone],
  references: { 'contacts.position': referenceTo('customerPositions', customerPositions) },
  scope: visibleCustomers,
  readOnly: visitSummary,
});
