import { sql } from 'drizzle-orm';
import { foreignKey, index, text, uniqueIndex, uuid, type ExtraConfigColumn, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { searchIndex } from '../db/columns';
import { employees } from '../identity/employees-table';

/**
 * The columns of a record that runs on a workflow (DESIGN §5 "Workflows", docs/requisitions.md): its
 * `number` (`EQ-2026-0001`, unique, given at creation), `status` (a state of the workflow), `requester`
 * (`requester_id`, the employee who made it; an employee with requests is not deleted) and
 * `requesterName` (their name at creation, searchable). Spread after `recordColumns()`; the foreign key
 * to employees comes with {@link workflowIndexes}.
 */
export function workflowColumns() {
  return {
    number: text('number').notNull(),
    status: text('status').notNull(),
    requester: uuid('requester_id').notNull(),
    requesterName: text('requester_name').notNull(),
  };
}

/**
 * The indexes and the foreign key every workflow table needs, its lists fast at a million rows for every
 * role (docs/requisitions.md "REST"): `number` unique (and its sort), `<table>_requester_fk` to employees
 * (ON DELETE RESTRICT: an employee with requests is not deleted), a requester's own newest first
 * (`(requester_id, created_at desc, id)`: the "My requisitions" tab and an Employee's scope), a
 * requester's own by status (`(requester_id, status)`: the dashboard's counts, docs/dashboard.md), the status
 * with the newest first (`?status=`, `?awaitingMe=` for a role; also the sort by status), and trigram
 * indexes behind the search over number and requester name.
 */
export function workflowIndexes(
  table: string,
  t: { id: ExtraConfigColumn; number: ExtraConfigColumn; status: ExtraConfigColumn; requester: ExtraConfigColumn; requesterName: ExtraConfigColumn; createdAt: ExtraConfigColumn },
): PgTableExtraConfigValue[] {
  return [
    uniqueIndex(`${table}_number_unique`).on(t.number),
    foreignKey({ name: `${table}_requester_fk`, columns: [t.requester], foreignColumns: [employees.id] }).onDelete('restrict'),
    index(`${table}_requester_created_idx`).on(t.requester, sql`${t.createdAt} desc`, t.id),
    index(`${table}_requester_status_idx`).on(t.requester, t.status),
    index(`${table}_status_created_idx`).on(t.status, sql`${t.createdAt} desc`, t.id),
    index(`${table}_status_id_idx`).on(t.status, t.id),
    searchIndex(table, t.number),
    searchIndex(table, t.requesterName),
  ];
}
