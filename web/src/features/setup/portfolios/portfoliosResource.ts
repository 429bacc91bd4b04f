import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { portfoliosDocuments } from '../../../generated/crud/portfoliosDocuments';

/**
 * Event Portfolio (spec §2 `/setup/portfolios`, roles Gvr and Admin; §7 `/setup/portfolios`): the
 * portfolios that event requisitions are booked against. Columns Name, Description, Company,
 * Active, Updated (Name, Updated sortable; by name by default). Form: Name (required, at most 120,
 * unique), Description (at most 500), Company (picked), Active (on for a new portfolio).
 */
export const portfoliosResource = defineResource(catalogueResource(portfoliosDocuments, 'portfolios'), {});

/** The types of portfoliosResource (its record, inputs, sort fields…). */
export type PortfolioTypes = TypesOf<typeof portfoliosResource>;
