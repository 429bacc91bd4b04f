import { asText, optionalText, trimmed, yesNo } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required } from '../../../crud/validation';
import {
  CreatePortfolioDocument,
  DeletePortfolioDocument,
  PortfolioDocument,
  PortfoliosDocument,
  UpdatePortfolioDocument,
  type PortfolioFieldsFragment,
  type PortfolioInput,
  type PortfolioQuery,
  type PortfolioSortField,
  type PortfoliosQuery,
} from '../../../generated/graphql';
import { companyChoices } from '../companies/companiesResource';

/** The portfolio form's values (schema.graphql `PortfolioInput`). */
export type PortfolioValues = { name: string; description: string; companyId: string; active: boolean };

/** The types tying Event Portfolio's generated operations to the generic CRUD screen. */
export type PortfolioTypes = CrudTypes<PortfolioFieldsFragment, PortfolioInput, PortfolioSortField, PortfolioValues, PortfoliosQuery, PortfolioQuery>;

/**
 * Event Portfolio (spec §2 `/setup/portfolios`, roles Gvr and Admin; §7 `/setup/portfolios`): the
 * portfolios that event requisitions are booked against. Columns Name, Description, Company,
 * Active, Updated (Name, Updated sortable; by name by default). Form: Name (required, at most 120,
 * unique), Description (at most 500), Company (picked), Active (on for a new portfolio).
 */
export const portfoliosResource: ResourceDescription<PortfolioTypes> = {
  title: 'Event Portfolio',
  singular: 'event portfolio',
  plural: 'event portfolios',
  list: { document: PortfoliosDocument, page: (data) => data.portfolios },
  get: { document: PortfolioDocument, record: (data) => data.portfolio },
  create: CreatePortfolioDocument,
  update: UpdatePortfolioDocument,
  remove: DeletePortfolioDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (portfolio) => portfolio.name, sortField: 'NAME' },
    { key: 'description', header: 'Description', cell: (portfolio) => portfolio.description },
    { key: 'company', header: 'Company', cell: (portfolio) => portfolio.company?.name },
    { key: 'active', header: 'Active', cell: (portfolio) => yesNo(portfolio.active) },
    updatedColumn<PortfolioTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (portfolio) => portfolio.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'companyId', label: 'Company', kind: 'reference', source: companyChoices, rules: [] },
      { name: 'active', label: 'Active', kind: 'boolean', rules: [] },
    ],
    empty: { name: '', description: '', companyId: '', active: true },
    toValues: (portfolio) => ({
      name: portfolio.name,
      description: asText(portfolio.description),
      companyId: asText(portfolio.companyId),
      active: portfolio.active,
    }),
    toInput: (values) => ({
      name: trimmed(values.name),
      description: optionalText(values.description),
      companyId: optionalText(values.companyId),
      active: values.active,
    }),
  },
};
