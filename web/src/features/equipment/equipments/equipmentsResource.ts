import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { equipmentsDocuments } from '../../../generated/crud/equipmentsDocuments';

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
  columns: ['name', 'code', 'category', 'quantity', 'location', 'active', 'updated'],
  form: { wide: true, changes: { fields: { quantity: { initial: '0' } } } },
});

/** The types of equipmentsResource (its record, inputs, sort fields…). */
export type EquipmentTypes = TypesOf<typeof equipmentsResource>;
