import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { productSubcategoriesDocuments } from '../../../generated/crud/productSubcategoriesDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * Product subcategories (spec §2 Product Setup › Product subcategories
 * `/product-setup/product-subcategories`, roles Gvr and Admin; DESIGN §5 `/setup/productSubcategories`).
 * Columns Name, Category, Description, Active, Updated (by name by default). Form: Name (required,
 * at most 100, unique in its category), Category (picked, required), Description, Active.
 */
export const productSubcategoriesResource = defineResource(catalogueResource(productSubcategoriesDocuments, 'productSubcategories'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'category', header: 'Category', cell: (subcategory) => subcategory.category?.name },
    { key: 'description' },
    { key: 'active' },
    'updated',
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'categoryId', label: 'Category', kind: 'reference', source: 'productCategories', rules: [required] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
  },
});

/** The types of productSubcategoriesResource (its record, inputs, sort fields…). */
export type ProductSubcategoryTypes = TypesOf<typeof productSubcategoriesResource>;
