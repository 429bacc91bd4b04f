import { fromCatalogue } from '../../crud/catalogue';
import { customerPositions } from './table';

/**
 * Customer positions (DESIGN §5 GVR setup; spec §2 GVR Setup › Customer positions) on the generic CRUD
 * routes under `/setup/customerPositions`. Fields: `name` (1–100, unique regardless of case),
 * `description` (≤ 500), `active` (default true). Search: name, description. Sort: name (default),
 * createdAt, updatedAt; filter `?active=`. Anyone signed in reads; Gvr and Admin write. A position that a
 * customer's contact holds cannot be deleted (409 "… is used by 3 customers …", counted inside the
 * customers' contacts, src/crud/in-use.ts).
 */
export const customerPositionsResource = fromCatalogue('customerPositions', {
  table: customerPositions,
});
