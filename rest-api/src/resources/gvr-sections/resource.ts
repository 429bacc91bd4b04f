import { fromCatalogue } from '../../crud/catalogue';
import { gvrSections } from './table';

/**
 * GVR sections (DESIGN §5 GVR setup: the sections of a visit report, ordered; spec §2 GVR Setup › GVR
 * sections) on the generic CRUD routes under `/setup/gvrSections`, plus `PUT /reorder { ids }`
 * (src/crud/order.ts). Fields: `name` (1–100, unique regardless of case), `description` (≤ 500); each
 * record carries its read-only `position` (1 = first; a new one goes last). Search: name, description.
 * Sort: position (default), name, createdAt, updatedAt. Anyone signed in reads; Gvr and Admin write. A
 * section with GVR categories cannot be deleted (409).
 */
export const gvrSectionsResource = fromCatalogue('gvrSections', {
  table: gvrSections,
});
