import { referenceSource } from '../../../crud/choices';
import { asText, optionalText, trimmed } from '../../../crud/formConversions';
import type { CrudTypes, ResourceDescription } from '../../../crud/resource';
import { updatedColumn } from '../../../crud/updatedColumn';
import { emailAddress, maxLength, phoneNumber, required } from '../../../crud/validation';
import {
  CompaniesDocument,
  CompanyChoicesDocument,
  CompanyDocument,
  CreateCompanyDocument,
  DeleteCompanyDocument,
  UpdateCompanyDocument,
  type CompaniesQuery,
  type CompanyFieldsFragment,
  type CompanyInput,
  type CompanyQuery,
  type CompanySortField,
} from '../../../generated/graphql';

/** The company form's values, as typed (schema.graphql `CompanyInput`). */
export type CompanyValues = { name: string; code: string; address: string; phone: string; email: string };

/** The types tying Companies' generated operations to the generic CRUD screen. */
export type CompanyTypes = CrudTypes<CompanyFieldsFragment, CompanyInput, CompanySortField, CompanyValues, CompaniesQuery, CompanyQuery>;

/** The companies offered by company pickers (`allCompanies`), shown as "Name (CODE)". */
export const companyChoices = referenceSource(
  CompanyChoicesDocument,
  (data) => data.allCompanies,
  (company) => ({ value: company.id, label: `${company.name} (${company.code})` }),
  'companies',
);

/**
 * Companies (spec §2 `/setup/companies`, roles Gvr and Admin; §7 `/setup/companies`): the companies
 * of the group. Columns Name, Code, E-mail, Phone, Updated (Name, Code, Updated sortable; by name by
 * default). Form: Name (required, at most 120, unique), Code (required, at most 20, unique),
 * Address (at most 300), Phone (at most 40), E-mail (an address).
 */
export const companiesResource: ResourceDescription<CompanyTypes> = {
  title: 'Companies',
  singular: 'company',
  plural: 'companies',
  list: { document: CompaniesDocument, page: (data) => data.companies },
  get: { document: CompanyDocument, record: (data) => data.company },
  create: CreateCompanyDocument,
  update: UpdateCompanyDocument,
  remove: DeleteCompanyDocument,
  columns: [
    { key: 'name', header: 'Name', cell: (company) => company.name, sortField: 'NAME' },
    { key: 'code', header: 'Code', cell: (company) => company.code, sortField: 'CODE' },
    { key: 'email', header: 'E-mail', cell: (company) => company.email },
    { key: 'phone', header: 'Phone', cell: (company) => company.phone },
    updatedColumn<CompanyTypes>(),
  ],
  defaultSort: { key: 'name', direction: 'ASC' },
  rowLabel: (company) => company.name,
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
      { name: 'code', label: 'Code', kind: 'text', rules: [required, maxLength(20)] },
      { name: 'address', label: 'Address', kind: 'textarea', rules: [maxLength(300)] },
      { name: 'phone', label: 'Phone', kind: 'tel', rules: [phoneNumber, maxLength(40)] },
      { name: 'email', label: 'E-mail', kind: 'email', rules: [emailAddress] },
    ],
    empty: { name: '', code: '', address: '', phone: '', email: '' },
    toValues: (company) => ({
      name: company.name,
      code: company.code,
      address: asText(company.address),
      phone: asText(company.phone),
      email: asText(company.email),
    }),
    toInput: (values) => ({
      name: trimmed(values.name),
      code: trimmed(values.code),
      address: optionalText(values.address),
      phone: optionalText(values.phone),
      email: optionalText(values.email),
    }),
  },
};
