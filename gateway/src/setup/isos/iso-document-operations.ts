import { objectOf } from '../../crud/record-mapping';
import type { RootResolver, RootResolvers } from '../../crud/resolvers';
import type { MutationDeleteIsoDocumentArgs, MutationUploadIsoDocumentsArgs } from '../../generated/resolvers-types';
import type { UploadedFile } from '../../uploads/uploaded-file';
import { pathSegment } from '../../upstream/data-source';
import { isos } from './isos';

/**
 * `uploadIsoDocuments(isoId, files)` → `POST /setup/isos/{id}/files`, one multipart part `files` per
 * file, each streamed from its uploaded temporary file → the ISO record with its documents
 * (docs/setup-contract.md "ISO documents"). The upstream checks type (415 UNSUPPORTED_MEDIA_TYPE) and
 * size (413 PAYLOAD_TOO_LARGE); errors pass on.
 */
const uploadIsoDocuments: RootResolver<MutationUploadIsoDocumentsArgs, Record<string, unknown>> = async (_parent, args, context) => {
  const parts = (args.files as UploadedFile[]).map((file) => ({ name: 'files', file }));
  const record = await context.upstream.sendMultipart(isos.record, 'POST', `isos/${pathSegment(args.isoId, 'isoId')}/files`, parts);
  return objectOf(isos, record);
};

/**
 * `deleteIsoDocument(id)` → `DELETE /setup/isos/file/{id}` (spec §7 Extras) → the ISO record without
 * that document. Errors pass on (spec §8: "other deletes pass errors to the caller").
 */
const deleteIsoDocument: RootResolver<MutationDeleteIsoDocumentArgs, Record<string, unknown>> = async (_parent, args, context) =>
  objectOf(isos, await context.upstream.sendJson(isos.record, 'DELETE', `isos/file/${pathSegment(args.id)}`));

/** The ISO operations beyond the six CRUD ones (setup/isos/isos.ts): attaching and removing files. */
export const isoDocumentOperations: RootResolvers = {
  Query: {},
  Mutation: { uploadIsoDocuments, deleteIsoDocument },
};
