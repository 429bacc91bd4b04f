import { referenceSource } from '../../../crud/choices';
import { asText, optionalText, trimmed, yesNo } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { maxLength, required } from '../../../crud/validation';
import {
  CreateSalespersonCodeDocument,
  DeleteSalespersonCodeDocument,
  SalespersonCodeChoicesDocument,
  SalespersonCodeDocument,
  SalespersonCodesDocument,
  UpdateSalespersonCodeDocument,
  type SalespersonCodeFieldsFragment,
  type SalespersonCodeInput,
  type SalespersonCodeQuery,
  type SalespersonCodeSortField,
  type SalespersonCodesQuery,
} from '../../../generated/graphql';
import { companyChoices } from '../companies/companiesResource';

/** The salesperson code form's values (schema.graphql `SalespersonCodeInput`). */
export type SalespersonCodeValues = { code: string; description: string; companyId: string; active: boolean };

/** The types tying Salesperson codes' generated operations to the generic CRUD screen. */
export type SalespersonCodeTypes = CrudTypes<SalespersonCodeFieldsFragment, SalespersonCodeInput, SalespersonCodeSortField, SalespersonCodeValues, SalespersonCodesQuery, SalespersonCodeQuery>;

/**
 * The salesperson codes of pickers (`allSalespersonCodes`), as "CODE – description": active ones are
 * offered; an inactive one only shows, marked "(inactive)", where a form already holds it (crud/choices.ts).
 */
export const salespersonCodeChoices = referenceSource(
  SalespersonCodeChoicesDocument,
  (data) => data.allSalespersonCodes,
  (code) => ({
    value: code.id,
    label: [code.code, code.description].filter(Boolean).join(' – '),
    inactive: !code.active,
  }),
  'salesperson codes',
);

/**
 * Salesperson codes (spec §2 `/setup/sales-person-code`, roles Gvr and Admin; §7
 * `/setup/salespersonCodes`), e.g. SP-DXB-01. Columns Code, Description, Company, Active, Updated
 * (Code, Updated sortable; by code by default). Form: Code (required, at most 20, unique),
 * Description (at most 200), Company (picked), Active (on for a new code).
 */
export const salespersonCodesResource: ResourceDescription<SalespersonCodeTypes> = {
  title: 'Salesperson codes',
  singular: 'salesperson code',
  plural: 'salesperson codes',
  list: { document: SalespersonCodesDocument, page: (data) => data.salespersonCodes },
  get: { document: SalespersonCodeDocument, record: (data) => data.salespersonCode },
  create: CreateSalespersonCodeDocument,
  update: UpdateSalespersonCodeDocument,
  remove: DeleteSalespersonCodeDocument,
  columns: [
    { key: 'code', header: 'Code', cell: (code) => code.code, sortField: 'CODE' },
    { key: 'description', header: 'Description', cell: (code) => code.description },
    { key: 'company', header: 'Company', cell: (code) => code.company?.name },
    { key: 'active', header: 'Active', cell: (code) => yesNo(code.active) },
    updatedColumn<SalespersonCodeTypes>(),
  ],
  defaultSort: { key: 'code', direction: 'ASC' },
  rowLabel: (code) => code.code,
  form: {
    fields: [
      { name: 'code', label: 'Code', kind: 'text', rules: [required, maxLength(20)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(200)] },
      { name: 'companyId', label: 'Company', kind: 'reference', source: companyChoices, rules: [] },
      { name: 'active', label: 'Active', kind: 'boolean', rules: [] },
    ],
    empty: { code: '', description: '', companyId: '', active: true },
    toValues: (code) => ({ code: code.code, description: asText(code.description), companyId: asText(code.companyId), active: code.active }),
    toInput: (values) => ({
      code: trimmed(values.code),
      description: optionalText(values.description),
      companyId: optionalText(values.companyId),
      active: values.active,
    }),
  },
};
