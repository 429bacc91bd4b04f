import { fromCatalogue } from '../../crud/catalogue';
import { portfolios } from './table';

/**
 * Event portfolios (spec §7 master-data resource `portfolios`; General Setup › Event Portfolio, spec §2)
 * on the generic CRUD routes under `/setup/portfolios`. Fields: `name` (1–120, unique regardless of
 * case), `description` (≤ 500, optional), `company` (optional company id; unknown → 400 "No such
 * company"), `active` (default true). Search: name, description. Sort: name (default, ignoring case),
 * createdAt, updatedAt; filters `?active=true|false`, `?company=<id>`. Anyone signed in reads; Gvr and
 * Admin write (DESIGN §6).
 */
export const portfoliosResource = fromCatalogue('portfolios', {
  table: portfolios,
});
