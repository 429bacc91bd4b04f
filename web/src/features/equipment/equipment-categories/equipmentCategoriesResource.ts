import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { equipmentCategoriesDocuments } from '../../../generated/crud/equipmentCategoriesDocuments';

/**
 * Equipment categories (spec §2 Equipments Setup › Equipment categories
 * `/equipment-setup/equipment-categories`, roles Gvr and Admin; DESIGN §5 "Equipment",
 * `/setup/equipmentCategories`, docs/requisitions.md). Columns Name, Description, Active, Updated (by
 * name by default). Form: Name (required, at most 100, unique), Description (at most 500), Active (on
 * for a new one). A category is not deleted while equipments belong to it (CONFLICT REFERENCED).
 */
export const equipmentCategoriesResource = defineResource(catalogueResource(equipmentCategoriesDocuments, 'equipmentCategories'), {});

/** The types of equipmentCategoriesResource (its record, inputs, sort fields…). */
export type EquipmentCategoryTypes = TypesOf<typeof equipmentCategoriesResource>;
