import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, text, uniqueIndex, uuid, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { recordColumns, recordIndexes, searchIndex, restrictKey } from '../../db/columns';
import { companies } from '../companies/table';

/**
 * ISO records (spec §3 master data "ISO (with attached documents)", menu "Iso Documents"): a controlled
 * document such as "Quality Manual" under a standard (`code`, e.g. `ISO 9001:2015`), optionally of one
 * company. `name` is unique regardless of case. Its files are rows of {@link isoDocuments}.
 */
export const isos = pgTable(
  'isos',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    company: uuid('company_id'),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('isos_name_unique').on(sql`lower(${t.name})`),
    index('isos_code_idx').on(t.code),
    index('isos_code_desc_idx').on(t.code.desc().nullsLast()),
    index('isos_company_idx').on(t.company),
    ...recordIndexes('isos', t),
    searchIndex('isos', t.name),
    searchIndex('isos', t.code),
    searchIndex('isos', t.description),
    restrictKey('isos', t.company, companies.id),
  ],
);

/**
 * The files attached to an ISO record (DESIGN §2 `documents[]`): `file_name` is the generated name in
 * storage folder `isos/` (never the client's), `original_name` the name the client sent (for the
 * download's Content-Disposition), `mime_type` the type found from the content, `size` in bytes; the
 * upload time is `created_at`. Deleting the ISO record deletes its rows (the files are removed by the app).
 */
export const isoDocuments = pgTable(
  'iso_documents',
  {
    ...recordColumns(),
    iso: uuid('iso_id').notNull(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    index('iso_documents_iso_idx').on(t.iso, t.createdAt),
    uniqueIndex('iso_documents_file_name_unique').on(t.fileName),
    foreignKey({ name: 'iso_documents_iso_fk', columns: [t.iso], foreignColumns: [isos.id] }).onDelete('cascade'),
  ],
);
