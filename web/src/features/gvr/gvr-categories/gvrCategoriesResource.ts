import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { gvrCategoriesDocuments } from '../../../generated/crud/gvrCategoriesDocuments';

/**
 * GVR categories (spec §2 GVR Setup › GVR categories `/gvr-setup/gvr-categories`, roles Gvr and Admin;
 * DESIGN §5 `/setup/gvrCategories`): the topics of a visit report, each in a GVR section. Columns
 * Name, Section, Description, Active, Updated. Form: Name (required, at most 100, unique in its
 * section), Section (picked, required), Description, Active.
 */
export const gvrCategoriesResource = defineResource(catalogueResource(gvrCategoriesDocuments, 'gvrCategories'), {});

/** The types of gvrCategoriesResource (its record, inputs, sort fields…). */
export type GvrCategoryTypes = TypesOf<typeof gvrCategoriesResource>;
