import { dateRangeRule, requiredRange } from '../../../crud/kinds/dateRange/dateRange';
import { rowsOf, validRows, type ObjectItemDescription } from '../../../crud/kinds/objectList/objectList';
import { formatDateRange } from '../../../crud/kinds/dateRange/dateRange';
import { equipmentRequisitionsDocuments } from '../../../generated/crud/equipmentRequisitionsDocuments';
import { maxLength, required, wholeNumber, type FieldRule } from '../../../forms/validation';
import { defineWorkflow } from '../../../workflow/workflowDescription';

/** A requisition's line: an equipment (the picker shows its stock) and the units asked for (1–10,000). */
const itemLine: ObjectItemDescription = {
  singular: 'item',
  plural: 'items',
  fields: [
    { name: 'equipmentId', label: 'Equipment', kind: 'reference', source: 'equipments', rules: [required] },
    { name: 'quantity', label: 'Quantity', kind: 'integer', initial: '1', rules: [required, wholeNumber(1, 10_000)] },
  ],
};

/** 1 to 50 lines, each equipment once (docs/requisitions.md "Fields"): "Item 3: this equipment is already on item 1." */
const itemsRule: FieldRule = (value) => {
  const rows = rowsOf(value);
  if (rows.length > 50) return 'At most 50 items.';
  const seen = new Map<unknown, number>();
  for (const [index, row] of rows.entries()) {
    const equipment = row.equipmentId;
    if (typeof equipment !== 'string' || equipment === '') continue;
    const first = seen.get(equipment);
    if (first !== undefined) return `Item ${index + 1}: this equipment is already on item ${first + 1}.`;
    seen.set(equipment, index);
  }
  return null;
};

type Item = { quantity: number; equipment: { name: string; code: string; quantity: number; active: boolean } | null; equipmentId: string };

/**
 * What the shelf cannot cover now (docs/requisitions.md "Stock"): "Only 12 in stock of Banner; 500
 * requested.", "Banner is inactive.": shown on the page while the requisition is drafted, waits for
 * approval or for its issue, the same words as the server's refusal of the approval or the issue.
 */
export function stockWarnings(items: readonly Item[]): string[] {
  return items.flatMap((item) => {
    if (!item.equipment) return [];
    if (!item.equipment.active) return [`${item.equipment.name} is inactive.`];
    return item.quantity > item.equipment.quantity ? [`Only ${item.equipment.quantity} in stock of ${item.equipment.name}; ${item.quantity} requested.`] : [];
  });
}
const units = (items: readonly Item[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Equipment requisitions (spec §2 Requisitions › Equipments requisition
 * `/requisitions/equipments-requisition`, every role; DESIGN §5, docs/requisitions.md): the list's
 * summary "2 items, 5 units"; the form: items (equipment picked, showing its stock; quantity
 * 1–10,000; each equipment once; 1–50 lines), the days (required range) and the purpose (1–500); the
 * page: dates and purpose, the items with the units in stock now, the total of units, what the shelf
 * cannot cover, and "Accept a partial issue" only then.
 */
export const equipmentRequisitionsWorkflow = defineWorkflow(equipmentRequisitionsDocuments, 'equipmentRequisitions', {
  // Gvr issues what was approved: its tab is "To issue", not "To approve".
  tabs: { approveLabelFor: { Gvr: 'To issue' } },
  summary: {
    header: 'Items',
    cell: (record) => `${record.items.length} ${record.items.length === 1 ? 'item' : 'items'}, ${units(record.items)} ${units(record.items) === 1 ? 'unit' : 'units'}`,
  },
  form: {
    wide: true,
    fields: [
      { name: 'items', label: 'Items', kind: 'objects', item: itemLine, initial: [{ equipmentId: '', quantity: '1' }], rules: [required, validRows(itemLine), itemsRule] },
      { name: 'dates', label: 'Dates', kind: 'dateRange', hint: 'The days you need the equipment, both included.', rules: [requiredRange, dateRangeRule] },
      { name: 'purpose', label: 'Purpose', kind: 'textarea', rules: [required, maxLength(500)] },
    ],
  },
  detail: {
    rows: (record) => [
      ['Dates', formatDateRange(record.dates)],
      ['Purpose', record.purpose],
    ],
    lines: (record) => ({
      caption: 'Items',
      headers: ['Equipment', 'Quantity', 'In stock now'],
      rows: record.items.map((item) => [item.equipment ? `${item.equipment.name} (${item.equipment.code})` : item.equipmentId, item.quantity, item.equipment?.quantity]),
    }),
    totals: (record) => [['Units', String(units(record.items))]],
    // Nothing is reserved before the issue: once issued, the shelf count no longer speaks of this one.
    warnings: (record) => (record.status === 'ISSUED' ? [] : stockWarnings(record.items)),
    // "Accept a partial issue" only when the shelf is short of what was approved.
    offers: (record, action) => action !== 'acceptPartial' || stockWarnings(record.items).length > 0,
  },
});
