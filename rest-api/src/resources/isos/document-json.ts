import { z } from 'zod';
import type { isoDocuments } from './table';

/** An ISO document as REST shows it (DESIGN §2): `{ _id, fileName, originalName, mimeType, size, uploadedAt }`. */
export const isoDocumentSchema = z.object({
  _id: z.uuid(),
  fileName: z.string().describe('Generated name in storage'),
  originalName: z.string().describe('The name the file was uploaded with'),
  mimeType: z.string().describe('The type found from the content'),
  size: z.number().int().describe('Bytes'),
  uploadedAt: z.iso.datetime(),
});

/** A row of `iso_documents` → {@link isoDocumentSchema} (size in bytes, upload time ISO-8601 UTC). */
export function isoDocumentJson(row: typeof isoDocuments.$inferSelect): z.infer<typeof isoDocumentSchema> {
  return {
    _id: row.id,
    fileName: row.fileName,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
  };
}
