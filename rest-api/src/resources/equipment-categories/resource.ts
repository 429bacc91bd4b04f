import { fromCatalogue } from '../../crud/catalogue';
import { equipmentCategories } from './table';

/**
 * Equipment categories (DESIGN §5 Equipment; docs/requisitions.md "Equipment setup") on the generic CRUD
 * routes under `/setup/equipmentCategories`. Fields: `name` (1–100, unique regardless of case),
 * `description` (≤ 500), `active` (default true). Search: name, description. Sort: name (default,
 * ignoring case), createdAt, updatedAt; filter `?active=`. Anyone signed in reads; Gvr and Admin write
 * (DESIGN §6 `writeSetup`). A category with equipments cannot be deleted (409 naming them).
 */
export const equipmentCategoriesResource = fromCatalogue('equipmentCategories', {
  table: equipmentCategories,
});
