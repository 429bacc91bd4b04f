import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { customerPositionsDocuments } from '../../../generated/crud/customerPositionsDocuments';
import { maxLength, required } from '../../../forms/validation';

/**
 * Customer positions (spec §2 GVR Setup › Customer positions `/gvr-setup/customer-positions`, roles
 * Gvr and Admin; DESIGN §5 `/setup/customerPositions`): what a customer's contact is (Pharmacist,
 * Purchasing manager). Columns Name, Description, Active, Updated. Form: Name (required, at most
 * 100, unique), Description (at most 500), Active.
 */
export const customerPositionsResource = defineResource(catalogueResource(customerPositionsDocuments, 'customerPositions'), {
  columns: [{ key: 'name', sortField: 'NAME' }, { key: 'description' }, { key: 'active' }, 'updated'],
  form: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text', rules: [required, maxLength(100)] },
      { name: 'description', label: 'Description', kind: 'textarea', rules: [maxLength(500)] },
      { name: 'active', label: 'Active', kind: 'boolean', initial: true, rules: [] },
    ],
  },
});

/** The types of customerPositionsResource (its record, inputs, sort fields…). */
export type CustomerPositionTypes = TypesOf<typeof customerPositionsResource>;
