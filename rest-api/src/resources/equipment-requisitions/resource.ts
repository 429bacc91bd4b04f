import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fromCatalogue, labelOf, referenceTo } from '../../crud/catalogue';
import { requiredDateRange, requiredInteger, requiredReference, requiredText } from '../../crud/fields';
import { childList } from '../../crud/lists';
import { firstDayNotPast } from '../../workflow/first-day';
import { withWorkflow } from '../../workflow/resource';
import { equipments } from '../equipments/table';
import { putBackStock, stockCovers, takeStock } from './stock';
import { equipmentRequisitionItems, equipmentRequisitions } from './table';

/** The most items of one equipment requisition (docs/requisitions.md). */
export const MAX_ITEMS = 50;
/** The most units of one item of an equipment requisition (docs/requisitions.md). */
export const MAX_ITEM_QUANTITY = 10_000;

const item = z.object({
  equipment: requiredReference(labelOf('equipments')),
  quantity: requiredInteger(1, MAX_ITEM_QUANTITY),
});

/** `items`: 1–50 `{ equipment, quantity }`, each equipment once (else 400 on `items.<i>.equipment`). */
const items = z
  .array(item, { error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required' : 'Must be a list') })
  .min(1, 'Add at least one item')
  .max(MAX_ITEMS, `At most ${MAX_ITEMS} items`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      if (seen.has(entry.equipment)) ctx.addIssue({ code: 'custom', path: [i, 'equipment'], message: 'This equipment is already listed' });
      seen.add(entry.equipment);
    });
  });

/**
 * Equipment requisitions (DESIGN §5 "Requisitions"; docs/requisitions.md) on the generic routes under
 * `/setup/equipmentRequisitions`, running on the equipment requisition workflow (contract/workflows.ts;
 * src/workflow/resource.ts adds number, status, requester, history, actions, scope and the action
 * routes). Fields: `items` (1–50 `{ equipment, quantity 1–10,000 }`, each equipment once, kept in
 * `equipment_requisition_items`), `dates` `{ from, to }` (required), `purpose` (1–500). Search: number,
 * purpose, requester name. Sort: `-createdAt` (default), number, dates (first day), status, updatedAt.
 * Filters: mine, awaitingMe, status, requester, dates (overlap). `submit` refuses a first day before
 * today; `approve` refuses what the shelf cannot cover or inactive equipment (409 OUT_OF_STOCK); `issue`
 * takes the items from stock (409 OUT_OF_STOCK when short), `return` puts them back. An equipment must be
 * active to be requested (400 on `items.<i>.equipment`).
 */
export const equipmentRequisitionsResource = fromCatalogue(
  'equipmentRequisitions',
  withWorkflow(
    'equipmentRequisitions',
    {
      table: equipmentRequisitions,
      fields: z.object({ items, dates: requiredDateRange(), purpose: requiredText(500) }),
      searchable: [equipmentRequisitions.purpose],
      searchText: equipmentRequisitions.searchText,
      sortable: { dates: sql`lower(${equipmentRequisitions.dates})` },
      filters: { dates: { column: equipmentRequisitions.dates, type: 'dateRange' } },
      // Inactive equipment cannot be requested (docs/requisitions.md "Fields").
      references: { 'items.equipment': { ...referenceTo('equipments', equipments), active: equipments.active } },
      lists: {
        items: childList<{ equipment: string; quantity: number }>({
          table: equipmentRequisitionItems,
          owner: equipmentRequisitionItems.requisition,
          order: equipmentRequisitionItems.position,
          item,
          toJson: (row) => ({ equipment: row.equipment, quantity: row.quantity }),
          insertRow: (requisition, entry, position) => ({ requisition, ...(entry as z.output<typeof item>), position }),
        }),
      },
    },
    { submit: firstDayNotPast, approve: stockCovers, issue: takeStock, return: putBackStock },
  ),
);
