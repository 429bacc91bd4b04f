import { z } from 'zod';
import { isoDocumentUrl } from '../../files/file-paths';
import type { IsoDocument } from '../../generated/resolvers-types';
import { restId, restInstant } from '../../upstream/contract';

/**
 * One entry of an ISO record's `documents` as REST sends it (docs/setup-contract.md "ISO documents"):
 * `{ _id, fileName, originalName, mimeType, size, uploadedAt }`, size in bytes.
 */
export const restIsoDocument = z.object({
  _id: restId,
  fileName: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: restInstant,
});

/** A REST ISO document → `IsoDocument`: `_id` → `id`, plus `downloadUrl` = the gateway's `/files/isos/{id}`. */
export function toIsoDocument(document: z.output<typeof restIsoDocument>): IsoDocument {
  return {
    id: document._id,
    fileName: document.fileName,
    originalName: document.originalName,
    mimeType: document.mimeType,
    size: document.size,
    uploadedAt: document.uploadedAt,
    downloadUrl: isoDocumentUrl(document._id),
  };
}
