import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique, uuid, type PgTableExtraConfigValue, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dateRangeColumn, recordColumns, recordIndexes, searchIndex, searchTextColumn, restrictKey } from '../../db/columns';
import { newId } from '../../db/ids';
import { workflowColumns, workflowIndexes } from '../../workflow/columns';
import { equipments } from '../equipments/table';

/**
 * Equipment requisitions (DESIGN §5 "Requisitions"; docs/requisitions.md): the workflow columns
 * (number, status, requester; src/workflow/columns.ts), `dates` (a daterange, both days included) and
 * `purpose`; the items live in {@link equipmentRequisitionItems}. Indexes: the workflow's, the first day
 * (sort), a GiST index for the `?dates=` overlap, and the search over purpose.
 */
export const equipmentRequisitions = pgTable(
  'equipment_requisitions',
  {
    ...recordColumns(),
    ...workflowColumns(),
    dates: dateRangeColumn('dates').notNull(),
    purpose: text('purpose').notNull(),
    /** Number, requester's name and purpose for the list search (db/columns.ts `searchTextColumn`). */
    searchText: searchTextColumn((): AnyPgColumn[] => [equipmentRequisitions.number, equipmentRequisitions.requesterName, equipmentRequisitions.purpose]),
  },
  (t): PgTableExtraConfigValue[] => [
    ...workflowIndexes('equipment_requisitions', t),
    index('equipment_requisitions_first_day_idx').on(sql`lower(${t.dates})`, t.id),
    index('equipment_requisitions_dates_idx').using('gist', t.dates),
    ...recordIndexes('equipment_requisitions', t),
    searchIndex('equipment_requisitions', t.searchText),
  ],
);

/**
 * The items of an equipment requisition, in the order given (`position` from 0): an equipment (at most
 * once per requisition) and the units asked for (1–10,000). The items go with their requisition; an
 * equipment that an item names cannot be deleted (ON DELETE RESTRICT: 409 REFERENCED).
 */
export const equipmentRequisitionItems = pgTable(
  'equipment_requisition_items',
  {
    id: uuid('id').primaryKey().$defaultFn(newId),
    requisition: uuid('requisition_id').notNull(),
    equipment: uuid('equipment_id').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('equipment_requisition_items_equipment_unique').on(t.requisition, t.equipment),
    index('equipment_requisition_items_equipment_idx').on(t.equipment),
    check('equipment_requisition_items_quantity_check', sql`${t.quantity} between 1 and 10000`),
    foreignKey({ name: 'equipment_requisition_items_requisition_fk', columns: [t.requisition], foreignColumns: [equipmentRequisitions.id] }).onDelete('cascade'),
    restrictKey('equipment_requisition_items', t.equipment, equipments.id),
  ],
);
