import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { portfoliosDocuments } from '../../../generated/crud/portfoliosDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * Event Portfolio (spec §2 `/setup/portfolios`, roles Gvr and Admin; §7 `/setup/portfolios`): the
 * portfolios that event requisitions are booked against. Columns Name, Description, Company,
 * Active, Updated (Name, Updated sortable; by name by default). Form: Name (required, at most 120,
 * unique), Description (at most 500), Company (picked), Active (on for a new portfolio).
 */
export const portfoliosResource = defineResource(catalogueResource(portfoliosDocuments, 'portfolios'), {
  columns: [
    { key: 'name', sortField: 'NAME' },
    { key: 'description' },
    { key: 'company', header: 'Company', cell: (portfolio) => portfolio.company?.name },
    { key: 'active' },
    'updated',
  ],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'companyId', label: 'Company', kind: 'reference', source: 'companies', rules: [] },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
  },
});

/** The types of portfoliosResource (its record, inputs, sort fields…). */
export type PortfolioTypes = TypesOf<typeof portfoliosResource>;
