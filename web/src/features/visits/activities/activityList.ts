import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { formatDate } from '../../../format/dates';
import { activitiesDocuments } from '../../../generated/crud/activitiesDocuments';
import { statusLabel } from '../../../workflow/workflowRules';
import { ACTIVITY_KINDS } from './activityFilters';

/** The page of a visit (docs/visits.md "Web": its report). */
export const visitPath = (id: string) => `/visit-reports/visits/${id}`;

/** "Call" for `CALL`. */
export const kindLabel = (kind: string) => ACTIVITY_KINDS.find((entry) => entry.value === kind)?.label ?? kind;

/**
 * Activities as the generic list table shows them (docs/visits.md "Activities"; not a generic CRUD
 * screen, so not named `…Resource.ts`): Date (sortable, default newest first), Kind (sortable),
 * Customer (sortable), Contact, Person, Note, Status (a visit's, with its number), Updated. A row is
 * named by its kind, customer and day ("Call with Al Noor Hospital on 3 May 2026"). The log form is
 * ActivityFormDialog; the table's Edit and Delete use `update` and `remove`.
 */
export const activityList = defineResource(catalogueResource(activitiesDocuments, 'activities'), {
  columns: [
    { key: 'date', header: 'Date', cell: (activity) => formatDate(activity.date), sortField: 'DATE' },
    { key: 'kind', header: 'Kind', cell: (activity) => kindLabel(activity.kind), sortField: 'KIND' },
    { key: 'customer', header: 'Customer', cell: (activity) => activity.customerName, sortField: 'CUSTOMER' },
    { key: 'contactName', header: 'Contact', cell: (activity) => activity.contactName },
    { key: 'employeeName', header: 'Person', cell: (activity) => activity.employeeName },
    { key: 'note', header: 'Note', cell: (activity) => activity.note },
    {
      key: 'status',
      header: 'Status',
      cell: (activity) => (activity.status ? `${statusLabel(activity.status)}${activity.visitNumber ? ` (${activity.visitNumber})` : ''}` : null),
    },
    'updated',
  ],
  rowLabel: (activity) => `${kindLabel(activity.kind)} with ${activity.customerName} on ${formatDate(activity.date)}`,
  form: { fields: [] },
});

/** The types of {@link activityList} (its record is GraphQL `Activity`). */
export type ActivityTypes = TypesOf<typeof activityList>;
