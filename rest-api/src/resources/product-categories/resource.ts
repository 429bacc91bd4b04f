import { fromCatalogue } from '../../crud/catalogue';
import { productCategories } from './table';

/**
 * Product categories (DESIGN §5 Products; spec §2 Product Setup › Product categories) on the generic
 * CRUD routes under `/setup/productCategories`. Fields: `name` (1–100, unique regardless of case),
 * `description` (≤ 500), `active` (default true). Search: name, description. Sort: name (default,
 * ignoring case), createdAt, updatedAt; filter `?active=`. Anyone signed in reads; Gvr and Admin write
 * (DESIGN §6). A category with subcategories cannot be deleted (409 naming them).
 */
export const productCategoriesResource = fromCatalogue('productCategories', {
  table: productCategories,
});
