import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { isosDocuments } from '../../../generated/crud/isosDocuments';

/** The path of an ISO document's page, where its files are attached, downloaded and removed. */
export const isoPath = (id: string) => `/setup/isos/${encodeURIComponent(id)}`;

/**
 * Iso Documents (spec §2 `/setup/isos`, roles Gvr and Admin; §7 `/setup/isos`): quality document
 * sets such as "Quality Manual" (ISO 9001:2015), each with attached files. Columns Name (linking to
 * the ISO's page with its files), Code, Company, Files (how many), Updated (Name, Code, Updated
 * sortable; by name by default). Form: Name (required, at most 150, unique), Code (at most 50),
 * Description (at most 500), Company (picked).
 */
export const isosResource = defineResource(catalogueResource(isosDocuments, 'isos'), {
  columns: ['name', 'code', 'company', { key: 'files', header: 'Files', cell: (iso) => iso.documents.length }, 'updated'],
  detailPath: (iso) => isoPath(iso.id),
});

/** The types of isosResource (its record, inputs, sort fields…). */
export type IsoTypes = TypesOf<typeof isosResource>;
