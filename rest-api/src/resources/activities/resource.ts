import { and, eq, getTableName, getViewName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthenticatedUser } from '../../auth/guard';
import { catalogueFields } from '../../crud/catalogue-fields';
import { fromCatalogue, labelOf } from '../../crud/catalogue';
import { boundedDay } from '../../crud/dates';
import type { RecordRow } from '../../crud/resource';
import type { Db } from '../../db/database';
import { WORKFLOWS } from '../../generated/contract/workflows';
import { badRequest, forbidden, type FieldError } from '../../http/http-error';
import { today } from '../../workflow/first-day';
import { ownOrHeaded } from '../../workflow/scope';
import { visibleCustomers } from '../customers/resource';
import { customers } from '../customers/table';
import { visits } from '../visits/table';
import { activities, loggedActivities } from './table';

/** The kinds of the Activities table (schema `ActivityKind`); only calls and meetings are logged here. */
export const ACTIVITY_KINDS = ['VISIT', 'CALL', 'MEETING'] as const;

/** The roles that change or delete any logged activity, and read every activity (docs/visits.md). */
const MANAGERS: readonly string[] = WORKFLOWS.visits.readAll;

/** The list source: the activities view under the name of `logged_activities` (src/crud/resource.ts `listFrom`). */
const listed = sql`${sql.identifier(getViewName(activities))} as ${sql.identifier(getTableName(loggedActivities))}`;

/** A column of the activities view that `logged_activities` lacks, as the list source names it. */
const viewColumn = (name: string) => sql<string | null>`${sql.identifier(getTableName(loggedActivities))}.${sql.identifier(name)}`;
const visitStatus = viewColumn('status');

/** The fields of a logged activity: derived from the catalogue (src/crud/catalogue-fields.ts) but its kind (CALL or MEETING; a VISIT is planned on the calendar) and its day (not in the future). */
const fields = catalogueFields('activities', {
  kind: z.enum(['CALL', 'MEETING'], {
    error: (issue) =>
      issue.input === 'VISIT' ? 'Plan a visit on the calendar instead' : issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be CALL or MEETING',
  }),
  date: boundedDay(z.iso.date({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a date (YYYY-MM-DD)') })).refine(
    (day) => day <= today(),
    'Must not be in the future',
  ),
});

/**
 * The checks of a logged activity's create or update (docs/visits.md "Activities"), 400 with field
 * errors: the customer is one the caller reads ("No such customer"), the contact one of its contacts.
 * Answers the customer's name and, on create, the caller as the employee who logged it.
 */
async function checkActivity(db: Db, user: AuthenticatedUser, values: Record<string, unknown>, current?: RecordRow): Promise<Record<string, unknown>> {
  const activity = values as z.output<typeof fields>;
  const errors: FieldError[] = [];
  const [customer] = await db
    .select({ name: customers.name, contacts: customers.contacts })
    .from(customers)
    .where(and(eq(customers.id, activity.customer), visibleCustomers(db, user)));
  if (!customer) errors.push({ field: 'customer', message: `No such ${labelOf('customers')}` });
  else if (activity.contactName && !customer.contacts.some((contact) => contact.name.toLowerCase() === activity.contactName!.toLowerCase())) {
    if (!(current && current.contactName === activity.contactName)) errors.push({ field: 'contactName', message: `Not a contact of ${customer.name}` });
  }
  if (errors.length > 0) throw badRequest('The activity cannot be saved.', errors);
  const keptName = current && current.customer === activity.customer ? String(current.customerName) : customer!.name;
  return { customerName: keptName, ...(current ? {} : { employee: user.id, employeeName: user.employeeName }) };
}

/** Only whoever logged an activity, Gvr or an Admin change or delete it (docs/visits.md), else 403. */
function guardActivity(row: RecordRow, user: AuthenticatedUser): void {
  if (row.employee !== user.id && !MANAGERS.includes(user.activeRole)) throw forbidden('Only whoever logged this activity, Gvr or an Admin may change it.');
}

/**
 * Activities (DESIGN §5 "Visit reports"; docs/visits.md "Activities") on the generic routes under
 * `/setup/activities` (no `/all`: catalogue `fullList: false`). Lists read the `activities` view, visits
 * (kind VISIT, read-only here) and logged calls and meetings together; get, update and delete address a
 * logged one only (a visit's id answers 404). Fields: `kind` (CALL, MEETING), `customer`, `contactName`,
 * `date` (not in the future), `note`; read-only `employee` (who logged it), `employeeName`,
 * `customerName`, and for visits `status`, `visitNumber`. Scope: the GVR view list (own; a Hod also
 * their departments'; Gvr, Admin all). Search: customer name, contact, note, person name. Sort: `-date`
 * (default), kind, customer, createdAt, updatedAt. Filters: kind, status, employee, customer, dates.
 */
export const activitiesResource = fromCatalogue('activities', {
  table: loggedActivities,
  listFrom: {
    from: listed,
    countedIn: [getTableName(visits), getTableName(loggedActivities)],
    columns: { status: visitStatus, visitNumber: viewColumn('visit_number') },
  },
  fields,
  readOnly: {
    employee: { schema: z.uuid().describe('The employee whose activity it is (read-only)') },
    employeeName: { schema: z.string() },
    customerName: { schema: z.string() },
    status: { schema: z.string().nullable().describe('The visit’s status (kind VISIT only)') },
    visitNumber: { schema: z.string().nullable().describe('The visit’s number (kind VISIT only)') },
  },
  searchable: [loggedActivities.customerName, loggedActivities.contactName, loggedActivities.note, loggedActivities.employeeName],
  sortable: { date: loggedActivities.date, kind: loggedActivities.kind, customer: loggedActivities.customerName },
  filters: {
    kind: { column: loggedActivities.kind, type: 'enum', values: ACTIVITY_KINDS },
    status: { column: visitStatus, type: 'enum', values: WORKFLOWS.visits.states },
    employee: { column: loggedActivities.employee, type: 'id' },
    customer: { column: loggedActivities.customer, type: 'id' },
    dates: { column: loggedActivities.date, type: 'dayRange' },
  },
  scope: (db, user) => ownOrHeaded(loggedActivities.employee, MANAGERS, db, user),
  beforeWrite: checkActivity,
  guardWrite: guardActivity,
});
