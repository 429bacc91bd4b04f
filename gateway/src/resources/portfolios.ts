import { z } from 'zod';
import type { Portfolio, PortfolioInput, PortfolioSortField } from '../generated/resolvers-types';
import { restRecord, restRef } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/** A portfolio as the REST server sends it (docs/setup-contract.md): name, description?, company?, active. */
const portfolioRecord = restRecord({
  name: z.string(),
  description: z.string().nullish(),
  company: restRef,
  active: z.boolean().default(true),
});

/**
 * Event portfolios, General Setup › Event Portfolio (spec §2 menu, §7): `/setup/portfolios`, GraphQL
 * type `Portfolio` with its `company` resolved as a `Company`.
 */
export const portfolios = defineResource<
  z.output<typeof portfolioRecord>,
  ResourceObject<Portfolio, 'company' | 'companyId'>,
  PortfolioInput,
  PortfolioSortField
>({
  typeName: 'Portfolio',
  restPath: 'portfolios',
  record: portfolioRecord,
  sortFields: { NAME: 'name', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  references: { company: { resource: 'companies', idField: 'companyId' } },
  toObject: (record) => withRecordFields(record, {
    name: record.name,
    description: record.description ?? null,
    active: record.active,
  }),
  toBody: (input) => ({ name: input.name, description: input.description ?? null, active: input.active ?? true }),
});
