import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { companiesDocuments } from '../../../generated/crud/companiesDocuments';
import { emailAddress, maxLength, phoneNumber, required } from '../../../forms/validation';

/**
 * Companies (spec §2 `/setup/companies`, roles Gvr and Admin; §7 `/setup/companies`): the companies
 * of the group. Columns Name, Code, E-mail, Phone, Updated (Name, Code, Updated sortable; by name by
 * default). Form: Name (required, at most 120, unique), Code (required, at most 20, unique),
 * Address (at most 300), Phone (at most 40), E-mail (an address).
 */
export const companiesResource = defineResource(catalogueResource(companiesDocuments, 'companies'), {
  columns: [{ key: 'name', sortField: 'NAME' }, { key: 'code', sortField: 'CODE' }, { key: 'email' }, { key: 'phone' }, 'updated'],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
      { name: 'code', label: 'Code', kind: 'text', rules: [required, maxLength(20)] },
      { name: 'address', label: 'Address', kind: 'textarea', rules: [maxLength(300)] },
      { name: 'phone', label: 'Phone', kind: 'tel', rules: [phoneNumber, maxLength(40)] },
      { name: 'email', label: 'E-mail', kind: 'email', rules: [emailAddress] },
    ],
  },
});

/** The types of companiesResource (its record, inputs, sort fields…). */
export type CompanyTypes = TypesOf<typeof companiesResource>;
