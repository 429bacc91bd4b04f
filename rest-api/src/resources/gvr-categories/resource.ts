import { fromCatalogue } from '../../crud/catalogue';
import { gvrCategories } from './table';

/**
 * GVR categories (DESIGN §5 GVR setup: visit categories, each in a section; spec §2 GVR Setup › GVR
 * categories) on the generic CRUD routes under `/setup/gvrCategories`. Fields: `name` (1–100, unique
 * within its section regardless of case), `section` (a GVR section id, required), `description` (≤ 500),
 * `active` (default true). Search: name, description. Sort: name (default), createdAt, updatedAt;
 * filters `?section=<id>`, `?active=`. Anyone signed in reads; Gvr and Admin write.
 */
export const gvrCategoriesResource = fromCatalogue('gvrCategories', {
  table: gvrCategories,
});
