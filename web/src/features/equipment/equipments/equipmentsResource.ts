import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { equipmentsDocuments } from '../../../generated/crud/equipmentsDocuments';
import { maxLength, required, wholeNumber } from '../../../forms/validation';

/**
 * Equipments (spec §2 Equipments Setup › Equipments `/equipment-setup/equipments`, roles Gvr and
 * Admin; DESIGN §5 "Equipment", `/setup/equipments`, docs/requisitions.md): what requisitions ask
 * for. Columns Name, Code, Category, Quantity in stock, Location, Active, Updated (Name, Code and
 * Quantity sortable; by name by default). Form: Code (required, at most 30, unique), Name (required,
 * at most 150), Category (picked, required), Quantity in stock (a whole number 0–1,000,000: the units
 * on the shelf now; issuing a requisition takes from it, a return puts back, an edit is a stock count
 * correction), Location (at most 150), Active.
 */
export const equipmentsResource = defineResource(catalogueResource(equipmentsDocuments, 'equipments'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'code', sortField: 'CODE' },
    { key: 'category', header: 'Category', cell: (equipment) => equipment.category?.name },
    { key: 'quantity', sortField: 'QUANTITY' },
    { key: 'location' },
    { key: 'active' },
    'updated',
  ],
  form: {
    wide: true,
    fields: [
      { name: 'code', label: 'Code', kind: 'text', rules: [required, maxLength(30)] },
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(150)] },
      { name: 'categoryId', label: 'Category', kind: 'reference', source: 'equipmentCategories', rules: [required] },
      { name: 'quantity', label: 'Quantity in stock', kind: 'integer', initial: '0', hint: 'Units on the shelf now.', rules: [required, wholeNumber(0, 1_000_000)] },
      { name: 'location', label: 'Location', kind: 'text', hint: 'e.g. Store room 2', rules: [maxLength(150)] },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
  },
});

/** The types of equipmentsResource (its record, inputs, sort fields…). */
export type EquipmentTypes = TypesOf<typeof equipmentsResource>;
