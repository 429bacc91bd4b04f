import { fromCatalogue } from '../../crud/catalogue';
import { productSubcategories } from './table';

/**
 * Product subcategories (DESIGN §5 Products; spec §2 Product Setup › Product subcategories) on the
 * generic CRUD routes under `/setup/productSubcategories`. Fields: `name` (1–100, unique within its
 * category regardless of case), `category` (a product category id, required; unknown → 400 "No such
 * product category"), `description` (≤ 500), `active` (default true). Search: name, description. Sort:
 * name (default), createdAt, updatedAt; filters `?category=<id>`, `?active=`. Anyone signed in reads;
 * Gvr and Admin write. A subcategory with products cannot be deleted (409).
 */
export const productSubcategoriesResource = fromCatalogue('productSubcategories', {
  table: productSubcategories,
});
