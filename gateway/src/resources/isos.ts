import { z } from 'zod';
import type { Iso, IsoInput, IsoSortField } from '../generated/resolvers-types';
import { restIsoDocument, toIsoDocument } from '../isos/iso-document';
import { restRecord, restRef } from '../upstream/contract';
import { withRecordFields } from './record-fields';
import { defineResource, type ResourceObject } from './resource';

/** An ISO record as the REST server sends it (docs/setup-contract.md): name, code?, description?, company?, documents (read-only). */
const isoRecord = restRecord({
  name: z.string(),
  code: z.string().nullish(),
  description: z.string().nullish(),
  company: restRef,
  documents: z.array(restIsoDocument).nullish().transform((documents) => documents ?? []),
});

/**
 * ISO records, General Setup › Iso Documents (spec §2 menu, §7): `/setup/isos`, GraphQL type `Iso`
 * (`isos`, `allIsos`, `iso`, `createIso`, `updateIso`, `deleteIso`) with its `company` resolved as a
 * `Company` and its `documents` carrying gateway download URLs. Files are attached and removed by
 * isos/iso-document-resolvers.ts.
 */
export const isos = defineResource<z.output<typeof isoRecord>, ResourceObject<Iso, 'company' | 'companyId'>, IsoInput, IsoSortField>({
  typeName: 'Iso',
  restPath: 'isos',
  record: isoRecord,
  sortFields: { NAME: 'name', CODE: 'code', CREATED_AT: 'createdAt', UPDATED_AT: 'updatedAt' },
  defaultSort: { field: 'NAME', direction: 'ASC' },
  references: { company: { resource: 'companies', idField: 'companyId' } },
  toObject: (record) => withRecordFields(record, {
    name: record.name,
    code: record.code ?? null,
    description: record.description ?? null,
    documents: record.documents.map(toIsoDocument),
  }),
  toBody: (input) => ({ name: input.name, code: input.code ?? null, description: input.description ?? null }),
});
