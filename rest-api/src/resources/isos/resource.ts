import { eq } from 'drizzle-orm';
import { fromCatalogue } from '../../crud/catalogue';
import { childList } from '../../crud/lists';
import { isoDocumentJson, isoDocumentSchema } from './document-json';
import { isoDocuments, isos } from './table';

/**
 * ISO records (spec §7 master-data resource `isos`, "ISO (with attached documents)" §3; General Setup ›
 * Iso Documents, spec §2) on the generic CRUD routes under `/setup/isos`. Fields: `name` (1–150, unique
 * regardless of case, e.g. `Quality Manual`), `code` (≤ 50, e.g. `ISO 9001:2015`), `description`
 * (≤ 500), `company` (company id; unknown → 400 "No such company"), the last three optional; `documents`
 * is read-only (`[{ _id, fileName, originalName, mimeType, size, uploadedAt }]`, oldest first), changed
 * through src/resources/isos/document-routes.ts. Search: name, code, description. Sort: name (default,
 * ignoring case), code, createdAt, updatedAt; filter `?company=<id>`. Anyone signed in reads; Gvr and
 * Admin write (DESIGN §6). Deleting a record deletes its documents and their files.
 */
export const isosResource = fromCatalogue('isos', {
  table: isos,
  lists: {
    documents: childList({
      table: isoDocuments,
      owner: isoDocuments.iso,
      order: isoDocuments.createdAt,
      item: isoDocumentSchema,
      toJson: isoDocumentJson,
    }),
  },
  async ownedFiles(db, id) {
    const rows = await db.select({ name: isoDocuments.fileName }).from(isoDocuments).where(eq(isoDocuments.iso, id));
    return rows.map((row) => ({ folder: 'isos' as const, name: row.name }));
  },
});
