import { z } from 'zod';
import { defineResource } from '../../crud/resource';
import { restIsoDocument, toIsoDocument } from './iso-document';

/**
 * ISO records, General Setup › Iso Documents (spec §2 menu, §7): name, code, description, company, and
 * `documents` (read-only; files are attached and removed by setup/isos/iso-document-operations.ts),
 * each carrying its gateway download URL.
 */
export const isos = defineResource({
  name: 'isos',
  fields: {
    documents: z
      .array(restIsoDocument)
      .nullish()
      .transform((documents) => documents ?? []),
  },
  readOnly: ['documents'],
  toObject: (record, object) => Object.assign(object, { documents: record.documents.map(toIsoDocument) }),
});
