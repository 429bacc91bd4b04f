import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { validRows, type ObjectItemDescription } from '../../../crud/kinds/objectList/objectList';
import { catalogueResource } from '../../../crud/operations';
import { customersDocuments } from '../../../generated/crud/customersDocuments';
import { emailAddress, maxLength, phoneNumber, required } from '../../../forms/validation';

/** A customer's contacts, edited inside the customer form: name (required), position (picked), phone, e-mail. */
const contactItem: ObjectItemDescription = {
  singular: 'contact',
  plural: 'contacts',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(120)] },
    { name: 'positionId', label: 'Position', kind: 'reference', source: 'customerPositions', rules: [] },
    { name: 'phone', label: 'Phone', kind: 'tel', rules: [phoneNumber, maxLength(40)] },
    { name: 'email', label: 'E-mail', kind: 'email', rules: [emailAddress] },
  ],
  name: (contact) => (typeof contact.name === 'string' ? contact.name : ''),
};

/**
 * Customers (spec §2 GVR Setup › Customers `/gvr-setup/customers`, roles Gvr and Admin; DESIGN §5
 * `/setup/customers`): hospitals, pharmacies and clinics the salespeople visit. Columns Name, City,
 * Company, Salesperson, Contacts, Active, Updated (Name, City sortable). Form: Name (required, at most
 * 150, unique in its company), Company (picked, required), Salesperson (an employee, searched on the
 * server), Address, City, Phone, E-mail, Contacts (rows: name, position, phone, e-mail), Active.
 */
export const customersResource = defineResource(catalogueResource(customersDocuments, 'customers'), {
  columns: ['name', 'city', 'company', 'salesperson', 'contacts', 'active', 'updated'],
  form: {
    wide: true,
    changes: {
      fields: { contacts: { kind: 'objects', item: contactItem, rules: [validRows(contactItem)] } },
      order: ['name', 'companyId', 'salespersonId'],
    },
  },
});

/** The types of customersResource (its record, inputs, sort fields…). */
export type CustomerTypes = TypesOf<typeof customersResource>;
