import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { productCategoriesDocuments } from '../../../generated/crud/productCategoriesDocuments';

/**
 * Product categories (spec §2 Product Setup › Product categories `/product-setup/product-categories`,
 * roles Gvr and Admin; DESIGN §5 `/setup/productCategories`). Columns Name, Description, Active,
 * Updated (by name by default). Form: Name (required, at most 100, unique), Description (at most
 * 500), Active (on for a new one: inactive categories are not offered to subcategories).
 */
export const productCategoriesResource = defineResource(catalogueResource(productCategoriesDocuments, 'productCategories'), {});

/** The types of productCategoriesResource (its record, inputs, sort fields…). */
export type ProductCategoryTypes = TypesOf<typeof productCategoriesResource>;
