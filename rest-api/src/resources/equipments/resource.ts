import { RESOURCE_FIELDS } from '../../generated/contract/resource-fields';
import { fromCatalogue } from '../../crud/catalogue';
import { equipments } from './table';

/** The most units of one equipment kept in stock (docs/requisitions.md "Equipment setup"). */
export const MAX_EQUIPMENT_QUANTITY = RESOURCE_FIELDS.equipments.quantity.limits.max;

/**
 * Equipments (DESIGN §5 Equipment; docs/requisitions.md "Equipment setup") on the generic CRUD routes
 * under `/setup/equipments`. Fields: `code` (1–30, unique regardless of case), `name` (1–150), `category`
 * (an equipment category id, required), `quantity` (units on the shelf, integer 0–1,000,000; an edit is
 * a stock count correction), `location` (≤ 150), `active` (default true). Search: code, name, location.
 * Sort: name (default), code, quantity, createdAt, updatedAt. Filters: `?category=`, `?active=`. Anyone
 * signed in reads; Gvr and Admin write (DESIGN §6). An equipment a requisition lists cannot be deleted.
 */
export const equipmentsResource = fromCatalogue('equipments', {
  table: equipments,
  inUse: {
    equipment_requisition_items_equipment_fk: {
      phrase: (n) => `is listed on ${n === 1 ? '1 equipment requisition' : `${n} equipment requisitions`}`,
      fix: 'requisitions are kept for the record; mark it inactive instead',
    },
  },
});
