import { fromCatalogue } from '../../crud/catalogue';
import { productSubcategories } from '../product-subcategories/table';
import { products } from './table';

/**
 * Products (DESIGN §5 Products; spec §2 Product Setup › Products) on the generic CRUD routes under
 * `/setup/products`. Fields: `code` (1–30, unique regardless of case), `name` (1–150), `subcategory` (a
 * product subcategory id, required), `portfolio` (an event portfolio id, optional), `unit` (1–20, e.g.
 * `box`), `price` (exact money ≥ 0 as text, e.g. `"12.50"`, in the GVR settings' currency), `active`
 * (default true). Search: code, name. Sort: name (default), code, price, createdAt, updatedAt. Filters:
 * `?subcategory=`, `?category=` (the products of that category's subcategories), `?portfolio=`,
 * `?active=`. Anyone signed in reads; Gvr, Admin and Product write (DESIGN §6 `writeProducts`).
 */
export const productsResource = fromCatalogue('products', {
  table: products,
  filters: {
    category: { column: products.subcategory, type: 'id', through: { key: productSubcategories.id, match: productSubcategories.category } },
  },
});
