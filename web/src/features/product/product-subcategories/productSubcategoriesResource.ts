import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { productSubcategoriesDocuments } from '../../../generated/crud/productSubcategoriesDocuments';

/**
 * Product subcategories (spec §2 Product Setup › Product subcategories
 * `/product-setup/product-subcategories`, roles Gvr and Admin; DESIGN §5 `/setup/productSubcategories`).
 * Columns Name, Category, Description, Active, Updated (by name by default). Form: Name (required,
 * at most 100, unique in its category), Category (picked, required), Description, Active.
 */
export const productSubcategoriesResource = defineResource(catalogueResource(productSubcategoriesDocuments, 'productSubcategories'), {});

/** The types of productSubcategoriesResource (its record, inputs, sort fields…). */
export type ProductSubcategoryTypes = TypesOf<typeof productSubcategoriesResource>;
