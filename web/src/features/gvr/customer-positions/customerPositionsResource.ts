import { defineResource, type TypesOf } from '../../../crud/defineResource';
import { catalogueResource } from '../../../crud/operations';
import { customerPositionsDocuments } from '../../../generated/crud/customerPositionsDocuments';

/**
 * Customer positions (spec §2 GVR Setup › Customer positions `/gvr-setup/customer-positions`, roles
 * Gvr and Admin; DESIGN §5 `/setup/customerPositions`): what a customer's contact is (Pharmacist,
 * Purchasing manager). Columns Name, Description, Active, Updated. Form: Name (required, at most
 * 100, unique), Description (at most 500), Active.
 */
export const customerPositionsResource = defineResource(catalogueResource(customerPositionsDocuments, 'customerPositions'), {});

/** The types of customerPositionsResource (its record, inputs, sort fields…). */
export type CustomerPositionTypes = TypesOf<typeof customerPositionsResource>;
