import { fromCatalogue } from '../../crud/catalogue';
import { companies } from './table';

/**
 * Companies of the group (spec §7 master-data resource `companies`; General Setup › Companies, spec §2)
 * on the generic CRUD routes under `/setup/companies`. Fields: `name` (1–120, unique regardless of
 * case), `code` (1–20, unique regardless of case, e.g. `ATR`), `address` (≤ 300), `phone` (a phone number, src/crud/fields.ts `optionalPhone`),
 * `email` (an e-mail address), the last three optional. Search: name, code, email. Sort: name (default,
 * ignoring case), code, createdAt, updatedAt. Anyone signed in reads; Gvr and Admin write (DESIGN §6).
 * A company with members, salesperson codes, ISO records or portfolios cannot be deleted (409).
 */
export const companiesResource = fromCatalogue('companies', {
  table: companies,
});
