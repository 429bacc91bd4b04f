import { belongsTo } from '../../../crud/choices';
import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { productsDocuments } from '../../../generated/crud/productsDocuments';
import { GVR_CURRENCY } from '../../../currency/gvrCurrency';

/**
 * Products (spec §2 Product Setup › Products `/product-setup/products`, roles Gvr, Admin and Product;
 * DESIGN §5 `/setup/products`). Columns Name (its rows' name), Code, Subcategory, Category, Unit, Price, Active,
 * Updated (Code, Name, Price sortable; by name by default). Form: Code (required, at most 30,
 * unique), Name, Category (only to narrow the subcategories offered; not saved), Subcategory (those
 * of the chosen category, required), Event portfolio, Unit (required), Price (money in the currency
 * of GVR settings, 0 or more), Active.
 */
export const productsResource = defineResource(catalogueResource(productsDocuments, 'products'), {
  columns: ['name', 'code', 'subcategory', { key: 'category', header: 'Category', cell: (product) => product.subcategory?.category?.name }, 'unit', 'price', 'active', 'updated'],
  form: {
    wide: true,
    changes: {
      fields: { subcategoryId: { where: belongsTo('categoryId') }, price: { currency: GVR_CURRENCY } },
      add: [
        {
          name: 'categoryId',
          label: 'Category',
          kind: 'reference',
          source: 'productCategories',
          sent: false,
          hint: 'Narrows the subcategories offered.',
          rules: [],
          before: 'subcategoryId',
        },
      ],
    },
    adapt: {
      // The category is the subcategory's: shown so the subcategory picker offers its subcategories.
      toValues: (product, values) => ({ ...values, categoryId: product.subcategory?.category?.id ?? '' }),
    },
  },
});

/** The types of productsResource (its record, inputs, sort fields…). */
export type ProductTypes = TypesOf<typeof productsResource>;
