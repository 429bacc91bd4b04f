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

type Item = { quantity: number; equipment: { name: string; code: string; quantity: number } | null; equipmentId: string };
const units = (items: readonly Item[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * Equipment requisitions (spec §2 Requisitions › Equipments requisition
 * `/requisitions/equipments-requisition`, every role; DESIGN §5, docs/requisitions.md): the list's
 * summary "2 items, 5 units"; the form: items (equipment picked, showing its stock; quantity
 * 1–10,000; each equipment once; 1–50 lines), the days (required range) and the purpose (1–500); the
 * page: dates and purpose, the items with the units in stock now, the total of units.
 */
export const equipmentRequisitionsWorkflow = defineWorkflow(equipmentRequisitionsDocuments, 'equipmentRequisitions', {
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
  },
});
