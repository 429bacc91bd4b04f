import { asText, optionalText, trimmed } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required } from '../../../crud/validation';
import {
  CreateIsoDocument,
  DeleteIsoDocument,
  IsoDocument,
  IsosDocument,
  UpdateIsoDocument,
  type IsoFieldsFragment,
  type IsoInput,
  type IsoQuery,
  type IsoSortField,
  type IsosQuery,
} from '../../../generated/graphql';
import { companyChoices } from '../companies/companiesResource';

/** The ISO form's values (schema.graphql `IsoInput`; files are attached on the ISO's page). */
export type IsoValues = { name: string; code: string; description: string; companyId: string };

/** The types tying Iso Documents' generated operations to the generic CRUD screen. */
export type IsoTypes = CrudTypes<IsoFieldsFragment, IsoInput, IsoSortField, IsoValues, IsosQuery, IsoQuery>;

/** The path of an ISO document's page, where its files are attached, downloaded and removed. */
export const isoPath = (id: string) => `/setup/isos/${encodeURIComponent(id)}`;

/**
 * Iso Documents (spec §2 `/setup/isos`, roles Gvr and Admin; §7 `/setup/isos`): quality document
 * sets such as "Quality Manual" (ISO 9001:2015), each with attached files. Columns Name (linking to
 * the ISO's page with its files), Code, Company, Files (how many), Updated (Name, Code, Updated
 * sortable; by name by default). Form: Name (required, at most 150, unique), Code (at most 50),
 * Description (at most 500), Company (picked).
 */
export const isosResource: ResourceDescription<IsoTypes> = {
  title: 'Iso Documents',
  singular: 'ISO document',
  plural: 'ISO documents',
  list: { document: IsosDocument, page: (data) => data.isos },
  get: { document: IsoDocument, record: (data) => data.iso },
  create: CreateIsoDocument,
  update: UpdateIsoDocument,
  remove: DeleteIsoDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (iso) => iso.name, sortField: 'NAME' },
    { key: 'code', header: 'Code', cell: (iso) => iso.code, sortField: 'CODE' },
    { key: 'company', header: 'Company', cell: (iso) => iso.company?.name },
    { key: 'files', header: 'Files', cell: (iso) => iso.documents.length },
    updatedColumn<IsoTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (iso) => iso.name,
  detailPath: (iso) => isoPath(iso.id),
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(150)] },
      { name: 'code', label: 'Code', kind: 'text', rules: [maxLength(50)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'companyId', label: 'Company', kind: 'reference', source: companyChoices, rules: [] },
    ],
    empty: { name: '', code: '', description: '', companyId: '' },
    toValues: (iso) => ({ name: iso.name, code: asText(iso.code), description: asText(iso.description), companyId: asText(iso.companyId) }),
    toInput: (values) => ({
      name: trimmed(values.name),
      code: optionalText(values.code),
      description: optionalText(values.description),
      companyId: optionalText(values.companyId),
    }),
  },
};
