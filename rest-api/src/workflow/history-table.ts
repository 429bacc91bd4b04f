import { foreignKey, index, pgTable, text, timestamp, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids';
import { employees } from '../identity/employees-table';

/**
 * The history of every workflow record (DESIGN §5 "Workflows", docs/requisitions.md "History"), one
 * table for every kind: one row per transition and one for the creation (`action` null, `from_status`
 * null). `kind` is the workflow's name (`equipmentRequisitions`), `record_id` the record's id (no foreign
 * key: the kinds live in different tables), `actor_id` who acted (null once that employee is deleted),
 * `actor_name` their name at the time, `comment` the trimmed comment or null. Read per record oldest
 * first through the index `(kind, record_id, at)`.
 */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    index('workflow_history_record_idx').on(t.kind, t.recordId, t.at),
    index('workflow_history_actor_idx').on(t.actorId),
    foreignKey({ name: 'workflow_history_actor_fk', columns: [t.actorId], foreignColumns: [employees.id] }).onDelete('set null'),
  ],
);
