import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, pgView, text, timestamp, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { customers } from '../customers/table';
import { employees } from '../employees/table';
import { visitDay, visits } from '../visits/table';

/**
 * The calls and meetings employees log with customers (docs/visits.md "Activities"): `kind` CALL or
 * MEETING, the employee who logged it and their name, the customer and its name at the time, the contact
 * spoken to, the day (`date`) and a note. Indexes serve the activities list through {@link activities}:
 * the day order for all and per person, the customer, the customer-name and kind orders, the searches over customer, contact, note and name.
 */
export const loggedActivities = pgTable(
  'logged_activities',
  {
    ...recordColumns(),
    kind: text('kind').notNull(),
    employee: uuid('employee_id').notNull(),
    employeeName: text('employee_name').notNull(),
    customer: uuid('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    contactName: text('contact_name'),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t): PgTableExtraConfigValue[] => [
    check('logged_activities_kind_check', sql`${t.kind} in ('CALL', 'MEETING')`),
    index('logged_activities_date_idx').on(t.date, t.id),
    index('logged_activities_employee_date_idx').on(t.employee, t.date, t.id),
    index('logged_activities_customer_idx').on(t.customer, t.date),
    index('logged_activities_customer_name_idx').on(t.customerName, t.id),
    index('logged_activities_kind_idx').on(t.kind, t.id),
    ...recordIndexes('logged_activities', t),
    searchIndex('logged_activities', t.customerName),
    searchIndex('logged_activities', t.contactName),
    searchIndex('logged_activities', t.note),
    searchIndex('logged_activities', t.employeeName),
    restrictKey('logged_activities', t.employee, employees.id),
    restrictKey('logged_activities', t.customer, customers.id),
  ],
);

/**
 * The Activities table (docs/visits.md "Activities"): every visit (kind VISIT: the visitor, the first
 * contact met, the day it starts in UTC, its outcome as the note, its status and number) and every
 * logged call or meeting ({@link loggedActivities}, no status or number), under the column names of
 * `logged_activities`, so that the activities resource reads lists from it aliased under that name
 * (src/crud/resource.ts `listFrom`). A UNION ALL: a page in day order merges the two tables' day indexes.
 */
export const activities = pgView('activities', {
  id: uuid('id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  version: integer('version').notNull(),
  kind: text('kind').notNull(),
  employee: uuid('employee_id').notNull(),
  employeeName: text('employee_name').notNull(),
  customer: uuid('customer_id').notNull(),
  customerName: text('customer_name').notNull(),
  contactName: text('contact_name'),
  date: date('date', { mode: 'string' }).notNull(),
  note: text('note'),
  status: text('status'),
  visitNumber: text('visit_number'),
}).as(
  sql`select ${visits.id}, ${visits.createdAt}, ${visits.updatedAt}, ${visits.version}, 'VISIT'::text as kind, ${visits.requester} as employee_id,
      ${visits.requesterName} as employee_name, ${visits.customer}, ${visits.customerName}, (${visits.contactNames} ->> 0) as contact_name,
      ${visitDay(visits.start)} as date, ${visits.outcome} as note, ${visits.status}, ${visits.number} as visit_number
    from ${visits}
    union all
    select ${loggedActivities.id}, ${loggedActivities.createdAt}, ${loggedActivities.updatedAt}, ${loggedActivities.version}, ${loggedActivities.kind},
      ${loggedActivities.employee}, ${loggedActivities.employeeName}, ${loggedActivities.customer}, ${loggedActivities.customerName},
      ${loggedActivities.contactName}, ${loggedActivities.date}, ${loggedActivities.note}, null::text as status, null::text as visit_number
    from ${loggedActivities}`,
);
