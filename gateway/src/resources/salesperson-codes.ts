import { z } from 'zod';
import type { SalespersonCode, SalespersonCodeInput, SalespersonCodeSortField } from '../generated/resolvers-types';
import { restRecord, restRef } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/** A salesperson code as the REST server sends it (docs/setup-contract.md): code, description?, company?, active. */
const salespersonCodeRecord = restRecord({
  code: z.string(),
  description: z.string().nullish(),
  company: restRef,
  active: z.boolean().default(true),
});

/**
 * Salesperson codes, General Setup › Salesperson codes (spec §2 menu, §7): `/setup/salespersonCodes`,
 * GraphQL type `SalespersonCode` with its `company` resolved as a `Company`, sorted by code.
 */
export const salespersonCodes = defineResource<
  z.output<typeof salespersonCodeRecord>,
  ResourceObject<SalespersonCode, 'company' | 'companyId'>,
  SalespersonCodeInput,
  SalespersonCodeSortField
>({
  typeName: 'SalespersonCode',
  restPath: 'salespersonCodes',
  record: salespersonCodeRecord,
  sortFields: { CODE: 'code', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'CODE', direction: 'ASC' },
  references: { company: { resource: 'companies', idField: 'companyId' } },
  toObject: (record) => withRecordFields(record, {
    code: record.code,
    description: record.description ?? null,
    active: record.active,
  }),
  toBody: (input) => ({ code: input.code, description: input.description ?? null, active: input.active ?? true }),
});
