import { belongsTo } from '../../../crud/choices';
import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { moneyAmount } from '../../../crud/kinds/money/money';
import { catalogueResource } from '../../../crud/operations';
import { productsDocuments } from '../../../generated/crud/productsDocuments';
import { GVR_CURRENCY } from '../../../currency/gvrCurrency';
import { maxLength, required } from '../../../forms/validation';

/**
 * Products (spec §2 Product Setup › Products `/product-setup/products`, roles Gvr, Admin and Product;
 * DESIGN §5 `/setup/products`). Columns Name (its rows' name), Code, Subcategory, Category, Unit, Price, Active,
 * Updated (Code, Name, Price sortable; by name by default). Form: Code (required, at most 30,
 * unique), Name, Category (only to narrow the subcategories offered; not saved), Subcategory (those
 * of the chosen category, required), Event portfolio, Unit (required), Price (money in the currency
 * of GVR settings, 0 or more), Active.
 */
export const productsResource = defineResource(catalogueResource(productsDocuments, 'products'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'code', sortField: 'CODE' },
    { key: 'subcategory', header: 'Subcategory', cell: (product) => product.subcategory?.name },
    { key: 'category', header: 'Category', cell: (product) => product.subcategory?.category?.name },
    { key: 'unit' },
    { key: 'price', sortField: 'PRICE' },
    { key: 'active' },
    'updated',
  ],
  form: {
    wide: true,
    fields: [
      { name: 'code', label: 'Code', kind: 'text', rules: [required, maxLength(30)] },
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(150)] },
      { name: 'categoryId', label: 'Category', kind: 'reference', source: 'productCategories', sent: false, hint: 'Narrows the subcategories offered.', rules: [] },
      { name: 'subcategoryId', label: 'Subcategory', kind: 'reference', source: 'productSubcategories', where: belongsTo('categoryId'), rules: [required] },
      { name: 'portfolioId', label: 'Event portfolio', kind: 'reference', source: 'portfolios', rules: [] },
      { name: 'unit', label: 'Unit', kind: 'text', hint: 'e.g. box, vial, piece', rules: [required, maxLength(30)] },
      {
        name: 'price',
        label: 'Price',
        kind: 'money',
        currency: GVR_CURRENCY,
        rules: [required, moneyAmount({ min: '0' })],
      },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
    adapt: {
      // The category is the subcategory's: shown so the subcategory picker offers its subcategories.
      toValues: (product, values) => ({ ...values, categoryId: product.subcategory?.category?.id ?? '' }),
    },
  },
});

/** The types of productsResource (its record, inputs, sort fields…). */
export type ProductTypes = TypesOf<typeof productsResource>;
