import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { companiesDocuments } from '../../../generated/crud/companiesDocuments';

/**
 * Companies (spec §2 `/setup/companies`, roles Gvr and Admin; §7 `/setup/companies`): the companies
 * of the group. Columns Name, Code, E-mail, Phone, Updated (Name, Code, Updated sortable; by name by
 * default). Form: Name (required, at most 120, unique), Code (required, at most 20, unique),
 * Address (at most 300), Phone (at most 40), E-mail (an address).
 */
export const companiesResource = defineResource(catalogueResource(companiesDocuments, 'companies'), {
  columns: ['name', 'code', 'email', 'phone', 'updated'],
});

/** The types of companiesResource (its record, inputs, sort fields…). */
export type CompanyTypes = TypesOf<typeof companiesResource>;
