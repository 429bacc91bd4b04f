import { z } from 'zod';
import type { Company, CompanyInput, CompanySortField } from '../generated/resolvers-types';
import { restRecord } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource } from './resource';

/** A company as the REST server sends it (docs/setup-contract.md): name, code, address?, phone?, email?. */
const companyRecord = restRecord({
  name: z.string(),
  code: z.string(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});

/**
 * Companies, General Setup › Companies (spec §2 menu, §7 master-data resources): `/setup/companies`,
 * GraphQL type `Company` (`companies`, `allCompanies`, `company`, `createCompany`, `updateCompany`,
 * `deleteCompany`), sorted by name unless asked otherwise.
 */
export const companies = defineResource<z.output<typeof companyRecord>, Company, CompanyInput, CompanySortField>({
  typeName: 'Company',
  pluralTypeName: 'Companies',
  restPath: 'companies',
  record: companyRecord,
  sortFields: { NAME: 'name', CODE: 'code', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  toObject: (record) => withRecordFields(record, {
    name: record.name,
    code: record.code,
    address: record.address ?? null,
    phone: record.phone ?? null,
    email: record.email ?? null,
  }),
  toBody: (input) => ({
    name: input.name,
    code: input.code,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
  }),
});
