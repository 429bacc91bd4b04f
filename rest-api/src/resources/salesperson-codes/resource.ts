import { fromCatalogue } from '../../crud/catalogue';
import { salespersonCodes } from './table';

/**
 * Salesperson codes (spec §7 master-data resource `salespersonCodes`; General Setup › Salesperson codes,
 * spec §2) on the generic CRUD routes under `/setup/salespersonCodes`. Fields: `code` (1–20, unique
 * regardless of case, e.g. `SP-DXB-01`), `description` (≤ 200, optional), `company` (optional company
 * id; unknown → 400 "No such company"), `active` (default true). Search: code, description. Sort: code
 * (default, ignoring case), createdAt, updatedAt; filters `?active=true|false`, `?company=<id>`. Anyone
 * signed in reads; Gvr and Admin write. A code given to employees cannot be deleted (409).
 */
export const salespersonCodesResource = fromCatalogue('salespersonCodes', {
  table: salespersonCodes,
});
